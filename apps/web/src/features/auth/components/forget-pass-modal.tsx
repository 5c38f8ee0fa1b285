import { ZForgotPasswordBody } from '@platform/contracts/identity/schemas';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { TextField } from '@platform/ui/text-field.tsx';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrors } from '../../../shared/hooks/use-field-errors.ts';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { requestPasswordReset } from '../api/password-reset.ts';

const FIELDS = ['username', 'email'] as const;

/**
 * The forgetPassModal: username and email (spec section 5); success shows a confirmation, worded
 * the same whether or not an account matched, as the server's answer is.
 */
export function ForgetPassModal(): ReactNode {
  const { t } = useTranslation('auth');
  const isOpen = useModalStore((state) => state.current === 'forgetPass');
  const { open, close } = useModalStore();
  const form = useFieldErrors(FIELDS);
  const mutation = useMutation({
    mutationFn: requestPasswordReset,
    onError: (error) => form.showFailure(error),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const username = String(data.get('username') ?? '').trim();
    const email = String(data.get('email') ?? '').trim();
    const body = { username, email };
    if (form.check(ZForgotPasswordBody, body)) mutation.mutate(body);
  };

  const reset = () => {
    form.clear();
    mutation.reset();
  };

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(isNowOpen) => {
        if (isNowOpen) return;
        reset();
        close();
      }}
      title={t(mutation.isSuccess ? 'forgot.sentTitle' : 'forgot.title')}
      phoneLayout="full"
    >
      {mutation.isSuccess ? (
        <div className="flex flex-col gap-5">
          <p role="status" className="text-sm text-ink-muted">
            {t('forgot.sentBody')}
          </p>
          <Button
            size="lg"
            onClick={() => {
              reset();
              close();
            }}
          >
            {t('forgot.ok')}
          </Button>
        </div>
      ) : (
        <form ref={form.formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
          <p className="text-sm text-ink-muted">{t('forgot.intro')}</p>
          <TextField
            name="username"
            label={t('field.username')}
            placeholder={t('placeholder.required', { field: t('field.username') })}
            autoComplete="username"
            isRequired
            error={form.errors.username}
          />
          <TextField
            name="email"
            type="email"
            label={t('field.email')}
            placeholder={t('placeholder.required', { field: t('field.email') })}
            autoComplete="email"
            isRequired
            error={form.errors.email}
          />
          <FormError error={form.summary(mutation.error)} />
          <Button type="submit" size="lg" disabled={mutation.isPending} aria-busy={mutation.isPending}>
            {t(mutation.isPending ? 'forgot.pending' : 'forgot.submit')}
          </Button>
          <button
            type="button"
            onClick={() => {
              reset();
              open('login');
            }}
            className="text-center text-sm font-medium text-accent-text hover:underline"
          >
            {t('forgot.back')}
          </button>
        </form>
      )}
    </Dialog>
  );
}
