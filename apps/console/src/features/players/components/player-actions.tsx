import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/hooks/use-can.ts';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { ReasonDialog } from '../../../shared/ui/reason-dialog.tsx';
import {
  type PlayerRef,
  useEndSessions,
  useForcePasswordReset,
  useMessagePlayer,
} from '../api/players-queries.ts';

type Open = 'message' | 'reset' | 'sessions' | null;

/** Send a message, force a password reset, end the sessions: each shown to those who may, each audited. */
export function PlayerActions({ player, account }: { player: PlayerRef; account: string }): ReactNode {
  const { t } = useTranslation();
  const canMessage = useCan('players.message');
  const canReset = useCan('players.password.reset');
  const canEnd = useCan('players.sessions.end');
  const endSessions = useEndSessions();
  const forceReset = useForcePasswordReset();
  const [open, setOpen] = useState<Open>(null);
  const close = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };
  if (!canMessage && !canReset && !canEnd) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {canMessage ? (
        <Button variant="secondary" className="min-h-9 px-3" onClick={() => setOpen('message')}>
          {t('players.action.message')}
        </Button>
      ) : null}
      {canReset ? (
        <Button variant="secondary" className="min-h-9 px-3" onClick={() => setOpen('reset')}>
          {t('players.action.reset')}
        </Button>
      ) : null}
      {canEnd ? (
        <Button variant="secondary" className="min-h-9 px-3" onClick={() => setOpen('sessions')}>
          {t('players.action.endSessions')}
        </Button>
      ) : null}
      {open === 'message' ? <MessageDialog player={player} account={account} onOpenChange={close} /> : null}
      {open === 'reset' || open === 'sessions' ? (
        <ReasonDialog
          open
          onOpenChange={close}
          title={`${t(open === 'reset' ? 'players.action.reset' : 'players.action.endSessions')}: ${account}`}
          description={t(open === 'reset' ? 'players.action.reset.hint' : 'players.action.endSessions.hint')}
          confirmLabel={t(open === 'reset' ? 'players.action.reset' : 'players.action.endSessions')}
          onConfirm={(reason) =>
            (open === 'reset' ? forceReset : endSessions).mutateAsync({ ...player, reason })
          }
        />
      ) : null}
    </div>
  );
}

const fieldClass = 'rounded-xl border border-line bg-surface-1 px-3 py-2 text-sm text-ink';

function MessageDialog({
  player,
  account,
  onOpenChange,
}: {
  player: PlayerRef;
  account: string;
  onOpenChange: (open: boolean) => void;
}): ReactNode {
  const { t } = useTranslation();
  const send = useMessagePlayer();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    send.mutate(
      { ...player, title: title.trim(), content: content.trim() },
      { onSuccess: () => onOpenChange(false) },
    );
  }
  return (
    <Dialog open onOpenChange={onOpenChange} title={`${t('players.action.message')}: ${account}`} width={520}>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          {t('players.message.title')}
          <input
            required
            maxLength={120}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            className={fieldClass}
          />
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          {t('players.message.content')}
          <textarea
            required
            maxLength={4000}
            rows={6}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            className={fieldClass}
          />
        </label>
        <ErrorText error={send.error} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('action.cancel')}
          </Button>
          <Button type="submit" disabled={send.isPending || !title.trim() || !content.trim()}>
            {t('players.message.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
