import type { BrandDetail } from '@platform/contracts/brands/schemas';
import { ZBrandGeneralBody } from '@platform/contracts/brands/schemas';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, fieldClass } from '../../../shared/ui/field.tsx';
import type { FormIssue } from '../../../shared/ui/form-issues.tsx';
import { useBrandGeneral } from '../api/brands-queries.ts';
import { codeList } from './lists.ts';
import { SaveBar } from './save-bar.tsx';

/** Name, currency (fixed once money moved), languages with the default first, time zone. */
export function GeneralTab({ brand, canManage }: { brand: BrandDetail; canManage: boolean }): ReactNode {
  const { t } = useTranslation();
  const save = useBrandGeneral();
  const [issues, setIssues] = useState<readonly FormIssue[]>([]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const languages = codeList(text('languages'));
    const parsed = ZBrandGeneralBody.safeParse({
      merchant: brand.code,
      name: text('name'),
      currency: text('currency').toUpperCase(),
      currencyScale: Number(text('currencyScale')),
      languages,
      defaultLanguage: text('defaultLanguage').toUpperCase() || languages[0],
      timeZone: text('timeZone'),
    });
    setIssues(parsed.success ? [] : parsed.error.issues);
    if (parsed.success) save.mutate(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate className="flex max-w-2xl flex-col gap-4">
      <fieldset disabled={!canManage} className="grid gap-4 sm:grid-cols-2">
        <Field label={t('brands.name')}>
          {(id) => <input id={id} name="name" defaultValue={brand.name} className={fieldClass} />}
        </Field>
        <Field label={t('brands.timeZone')}>
          {(id) => <input id={id} name="timeZone" defaultValue={brand.timeZone} className={fieldClass} />}
        </Field>
        <Field label={t('brands.currency')}>
          {(id) => (
            <input
              id={id}
              name="currency"
              defaultValue={brand.currency}
              readOnly={brand.currencyLocked}
              className={fieldClass}
            />
          )}
        </Field>
        <Field label={t('brands.currencyScale')}>
          {(id) => (
            <input
              id={id}
              name="currencyScale"
              type="number"
              min={0}
              max={4}
              defaultValue={brand.currencyScale}
              readOnly={brand.currencyLocked}
              className={fieldClass}
            />
          )}
        </Field>
        <Field label={t('brands.languages')}>
          {(id) => (
            <input
              id={id}
              name="languages"
              defaultValue={brand.languages.join(', ')}
              className={fieldClass}
            />
          )}
        </Field>
        <Field label={t('brands.defaultLanguage')}>
          {(id) => (
            <input
              id={id}
              name="defaultLanguage"
              defaultValue={brand.defaultLanguage}
              className={fieldClass}
            />
          )}
        </Field>
      </fieldset>
      {brand.currencyLocked ? <p className="text-sm text-ink-muted">{t('brands.currencyLocked')}</p> : null}
      {canManage ? <SaveBar issues={issues} mutation={save} /> : null}
    </form>
  );
}
