import { type BrandDetail, ZBrandLimitsBody } from '@platform/contracts/brands/schemas';
import { ZWithdrawalSettingsBody } from '@platform/contracts/withdrawals/schemas';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { Field, fieldClass } from '../../../shared/ui/field.tsx';
import type { FormIssue } from '../../../shared/ui/form-issues.tsx';
import { useBrandLimits, useWithdrawalSettings, withdrawalSettingsQuery } from '../api/brands-queries.ts';
import { SaveBar } from './save-bar.tsx';

/** The brand's largest single stake (a brand setting); empty: no ceiling but each game's own. */
function StakeLimit({ brand, canManage }: { brand: BrandDetail; canManage: boolean }): ReactNode {
  const { t } = useTranslation();
  const save = useBrandLimits();
  const [issues, setIssues] = useState<readonly FormIssue[]>([]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZBrandLimitsBody.safeParse({
      merchant: brand.code,
      maxStake: String(new FormData(event.currentTarget).get('maxStake') ?? '').trim() || null,
    });
    setIssues(parsed.success ? [] : parsed.error.issues);
    if (parsed.success) save.mutate(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">{t('brands.limits.stake')}</h2>
      <fieldset disabled={!canManage} className="grid gap-4 sm:grid-cols-3">
        <Field label={t('brands.limits.maxStake', { currency: brand.currency })}>
          {(id) => (
            <input
              id={id}
              name="maxStake"
              inputMode="decimal"
              defaultValue={brand.limits.maxStake ?? ''}
              placeholder={t('brands.limits.noCeiling')}
              className={fieldClass}
            />
          )}
        </Field>
      </fieldset>
      <p className="text-sm text-ink-muted">{t('brands.limits.stakeHint')}</p>
      {canManage ? <SaveBar issues={issues} mutation={save} /> : null}
    </form>
  );
}

/**
 * Withdrawal limits, through the withdrawals module's own settings call, and the brand's largest single
 * stake; deposit limits and each withdrawal method's own belong to Payments.
 */
export function LimitsTab({ brand, canManage }: { brand: BrandDetail; canManage: boolean }): ReactNode {
  const { t } = useTranslation();
  const { data, error } = useQuery(withdrawalSettingsQuery(brand.code));
  const save = useWithdrawalSettings();
  const [issues, setIssues] = useState<readonly FormIssue[]>([]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!data) return;
    const form = new FormData(event.currentTarget);
    const parsed = ZWithdrawalSettingsBody.safeParse({
      merchant: brand.code,
      autoReceiveMinutes: Number(form.get('autoReceiveMinutes')),
      minAmount: String(form.get('minAmount') ?? '').trim() || null,
      maxAmount: String(form.get('maxAmount') ?? '').trim() || null,
    });
    setIssues(parsed.success ? [] : parsed.error.issues);
    if (parsed.success) save.mutate(parsed.data);
  }

  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <ErrorText error={error} />
      {data ? (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <h2 className="text-lg font-semibold">{t('brands.limits.withdrawal')}</h2>
          <fieldset disabled={!canManage} className="grid gap-4 sm:grid-cols-3">
            <Field label={t('brands.limits.min', { currency: brand.currency })}>
              {(id) => (
                <input
                  id={id}
                  name="minAmount"
                  inputMode="decimal"
                  defaultValue={data.minAmount}
                  className={fieldClass}
                />
              )}
            </Field>
            <Field label={t('brands.limits.max', { currency: brand.currency })}>
              {(id) => (
                <input
                  id={id}
                  name="maxAmount"
                  inputMode="decimal"
                  defaultValue={data.maxAmount}
                  className={fieldClass}
                />
              )}
            </Field>
            <Field label={t('brands.limits.autoReceive')}>
              {(id) => (
                <input
                  id={id}
                  name="autoReceiveMinutes"
                  type="number"
                  defaultValue={data.autoReceiveMinutes}
                  className={fieldClass}
                />
              )}
            </Field>
          </fieldset>
          {canManage ? <SaveBar issues={issues} mutation={save} /> : null}
        </form>
      ) : null}
      <StakeLimit brand={brand} canManage={canManage} />
      <p className="text-sm text-ink-muted">
        {t('brands.limits.deposit')}{' '}
        <Link
          to="/payments"
          search={{ page: 1, size: 50, sort: 'sortOrder', order: 'asc', brand: brand.code }}
          className="text-accent-text underline"
        >
          {t('section.payments')}
        </Link>
      </p>
    </div>
  );
}
