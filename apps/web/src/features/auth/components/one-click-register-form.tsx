import type { OneClickRegisterValue } from '@platform/contracts/identity/schemas';
import type { RegisterSettings } from '@platform/contracts/system/register-settings';
import { Button } from '@platform/ui/button.tsx';
import { TextField } from '@platform/ui/text-field.tsx';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Zap } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrors } from '../../../shared/hooks/use-field-errors.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { registerInOneClick } from '../api/register-one-click.ts';
import { signIn } from '../api/sign-in.ts';
import { useAffiliateCheck } from '../hooks/use-affiliate-check.ts';
import { type HumanCheckValues, useHumanChecks } from '../model/use-human-checks.ts';
import { AgeConsent } from './age-consent.tsx';
import { HumanChecks } from './human-checks.tsx';
import { MadeUpCredentials } from './made-up-credentials.tsx';

/** The age declaration, named as the server's issue names it. */
const FIELDS = ['ageConfirmed'] as const;

type OneClickRegisterFormProps = {
  settings: RegisterSettings;
  referralCode: string | undefined;
  affiliateCode: string | undefined;
  onRegistered: () => void;
};

/**
 * One-click registration (spec section 1): only the age declaration and the human checks; the site
 * makes up the account name and password, and shows them once before the member goes on.
 */
export function OneClickRegisterForm({
  settings,
  referralCode,
  affiliateCode,
  onRegistered,
}: OneClickRegisterFormProps): ReactNode {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const form = useFieldErrors(FIELDS);
  const checks = useHumanChecks({ captchaAlways: settings.config.captcha?.enabled === true });
  // A link's affiliate code goes along only while it is (or may be) live: this form has no field to fix it.
  const { isFieldHidden: isAffiliateLive } = useAffiliateCheck(affiliateCode);

  const registration = useMutation({
    mutationFn: (passed: HumanCheckValues) =>
      registerInOneClick(
        { referralCode, affiliateCode: isAffiliateLive ? affiliateCode : undefined },
        passed,
      ),
    onError: (error) => {
      checks.afterFailure(error);
      form.showFailure(error);
    },
  });
  const entry = useMutation({
    mutationFn: (value: OneClickRegisterValue) => {
      if (value.token === null) throw new Error('Registration answered without a session');
      return signIn(queryClient, value.token);
    },
    onSuccess: onRegistered,
  });

  if (registration.data) {
    return (
      <div className="flex flex-col gap-4">
        <MadeUpCredentials account={registration.data.account} password={registration.data.password} />
        <FormError error={entry.error} />
        <Button
          size="lg"
          disabled={entry.isPending}
          aria-busy={entry.isPending}
          onClick={() => registration.data && entry.mutate(registration.data)}
        >
          {t('oneClick.continue')}
        </Button>
      </div>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const isAgeConfirmed = data.get('age') === 'on';
    const isValid = form.show({
      ageConfirmed: isAgeConfirmed ? undefined : t('age.required', { age: settings.minimumAge }),
    });
    const passed = checks.take(data);
    if (isValid && passed) registration.mutate(passed);
  };

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="flex items-start gap-3 rounded-xl bg-surface-2 px-4 py-3 text-sm text-ink-muted">
        <Zap aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-text" />
        {t('oneClick.intro')}
      </p>
      {referralCode && (
        <TextField name="referralCode" label={t('field.referralCode')} value={referralCode} readOnly />
      )}
      <AgeConsent minimumAge={settings.minimumAge} error={form.errors.ageConfirmed} />
      <HumanChecks checks={checks} />
      <FormError error={form.summary(registration.error)} />
      <Button type="submit" size="lg" disabled={registration.isPending} aria-busy={registration.isPending}>
        {t(registration.isPending ? 'oneClick.pending' : 'oneClick.submit')}
      </Button>
    </form>
  );
}
