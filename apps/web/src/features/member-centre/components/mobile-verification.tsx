import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmMobile, profileQueries, requestMobileCode } from '../../../shared/api/profile.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { CodeSendButton } from '../../../shared/ui/code-send-button.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { toast } from '../../../shared/ui/toast.tsx';

/**
 * One-time phone verification: a member without a verified number gets a code by SMS and confirms
 * it; a verified number is shown masked, and only customer service changes it.
 */
export function MobileVerification(): ReactNode {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const { data: profile } = useQuery(profileQueries.profile());
  const [mobile, setMobile] = useState('');
  const [mobileError, setMobileError] = useState<string | undefined>();
  const mutation = useMutation({
    mutationFn: ({ number, code }: { number: string; code: string }) => confirmMobile(number, code),
    onSuccess: (saved) => {
      queryClient.setQueryData(profileQueries.profile().queryKey, saved);
      toast.success(t('mobile.done'));
    },
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

  const validMobile = () => {
    const number = mobile.trim();
    const isValid = /^\+?\d{6,15}$/.test(number);
    setMobileError(isValid ? undefined : t('mobile.invalid'));
    return isValid ? number : null;
  };
  const send = async () => {
    const number = validMobile();
    if (number === null) return false;
    await requestMobileCode(number);
    return true;
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const number = validMobile();
    const code = String(new FormData(event.currentTarget).get('verificationCode') ?? '').trim();
    if (number !== null && code !== '') mutation.mutate({ number, code });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t('mobile.title')}>
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
          error={mobileError}
        />
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <TextField
              name="verificationCode"
              label={t('mobile.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
            />
          </div>
          <CodeSendButton send={send} className="mt-[26px]" />
        </div>
      </div>
      <FormError error={mutation.error} />
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
