import { passwordRule } from '@platform/contracts/password-rule';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { systemQueries } from '../../../shared/api/system-queries.ts';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { resetPasswordByToken } from '../api/password-reset.ts';
import { checkValue, type FieldMessage } from '../model/field-rules.ts';

type Errors = { newPassword?: FieldMessage; confirmNewPassword?: FieldMessage };

/** /reset-password?token=…: a new password under the brand's rule, then back to the login window. */
export function ResetPasswordPage({ token }: { token: string | undefined }): ReactNode {
  const { t } = useTranslation('auth');
  const { data: status } = useQuery(systemQueries.status());
  const openModal = useModalStore((state) => state.open);
  const [errors, setErrors] = useState<Errors>({});
  const mutation = useMutation({ mutationFn: resetPasswordByToken });
  useDocumentTitle(t('reset.title'));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token) return;
    const data = new FormData(event.currentTarget);
    const newPassword = String(data.get('newPassword') ?? '').trim();
    const confirmNewPassword = String(data.get('confirmNewPassword') ?? '').trim();
    const found: Errors = {};
    const problem = checkValue(newPassword, passwordRule(status?.register.rules.password), true);
    if (problem) found.newPassword = problem;
    if (confirmNewPassword === '') found.confirmNewPassword = { key: 'field.required' };
    else if (confirmNewPassword !== newPassword) found.confirmNewPassword = { key: 'field.mismatch' };
    setErrors(found);
    if (Object.keys(found).length === 0) mutation.mutate({ token, newPassword, confirmNewPassword });
  };

  const text = (error: FieldMessage | undefined) =>
    error ? t(error.key as 'field.required', error.values) : undefined;

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
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            <TextField
              name="newPassword"
              type="password"
              autoComplete="new-password"
              label={t('field.newPassword')}
              placeholder={t('placeholder.required', { field: t('field.newPassword') })}
              isRequired
              error={text(errors.newPassword)}
            />
            <TextField
              name="confirmNewPassword"
              type="password"
              autoComplete="new-password"
              label={t('field.confirmNewPassword')}
              placeholder={t('placeholder.required', { field: t('field.confirmNewPassword') })}
              isRequired
              error={text(errors.confirmNewPassword)}
            />
            <FormError error={mutation.error} />
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
