import type { BrandDetail } from '@platform/contracts/brands/schemas';
import { ZBrandSiteBody } from '@platform/contracts/brands/schemas';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, fieldClass } from '../../../shared/ui/field.tsx';
import type { FormIssue } from '../../../shared/ui/form-issues.tsx';
import { useBrandSite } from '../api/brands-queries.ts';
import { SaveBar } from './save-bar.tsx';

/** How the brand's pages present themselves (search results, link previews, browser chrome) and its sessions. */
export function SiteTab({ brand, canManage }: { brand: BrandDetail; canManage: boolean }): ReactNode {
  const { t } = useTranslation();
  const save = useBrandSite();
  const [issues, setIssues] = useState<readonly FormIssue[]>([]);
  const { site } = brand;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const orNull = (name: string) => text(name) || null;
    const quota = text('smsDailyQuota');
    const parsed = ZBrandSiteBody.safeParse({
      merchant: brand.code,
      description: orNull('description'),
      iconUrl: orNull('iconUrl'),
      themeColorLight: orNull('themeColorLight'),
      themeColorDark: orNull('themeColorDark'),
      sessionIdleMinutes: Number(text('sessionIdleMinutes')),
      sessionLifetimeMinutes: Number(text('sessionLifetimeMinutes')),
      smsDailyQuota: quota === '' ? null : Number(quota),
    });
    setIssues(parsed.success ? [] : parsed.error.issues);
    if (parsed.success) save.mutate(parsed.data);
  }

  const input =
    (name: keyof typeof site, extra: Record<string, unknown> = {}) =>
    (id: string) => (
      <input id={id} name={name} defaultValue={site[name] ?? ''} className={fieldClass} {...extra} />
    );
  return (
    <form onSubmit={submit} noValidate className="flex max-w-2xl flex-col gap-4">
      <fieldset disabled={!canManage} className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Field label={t('brands.site.description')}>
            {(id) => (
              <textarea
                id={id}
                name="description"
                rows={2}
                maxLength={300}
                defaultValue={site.description ?? ''}
                className="rounded-xl border border-line bg-surface-1 px-3 py-2 text-ink"
              />
            )}
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field label={t('brands.site.iconUrl')}>
            {input('iconUrl', { placeholder: 'https://…/icon-512.png' })}
          </Field>
        </div>
        <Field label={t('brands.site.themeColorLight')}>
          {input('themeColorLight', { placeholder: '#ffffff' })}
        </Field>
        <Field label={t('brands.site.themeColorDark')}>
          {input('themeColorDark', { placeholder: '#101820' })}
        </Field>
        <Field label={t('brands.site.sessionIdleMinutes')}>
          {input('sessionIdleMinutes', { type: 'number', min: 1, max: 1440 })}
        </Field>
        <Field label={t('brands.site.sessionLifetimeMinutes')}>
          {input('sessionLifetimeMinutes', { type: 'number', min: 5, max: 43200 })}
        </Field>
        <Field label={t('brands.site.smsDailyQuota')}>
          {input('smsDailyQuota', { type: 'number', min: 0 })}
        </Field>
      </fieldset>
      <p className="text-sm text-ink-muted">{t('brands.site.hint')}</p>
      {canManage ? <SaveBar issues={issues} mutation={save} /> : null}
    </form>
  );
}
