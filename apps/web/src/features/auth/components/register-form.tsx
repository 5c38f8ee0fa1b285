import { mobileRule, normalizeInput } from '@platform/contracts/patterns';
import type { RegisterSettings } from '@platform/contracts/system/register-settings';
import { Button } from '@platform/ui/button.tsx';
import { TextField } from '@platform/ui/text-field.tsx';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useFieldErrors } from '../../../shared/hooks/use-field-errors.ts';
import { checkValue, type FieldMessage, messagesFromIssues } from '../../../shared/lib/field-rules.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { registerMember } from '../api/register-member.ts';
import { useAffiliateCheck } from '../hooks/use-affiliate-check.ts';
import {
  checkForm,
  type FormFieldName,
  type FormValues,
  fieldRules,
  formFields,
  inputValue,
} from '../model/register-fields.ts';
import { type HumanCheckValues, useHumanChecks } from '../model/use-human-checks.ts';
import { AgeConsent } from './age-consent.tsx';
import { HumanChecks } from './human-checks.tsx';
import { SmsCodeField } from './sms-code-field.tsx';

type ErrorField = FormFieldName | 'age' | 'verificationCode';
type Errors = Partial<Record<ErrorField, FieldMessage | string>>;

type RegisterFormProps = {
  settings: RegisterSettings;
  referralCode: string | undefined;
  /** The affiliate code of the registration link, if any. */
  affiliateCode: string | undefined;
  onRegistered: () => void;
  /** The brand's SMS verification is on: the mobile number must be proven by a code. */
  withSmsCode?: boolean;
};

/** Username registration with the brand's fields and rules (spec sections 2 and 5). */
export function RegisterForm({
  settings,
  referralCode,
  affiliateCode,
  onRegistered,
  withSmsCode = false,
}: RegisterFormProps): ReactNode {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const { isFieldHidden: isAffiliateHidden } = useAffiliateCheck(affiliateCode);
  const fields = formFields(settings).filter(
    (field) => !(isAffiliateHidden && field.name === 'affiliateCode'),
  );
  const form = useFieldErrors<ErrorField>([...fields.map(({ name }) => name), 'age', 'verificationCode']);
  const text = (error: FieldMessage | string | undefined) =>
    typeof error === 'string' || error === undefined ? error : t(error.key as 'field.required', error.values);
  const setErrors = (found: Errors) => {
    const messages: Partial<Record<ErrorField, string>> = {};
    for (const [field, error] of Object.entries(found) as [ErrorField, FieldMessage | string][]) {
      messages[field] = text(error);
    }
    return form.show(messages);
  };
  const checks = useHumanChecks({ captchaAlways: settings.config.captcha?.enabled === true });

  const mutation = useMutation({
    mutationFn: ({
      values,
      passed,
      verificationCode,
    }: {
      values: FormValues;
      passed: HumanCheckValues;
      verificationCode: string;
    }) =>
      registerMember(
        queryClient,
        isAffiliateHidden ? { ...values, affiliateCode } : values,
        referralCode,
        passed,
        verificationCode,
      ),
    onSuccess: onRegistered,
    onError: (error) => {
      checks.afterFailure(error);
      if (!isApiError(error)) return;
      if (error.code === 'register.invalid') setErrors(messagesFromIssues(error.issues, fieldRules(fields)));
      if (error.code === 'register.account.unavailable') setErrors({ username: error.message });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values: FormValues = {};
    for (const field of fields) values[field.name] = inputValue(field, String(data.get(field.name) ?? ''));
    const found: Errors = checkForm(values, fields);
    const verificationCode = String(data.get('verificationCode') ?? '').trim();
    if (withSmsCode && verificationCode === '') found.verificationCode = { key: 'field.required' };
    if (data.get('age') !== 'on') found.age = t('age.required', { age: settings.minimumAge });
    setErrors(found);
    const passed = checks.take(data);
    if (Object.keys(found).length === 0 && passed) mutation.mutate({ values, passed, verificationCode });
  };

  const validMobile = () => {
    const mobile = normalizeInput(
      String(new FormData(form.formRef.current ?? undefined).get('mobileNum') ?? ''),
    );
    const problem = checkValue(mobile, mobileRule(settings.rules.mobileNum), true);
    form.show({ ...form.errors, mobileNum: problem ? text(problem) : undefined });
    return problem ? null : mobile;
  };

  // A taken username shows beside the field; everything else (and the 400 summary) above the button.
  const isUsernameTaken =
    isApiError(mutation.error) && mutation.error.code === 'register.account.unavailable';

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
      {fields.map((field) => {
        const label = t(`field.${field.name}`);
        return (
          <TextField
            key={field.name}
            name={field.name}
            type={field.type}
            label={label}
            placeholder={field.isRequired ? t('placeholder.required', { field: label }) : label}
            autoComplete={
              field.type === 'password' ? 'new-password' : field.name === 'username' ? 'username' : undefined
            }
            isRequired={field.isRequired}
            defaultValue={field.name === 'affiliateCode' ? affiliateCode : undefined}
            error={form.errors[field.name]}
          />
        );
      })}
      {withSmsCode && (
        <SmsCodeField
          purpose="register"
          validMobile={validMobile}
          error={form.errors.verificationCode}
          checks={checks}
        />
      )}
      {referralCode && (
        <TextField name="referralCode" label={t('field.referralCode')} value={referralCode} readOnly />
      )}
      <AgeConsent minimumAge={settings.minimumAge} error={form.errors.age} />
      <HumanChecks checks={checks} />
      {!isUsernameTaken && <FormError error={mutation.error} />}
      <Button type="submit" size="lg" disabled={mutation.isPending} aria-busy={mutation.isPending}>
        {t(mutation.isPending ? 'register.pending' : 'register.submit')}
      </Button>
    </form>
  );
}
