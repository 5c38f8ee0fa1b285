import { acceptInvite } from '@platform/contracts/operator/routes';
import { Button } from '@platform/ui/button.tsx';
import { TextField } from '@platform/ui/text-field.tsx';
import { Link } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callOps } from '../../../shared/api/ops-client.ts';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { PreferenceControls } from '../../../shared/ui/preference-controls.tsx';

/**
 * The page an invitation link opens: the invited person chooses a password with the link's one-time
 * token, then logs in (and sets up the authenticator there).
 */
export function InvitePage({ token }: { token: string }): ReactNode {
  const { t } = useTranslation();
  const [error, setError] = useState<unknown>(null);
  const [mismatch, setMismatch] = useState(false);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password'));
    setMismatch(password !== String(form.get('repeat')));
    if (password !== String(form.get('repeat'))) return;
    setPending(true);
    setError(null);
    await callOps(acceptInvite, { body: { token, password } })
      .then(() => setDone(true))
      .catch(setError)
      .finally(() => setPending(false));
  }

  return (
    <main className="relative grid min-h-dvh place-items-center bg-surface-0 p-4">
      <div className="absolute end-4 top-4 flex items-center gap-2">
        <PreferenceControls />
      </div>
      <section className="flex w-full max-w-md flex-col gap-5 rounded-3xl border border-line bg-surface-1 p-6 shadow-xl sm:p-8">
        <header className="flex flex-col gap-2">
          <h1 className="text-xl font-bold">{t('invite.title')}</h1>
          <p className="text-sm text-ink-muted">{t(done ? 'invite.done' : 'invite.intro')}</p>
        </header>
        {done ? (
          <Link to="/login" className="font-semibold text-accent-text underline">
            {t('invite.toLogin')}
          </Link>
        ) : (
          <form onSubmit={submit} className="flex flex-col gap-4">
            <TextField
              name="password"
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
            <Button type="submit" disabled={pending || token === ''}>
              {t('invite.submit')}
            </Button>
          </form>
        )}
      </section>
    </main>
  );
}
