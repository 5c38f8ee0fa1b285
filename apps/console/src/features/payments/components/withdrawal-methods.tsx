import { type WithdrawalMethodSetting, ZWithdrawalMethodBody } from '@platform/contracts/payments/schemas';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/hooks/use-can.ts';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { Field, fieldClass } from '../../../shared/ui/field.tsx';
import { type FormIssue, FormIssues } from '../../../shared/ui/form-issues.tsx';
import { useWithdrawalMethod, withdrawalMethodsQuery } from '../api/payments-queries.ts';
import { FeeFields, feeFieldsOf, useFeeText } from './fee-terms.tsx';
import { LimitFields } from './limit-fields.tsx';

type Brand = { min: string; max: string };

/** Edits one withdrawal method: enabled, its own limits (empty: the brand's), its fee, its order. */
function WithdrawalMethodDialog({
  merchant,
  method,
  brand,
}: {
  merchant: string;
  method: WithdrawalMethodSetting;
  brand: Brand;
}): ReactNode {
  const { t } = useTranslation();
  const save = useWithdrawalMethod();
  const [open, setOpen] = useState(false);
  const [issues, setIssues] = useState<readonly FormIssue[]>([]);

  function close(next: boolean) {
    setOpen(next);
    if (!next) {
      setIssues([]);
      save.reset();
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const parsed = ZWithdrawalMethodBody.safeParse({
      merchant,
      method: method.method,
      enabled: form.get('enabled') === 'on',
      minAmount: text('minAmount') || null,
      maxAmount: text('maxAmount') || null,
      ...feeFieldsOf(text),
      sortOrder: Number(text('sortOrder') || '1'),
    });
    setIssues(parsed.success ? [] : parsed.error.issues);
    if (!parsed.success) return;
    if (await save.mutateAsync(parsed.data).catch(() => undefined)) close(false);
  }

  return (
    <>
      <Button variant="secondary" className="min-h-9" onClick={() => setOpen(true)}>
        {t('payments.edit')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={close}
        title={t('payments.withdrawal.edit', { method: t(`payments.withdrawal.${method.method}`) })}
        width={480}
      >
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <LimitFields
              min={{ label: t('payments.withdrawal.min'), value: method.minAmount, placeholder: brand.min }}
              max={{ label: t('payments.withdrawal.max'), value: method.maxAmount, placeholder: brand.max }}
            />
            <FeeFields fee={method.fee} />
            <Field label={t('payments.sortOrder')}>
              {(id) => (
                <input
                  id={id}
                  name="sortOrder"
                  type="number"
                  min={0}
                  defaultValue={method.sortOrder}
                  className={fieldClass}
                />
              )}
            </Field>
          </div>
          <p className="text-sm text-ink-muted">{t('payments.withdrawal.limitsHint', brand)}</p>
          <p className="text-sm text-ink-muted">{t('payments.fee.hint')}</p>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" name="enabled" defaultChecked={method.enabled} />
            {t('payments.enabled')}
          </label>
          <FormIssues issues={issues} />
          <ErrorText error={save.error} />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => close(false)}>
              {t('action.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {t('action.save')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

/**
 * The ways out the brand offers members, in its order: each enabled or not, with its own limits inside
 * the brand's withdrawal limits (Brands → Limits) and its fee. Every way the platform pays by is listed.
 */
export function WithdrawalMethods({ merchant }: { merchant: string }): ReactNode {
  const { t } = useTranslation();
  const canManage = useCan('payments.manage');
  const { data, error } = useQuery(withdrawalMethodsQuery(merchant));
  const brand = { min: data?.brandMinAmount ?? '', max: data?.brandMaxAmount ?? '' };
  const limits = (row: WithdrawalMethodSetting) =>
    `${row.minAmount ?? brand.min} – ${row.maxAmount ?? brand.max}`;
  const feeText = useFeeText();
  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">{t('payments.withdrawal.title')}</h2>
      <div className="overflow-x-auto rounded-2xl border border-line">
        <table aria-label={t('payments.withdrawal.title')} className="w-full text-sm">
          <thead className="bg-surface-2 text-ink-muted">
            <tr>
              {['sortOrder', 'method', 'limits', 'fee', 'state', 'actions'].map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={`whitespace-nowrap px-4 py-3 font-semibold ${column === 'actions' ? 'text-end' : 'text-start'}`}
                >
                  {t(
                    column === 'method' || column === 'fee'
                      ? `payments.withdrawal.${column}`
                      : `payments.${column}`,
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data?.items.map((row) => (
              <tr key={row.method} className="border-t border-line">
                <td className="px-4 py-3">{row.sortOrder}</td>
                <td className="px-4 py-3">{t(`payments.withdrawal.${row.method}`)}</td>
                <td className="whitespace-nowrap px-4 py-3 tabular-nums">{limits(row)}</td>
                <td className="whitespace-nowrap px-4 py-3 tabular-nums">{feeText(row.fee)}</td>
                <td className="px-4 py-3">{t(row.enabled ? 'payments.on' : 'payments.off')}</td>
                <td className="px-4 py-3 text-end">
                  {canManage ? (
                    <WithdrawalMethodDialog merchant={merchant} method={row} brand={brand} />
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ErrorText error={error} />
    </section>
  );
}
