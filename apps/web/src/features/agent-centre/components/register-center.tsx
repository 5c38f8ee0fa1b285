import { registerCenter } from '@platform/contracts/agents/routes';
import { SUB_ACCOUNT_KINDS } from '@platform/contracts/agents/schemas';
import type { RouteValue } from '@platform/contracts/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Copy, KeyRound } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../shared/api/call-api.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { toast } from '../../../shared/ui/toast.tsx';
import { AGENT_DATA } from '../api/agent-queries.ts';
import { fieldClass } from './report-filters.tsx';

type Opened = RouteValue<typeof registerCenter>;
type Kind = (typeof SUB_ACCOUNT_KINDS)[number];

/**
 * Register account for downline (registerCenter): the agent opens a member or an agent directly below
 * itself. The one-time password is shown once, here: the new account changes it at its first login.
 */
export function RegisterCenter(): ReactNode {
  const { t } = useTranslation('agent');
  const id = useId();
  const queryClient = useQueryClient();
  const [account, setAccount] = useState('');
  const [nickname, setNickname] = useState('');
  const [kind, setKind] = useState<Kind>('member');
  const [opened, setOpened] = useState<Opened | null>(null);
  const open = useMutation({
    mutationFn: () =>
      callApi(registerCenter, {
        body: { account: account.trim(), kind, ...(nickname.trim() ? { nickname: nickname.trim() } : {}) },
      }),
    onSuccess: (value) => {
      setOpened(value);
      setAccount('');
      setNickname('');
      void queryClient.invalidateQueries({ queryKey: AGENT_DATA });
    },
  });

  const handleCopy = async (text: string) => {
    await navigator.clipboard.writeText(text);
    toast.success(t('register.copied'));
  };

  return (
    <div className="flex max-w-xl flex-col gap-5">
      {opened && (
        <output
          aria-live="polite"
          className="flex flex-col gap-3 rounded-2xl border border-success/50 bg-success/10 p-4"
          data-testid="opened-account"
        >
          <p className="font-semibold">{t('register.opened', { account: opened.account })}</p>
          <p className="text-sm text-ink-muted">{t('register.passwordOnce')}</p>
          <div className="flex items-center gap-2">
            <KeyRound aria-hidden="true" className="size-4 text-ink-muted" />
            <code
              className="rounded-lg bg-surface-2 px-3 py-1.5 font-mono text-lg tracking-wider"
              data-testid="initial-password"
            >
              {opened.initialPassword}
            </code>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('register.copy')}
              onClick={() => void handleCopy(opened.initialPassword)}
            >
              <Copy aria-hidden="true" className="size-4" />
            </Button>
          </div>
        </output>
      )}
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          open.mutate();
        }}
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 text-sm font-medium">{t('register.kind')}</legend>
          <div className="flex gap-2">
            {SUB_ACCOUNT_KINDS.map((option) => (
              <label
                key={option}
                className="flex min-h-11 flex-1 cursor-pointer items-center gap-2 rounded-xl border border-line bg-surface-0 px-3.5 text-sm font-medium has-checked:border-accent has-checked:bg-accent/10"
              >
                <input
                  type="radio"
                  name={`${id}-kind`}
                  value={option}
                  checked={kind === option}
                  onChange={() => setKind(option)}
                  className="accent-accent"
                />
                {t(`kind.${option}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-account`} className="text-sm font-medium">
            {t('register.account')}
          </label>
          <input
            id={`${id}-account`}
            value={account}
            onChange={(event) => setAccount(event.currentTarget.value)}
            required
            maxLength={64}
            autoComplete="off"
            className={fieldClass}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-nickname`} className="text-sm font-medium">
            {t('register.nickname')}
          </label>
          <input
            id={`${id}-nickname`}
            value={nickname}
            onChange={(event) => setNickname(event.currentTarget.value)}
            maxLength={32}
            autoComplete="off"
            className={fieldClass}
          />
        </div>
        <FormError error={open.error} />
        <Button type="submit" disabled={open.isPending || account.trim() === ''} className="self-start">
          {t('register.submit')}
        </Button>
      </form>
    </div>
  );
}
