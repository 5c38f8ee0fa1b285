import { APPROVAL_KINDS, ZApprovalSettingsBody } from '@platform/contracts/approvals/schemas';
import type { BrandDetail } from '@platform/contracts/brands/schemas';
import { ZWithdrawalSettingsBody } from '@platform/contracts/withdrawals/schemas';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/hooks/use-can.ts';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { Field, fieldClass } from '../../../shared/ui/field.tsx';
import { type FormIssue, FormIssues } from '../../../shared/ui/form-issues.tsx';
import {
  approvalSettingsQuery,
  useApprovalSettings,
  useWithdrawalSettings,
  withdrawalSettingsQuery,
} from '../api/brands-queries.ts';
import { SaveBar } from './save-bar.tsx';

const amountOrNull = (value: FormDataEntryValue | null) => String(value ?? '').trim() || null;

/** The money amount from which staff steps take a second person: the withdrawals module's call. */
function MoneyFourEyes({ brand }: { brand: BrandDetail }): ReactNode {
  const { t } = useTranslation();
  const canManage = useCan('withdrawals.settings.manage');
  const { data, error } = useQuery(withdrawalSettingsQuery(brand.code));
  const save = useWithdrawalSettings();
  const [issues, setIssues] = useState<readonly FormIssue[]>([]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!data) return;
    const parsed = ZWithdrawalSettingsBody.safeParse({
      merchant: brand.code,
      autoReceiveMinutes: data.autoReceiveMinutes,
      fourEyesAmount: amountOrNull(new FormData(event.currentTarget).get('fourEyesAmount')),
    });
    setIssues(parsed.success ? [] : parsed.error.issues);
    if (parsed.success) save.mutate(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <ErrorText error={error} />
      {data ? (
        <>
          <Field label={t('brands.fourEyes.money', { currency: brand.currency })}>
            {(id) => (
              <input
                id={id}
                name="fourEyesAmount"
                inputMode="decimal"
                disabled={!canManage}
                defaultValue={data.fourEyesAmount}
                className={`${fieldClass} max-w-56`}
              />
            )}
          </Field>
          {canManage ? <SaveBar issues={issues} mutation={save} /> : null}
        </>
      ) : null}
    </form>
  );
}

/** Per kind of request: the amount from which only an admin approves, and where four eyes start. */
function ApprovalTiers({ brand }: { brand: BrandDetail }): ReactNode {
  const { t } = useTranslation();
  const canManage = useCan('approvals.settings.manage');
  const { data, error } = useQuery(approvalSettingsQuery(brand.code));
  const save = useApprovalSettings();
  const [issues, setIssues] = useState<readonly FormIssue[]>([]);

  function submit(kind: (typeof APPROVAL_KINDS)[number], event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = ZApprovalSettingsBody.safeParse({
      merchant: brand.code,
      kind,
      highAmount: amountOrNull(form.get('highAmount')),
      fourEyesAmount: amountOrNull(form.get('fourEyesAmount')),
    });
    setIssues(parsed.success ? [] : parsed.error.issues);
    if (parsed.success) save.mutate(parsed.data);
  }

  return (
    <div className="flex flex-col gap-3">
      <ErrorText error={error} />
      {APPROVAL_KINDS.map((kind) => {
        const current = data?.settings.find((entry) => entry.kind === kind);
        return (
          <form
            key={`${kind}:${current?.highAmount}:${current?.fourEyesAmount}`}
            onSubmit={(event) => submit(kind, event)}
            className="flex flex-wrap items-end gap-3 border-t border-line pt-3"
          >
            <span className="min-w-44 text-sm font-medium">{t(`brands.fourEyes.kind.${kind}`)}</span>
            <Field label={t('brands.fourEyes.high')}>
              {(id) => (
                <input
                  id={id}
                  name="highAmount"
                  inputMode="decimal"
                  disabled={!canManage}
                  defaultValue={current?.highAmount ?? ''}
                  className={`${fieldClass} w-36`}
                />
              )}
            </Field>
            <Field label={t('brands.fourEyes.from')}>
              {(id) => (
                <input
                  id={id}
                  name="fourEyesAmount"
                  inputMode="decimal"
                  disabled={!canManage}
                  defaultValue={current?.fourEyesAmount ?? ''}
                  className={`${fieldClass} w-36`}
                />
              )}
            </Field>
            {canManage ? (
              <button
                type="submit"
                className="min-h-10 rounded-xl border border-line px-3 text-sm font-semibold"
              >
                {t('action.save')}
              </button>
            ) : null}
          </form>
        );
      })}
      <FormIssues issues={issues} />
      <ErrorText error={save.error} />
      {save.isSuccess ? (
        <span role="status" className="text-sm text-ink-muted">
          {t('brands.saved')}
        </span>
      ) : null}
    </div>
  );
}

/** The four-eyes thresholds, kept where they live: withdrawal settings and approval settings. */
export function FourEyesTab({ brand }: { brand: BrandDetail }): ReactNode {
  const { t } = useTranslation();
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <p className="text-sm text-ink-muted">{t('brands.fourEyes.hint')}</p>
      <MoneyFourEyes brand={brand} />
      <h2 className="text-lg font-semibold">{t('brands.fourEyes.tiers')}</h2>
      <ApprovalTiers brand={brand} />
    </div>
  );
}
