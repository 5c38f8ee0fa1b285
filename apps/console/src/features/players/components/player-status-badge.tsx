import { cn } from '@platform/ui/cn.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerStatus } from '../api/players-queries.ts';

const TONE: Record<PlayerStatus, string> = {
  ACTIVE: 'border-success/40 text-success-text',
  SUSPENDED: 'border-warm/50 text-warm-text',
  LOCKED: 'border-danger/50 text-danger-text',
  CLOSED: 'border-line text-ink-muted line-through',
};

/** A player's standing as a small label, its colour saying how far it stops the player. */
export function PlayerStatusBadge({ status }: { status: PlayerStatus }): ReactNode {
  const { t } = useTranslation();
  return (
    <span className={cn('inline-flex rounded-full border px-2.5 py-0.5 text-xs font-semibold', TONE[status])}>
      {t(`players.status.${status}`)}
    </span>
  );
}
