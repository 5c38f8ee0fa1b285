import {
  PAYMENT_METHOD_KINDS,
  type PaymentMethod,
  ZPaymentMethodCreateBody,
  ZPaymentMethodUpdateBody,
} from '@platform/contracts/payments/schemas';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { Field, fieldClass } from '../../../shared/ui/field.tsx';
import { type FormIssue, FormIssues } from '../../../shared/ui/form-issues.tsx';
import { useCreateMethod, useUpdateMethod } from '../api/payments-queries.ts';
import { FeeFields, feeFieldsOf } from './fee-terms.tsx';
import { LimitFields } from './limit-fields.tsx';

/**
 * Adds a deposit method, or edits `method`: limits, fee, enabled, order, the bank account members pay
 * into, or the gateway. A gateway's secret is write-only: the field starts empty, and left empty it
 * keeps the saved one (shown only by its fingerprint).
 */
export function MethodDialog({
  merchant,
  gateways,
  method,
}: {
  merchant: string;
  gateways: readonly string[];
  method?: PaymentMethod;
}): ReactNode {
  const { t } = useTranslation();
  const create = useCreateMethod();
  const update = useUpdateMethod();
  const save = method ? update : create;
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<PaymentMethod['kind']>(method?.kind ?? 'bank_transfer');
  const [issues, setIssues] = useState<readonly FormIssue[]>([]);

  function close(next: boolean) {
    setOpen(next);
    if (!next) {
      setIssues([]);
      create.reset();
      update.reset();
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const fields = {
      merchant,
      name: text('name'),
      minAmount: text('minAmount'),
      maxAmount: text('maxAmount'),
      enabled: form.get('enabled') === 'on',
      sortOrder: Number(text('sortOrder') || '1'),
      bank:
        kind === 'bank_transfer'
          ? {
              bankName: text('bankName'),
              accountName: text('accountName'),
              accountNumber: text('accountNumber'),
              branch: text('branch') || null,
            }
          : null,
      gateway:
        kind === 'online'
          ? { code: text('gateway'), ...(text('secret') ? { secret: text('secret') } : {}) }
          : null,
      ...feeFieldsOf(text),
    };
    // The form's own values go out once the contract's schema accepts them (the server parses again).
    const updated = method ? { ...fields, id: method.id } : undefined;
    const created = { ...fields, code: text('code'), kind };
    const parsed = updated
      ? ZPaymentMethodUpdateBody.safeParse(updated)
      : ZPaymentMethodCreateBody.safeParse(created);
    setIssues(parsed.success ? [] : parsed.error.issues);
    if (!parsed.success) return;
    const saved = await (updated ? update.mutateAsync(updated) : create.mutateAsync(created)).catch(
      () => undefined,
    );
    if (saved) close(false);
  }

  return (
    <>
      {method ? (
        <Button variant="secondary" className="min-h-9" onClick={() => setOpen(true)}>
          {t('payments.edit')}
        </Button>
      ) : (
        <Button onClick={() => setOpen(true)}>{t('payments.add')}</Button>
      )}
      <Dialog
        open={open}
        onOpenChange={close}
        title={t(method ? 'payments.edit.title' : 'payments.add.title')}
        width={560}
      >
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {method ? null : (
              <>
                <Field label={t('payments.code')}>
                  {(id) => <input id={id} name="code" className={fieldClass} />}
                </Field>
                <Field label={t('payments.kind')}>
                  {(id) => (
                    <select
                      id={id}
                      value={kind}
                      onChange={(event) => setKind(event.target.value as PaymentMethod['kind'])}
                      className={fieldClass}
                    >
                      {PAYMENT_METHOD_KINDS.map((option) => (
                        <option key={option} value={option}>
                          {t(`payments.kind.${option}`)}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              </>
            )}
            <Field label={t('payments.name')}>
              {(id) => <input id={id} name="name" defaultValue={method?.name} className={fieldClass} />}
            </Field>
            <Field label={t('payments.sortOrder')}>
              {(id) => (
                <input
                  id={id}
                  name="sortOrder"
                  type="number"
                  min={0}
                  defaultValue={method?.sortOrder ?? 1}
                  className={fieldClass}
                />
              )}
            </Field>
            <LimitFields
              min={{ label: t('payments.minAmount'), value: method?.minAmount }}
              max={{ label: t('payments.maxAmount'), value: method?.maxAmount }}
            />
            <FeeFields fee={method?.fee} />
          </div>
          <p className="text-sm text-ink-muted">{t('payments.fee.depositHint')}</p>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" name="enabled" defaultChecked={method?.enabled ?? true} />
            {t('payments.enabled')}
          </label>
          {kind === 'bank_transfer' ? (
            <fieldset className="grid gap-4 sm:grid-cols-2">
              <legend className="mb-2 text-sm font-semibold">{t('payments.bank')}</legend>
              <Field label={t('payments.bankName')}>
                {(id) => (
                  <input
                    id={id}
                    name="bankName"
                    defaultValue={method?.bank?.bankName}
                    className={fieldClass}
                  />
                )}
              </Field>
              <Field label={t('payments.accountName')}>
                {(id) => (
                  <input
                    id={id}
                    name="accountName"
                    defaultValue={method?.bank?.accountName}
                    className={fieldClass}
                  />
                )}
              </Field>
              <Field label={t('payments.accountNumber')}>
                {(id) => (
                  <input
                    id={id}
                    name="accountNumber"
                    defaultValue={method?.bank?.accountNumber}
                    className={fieldClass}
                  />
                )}
              </Field>
              <Field label={t('payments.branch')}>
                {(id) => (
                  <input
                    id={id}
                    name="branch"
                    defaultValue={method?.bank?.branch ?? ''}
                    className={fieldClass}
                  />
                )}
              </Field>
            </fieldset>
          ) : (
            <fieldset className="grid gap-4 sm:grid-cols-2">
              <legend className="mb-2 text-sm font-semibold">{t('payments.gateway')}</legend>
              <Field label={t('payments.gateway')}>
                {(id) => (
                  <select
                    id={id}
                    name="gateway"
                    defaultValue={method?.gateway?.code ?? gateways[0]}
                    className={fieldClass}
                  >
                    {gateways.map((gateway) => (
                      <option key={gateway} value={gateway}>
                        {gateway}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label={t('payments.secret')}>
                {(id) => (
                  <input id={id} name="secret" type="password" autoComplete="off" className={fieldClass} />
                )}
              </Field>
              <p className="text-sm text-ink-muted sm:col-span-2">
                {method?.gateway?.secretSet
                  ? t('payments.secret.set', { hint: method.gateway.secretHint })
                  : t('payments.secret.hint')}
              </p>
            </fieldset>
          )}
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
