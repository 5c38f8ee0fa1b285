import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { useOpenTopAgent } from '../api/agents-queries.ts';

const fieldClass = 'h-10 rounded-xl border border-line bg-surface-1 px-3 text-ink';
/** The spec's agent-type codes a top agent may have. */
const AGENT_TYPES = [1, 2, 41, 42] as const;

/**
 * Opens an agent at the top of the brand's tree (agents.manage), with the reason the audit log keeps;
 * its one-time initial password is shown this once, for staff to hand over.
 */
export function OpenTopAgent({ merchant }: { merchant: string }): ReactNode {
  const { t } = useTranslation();
  const open = useOpenTopAgent();
  const [shown, setShown] = useState(false);
  const [opened, setOpened] = useState<{ account: string; initialPassword: string } | null>(null);

  function close(next: boolean) {
    setShown(next);
    if (!next) {
      setOpened(null);
      open.reset();
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const nickname = String(form.get('nickname') ?? '').trim();
    const done = await open
      .mutateAsync({
        merchant,
        account: String(form.get('account') ?? '').trim(),
        agentType: Number(form.get('agentType')) as (typeof AGENT_TYPES)[number],
        reason: String(form.get('reason') ?? '').trim(),
        ...(nickname ? { nickname } : {}),
      })
      .catch(() => undefined);
    if (done) setOpened(done);
  }

  return (
    <>
      <Button onClick={() => setShown(true)}>{t('agents.open')}</Button>
      <Dialog open={shown} onOpenChange={close} title={t('agents.open.title')} width={480}>
        {opened ? (
          <div className="flex flex-col gap-3">
            <p className="text-sm">{t('agents.open.passwordOnce', { account: opened.account })}</p>
            <code
              data-testid="agent-initial-password"
              className="break-all rounded-xl bg-surface-2 px-3 py-2 text-sm"
            >
              {opened.initialPassword}
            </code>
            <Button className="self-end" onClick={() => close(false)}>
              {t('agents.open.done')}
            </Button>
          </div>
        ) : (
          <form onSubmit={submit} className="flex flex-col gap-4">
            <label className="flex flex-col gap-1.5 text-sm font-medium">
              {t('agents.account')}
              <input name="account" required maxLength={64} className={fieldClass} />
            </label>
            <label className="flex flex-col gap-1.5 text-sm font-medium">
              {t('agents.nickname')}
              <input name="nickname" maxLength={32} className={fieldClass} />
            </label>
            <label className="flex flex-col gap-1.5 text-sm font-medium">
              {t('agents.agentType')}
              <select name="agentType" defaultValue="1" className={fieldClass}>
                {AGENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`agents.agentType.${type}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1.5 text-sm font-medium">
              {t('reason.label')}
              <textarea
                name="reason"
                required
                minLength={5}
                maxLength={500}
                rows={3}
                className="rounded-xl border border-line bg-surface-1 px-3 py-2 text-ink"
              />
            </label>
            <ErrorText error={open.error} />
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => close(false)}>
                {t('action.cancel')}
              </Button>
              <Button type="submit" disabled={open.isPending}>
                {t('agents.open.submit')}
              </Button>
            </div>
          </form>
        )}
      </Dialog>
    </>
  );
}
