import { GAME_TYPES } from '@platform/contracts/loyalty/schemas';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import { Crown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { vipQueries } from '../api/vip.ts';

/** How far `value` has come towards `goal`, in percent, for a progress bar. */
const progressOf = (value: string, goal: string) =>
  Number(goal) <= 0 ? 100 : Math.min(100, Math.floor((Number(value) / Number(goal)) * 100));

/**
 * The member's VIP level with the deposits and valid bets of the rolling window it rests on, the way
 * to the next level, and the rebate rates of their level.
 */
export function VipPanel(): ReactNode {
  const { t } = useTranslation('loyalty');
  const { data } = useQuery(vipQueries.status());
  if (!data) return <Skeleton className="h-36" />;
  const current = data.levels.find(({ level }) => level === data.level);
  const bars = data.next
    ? [
        { key: 'deposit', value: data.deposit, goal: data.next.minDeposit },
        { key: 'bet', value: data.validBet, goal: data.next.minBet },
      ]
    : [];

  return (
    <section
      aria-labelledby="vip-title"
      className="grid gap-5 rounded-3xl border border-line bg-surface-1 p-5 shadow-card sm:grid-cols-[auto_1fr] sm:p-6"
    >
      <div className="flex items-center gap-4">
        <span className="grid size-16 place-items-center rounded-2xl bg-gradient-to-br from-warm/40 to-accent/30 text-warm-text">
          <Crown aria-hidden="true" className="size-8" />
        </span>
        <div>
          <h2 id="vip-title" className="text-xs font-semibold text-ink-muted uppercase">
            {t('vip.title')}
          </h2>
          <p className="text-2xl font-bold" data-testid="vip-level">
            {data.name}
          </p>
          <p className="text-xs text-ink-muted">{t('vip.window', { days: data.windowDays })}</p>
        </div>
      </div>
      <div className="flex flex-col gap-3">
        {data.next ? (
          <>
            <p className="text-sm font-semibold">{t('vip.next', { name: data.next.name })}</p>
            {bars.map((bar) => {
              const percent = progressOf(bar.value, bar.goal);
              return (
                <div key={bar.key} className="flex flex-col gap-1">
                  <div className="flex justify-between text-xs text-ink-muted">
                    <span>{t(bar.key === 'deposit' ? 'vip.deposit' : 'vip.bet')}</span>
                    <span className="tabular-nums">{`${bar.value} / ${bar.goal}`}</span>
                  </div>
                  <div
                    role="progressbar"
                    aria-label={t(bar.key === 'deposit' ? 'vip.deposit' : 'vip.bet')}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={percent}
                    className="h-2 overflow-hidden rounded-full bg-surface-3"
                  >
                    <div className="h-full rounded-full bg-accent" style={{ width: `${percent}%` }} />
                  </div>
                </div>
              );
            })}
          </>
        ) : (
          <p className="text-sm font-semibold">{t('vip.top')}</p>
        )}
        {current && (
          <ul aria-label={t('vip.rebates')} className="flex flex-wrap gap-2 text-xs">
            {GAME_TYPES.map((type) => (
              <li key={type} className="rounded-full bg-surface-2 px-3 py-1">
                {`${t(`pointType.${type}`)} ${((current.rebateRates[type] ?? 0) / 100).toFixed(2)}%`}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
