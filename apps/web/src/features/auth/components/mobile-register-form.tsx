import { passwordRule } from '@platform/contracts/password-rule';
import { mobileRule, normalizeInput } from '@platform/contracts/patterns';
import type { RegisterSettings } from '@platform/contracts/system/register-settings';
import { Button } from '@platform/ui/button.tsx';
import { TextField } from '@platform/ui/text-field.tsx';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useFieldErrors } from '../../../shared/hooks/use-field-errors.ts';
import { useFieldMessage } from '../../../shared/hooks/use-field-message.ts';
import { checkValue, type FieldMessage, messagesFromIssues } from '../../../shared/lib/field-rules.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { registerByMobile } from '../api/sms.ts';
import { useHumanChecks } from '../model/use-human-checks.ts';
import { AgeConsent } from './age-consent.tsx';
import { HumanChecks } from './human-checks.tsx';
import { SmsCodeField } from './sms-code-field.tsx';

const FIELDS = ['mobileNum', 'verificationCode', 'password', 'confirmPassword', 'ageConfirmed'] as const;
type Errors = Partial<Record<(typeof FIELDS)[number], FieldMessage | string>>;

type MobileRegisterFormProps = {
  settings: RegisterSettings;
  referralCode: string | undefined;
  onRegistered: () => void;
};

/** Mobile registration (registerMobile): number, SMS code and password; the number is the account name. */
export function MobileRegisterForm({
  settings,
  referralCode,
  onRegistered,
}: MobileRegisterFormProps): ReactNode {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const text = useFieldMessage();
  const form = useFieldErrors(FIELDS);
  const setErrors = (found: Errors) =>
    form.show(Object.fromEntries(Object.entries(found).map(([field, message]) => [field, text(message)])));
  const checks = useHumanChecks();
  const mobileFieldRule = mobileRule(settings.rules.mobileNum);
  const passwordFieldRule = passwordRule(settings.rules.password);

  const mutation = useMutation({
    mutationFn: (values: {
      mobileNum: string;
      verificationCode: string;
      password: string;
      confirmPassword: string;
    }) => registerByMobile(queryClient, values, referralCode),
    onSuccess: onRegistered,
    onError: (error) => {
      // The brand's rules name what each field breaks; their own texts say it better than a generic one.
      if (isApiError(error) && error.code === 'register.invalid')
        setErrors(messagesFromIssues(error.issues, { ...settings.rules, password: passwordFieldRule }));
      else form.showFailure(error);
    },
  });

  const value = (data: FormData, name: string, kind: 'text' | 'secret' = 'text') =>
    normalizeInput(String(data.get(name) ?? ''), kind);
  const validMobile = () => {
    const mobile = value(new FormData(form.formRef.current ?? undefined), 'mobileNum');
    const problem = checkValue(mobile, mobileFieldRule, true);
    form.show({ ...form.errors, mobileNum: text(problem) });
    return problem ? null : mobile;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = {
      mobileNum: value(data, 'mobileNum'),
      verificationCode: value(data, 'verificationCode'),
      password: value(data, 'password', 'secret'),
      confirmPassword: value(data, 'confirmPassword', 'secret'),
    };
    const found: Errors = {};
    const mobileProblem = checkValue(values.mobileNum, mobileFieldRule, true);
    if (mobileProblem) found.mobileNum = mobileProblem;
    if (values.verificationCode === '') found.verificationCode = { key: 'field.required' };
    const passwordProblem = checkValue(values.password, passwordFieldRule, true);
    if (passwordProblem) found.password = passwordProblem;
    if (values.confirmPassword === '') found.confirmPassword = { key: 'field.required' };
    else if (values.confirmPassword !== values.password) found.confirmPassword = { key: 'field.mismatch' };
    if (data.get('age') !== 'on') found.ageConfirmed = t('age.required', { age: settings.minimumAge });
    if (setErrors(found)) mutation.mutate(values);
  };
  const required = (field: string) => t('placeholder.required', { field });

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        name="mobileNum"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        label={t('field.mobileNum')}
        placeholder={required(t('field.mobileNum'))}
        isRequired
        error={form.errors.mobileNum}
      />
      <SmsCodeField
        purpose="register"
        validMobile={validMobile}
        error={form.errors.verificationCode}
        checks={checks}
      />
      <TextField
        name="password"
        type="password"
        autoComplete="new-password"
        label={t('field.password')}
        placeholder={required(t('field.password'))}
        isRequired
        error={form.errors.password}
      />
      <TextField
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        label={t('field.confirmPassword')}
        placeholder={required(t('field.confirmPassword'))}
        isRequired
        error={form.errors.confirmPassword}
      />
      {referralCode && (
        <TextField name="referralCode" label={t('field.referralCode')} value={referralCode} readOnly />
      )}
      <AgeConsent minimumAge={settings.minimumAge} error={form.errors.ageConfirmed} />
      <HumanChecks checks={checks} />
      <FormError error={form.summary(mutation.error)} />
      <Button type="submit" size="lg" disabled={mutation.isPending} aria-busy={mutation.isPending}>
        {t(mutation.isPending ? 'register.pending' : 'register.submit')}
      </Button>
    </form>
  );
}
