import { ZPaymentPasswordBody } from '@platform/contracts/identity/profile-schemas';
import { Button } from '@platform/ui/button.tsx';
import { TextField } from '@platform/ui/text-field.tsx';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_DATA } from '../../../shared/api/member-queries.ts';
import { useFieldErrors } from '../../../shared/hooks/use-field-errors.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { toast } from '../../../shared/ui/toast.tsx';
import { savePaymentPassword } from '../api/withdrawals.ts';

const FIELDS = ['password', 'oldPaymentPassword', 'newPaymentPassword'] as const;

/**
 * Sets the payment password (the first time with the login password) or changes it (with the
 * current one). It confirms binding bank accounts and withdrawals.
 */
export function PaymentPasswordForm({ isSet }: { isSet: boolean }): ReactNode {
  const { t } = useTranslation('withdrawal');
  const queryClient = useQueryClient();
  const { t: tCommon } = useTranslation('common');
  const [formKey, setFormKey] = useState(0);
  const form = useFieldErrors(FIELDS);
  const mutation = useMutation({
    mutationFn: savePaymentPassword,
    onError: (error) => form.showFailure(error),
    onSuccess: () => {
      toast.success(t('paymentPassword.saved'));
      form.clear();
      setFormKey((key) => key + 1);
      void queryClient.invalidateQueries({ queryKey: MEMBER_DATA });
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '');
    const proof = isSet ? 'oldPaymentPassword' : 'password';
    const body = {
      ...(isSet ? { oldPaymentPassword: value(proof) } : { password: value(proof) }),
      newPaymentPassword: value('newPaymentPassword'),
    };
    // The schema leaves the proof optional (one of the two); the server refuses the form without it.
    const missing = value(proof) === '' ? { [proof]: tCommon('form.required') } : {};
    if (form.check(ZPaymentPasswordBody, body, missing)) mutation.mutate(body);
  };
  return (
    <form
      key={formKey}
      ref={form.formRef}
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
            error={form.errors.oldPaymentPassword}
          />
        ) : (
          <TextField
            name="password"
            type="password"
            label={t('paymentPassword.loginPassword')}
            autoComplete="current-password"
            maxLength={128}
            isRequired
            error={form.errors.password}
          />
        )}
        <TextField
          name="newPaymentPassword"
          type="password"
          label={t('paymentPassword.new')}
          autoComplete="new-password"
          maxLength={20}
          isRequired
          error={form.errors.newPaymentPassword}
        />
      </div>
      <FormError error={form.summary(mutation.error)} />
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
