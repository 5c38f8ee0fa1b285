import type { RouteBody } from '@platform/contracts/endpoint';
import { login } from '@platform/contracts/identity/routes';
import type { SecondStep } from '@platform/contracts/identity/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../shared/api/call-api.ts';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { signIn } from '../api/sign-in.ts';
import { useHumanChecks } from '../model/use-human-checks.ts';
import { FormError } from './form-error.tsx';
import { HumanChecks } from './human-checks.tsx';
import { SecondStepForm } from './second-step-form.tsx';
import { TextField } from './text-field.tsx';

type Missing = { username?: boolean; password?: boolean };

/** The popup layer's 'login' window: username and password (spec section 2, first tab). */
export function LoginModal(): ReactNode {
  const { t } = useTranslation('auth');
  const isOpen = useModalStore((state) => state.current === 'login');
  const close = useModalStore((state) => state.close);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [missing, setMissing] = useState<Missing>({});
  const [heldLogin, setHeldLogin] = useState<SecondStep | null>(null);

  const finish = () => {
    setHeldLogin(null);
    close();
    void navigate({ to: '/index' });
  };

  const checks = useHumanChecks();

  const mutation = useMutation({
    mutationFn: async (body: RouteBody<typeof login>) => {
      const value = await callApi(login, { body });
      if (value.secondStep) return value.secondStep;
      if (value.token === null) throw new Error('The login answered without a session');
      await signIn(queryClient, value.token);
      return null;
    },
    onSuccess: (secondStep) => {
      if (secondStep) setHeldLogin(secondStep);
      else finish();
    },
    onError: (error) => checks.afterFailure(error),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const username = String(data.get('username') ?? '').trim();
    const password = String(data.get('password') ?? '').trim();
    const nextMissing = { username: username === '', password: password === '' };
    setMissing(nextMissing);
    const passed = checks.take(data);
    if (!nextMissing.username && !nextMissing.password && passed)
      mutation.mutate({ username, password, ...passed });
  };

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (open) return;
        // The window stays mounted once loaded: the next opening starts clean.
        setMissing({});
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
          onSignedIn={finish}
          onRestart={() => {
            setHeldLogin(null);
            mutation.reset();
          }}
        />
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <TextField
            name="username"
            label={t('field.username')}
            placeholder={t('login.usernamePlaceholder')}
            autoComplete="username"
            isRequired
            error={missing.username ? t('field.required') : undefined}
          />
          <TextField
            name="password"
            type="password"
            label={t('field.password')}
            placeholder={t('login.passwordPlaceholder')}
            autoComplete="current-password"
            isRequired
            error={missing.password ? t('field.required') : undefined}
          />
          <HumanChecks checks={checks} />
          <FormError error={mutation.error} />
          <Button type="submit" size="lg" disabled={mutation.isPending} aria-busy={mutation.isPending}>
            {t(mutation.isPending ? 'login.pending' : 'login.submit')}
          </Button>
          <p className="text-center text-sm text-ink-muted">
            {t('login.noAccount')}{' '}
            <Link to="/register" onClick={close} className="font-semibold text-accent-text hover:underline">
              {t('login.register')}
            </Link>
          </p>
        </form>
      )}
    </Dialog>
  );
}
