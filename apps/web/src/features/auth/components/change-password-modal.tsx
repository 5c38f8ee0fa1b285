import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { TextField } from '@platform/ui/text-field.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { systemQueries } from '../../../shared/api/system-queries.ts';
import { useFieldErrors } from '../../../shared/hooks/use-field-errors.ts';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';
import type { FieldMessage } from '../../../shared/lib/field-rules.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { changeOwnPassword } from '../api/change-password.ts';
import { useLoginFollowUp } from '../model/login-follow-up.ts';
import {
  checkPasswordChange,
  fieldOfRefusal,
  type PasswordChangeErrors,
  type PasswordChangeField,
  type PasswordChangeValues,
} from '../model/password-change-form.ts';
import { isPasswordChangeHeld } from '../model/password-change-hold.ts';

type Errors = Partial<Record<PasswordChangeField, string>>;

const FIELDS: { name: PasswordChangeField; autoComplete: string }[] = [
  { name: 'oldPassword', autoComplete: 'current-password' },
  { name: 'newPassword', autoComplete: 'new-password' },
  { name: 'confirmNewPassword', autoComplete: 'new-password' },
];

const FIELD_NAMES = FIELDS.map(({ name }) => name);

/**
 * The popup layer's 'changePassword' window (the spec's changePassModal): current, new and repeated
 * password under the brand's rule. When the login holds the member until the change, it cannot be
 * closed, only left by signing out, and the current password is already filled in from the login.
 */
export function ChangePasswordModal(): ReactNode {
  const { t } = useTranslation('auth');
  const isOpen = useModalStore((state) => state.current === 'changePassword');
  const openModal = useModalStore((state) => state.open);
  const close = useModalStore((state) => state.close);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: status } = useQuery(systemQueries.status());
  const knownPassword = useLoginFollowUp((state) => state.knownPassword);
  const form = useFieldErrors(FIELD_NAMES);
  const isHeld = isOpen && isPasswordChangeHeld();

  const mutation = useMutation({
    mutationFn: (values: PasswordChangeValues) => changeOwnPassword(queryClient, values),
    onSuccess: () => {
      form.clear();
      close();
      void navigate({ to: '/' });
    },
    onError: (error) => form.showFailure(error, fieldOfRefusal),
  });

  const text = (error: FieldMessage | undefined) =>
    error === undefined ? undefined : t(error.key as 'field.required', error.values);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: PasswordChangeField) => String(data.get(name) ?? '').trim();
    const values = {
      oldPassword: value('oldPassword'),
      newPassword: value('newPassword'),
      confirmNewPassword: value('confirmNewPassword'),
    };
    const found: PasswordChangeErrors = checkPasswordChange(values, status?.register.rules.password);
    const messages: Errors = {};
    for (const { name } of FIELDS) messages[name] = text(found[name]);
    if (form.show(messages)) mutation.mutate(values);
  };

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (open) return;
        form.clear();
        mutation.reset();
        close();
      }}
      isDismissible={!isHeld}
      title={t('changePassword.title')}
      description={isHeld ? t('changePassword.held') : undefined}
      phoneLayout="full"
    >
      <form ref={form.formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
        {FIELDS.map(({ name, autoComplete }) => (
          <TextField
            key={name}
            name={name}
            type="password"
            label={t(`field.${name}`)}
            placeholder={t('placeholder.required', { field: t(`field.${name}`) })}
            autoComplete={autoComplete}
            defaultValue={name === 'oldPassword' && isHeld ? (knownPassword ?? undefined) : undefined}
            isRequired
            error={form.errors[name]}
          />
        ))}
        <FormError error={form.summary(mutation.error)} />
        <Button type="submit" size="lg" disabled={mutation.isPending} aria-busy={mutation.isPending}>
          {t(mutation.isPending ? 'changePassword.pending' : 'changePassword.submit')}
        </Button>
        {isHeld && (
          <Button variant="ghost" onClick={() => openModal('logout')}>
            {t('changePassword.signOut')}
          </Button>
        )}
      </form>
    </Dialog>
  );
}
