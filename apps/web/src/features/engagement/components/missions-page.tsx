import type { Mission } from '@platform/contracts/engagement/schemas';
import { Button } from '@platform/ui/button.tsx';
import { EmptyState } from '@platform/ui/empty-state.tsx';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { walletQueries } from '../../../shared/api/wallet-queries.ts';
import { useMoneyFormat } from '../../../shared/hooks/use-money-format.ts';
import { formatGmt8 } from '../../../shared/lib/gmt8-time.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { toast } from '../../../shared/ui/toast.tsx';
import { claimMissionReward, ENGAGEMENT, engagementQueries } from '../api/engagement.ts';

/** The reward centre (rewardCenter): the missions of the day and the week, with progress and claim. */
export function MissionsPage(): ReactNode {
  const { t } = useTranslation('engagement');
  const money = useMoneyFormat();
  const queryClient = useQueryClient();
  const { data: balance } = useQuery(walletQueries.balance());
  const { data, error, refetch } = useQuery(engagementQueries.missions());
  const claim = useMutation({
    mutationFn: claimMissionReward,
    onSuccess: (claimed) => {
      toast.success(t('missions.claimed', { amount: money(claimed.reward, balance?.currency ?? 'USD') }));
      void queryClient.invalidateQueries({ queryKey: ENGAGEMENT });
      void queryClient.invalidateQueries({ queryKey: walletQueries.balance().queryKey });
    },
  });
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data || !balance) return <Skeleton className="h-80" />;
  if (data.missions.length === 0) return <EmptyState title={t('missions.none')} icon={Trophy} />;
  const amount = (mission: Mission, value: string) =>
    mission.metric === 'login' ? value : money(value, balance.currency);

  return (
    <div className="flex flex-col gap-3">
      <FormError error={claim.error} />
      <ul className="grid gap-3 lg:grid-cols-2">
        {data.missions.map((mission) => {
          const share = Math.min(1, Number(mission.progress) / Number(mission.target));
          return (
            <li
              key={mission.id}
              data-testid="mission"
              className="flex flex-col gap-3 rounded-2xl border border-line bg-surface-1 p-4"
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="text-xs font-semibold text-ink-muted uppercase">
                    {t(`missions.period.${mission.period}`)}
                  </p>
                  <h3 className="font-bold">{mission.title}</h3>
                  <p className="text-xs text-ink-muted">
                    {t(`missions.metric.${mission.metric}`, { target: amount(mission, mission.target) })}
                  </p>
                </div>
                <span className="shrink-0 rounded-full bg-success/15 px-2.5 py-1 text-sm font-bold text-success-text tabular-nums">
                  {money(mission.reward, balance.currency)}
                </span>
              </div>
              <div
                role="progressbar"
                aria-label={mission.title}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(share * 100)}
                className="h-2 overflow-hidden rounded-full bg-surface-2"
              >
                <div className="h-full rounded-full bg-accent" style={{ width: `${share * 100}%` }} />
              </div>
              <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-ink-muted">
                <span className="tabular-nums">
                  {t('missions.progress', {
                    progress: amount(mission, mission.progress),
                    target: amount(mission, mission.target),
                  })}
                </span>
                <span className="tabular-nums">
                  {t('missions.endsAt', {
                    time: formatGmt8(new Date(mission.periodEndsAt), { withSeconds: false }),
                  })}
                </span>
              </div>
              {mission.state === 'claimed' ? (
                <p className="flex items-center gap-1.5 text-sm font-semibold text-success-text">
                  <CheckCircle2 aria-hidden="true" className="size-4" />
                  {t('missions.done')}
                </p>
              ) : (
                <Button
                  className="self-start"
                  disabled={mission.state !== 'done' || claim.isPending}
                  onClick={() => claim.mutate(mission.id)}
                >
                  {t(mission.state === 'done' ? 'missions.claim' : 'missions.inProgress')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Mission activity (missionLeaderboard): this week's members with the most missions done. */
export function MissionLeaderboard(): ReactNode {
  const { t } = useTranslation('engagement');
  const money = useMoneyFormat();
  const { data: balance } = useQuery(walletQueries.balance());
  const { data, error, refetch } = useQuery(engagementQueries.leaderboard());
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data || !balance) return <Skeleton className="h-64" />;
  return (
    <div className="flex flex-col gap-6">
      <MissionsPage />
      <section className="flex flex-col gap-3">
        <h3 className="text-base font-bold">{t('leaderboard.title')}</h3>
        {data.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('leaderboard.empty')}</p>
        ) : (
          <ol
            className="divide-y divide-line rounded-2xl border border-line"
            aria-label={t('leaderboard.title')}
          >
            {data.map((row) => (
              <li key={row.rank} className="flex items-center gap-3 px-4 py-2.5 text-sm">
                <span className="grid size-7 place-items-center rounded-full bg-surface-2 font-bold tabular-nums">
                  {row.rank}
                </span>
                <span className="flex-1 font-medium">{row.player}</span>
                <span className="text-ink-muted tabular-nums">
                  {t('leaderboard.missions', { count: row.missions })}
                </span>
                <span className="w-24 text-end font-semibold text-success-text tabular-nums">
                  {money(row.rewards, balance.currency)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
