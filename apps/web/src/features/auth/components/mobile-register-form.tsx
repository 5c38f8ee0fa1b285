import { passwordRule } from '@platform/contracts/password-rule';
import { normalizeInput } from '@platform/contracts/patterns';
import type { RegisterSettings } from '@platform/contracts/system/register-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { registerByMobile } from '../api/sms.ts';
import { checkValue, type FieldMessage, messagesFromIssues } from '../model/field-rules.ts';
import { useHumanChecks } from '../model/use-human-checks.ts';
import { AgeConsent } from './age-consent.tsx';
import { HumanChecks } from './human-checks.tsx';
import { SmsCodeField } from './sms-code-field.tsx';

type FieldName = 'mobileNum' | 'verificationCode' | 'password' | 'confirmPassword' | 'age';
type Errors = Partial<Record<FieldName, FieldMessage | string>>;

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
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const checks = useHumanChecks();
  const mobileRule = settings.rules.mobileNum;
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
      if (isApiError(error) && error.code === 'register.invalid')
        setErrors(messagesFromIssues(error.issues, { ...settings.rules, password: passwordFieldRule }));
    },
  });

  const value = (data: FormData, name: string, kind: 'text' | 'secret' = 'text') =>
    normalizeInput(String(data.get(name) ?? ''), kind);
  const validMobile = () => {
    const mobile = value(new FormData(form.current ?? undefined), 'mobileNum');
    const problem = checkValue(mobile, mobileRule, true);
    setErrors((current) => ({ ...current, mobileNum: problem ?? undefined }));
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
    const mobileProblem = checkValue(values.mobileNum, mobileRule, true);
    if (mobileProblem) found.mobileNum = mobileProblem;
    if (values.verificationCode === '') found.verificationCode = { key: 'field.required' };
    const passwordProblem = checkValue(values.password, passwordFieldRule, true);
    if (passwordProblem) found.password = passwordProblem;
    if (values.confirmPassword === '') found.confirmPassword = { key: 'field.required' };
    else if (values.confirmPassword !== values.password) found.confirmPassword = { key: 'field.mismatch' };
    if (data.get('age') !== 'on') found.age = t('age.required', { age: settings.minimumAge });
    setErrors(found);
    if (Object.keys(found).length === 0) mutation.mutate(values);
  };

  const text = (error: FieldMessage | string | undefined) =>
    typeof error === 'string' || error === undefined ? error : t(error.key as 'field.required', error.values);
  const required = (field: string) => t('placeholder.required', { field });

  return (
    <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        name="mobileNum"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        label={t('field.mobileNum')}
        placeholder={required(t('field.mobileNum'))}
        isRequired
        error={text(errors.mobileNum)}
      />
      <SmsCodeField
        purpose="register"
        validMobile={validMobile}
        error={text(errors.verificationCode)}
        checks={checks}
      />
      <TextField
        name="password"
        type="password"
        autoComplete="new-password"
        label={t('field.password')}
        placeholder={required(t('field.password'))}
        isRequired
        error={text(errors.password)}
      />
      <TextField
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        label={t('field.confirmPassword')}
        placeholder={required(t('field.confirmPassword'))}
        isRequired
        error={text(errors.confirmPassword)}
      />
      {referralCode && (
        <TextField name="referralCode" label={t('field.referralCode')} value={referralCode} readOnly />
      )}
      <AgeConsent minimumAge={settings.minimumAge} error={text(errors.age)} />
      <HumanChecks checks={checks} />
      <FormError error={mutation.error} />
      <Button type="submit" size="lg" disabled={mutation.isPending} aria-busy={mutation.isPending}>
        {t(mutation.isPending ? 'register.pending' : 'register.submit')}
      </Button>
    </form>
  );
}
