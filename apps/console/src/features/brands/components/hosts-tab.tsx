import { BRAND_SITES, type BrandDetail, ZBrandHostsBody } from '@platform/contracts/brands/schemas';
import { Button } from '@platform/ui/button.tsx';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldClass } from '../../../shared/ui/field.tsx';
import type { FormIssue } from '../../../shared/ui/form-issues.tsx';
import { useBrandHosts } from '../api/brands-queries.ts';
import { SaveBar } from './save-bar.tsx';

type Host = BrandDetail['hosts'][number];

/** The hosts the brand answers on and what each serves; one member host is the primary one. */
export function HostsTab({ brand, canManage }: { brand: BrandDetail; canManage: boolean }): ReactNode {
  const { t } = useTranslation();
  const save = useBrandHosts();
  const [hosts, setHosts] = useState<Host[]>(brand.hosts);
  const [issues, setIssues] = useState<readonly FormIssue[]>([]);
  const change = (index: number, patch: Partial<Host>) =>
    setHosts((current) =>
      current.map((entry, at) =>
        at === index ? { ...entry, ...patch } : patch.primary ? { ...entry, primary: false } : entry,
      ),
    );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZBrandHostsBody.safeParse({ merchant: brand.code, hosts });
    setIssues(parsed.success ? [] : parsed.error.issues);
    if (parsed.success) save.mutate(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate className="flex max-w-3xl flex-col gap-4">
      <fieldset disabled={!canManage} className="flex flex-col gap-2">
        <legend className="sr-only">{t('brands.tab.hosts')}</legend>
        {hosts.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, the host text changes as typed
          <div key={index} className="flex flex-wrap items-center gap-2">
            <input
              aria-label={t('brands.host')}
              value={entry.host}
              onChange={(event) => change(index, { host: event.target.value })}
              className={`${fieldClass} min-w-56 flex-1`}
            />
            <select
              aria-label={t('brands.site')}
              value={entry.site}
              onChange={(event) =>
                change(index, { site: event.target.value as Host['site'], primary: false })
              }
              className={fieldClass}
            >
              {BRAND_SITES.map((site) => (
                <option key={site} value={site}>
                  {t(`brands.site.${site}`)}
                </option>
              ))}
            </select>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="primary"
                checked={entry.primary}
                disabled={entry.site !== 'member'}
                onChange={() => change(index, { primary: true })}
              />
              {t('brands.primary')}
            </label>
            <Button
              variant="secondary"
              className="min-h-9"
              onClick={() => setHosts((current) => current.filter((_, at) => at !== index))}
            >
              {t('brands.remove')}
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          className="min-h-9 self-start"
          onClick={() =>
            setHosts((current) => [
              ...current,
              { host: '', site: 'member', primary: !current.some((entry) => entry.primary) },
            ])
          }
        >
          {t('brands.addHost')}
        </Button>
      </fieldset>
      <p className="text-sm text-ink-muted">{t('brands.hosts.hint')}</p>
      {canManage ? <SaveBar issues={issues} mutation={save} /> : null}
    </form>
  );
}
