import type { BrandDetail } from '@platform/contracts/brands/schemas';
import { ZBrandServiceBody } from '@platform/contracts/brands/schemas';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, fieldClass } from '../../../shared/ui/field.tsx';
import type { FormIssue } from '../../../shared/ui/form-issues.tsx';
import { useBrandService } from '../api/brands-queries.ts';
import { lineList } from './lists.ts';
import { SaveBar } from './save-bar.tsx';

const textAreaClass = 'rounded-xl border border-line bg-surface-1 px-3 py-2 font-mono text-ink';

/** Customer-service links: the main address, the hosts its popups may open, and links by type. */
export function ServiceTab({ brand, canManage }: { brand: BrandDetail; canManage: boolean }): ReactNode {
  const { t } = useTranslation();
  const save = useBrandService();
  const [issues, setIssues] = useState<readonly FormIssue[]>([]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const url = String(form.get('url') ?? '').trim();
    const parsed = ZBrandServiceBody.safeParse({
      merchant: brand.code,
      customerServiceUrl: url || null,
      serviceHosts: lineList(String(form.get('hosts') ?? '')),
      paths: lineList(String(form.get('paths') ?? '')).map((line) => {
        const [type = '', address = ''] = line.split(/\s+/, 2);
        return { type: Number(type), url: address };
      }),
    });
    setIssues(parsed.success ? [] : parsed.error.issues);
    if (parsed.success) save.mutate(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate className="flex max-w-2xl flex-col gap-4">
      <fieldset disabled={!canManage} className="flex flex-col gap-4">
        <Field label={t('brands.service.url')}>
          {(id) => (
            <input
              id={id}
              name="url"
              defaultValue={brand.service.customerServiceUrl ?? ''}
              className={fieldClass}
            />
          )}
        </Field>
        <Field label={t('brands.service.hosts')}>
          {(id) => (
            <textarea
              id={id}
              name="hosts"
              rows={3}
              defaultValue={brand.service.serviceHosts.join('\n')}
              className={textAreaClass}
            />
          )}
        </Field>
        <Field label={t('brands.service.paths')}>
          {(id) => (
            <textarea
              id={id}
              name="paths"
              rows={4}
              defaultValue={brand.service.paths.map((path) => `${path.type} ${path.url}`).join('\n')}
              placeholder="1 https://chat.example.com/lottery"
              className={textAreaClass}
            />
          )}
        </Field>
        <p className="text-sm text-ink-muted">{t('brands.service.pathsHint')}</p>
      </fieldset>
      {canManage ? <SaveBar issues={issues} mutation={save} /> : null}
    </form>
  );
}
