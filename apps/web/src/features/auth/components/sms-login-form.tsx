import type { LoginValue } from '@platform/contracts/identity/schemas';
import type { FieldRule } from '@platform/contracts/patterns';
import { Button } from '@platform/ui/button.tsx';
import { TextField } from '@platform/ui/text-field.tsx';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrors } from '../../../shared/hooks/use-field-errors.ts';
import { useFieldMessage } from '../../../shared/hooks/use-field-message.ts';
import { checkValue } from '../../../shared/lib/field-rules.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { signInBySms } from '../api/sms.ts';
import { useHumanChecks } from '../model/use-human-checks.ts';
import { HumanChecks } from './human-checks.tsx';
import { SmsCodeField } from './sms-code-field.tsx';

const FIELDS = ['mobileNum', 'verificationCode'] as const;

type SmsLoginFormProps = {
  mobileRule: FieldRule;
  onSignedIn: (value: LoginValue) => void;
};

/** The login window's second tab: mobile number and SMS code (spec sections 2 and 5). */
export function SmsLoginForm({ mobileRule, onSignedIn }: SmsLoginFormProps): ReactNode {
  const { t } = useTranslation('auth');
  const text = useFieldMessage();
  const queryClient = useQueryClient();
  const form = useFieldErrors(FIELDS);
  const checks = useHumanChecks();
  const mutation = useMutation({
    mutationFn: (body: { mobileNum: string; verificationCode: string }) => signInBySms(queryClient, body),
    onSuccess: onSignedIn,
    onError: (error) => form.showFailure(error),
  });

  const mobileValue = () =>
    String(new FormData(form.formRef.current ?? undefined).get('mobileNum') ?? '').trim();
  const validMobile = () => {
    const mobile = mobileValue();
    const problem = checkValue(mobile, mobileRule, true);
    form.show({ ...form.errors, mobileNum: text(problem) });
    return problem ? null : mobile;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const verificationCode = String(new FormData(event.currentTarget).get('verificationCode') ?? '').trim();
    const mobileNum = mobileValue();
    const isValid = form.show({
      mobileNum: text(checkValue(mobileNum, mobileRule, true)),
      verificationCode: verificationCode === '' ? t('field.required') : undefined,
    });
    if (isValid) mutation.mutate({ mobileNum, verificationCode });
  };

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        name="mobileNum"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        label={t('field.mobileNum')}
        placeholder={t('placeholder.required', { field: t('field.mobileNum') })}
        isRequired
        error={form.errors.mobileNum}
      />
      <SmsCodeField
        purpose="login"
        validMobile={validMobile}
        error={form.errors.verificationCode}
        checks={checks}
      />
      <HumanChecks checks={checks} />
      <FormError error={form.summary(mutation.error)} />
      <Button type="submit" size="lg" disabled={mutation.isPending} aria-busy={mutation.isPending}>
        {t(mutation.isPending ? 'login.pending' : 'login.submit')}
      </Button>
    </form>
  );
}
