import { cn } from '@platform/ui/cn.ts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { engagementQueries } from '../api/engagement.ts';

/**
 * The member centre menu's count of missions waiting to be claimed, beside the mission leaderboard
 * entry; nothing while none waits. `isCurrent` swaps its colours on the highlighted entry.
 */
export function MissionsBadge({ isCurrent }: { isCurrent: boolean }): ReactNode {
  const { t } = useTranslation('engagement');
  const { data: missions } = useQuery(engagementQueries.missions());
  const available = missions?.available ?? 0;
  if (available === 0) return null;
  return (
    <>
      <span
        aria-hidden="true"
        data-testid="mission-badge"
        className={cn(
          'ms-auto grid h-5 min-w-5 place-items-center rounded-full px-1.5 text-xs font-bold tabular-nums',
          isCurrent ? 'bg-accent-ink text-accent' : 'bg-accent text-accent-ink',
        )}
      >
        {available}
      </span>
      <span className="sr-only">{t('missionsAvailable', { count: available })}</span>
    </>
  );
}
