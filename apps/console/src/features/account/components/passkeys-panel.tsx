import { Button } from '@platform/ui/button.tsx';
import { useQuery } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/hooks/use-format.ts';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { passkeysQuery, useAddPasskey, useRemovePasskey } from '../api/passkey-queries.ts';

/**
 * My passkeys: each passes the login's second factor instead of the authenticator's code. Adding and
 * removing them is recorded in the audit log.
 */
export function PasskeysPanel(): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const { data, error } = useQuery(passkeysQuery());
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [name, setName] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    add.mutate(name.trim() || t('passkeys.defaultName'), { onSuccess: () => setName('') });
  }

  return (
    <section
      aria-labelledby="passkeys-title"
      className="flex flex-col gap-3 rounded-2xl border border-line p-5"
    >
      <h2 id="passkeys-title" className="flex items-center gap-2 text-lg font-semibold">
        <KeyRound aria-hidden className="size-5" />
        {t('passkeys.title')}
      </h2>
      <p className="text-sm text-ink-muted">{t('passkeys.intro')}</p>
      <ErrorText error={error} />
      {data && data.passkeys.length === 0 ? <p className="text-sm">{t('passkeys.none')}</p> : null}
      <ul className="flex flex-col gap-2">
        {data?.passkeys.map((passkey) => (
          <li
            key={passkey.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-surface-2 px-3 py-2"
          >
            <span className="flex flex-col">
              <span className="font-medium">{passkey.name ?? t('passkeys.defaultName')}</span>
              <span className="text-xs text-ink-muted">
                {t('passkeys.added', { at: format.dateTime(passkey.createdAt) })}
                {passkey.lastUsedAt
                  ? ` · ${t('passkeys.used', { at: format.dateTime(passkey.lastUsedAt) })}`
                  : ''}
              </span>
            </span>
            <Button
              variant="secondary"
              className="min-h-9 px-3"
              disabled={remove.isPending}
              onClick={() => remove.mutate(passkey.id)}
            >
              {t('passkeys.remove')}
            </Button>
          </li>
        ))}
      </ul>
      <ErrorText error={remove.error} />
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          {t('passkeys.name')}
          <input
            value={name}
            maxLength={64}
            onChange={(event) => setName(event.target.value)}
            placeholder={t('passkeys.defaultName')}
            className="h-10 rounded-xl border border-line bg-surface-1 px-3 text-ink"
          />
        </label>
        <Button type="submit" className="min-h-10" disabled={add.isPending}>
          {t('passkeys.add')}
        </Button>
      </form>
      <ErrorText error={add.error} />
    </section>
  );
}
