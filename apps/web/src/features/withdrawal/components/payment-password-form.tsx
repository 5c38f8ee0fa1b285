import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_DATA } from '../../../shared/api/member-queries.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { toast } from '../../../shared/ui/toast.tsx';
import { savePaymentPassword } from '../api/withdrawals.ts';

/**
 * Sets the payment password (the first time with the login password) or changes it (with the
 * current one). It confirms binding bank accounts and withdrawals.
 */
export function PaymentPasswordForm({ isSet }: { isSet: boolean }): ReactNode {
  const { t } = useTranslation('withdrawal');
  const queryClient = useQueryClient();
  const [formKey, setFormKey] = useState(0);
  const mutation = useMutation({
    mutationFn: savePaymentPassword,
    onSuccess: () => {
      toast.success(t('paymentPassword.saved'));
      setFormKey((key) => key + 1);
      void queryClient.invalidateQueries({ queryKey: MEMBER_DATA });
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '');
    mutation.mutate({
      ...(isSet ? { oldPaymentPassword: value('oldPaymentPassword') } : { password: value('password') }),
      newPaymentPassword: value('newPaymentPassword'),
    });
  };
  return (
    <form
      key={formKey}
      noValidate
      onSubmit={submit}
      aria-label={t('paymentPassword.title')}
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-ink-muted">{t('paymentPassword.hint')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {isSet ? (
          <TextField
            name="oldPaymentPassword"
            type="password"
            label={t('paymentPassword.current')}
            autoComplete="off"
            maxLength={20}
            isRequired
          />
        ) : (
          <TextField
            name="password"
            type="password"
            label={t('paymentPassword.loginPassword')}
            autoComplete="current-password"
            maxLength={128}
            isRequired
          />
        )}
        <TextField
          name="newPaymentPassword"
          type="password"
          label={t('paymentPassword.new')}
          autoComplete="new-password"
          maxLength={20}
          isRequired
        />
      </div>
      <FormError error={mutation.error} />
      <Button
        type="submit"
        variant="secondary"
        className="self-start"
        disabled={mutation.isPending}
        aria-busy={mutation.isPending}
      >
        {t(isSet ? 'paymentPassword.change' : 'paymentPassword.set')}
      </Button>
    </form>
  );
}
