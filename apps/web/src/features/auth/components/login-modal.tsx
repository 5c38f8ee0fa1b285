import type { RouteBody } from '@platform/contracts/endpoint';
import { login } from '@platform/contracts/identity/routes';
import type { LoginValue, SecondStep } from '@platform/contracts/identity/schemas';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { TextField } from '@platform/ui/text-field.tsx';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { callApi } from '../../../shared/api/call-api.ts';
import { systemQueries } from '../../../shared/api/system-queries.ts';
import { useFieldErrors } from '../../../shared/hooks/use-field-errors.ts';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { signIn } from '../api/sign-in.ts';
import {
  followUpPasswordLogin,
  followUpPasswordlessLogin,
  mustChangePassword,
} from '../model/login-follow-up.ts';
import { holdForPasswordChange } from '../model/password-change-hold.ts';
import { useHumanChecks } from '../model/use-human-checks.ts';
import { AlternativeLogins } from './alternative-logins.tsx';
import { DemoNotice } from './demo-notice.tsx';
import { ForgotPasswordLink } from './forgot-password-link.tsx';
import { HumanChecks } from './human-checks.tsx';
import { LoginMethods } from './login-methods.tsx';
import { SecondStepForm } from './second-step-form.tsx';
import { SwitchWindowPrompt } from './switch-window-prompt.tsx';

const FIELDS = ['username', 'password'] as const;
/** This window's own form logs in by password; the SMS tab sends its own body. */
type PasswordLogin = Extract<RouteBody<typeof login>, { password: string }>;

/** The popup layer's 'login' window: username and password (spec section 2, first tab). */
export function LoginModal(): ReactNode {
  const { t } = useTranslation('auth');
  const isOpen = useModalStore((state) => state.current === 'login');
  const close = useModalStore((state) => state.close);
  const openModal = useModalStore((state) => state.open);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useFieldErrors(FIELDS);
  const [heldLogin, setHeldLogin] = useState<SecondStep | null>(null);

  const finish = (value: LoginValue, password: string, withdrawOnly = false) => {
    setHeldLogin(null);
    // A member on a break came in only to take their money out: straight to the withdrawal page.
    if (withdrawOnly) {
      close();
      void navigate({ to: '/member', search: { page: 'withdraw' } });
      return;
    }
    const features = queryClient.getQueryData(systemQueries.status().queryKey)?.whitelabel ?? [];
    openModal(followUpPasswordLogin(value, password, features));
    void navigate({ to: '/index' });
  };

  /** An SMS login proves the phone: no password to change, only the previous login time to show. */
  const finishBySms = (value: LoginValue) => {
    openModal(followUpPasswordlessLogin(value));
    void navigate({ to: '/index' });
  };

  const checks = useHumanChecks();

  const mutation = useMutation({
    mutationFn: async (body: PasswordLogin) => {
      const value = await callApi(login, { body });
      if (value.secondStep) return value;
      if (value.token === null) throw new Error('The login answered without a session');
      // Held before the header shows the member: it then asks for nothing the server would refuse.
      const features = queryClient.getQueryData(systemQueries.status().queryKey)?.whitelabel ?? [];
      if (mustChangePassword(value, features)) holdForPasswordChange();
      await signIn(queryClient, value.token);
      return value;
    },
    onSuccess: (value, { password, withdrawOnly }) => {
      if (value.secondStep) setHeldLogin(value.secondStep);
      else finish(value, password, withdrawOnly);
    },
    onError: (error) => {
      checks.afterFailure(error);
      form.showFailure(error);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const username = String(data.get('username') ?? '').trim();
    const password = String(data.get('password') ?? '').trim();
    const isFilled = form.show({
      ...(username === '' ? { username: t('field.required') } : {}),
      ...(password === '' ? { password: t('field.required') } : {}),
    });
    const passed = checks.take(data);
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const withdrawOnly = submitter?.getAttribute('name') === 'withdrawOnly';
    if (isFilled && passed)
      mutation.mutate({ username, password, ...passed, ...(withdrawOnly ? { withdrawOnly } : {}) });
  };

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (open) return;
        // The window stays mounted once loaded: the next opening starts clean.
        form.clear();
        checks.reset();
        setHeldLogin(null);
        mutation.reset();
        close();
      }}
      title={t('login.title')}
      phoneLayout="full"
    >
      {heldLogin ? (
        <SecondStepForm
          step={heldLogin}
          onSignedIn={(value) => finish(value, mutation.variables?.password ?? '')}
          onRestart={() => {
            setHeldLogin(null);
            mutation.reset();
          }}
        />
      ) : (
        <div className="flex flex-col gap-4">
          <DemoNotice />
          <LoginMethods onSignedIn={finishBySms}>
            <form ref={form.formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
              <TextField
                name="username"
                label={t('field.username')}
                placeholder={t('login.usernamePlaceholder')}
                autoComplete="username"
                isRequired
                error={form.errors.username}
              />
              <TextField
                name="password"
                type="password"
                label={t('field.password')}
                placeholder={t('login.passwordPlaceholder')}
                autoComplete="current-password"
                isRequired
                error={form.errors.password}
              />
              <ForgotPasswordLink />
              <HumanChecks checks={checks} />
              <FormError error={form.summary(mutation.error)} />
              {isApiError(mutation.error) && mutation.error.code === 'protection.excluded' ? (
                // A break refused the login: the member may still come in, only to withdraw.
                <Button type="submit" name="withdrawOnly" variant="secondary" disabled={mutation.isPending}>
                  {t('login.withdrawOnly')}
                </Button>
              ) : (
                <Button type="submit" size="lg" disabled={mutation.isPending} aria-busy={mutation.isPending}>
                  {t(mutation.isPending ? 'login.pending' : 'login.submit')}
                </Button>
              )}
            </form>
          </LoginMethods>
          <AlternativeLogins />
          <SwitchWindowPrompt prompt={t('login.noAccount')} action={t('login.register')} to="register" />
        </div>
      )}
    </Dialog>
  );
}
