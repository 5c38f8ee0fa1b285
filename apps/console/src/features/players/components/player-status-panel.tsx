import { Button } from '@platform/ui/button.tsx';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/hooks/use-can.ts';
import { useFormat } from '../../../shared/hooks/use-format.ts';
import { ReasonDialog } from '../../../shared/ui/reason-dialog.tsx';
import { type PlayerRef, type PlayerStatus, useSetPlayerStatus } from '../api/players-queries.ts';
import { PlayerStatusBadge } from './player-status-badge.tsx';

/** Which standing may follow which (the server's rule): closing is final. */
const NEXT: Record<PlayerStatus, readonly PlayerStatus[]> = {
  ACTIVE: ['LOCKED', 'SUSPENDED', 'CLOSED'],
  LOCKED: ['ACTIVE', 'SUSPENDED', 'CLOSED'],
  SUSPENDED: ['ACTIVE', 'LOCKED', 'CLOSED'],
  CLOSED: [],
};

type StatusChange = { reason: string | null; operatorAccount: string; at: string } | null;

/**
 * The player's standing, who set it and why, and the changes risk may make: each asks for a reason
 * and says what it stops before it is sent. Staff without players.status see the standing only.
 */
export function PlayerStatusPanel({
  player,
  account,
  status,
  change,
}: {
  player: PlayerRef;
  account: string;
  status: PlayerStatus;
  change: StatusChange;
}): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const canChange = useCan('players.status');
  const setStatus = useSetPlayerStatus();
  const [target, setTarget] = useState<PlayerStatus | null>(null);
  return (
    <section
      aria-labelledby="player-status"
      className="flex flex-col gap-3 rounded-2xl border border-line p-4"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="player-status" className="font-semibold">
          {t('players.status')}
        </h2>
        <PlayerStatusBadge status={status} />
      </div>
      <p className="text-sm text-ink-muted">{t(`players.stops.${status}`)}</p>
      {change ? (
        <p className="text-sm">
          {t('players.statusChange', {
            staff: change.operatorAccount,
            at: format.dateTime(change.at),
            reason: change.reason ?? '—',
          })}
        </p>
      ) : null}
      {canChange && NEXT[status].length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {NEXT[status].map((next) => (
            <Button
              key={next}
              variant={next === 'ACTIVE' ? 'primary' : 'secondary'}
              className="min-h-9 px-3"
              onClick={() => setTarget(next)}
            >
              {t(`players.to.${next}`)}
            </Button>
          ))}
        </div>
      ) : null}
      {target ? (
        <ReasonDialog
          open
          onOpenChange={(open) => {
            if (!open) setTarget(null);
          }}
          title={`${t(`players.to.${target}`)}: ${account}`}
          description={t(`players.stops.${target}`)}
          confirmLabel={t(`players.to.${target}`)}
          onConfirm={(reason) => setStatus.mutateAsync({ ...player, status: target, reason })}
        />
      ) : null}
    </section>
  );
}
