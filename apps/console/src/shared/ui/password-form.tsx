import { Button } from '@platform/ui/button.tsx';
import { TextField } from '@platform/ui/text-field.tsx';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../api/staff-auth.ts';
import { ErrorText } from './error-text.tsx';

/** Old password, new password twice; `onChanged` runs once the API accepted the new one. */
export function PasswordForm({ onChanged }: { onChanged: () => void }): ReactNode {
  const { t } = useTranslation();
  const [error, setError] = useState<unknown>(null);
  const [mismatch, setMismatch] = useState(false);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const newPassword = String(form.get('newPassword'));
    setMismatch(newPassword !== String(form.get('repeat')));
    if (newPassword !== String(form.get('repeat'))) return;
    setPending(true);
    setError(null);
    try {
      await changePassword(String(form.get('oldPassword')), newPassword);
      onChanged();
    } catch (failure) {
      setError(failure);
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        name="oldPassword"
        type="password"
        label={t('password.old')}
        autoComplete="current-password"
        required
      />
      <TextField
        name="newPassword"
        type="password"
        label={t('password.new')}
        autoComplete="new-password"
        required
      />
      <TextField
        name="repeat"
        type="password"
        label={t('password.repeat')}
        autoComplete="new-password"
        required
        error={mismatch ? t('password.mismatch') : undefined}
      />
      <ErrorText error={error} />
      <Button type="submit" disabled={pending}>
        {t('password.submit')}
      </Button>
    </form>
  );
}
