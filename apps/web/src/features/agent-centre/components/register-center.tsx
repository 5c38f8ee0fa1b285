import { registerCenter } from '@platform/contracts/agents/routes';
import { SUB_ACCOUNT_KINDS, ZRegisterCenterBody } from '@platform/contracts/agents/schemas';
import type { RouteValue } from '@platform/contracts/endpoint';
import { normalizeInput } from '@platform/contracts/patterns';
import { Button } from '@platform/ui/button.tsx';
import { TextField } from '@platform/ui/text-field.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, KeyRound } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { callApi } from '../../../shared/api/call-api.ts';
import { systemQueries } from '../../../shared/api/system-queries.ts';
import { useFieldErrors } from '../../../shared/hooks/use-field-errors.ts';
import { useFieldMessage } from '../../../shared/hooks/use-field-message.ts';
import { checkValue, messagesFromIssues } from '../../../shared/lib/field-rules.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { toast } from '../../../shared/ui/toast.tsx';
import { AGENT_DATA } from '../api/agent-queries.ts';

type Opened = RouteValue<typeof registerCenter>;
type Kind = (typeof SUB_ACCOUNT_KINDS)[number];
const FIELDS = ['account', 'nickname'] as const;

/**
 * Register account for downline (registerCenter): the agent opens a member or an agent directly below
 * itself. The one-time password is shown once, here: the new account changes it at its first login.
 */
export function RegisterCenter(): ReactNode {
  const { t } = useTranslation('agent');
  const id = useId();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<Kind>('member');
  const [opened, setOpened] = useState<Opened | null>(null);
  const [formKey, setFormKey] = useState(0);
  const form = useFieldErrors(FIELDS);
  const text = useFieldMessage();
  const { data: status } = useQuery(systemQueries.status());
  const usernameRule = status?.register.rules.username;
  const open = useMutation({
    mutationFn: (body: { account: string; kind: Kind; nickname?: string }) =>
      callApi(registerCenter, { body }),
    onSuccess: (value) => {
      setOpened(value);
      form.clear();
      setFormKey((key) => key + 1);
      void queryClient.invalidateQueries({ queryKey: AGENT_DATA });
    },
    onError: (error) => {
      // The brand's username rule names what the name breaks; its own texts say it best.
      if (isApiError(error) && error.code === 'register.invalid') {
        const messages = messagesFromIssues(error.issues, usernameRule ? { account: usernameRule } : {});
        form.show({ account: text(messages.account) });
      } else form.showFailure(error);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const account = normalizeInput(String(data.get('account') ?? ''));
    const nickname = String(data.get('nickname') ?? '').trim();
    const body = { account, kind, ...(nickname ? { nickname } : {}) };
    const problem = checkValue(account, usernameRule, true);
    if (form.check(ZRegisterCenterBody, body, problem ? { account: text(problem) } : {})) open.mutate(body);
  };

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
      <form key={formKey} ref={form.formRef} noValidate className="flex flex-col gap-4" onSubmit={submit}>
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
        <TextField
          name="account"
          label={t('register.account')}
          maxLength={64}
          autoComplete="off"
          isRequired
          error={form.errors.account}
        />
        <TextField
          name="nickname"
          label={t('register.nickname')}
          maxLength={32}
          autoComplete="off"
          error={form.errors.nickname}
        />
        <FormError error={form.summary(open.error)} />
        <Button type="submit" disabled={open.isPending} className="self-start">
          {t('register.submit')}
        </Button>
      </form>
    </div>
  );
}
