import { cancelLotteryBet } from '@platform/contracts/lottery/routes';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../shared/api/call-api.ts';
import { MEMBER_DATA } from '../../../shared/api/member-queries.ts';
import { useLtrIsolate } from '../../../shared/hooks/use-ltr-isolate.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { toast } from '../../../shared/ui/toast.tsx';
import { lotteryQueries } from '../api/lottery-queries.ts';
import { playLabel, selectionText } from '../model/labels.ts';

type OpenBetsProps = {
  gameCode: string;
  /** The draw still taking bets: only its bets can be cancelled. */
  openPeriod: string | undefined;
  money: (amount: string) => string;
};

/** The member's open bets on this game, each cancellable until its draw closes. */
export function OpenBets({ gameCode, openPeriod, money }: OpenBetsProps): ReactNode {
  const { t } = useTranslation('lottery');
  const ltr = useLtrIsolate();
  const queryClient = useQueryClient();
  const bets = useQuery(lotteryQueries.openBets());
  const cancel = useMutation({
    mutationFn: (betId: string) => callApi(cancelLotteryBet, { body: { betId } }),
    onSuccess: () => toast.success(t('bets.cancelled')),
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEMBER_DATA }),
  });

  if (bets.isError)
    return <ErrorState error={bets.error} onRetry={() => void bets.refetch()} isRetrying={bets.isFetching} />;
  if (!bets.data) return <Skeleton className="h-32" />;
  const mine = bets.data.bets.filter((bet) => bet.gameCode === gameCode);
  if (mine.length === 0) return <p className="py-6 text-center text-sm text-ink-muted">{t('bets.empty')}</p>;

  return (
    <ul className="flex flex-col divide-y divide-line" data-testid="open-bets">
      {mine.map((bet) => (
        <li key={bet.betId} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="min-w-0">
            <p className="text-sm font-semibold">
              {playLabel(t, bet.playType)}
              {bet.chaseId && (
                <span className="ms-2 rounded-full bg-surface-3 px-2 py-0.5 text-xs text-ink-muted">
                  {t('bets.chase')}
                </span>
              )}
            </p>
            <p className="truncate text-sm text-accent-text tabular-nums">
              {selectionText(t, bet.selection)}
            </p>
            <p className="text-xs text-ink-muted tabular-nums">
              {t('draw.period', { period: ltr(bet.period) })} ·{' '}
              {t('bets.stake', { amount: money(bet.stake) })}
            </p>
          </div>
          {bet.period === openPeriod && (
            <button
              type="button"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(bet.betId)}
              className="min-h-11 rounded-xl border border-line px-4 text-sm font-semibold text-danger-text hover:bg-surface-2 disabled:opacity-50"
            >
              {t('bets.cancel')}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
