import { passwordRule } from '@platform/contracts/password-rule';
import { Button } from '@platform/ui/button.tsx';
import { TextField } from '@platform/ui/text-field.tsx';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { systemQueries } from '../../../shared/api/system-queries.ts';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { useFieldErrors } from '../../../shared/hooks/use-field-errors.ts';
import { useFieldMessage } from '../../../shared/hooks/use-field-message.ts';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';
import { checkValue } from '../../../shared/lib/field-rules.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { resetPasswordByToken } from '../api/password-reset.ts';

const FIELDS = ['newPassword', 'confirmNewPassword'] as const;

/** /reset-password?token=…: a new password under the brand's rule, then back to the login window. */
export function ResetPasswordPage({ token }: { token: string | undefined }): ReactNode {
  const { t } = useTranslation('auth');
  const { data: status } = useQuery(systemQueries.status());
  const openModal = useModalStore((state) => state.open);
  const text = useFieldMessage();
  const form = useFieldErrors(FIELDS);
  const mutation = useMutation({
    mutationFn: resetPasswordByToken,
    onError: (error) => form.showFailure(error),
  });
  useDocumentTitle(t('reset.title'));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token) return;
    const data = new FormData(event.currentTarget);
    const newPassword = String(data.get('newPassword') ?? '').trim();
    const confirmNewPassword = String(data.get('confirmNewPassword') ?? '').trim();
    const isValid = form.show({
      newPassword: text(checkValue(newPassword, passwordRule(status?.register.rules.password), true)),
      confirmNewPassword:
        confirmNewPassword === ''
          ? t('field.required')
          : confirmNewPassword === newPassword
            ? undefined
            : t('field.mismatch'),
    });
    if (isValid) mutation.mutate({ token, newPassword, confirmNewPassword });
  };

  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col px-4 py-8 sm:py-12">
      <div className="rounded-3xl border border-line bg-surface-1 px-5 py-8 shadow-card sm:px-8">
        <h1 className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">{t('reset.title')}</h1>
        {mutation.isSuccess ? (
          <div className="flex flex-col items-start gap-5">
            <p role="status" className="flex items-start gap-2 text-ink">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-text" />
              {t('reset.done')}
            </p>
            <Button size="lg" onClick={() => openModal('login')}>
              {t('login.title')}
            </Button>
          </div>
        ) : token ? (
          <form ref={form.formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
            <TextField
              name="newPassword"
              type="password"
              autoComplete="new-password"
              label={t('field.newPassword')}
              placeholder={t('placeholder.required', { field: t('field.newPassword') })}
              isRequired
              error={form.errors.newPassword}
            />
            <TextField
              name="confirmNewPassword"
              type="password"
              autoComplete="new-password"
              label={t('field.confirmNewPassword')}
              placeholder={t('placeholder.required', { field: t('field.confirmNewPassword') })}
              isRequired
              error={form.errors.confirmNewPassword}
            />
            <FormError error={form.summary(mutation.error)} />
            <Button type="submit" size="lg" disabled={mutation.isPending} aria-busy={mutation.isPending}>
              {t(mutation.isPending ? 'reset.pending' : 'reset.submit')}
            </Button>
          </form>
        ) : (
          <p role="alert" className="text-ink-muted">
            {t('reset.missingToken')}
          </p>
        )}
      </div>
    </section>
  );
}
