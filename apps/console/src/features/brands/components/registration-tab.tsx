import type { BrandDetail } from '@platform/contracts/brands/schemas';
import { ZBrandRegistrationBody } from '@platform/contracts/brands/schemas';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, fieldClass } from '../../../shared/ui/field.tsx';
import type { FormIssue } from '../../../shared/ui/form-issues.tsx';
import { useBrandRegistration } from '../api/brands-queries.ts';
import { FeatureSwitches } from './feature-switches.tsx';
import { SaveBar } from './save-bar.tsx';
import { SocialProviders } from './social-providers.tsx';

type FieldSetting = BrandDetail['registration']['fields'][number];

/** The registration form's fields and minimum age, then the ways to register and log in (switches). */
export function RegistrationTab({ brand, canManage }: { brand: BrandDetail; canManage: boolean }): ReactNode {
  const { t } = useTranslation();
  const save = useBrandRegistration();
  const [fields, setFields] = useState<FieldSetting[]>(brand.registration.fields);
  const [minimumAge, setMinimumAge] = useState(brand.registration.minimumAge);
  const [issues, setIssues] = useState<readonly FormIssue[]>([]);
  const change = (field: string, patch: Partial<FieldSetting>) =>
    setFields((current) => current.map((entry) => (entry.field === field ? { ...entry, ...patch } : entry)));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZBrandRegistrationBody.safeParse({ merchant: brand.code, minimumAge, fields });
    setIssues(parsed.success ? [] : parsed.error.issues);
    if (parsed.success) save.mutate(parsed.data);
  }

  return (
    <div className="flex flex-col gap-8">
      <form onSubmit={submit} className="flex max-w-2xl flex-col gap-4">
        <h2 className="text-lg font-semibold">{t('brands.registration.fields')}</h2>
        <fieldset disabled={!canManage} className="flex flex-col gap-3">
          <Field label={t('brands.minimumAge')}>
            {(id) => (
              <select
                id={id}
                value={minimumAge}
                onChange={(event) => setMinimumAge(Number(event.target.value))}
                className={`${fieldClass} max-w-32`}
              >
                <option value={18}>18</option>
                <option value={21}>21</option>
              </select>
            )}
          </Field>
          <table className="w-full text-sm">
            <thead>
              <tr className="text-start text-ink-muted">
                <th className="py-1 text-start font-medium">{t('brands.registration.field')}</th>
                <th className="py-1 font-medium">{t('brands.registration.shown')}</th>
                <th className="py-1 font-medium">{t('brands.registration.required')}</th>
              </tr>
            </thead>
            <tbody>
              {fields.map((entry) => (
                <tr key={entry.field} className="border-t border-line">
                  <td className="py-1.5">{entry.field}</td>
                  <td className="text-center">
                    <input
                      type="checkbox"
                      aria-label={`${entry.field} ${t('brands.registration.shown')}`}
                      checked={entry.enabled}
                      onChange={(event) => change(entry.field, { enabled: event.target.checked })}
                    />
                  </td>
                  <td className="text-center">
                    <input
                      type="checkbox"
                      aria-label={`${entry.field} ${t('brands.registration.required')}`}
                      checked={entry.required}
                      onChange={(event) => change(entry.field, { required: event.target.checked })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </fieldset>
        {canManage ? <SaveBar issues={issues} mutation={save} /> : null}
      </form>
      <section className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold">{t('brands.registration.methods')}</h2>
        <FeatureSwitches brand={brand} canManage={canManage} roots={['REGISTRATION', 'LOGIN']} />
      </section>
      <SocialProviders brand={brand} canManage={canManage} />
    </div>
  );
}
