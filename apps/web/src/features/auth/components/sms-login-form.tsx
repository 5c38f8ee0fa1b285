import type { LoginValue } from '@platform/contracts/identity/schemas';
import type { FieldRule } from '@platform/contracts/patterns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { signInBySms } from '../api/sms.ts';
import { checkValue, type FieldMessage } from '../model/field-rules.ts';
import { useHumanChecks } from '../model/use-human-checks.ts';
import { HumanChecks } from './human-checks.tsx';
import { SmsCodeField } from './sms-code-field.tsx';

type Errors = { mobileNum?: FieldMessage; verificationCode?: FieldMessage };

type SmsLoginFormProps = {
  mobileRule: FieldRule | undefined;
  onSignedIn: (value: LoginValue) => void;
};

/** The login window's second tab: mobile number and SMS code (spec sections 2 and 5). */
export function SmsLoginForm({ mobileRule, onSignedIn }: SmsLoginFormProps): ReactNode {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const checks = useHumanChecks();
  const mutation = useMutation({
    mutationFn: (body: { mobileNum: string; verificationCode: string }) => signInBySms(queryClient, body),
    onSuccess: onSignedIn,
  });

  const mobileValue = () => String(new FormData(form.current ?? undefined).get('mobileNum') ?? '').trim();
  const validMobile = () => {
    const mobile = mobileValue();
    const problem = checkValue(mobile, mobileRule, true);
    setErrors((current) => ({ ...current, mobileNum: problem ?? undefined }));
    return problem ? null : mobile;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const verificationCode = String(new FormData(event.currentTarget).get('verificationCode') ?? '').trim();
    const mobileNum = mobileValue();
    const found: Errors = {};
    const mobileProblem = checkValue(mobileNum, mobileRule, true);
    if (mobileProblem) found.mobileNum = mobileProblem;
    if (verificationCode === '') found.verificationCode = { key: 'field.required' };
    setErrors(found);
    if (Object.keys(found).length === 0) mutation.mutate({ mobileNum, verificationCode });
  };

  const text = (error: FieldMessage | undefined) =>
    error ? t(error.key as 'field.required', error.values) : undefined;

  return (
    <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        name="mobileNum"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        label={t('field.mobileNum')}
        placeholder={t('placeholder.required', { field: t('field.mobileNum') })}
        isRequired
        error={text(errors.mobileNum)}
      />
      <SmsCodeField
        purpose="login"
        validMobile={validMobile}
        error={text(errors.verificationCode)}
        checks={checks}
      />
      <HumanChecks checks={checks} />
      <FormError error={mutation.error} />
      <Button type="submit" size="lg" disabled={mutation.isPending} aria-busy={mutation.isPending}>
        {t(mutation.isPending ? 'login.pending' : 'login.submit')}
      </Button>
    </form>
  );
}
