import { ZMobileVerifyBody } from '@platform/contracts/identity/profile-schemas';
import { checkFieldRule, mobileRule } from '@platform/contracts/patterns';
import { Button } from '@platform/ui/button.tsx';
import { TextField } from '@platform/ui/text-field.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmMobile, profileQueries, requestMobileCode } from '../../../shared/api/profile.ts';
import { systemQueries } from '../../../shared/api/system-queries.ts';
import { useFieldErrors } from '../../../shared/hooks/use-field-errors.ts';
import { CodeField } from '../../../shared/ui/code-field.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { toast } from '../../../shared/ui/toast.tsx';

const FIELDS = ['mobileNum', 'verificationCode'] as const;

/**
 * One-time phone verification: a member without a verified number gets a code by SMS and confirms
 * it; a verified number is shown masked, and only customer service changes it.
 */
export function MobileVerification(): ReactNode {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const { data: profile } = useQuery(profileQueries.profile());
  const { data: status } = useQuery(systemQueries.status());
  const [mobile, setMobile] = useState('');
  const form = useFieldErrors(FIELDS);
  const mutation = useMutation({
    mutationFn: ({ number, code }: { number: string; code: string }) => confirmMobile(number, code),
    onSuccess: (saved) => {
      queryClient.setQueryData(profileQueries.profile().queryKey, saved);
      toast.success(t('mobile.done'));
    },
    onError: (error) => form.showFailure(error),
  });
  if (!profile) return null;

  if (profile.mobile !== null)
    return (
      <p className="flex items-center gap-2 text-sm">
        <span className="font-semibold tabular-nums" data-testid="verified-mobile">
          {profile.mobile}
        </span>
        <span className="inline-flex items-center gap-1 rounded-full bg-success/15 px-2 py-0.5 text-xs font-semibold text-success-text">
          <BadgeCheck aria-hidden="true" className="size-3.5" />
          {t('mobile.verified')}
        </span>
      </p>
    );

  // The server checks the number by the brand's registration rule, as when registering by phone.
  const mobileError = (number: string) =>
    checkFieldRule(number, mobileRule(status?.register.rules.mobileNum)) ? t('mobile.invalid') : undefined;
  const validMobile = () => {
    const number = mobile.trim();
    const error = mobileError(number);
    form.show({ ...form.errors, mobileNum: error });
    return error ? null : number;
  };
  const send = async () => {
    const number = validMobile();
    if (number === null) return false;
    await requestMobileCode(number);
    return true;
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const number = mobile.trim();
    const code = String(new FormData(event.currentTarget).get('verificationCode') ?? '').trim();
    const ruleError = number === '' ? undefined : mobileError(number);
    const isValid = form.check(
      ZMobileVerifyBody,
      { mobileNum: number, verificationCode: code },
      ruleError ? { mobileNum: ruleError } : {},
    );
    if (isValid) mutation.mutate({ number, code });
  };

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-label={t('mobile.title')}
    >
      <p className="text-sm text-ink-muted">{t('mobile.hint')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="mobileNum"
          label={t('mobile.number')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={16}
          value={mobile}
          onChange={(event) => setMobile(event.currentTarget.value)}
          isRequired
          error={form.errors.mobileNum}
        />
        <CodeField
          name="verificationCode"
          label={t('mobile.code')}
          error={form.errors.verificationCode}
          send={send}
        />
      </div>
      <FormError error={form.summary(mutation.error)} />
      <Button
        type="submit"
        variant="secondary"
        size="lg"
        className="self-start"
        disabled={mutation.isPending}
        aria-busy={mutation.isPending}
      >
        {t(mutation.isPending ? 'mobile.verifying' : 'mobile.verify')}
      </Button>
    </form>
  );
}
