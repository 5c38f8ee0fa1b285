import { Button } from '@platform/ui/button.tsx';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/hooks/use-can.ts';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { ReasonDialog } from '../../../shared/ui/reason-dialog.tsx';
import { useSetWalkInUpline, walkInQuery } from '../api/agents-queries.ts';

/** The agent members who register without an affiliate code are filed under; set or cleared with a reason. */
export function WalkInUpline({ merchant }: { merchant: string }): ReactNode {
  const { t } = useTranslation();
  const canManage = useCan('agents.manage');
  const { data, error } = useQuery(walkInQuery(merchant));
  const save = useSetWalkInUpline();
  const [account, setAccount] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const current = data?.account ?? null;
  const next = account ?? current ?? '';
  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-line p-4">
      <h2 className="font-semibold">{t('agents.walkIn')}</h2>
      <p className="text-sm text-ink-muted">{t('agents.walkIn.hint')}</p>
      <ErrorText error={error} />
      {data ? (
        <p className="text-sm">
          {t('agents.walkIn.current')}:{' '}
          <span className="font-semibold">{current ?? t('agents.walkIn.none')}</span>
        </p>
      ) : null}
      {canManage ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            setConfirming(true);
          }}
        >
          <label className="flex flex-col gap-1 text-sm">
            {t('agents.walkIn.account')}
            <input
              value={next}
              maxLength={64}
              onChange={(event) => setAccount(event.target.value)}
              className="h-10 w-56 rounded-xl border border-line bg-surface-1 px-3 text-ink"
            />
          </label>
          <Button type="submit" variant="secondary" disabled={next.trim() === (current ?? '')}>
            {t('action.save')}
          </Button>
        </form>
      ) : null}
      <ReasonDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('agents.walkIn.confirm')}
        confirmLabel={t('action.save')}
        onConfirm={(reason) =>
          save.mutateAsync({ merchant, account: next.trim() || null, reason }).then(() => setAccount(null))
        }
      />
    </section>
  );
}
