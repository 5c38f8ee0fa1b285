import { ZBindBankAccountBody } from '@platform/contracts/withdrawals/schemas';
import { Button } from '@platform/ui/button.tsx';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { TextField } from '@platform/ui/text-field.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Landmark, TriangleAlert } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrors } from '../../../shared/hooks/use-field-errors.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { toast } from '../../../shared/ui/toast.tsx';
import { bindAccount, withdrawalQueries } from '../api/withdrawals.ts';

const FIELDS = ['bankName', 'accountNumber', 'branch', 'paymentPassword'] as const;

/** The refusals of the server that belong to one field and do not name it (a wrong password does). */
const REFUSAL_FIELDS: Partial<Record<string, (typeof FIELDS)[number]>> = {
  'payment.password.invalid': 'paymentPassword',
  'bank.account.exists': 'accountNumber',
};

/**
 * The member's bound bank accounts (masked) and binding another: in the profile's full name, with the
 * payment password, for good, which the form says before the member confirms.
 */
export function BankAccounts(): ReactNode {
  const { t } = useTranslation('withdrawal');
  const queryClient = useQueryClient();
  const { data, error, refetch } = useQuery(withdrawalQueries.bankAccounts());
  const [formKey, setFormKey] = useState(0);
  const form = useFieldErrors(FIELDS);
  const mutation = useMutation({
    mutationFn: bindAccount,
    onError: (error) => form.showFailure(error, (code) => REFUSAL_FIELDS[code]),
    onSuccess: () => {
      toast.success(t('bank.bound'));
      form.clear();
      setFormKey((key) => key + 1);
      void queryClient.invalidateQueries({ queryKey: withdrawalQueries.bankAccounts().queryKey });
    },
  });
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data) return <Skeleton className="h-32" />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '').trim();
    const body = {
      bankName: value('bankName'),
      accountNumber: value('accountNumber'),
      ...(value('branch') ? { branch: value('branch') } : {}),
      paymentPassword: String(data.get('paymentPassword') ?? ''),
    };
    if (form.check(ZBindBankAccountBody, body)) mutation.mutate(body);
  };

  return (
    <div className="flex flex-col gap-4">
      {data.accounts.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('bank.empty')}</p>
      ) : (
        <ul aria-label={t('bank.title')} className="grid gap-2 sm:grid-cols-2">
          {data.accounts.map((account) => (
            <li
              key={account.id}
              className="flex items-center gap-3 rounded-xl border border-line px-4 py-3 text-sm"
            >
              <Landmark aria-hidden="true" className="size-5 shrink-0 text-accent-text" />
              <span className="min-w-0">
                <span className="block font-semibold">{account.bankName}</span>
                <span className="block text-ink-muted tabular-nums" dir="ltr">
                  {account.accountNumber}
                </span>
                <span className="block text-xs text-ink-muted">
                  {t('bank.payee', { name: account.payeeName })}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {data.accounts.length < data.limit &&
        (data.payeeName === '' ? (
          <p className="text-sm text-ink-muted">{t('bank.needName')}</p>
        ) : (
          <form
            key={formKey}
            ref={form.formRef}
            noValidate
            onSubmit={submit}
            aria-label={t('bank.add')}
            className="flex flex-col gap-4"
          >
            <h4 className="text-sm font-semibold">{t('bank.add')}</h4>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                name="bankName"
                label={t('bank.bankName')}
                maxLength={64}
                isRequired
                error={form.errors.bankName}
              />
              <TextField
                name="accountNumber"
                label={t('bank.accountNumber')}
                inputMode="numeric"
                maxLength={30}
                isRequired
                error={form.errors.accountNumber}
              />
              <TextField name="branch" label={t('bank.branch')} maxLength={64} error={form.errors.branch} />
              <TextField
                name="paymentPassword"
                type="password"
                label={t('paymentPassword.title')}
                autoComplete="off"
                maxLength={20}
                isRequired
                error={form.errors.paymentPassword}
              />
            </div>
            <p className="text-sm">{t('bank.payee', { name: data.payeeName })}</p>
            <p className="flex items-start gap-2.5 rounded-xl border border-warm/40 bg-warm/10 px-3.5 py-2.5 text-sm">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warm-text" />
              {t('bank.warning')}
            </p>
            <FormError error={form.summary(mutation.error)} />
            <Button
              type="submit"
              variant="secondary"
              className="self-start"
              disabled={mutation.isPending}
              aria-busy={mutation.isPending}
            >
              {t(mutation.isPending ? 'bank.pending' : 'bank.submit')}
            </Button>
          </form>
        ))}
    </div>
  );
}
