import { confirmTotpSetup, removeTotp, startTotpSetup } from '@platform/contracts/identity/routes';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { QrCode } from '@platform/ui/qr-code.tsx';
import { TextField } from '@platform/ui/text-field.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fingerprint } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../shared/api/call-api.ts';
import { memberQueries } from '../../../shared/api/member-queries.ts';
import { systemQueries } from '../../../shared/api/system-queries.ts';
import { useFieldErrors } from '../../../shared/hooks/use-field-errors.ts';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';
import { canUsePasskeys } from '../../../shared/lib/passkey-support.ts';
import { CodeField } from '../../../shared/ui/code-field.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';

const SIX_DIGITS = /^\d{6}$/;
const CODE_FIELDS = ['code'] as const;
const REMOVAL_FIELDS = ['password'] as const;

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * The popup layer's 'authenticator' window: set up an authenticator app (scan or type the secret,
 * then confirm with a code) or remove it with the password. Once on, a login from an address the
 * member never used asks for its code. It also leads to the passkeys window (the phone's member bar
 * has no room for that one).
 */
export function AuthenticatorDialog(): ReactNode {
  const { t } = useTranslation('auth');
  const isOpen = useModalStore((state) => state.current === 'authenticator');
  const close = useModalStore((state) => state.close);
  const openModal = useModalStore((state) => state.open);
  const queryClient = useQueryClient();
  const { data: info } = useQuery(memberQueries.info());
  const { data: status } = useQuery(systemQueries.status());
  const codeForm = useFieldErrors(CODE_FIELDS);
  const removalForm = useFieldErrors(REMOVAL_FIELDS);

  const refreshInfo = () => queryClient.invalidateQueries({ queryKey: memberQueries.info().queryKey });
  const start = useMutation({ mutationFn: () => callApi(startTotpSetup) });
  const confirm = useMutation({
    mutationFn: (code: string) => callApi(confirmTotpSetup, { body: { code } }),
    onSuccess: refreshInfo,
    onError: (error) => codeForm.showFailure(error),
  });
  const remove = useMutation({
    mutationFn: (password: string) => callApi(removeTotp, { body: { password } }),
    onSuccess: async () => {
      await refreshInfo();
      start.reset();
      confirm.reset();
    },
    onError: (error) => removalForm.showFailure(error),
  });

  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (codeForm.show({ code: SIX_DIGITS.test(code) ? undefined : t('secondStep.codeFormat') }))
      confirm.mutate(code);
  };
  const submitRemoval = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '').trim();
    if (removalForm.show({ password: password === '' ? t('field.required') : undefined }))
      remove.mutate(password);
  };

  const isOn = info?.hasAuthenticator === true;
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (open) return;
        codeForm.clear();
        removalForm.clear();
        start.reset();
        confirm.reset();
        remove.reset();
        close();
      }}
      title={t('authenticator.title')}
    >
      {isOn ? (
        <form ref={removalForm.formRef} noValidate onSubmit={submitRemoval} className="flex flex-col gap-4">
          <p className="rounded-xl bg-success/10 px-3.5 py-2.5 text-sm text-success-text" role="status">
            {t(confirm.isSuccess ? 'authenticator.done' : 'authenticator.on')}
          </p>
          <p className="text-sm text-ink-muted">{t('authenticator.removeIntro')}</p>
          <TextField
            name="password"
            type="password"
            label={t('field.password')}
            autoComplete="current-password"
            isRequired
            error={removalForm.errors.password}
          />
          <FormError error={removalForm.summary(remove.error)} />
          <Button type="submit" variant="secondary" disabled={remove.isPending} aria-busy={remove.isPending}>
            {t('authenticator.remove')}
          </Button>
        </form>
      ) : start.data ? (
        <form
          ref={codeForm.formRef}
          noValidate
          onSubmit={submitCode}
          className="flex flex-col items-center gap-4"
        >
          <p className="text-sm text-ink-muted">{t('authenticator.scan')}</p>
          <QrCode text={start.data.uri} label={t('authenticator.qr')} />
          <p className="text-center text-sm">
            {t('authenticator.secret')}{' '}
            <code className="font-mono font-semibold tracking-wider" data-testid="authenticator-secret">
              {grouped(start.data.secret)}
            </code>
          </p>
          <div className="w-full">
            <CodeField name="code" label={t('secondStep.code.totp')} error={codeForm.errors.code} />
          </div>
          <div className="w-full">
            <FormError error={codeForm.summary(confirm.error)} />
          </div>
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={confirm.isPending}
            aria-busy={confirm.isPending}
          >
            {t('authenticator.confirm')}
          </Button>
        </form>
      ) : (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-ink-muted">{t('authenticator.intro')}</p>
          <FormError error={start.error} />
          <Button
            size="lg"
            onClick={() => start.mutate()}
            disabled={start.isPending}
            aria-busy={start.isPending}
          >
            {t('authenticator.start')}
          </Button>
        </div>
      )}
      {status && canUsePasskeys(status.whitelabel) && (
        <Button variant="ghost" className="mt-2 w-full" onClick={() => openModal('passkeys')}>
          <Fingerprint aria-hidden="true" className="size-5" />
          {t('memberBar.passkeys')}
        </Button>
      )}
    </Dialog>
  );
}
