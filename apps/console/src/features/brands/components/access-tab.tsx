import type { BrandDetail } from '@platform/contracts/brands/schemas';
import { ZBrandAccessBody } from '@platform/contracts/brands/schemas';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, fieldClass } from '../../../shared/ui/field.tsx';
import type { FormIssue } from '../../../shared/ui/form-issues.tsx';
import { useBrandAccess } from '../api/brands-queries.ts';
import { lineList } from './lists.ts';
import { SaveBar } from './save-bar.tsx';

/** An ISO time as a datetime-local input shows it, in the browser's own zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

const fromLocalInput = (text: string) => (text ? new Date(text).toISOString() : null);

/** Maintenance (now, or a window ahead) and the networks whose visitors see the blocked-region page. */
export function AccessTab({ brand, canManage }: { brand: BrandDetail; canManage: boolean }): ReactNode {
  const { t } = useTranslation();
  const save = useBrandAccess();
  const [issues, setIssues] = useState<readonly FormIssue[]>([]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = ZBrandAccessBody.safeParse({
      merchant: brand.code,
      maintenance: form.get('maintenance') === 'on',
      maintenanceFrom: fromLocalInput(String(form.get('from') ?? '')),
      maintenanceUntil: fromLocalInput(String(form.get('until') ?? '')),
      blockedNetworks: lineList(String(form.get('networks') ?? '')),
    });
    setIssues(parsed.success ? [] : parsed.error.issues);
    if (parsed.success) save.mutate(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate className="flex max-w-2xl flex-col gap-4">
      <fieldset disabled={!canManage} className="flex flex-col gap-4">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" name="maintenance" defaultChecked={brand.access.maintenance} />
          {t('brands.maintenance')}
        </label>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('brands.maintenance.from')}>
            {(id) => (
              <input
                id={id}
                type="datetime-local"
                name="from"
                defaultValue={toLocalInput(brand.access.maintenanceFrom)}
                className={fieldClass}
              />
            )}
          </Field>
          <Field label={t('brands.maintenance.until')}>
            {(id) => (
              <input
                id={id}
                type="datetime-local"
                name="until"
                defaultValue={toLocalInput(brand.access.maintenanceUntil)}
                className={fieldClass}
              />
            )}
          </Field>
        </div>
        <p className="text-sm text-ink-muted">{t('brands.maintenance.hint')}</p>
        <Field label={t('brands.blockedNetworks')}>
          {(id) => (
            <textarea
              id={id}
              name="networks"
              rows={5}
              defaultValue={brand.access.blockedNetworks.join('\n')}
              placeholder="203.0.113.0/24"
              className="rounded-xl border border-line bg-surface-1 px-3 py-2 font-mono text-ink"
            />
          )}
        </Field>
      </fieldset>
      {canManage ? <SaveBar issues={issues} mutation={save} /> : null}
    </form>
  );
}
