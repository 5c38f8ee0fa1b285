import { HOUSE_JACKPOTS } from '@platform/contracts/vendor-wallet/house';
import { LtrText } from '@platform/ui/bidi.tsx';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import { Coins, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { systemQueries } from '../../../shared/api/system-queries.ts';
import { useLanguageStore } from '../../../shared/hooks/use-language-store.ts';
import { useMoneyFormat } from '../../../shared/hooks/use-money-format.ts';
import { formatGmt8 } from '../../../shared/lib/gmt8-time.ts';
import { HTML_LANG } from '../../../shared/lib/languages.ts';
import { jackpotsQuery } from '../api/jackpots-query.ts';

/**
 * The jackpot lobby's board: each pool's live amount and its published chance, and the latest winners.
 * On a phone the pools sit side by side under the lobby's banner and the heading (which repeats the
 * banner's title) is left to screen readers, so every amount is on the first screen.
 */
export function JackpotBoard(): ReactNode {
  const { t } = useTranslation('lobby');
  const money = useMoneyFormat();
  const language = useLanguageStore((state) => state.language);
  const currency = useQuery(systemQueries.status()).data?.merchant?.currency;
  const board = useQuery(jackpotsQuery());
  if (board.isPending || !currency) return <Skeleton className="h-48 rounded-2xl" />;
  if (!board.data?.jackpots.length) return null;
  return (
    <section aria-labelledby="jackpots-title" className="-mt-4 flex flex-col gap-4 sm:mt-0">
      <h2
        id="jackpots-title"
        className="sr-only sm:not-sr-only sm:flex sm:items-center sm:gap-2 sm:text-xl sm:font-bold sm:tracking-tight"
      >
        <Coins aria-hidden="true" className="size-5 text-accent" />
        {t('jackpot.title')}
      </h2>
      <ul className="grid grid-cols-2 gap-3">
        {board.data.jackpots.map((jackpot) => {
          const oneIn = HOUSE_JACKPOTS.find(({ code }) => code === jackpot.code)?.oneIn;
          return (
            <li
              key={jackpot.code}
              data-testid={`jackpot-${jackpot.code}`}
              className="flex min-w-0 flex-col gap-1 rounded-2xl border border-line bg-gradient-to-br from-amber-700 via-orange-800 to-stone-950 p-4 text-white sm:p-5"
            >
              <p className="text-xs font-semibold uppercase tracking-wide sm:text-sm">
                {t(`jackpot.name.${jackpot.code}`, { defaultValue: jackpot.code })}
              </p>
              <p
                className="text-xl font-extrabold tabular-nums tracking-tight [overflow-wrap:anywhere] sm:text-3xl"
                aria-live="polite"
              >
                <LtrText>{money(jackpot.amount, currency)}</LtrText>
              </p>
              {oneIn !== undefined && (
                <p className="text-xs text-white">
                  {t('jackpot.chance', { odds: new Intl.NumberFormat(HTML_LANG[language]).format(oneIn) })}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <h3 className="flex items-center gap-2 text-lg font-bold">
        <Trophy aria-hidden="true" className="size-5 text-accent" />
        {t('jackpot.winners')}
      </h3>
      {board.data.winners.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line px-5 py-6 text-center text-sm text-ink-muted">
          {t('jackpot.noWinners')}
        </p>
      ) : (
        <ul
          aria-label={t('jackpot.winners')}
          className="grid gap-2 rounded-2xl border border-line bg-surface-1 p-2"
        >
          {board.data.winners.map((winner) => (
            <li
              key={`${winner.wonAt}-${winner.player}-${winner.jackpot}`}
              className="flex items-center justify-between gap-3 rounded-xl px-3 py-2 text-sm"
            >
              <div className="min-w-0">
                <p className="truncate font-semibold">
                  <LtrText>{winner.player}</LtrText> ·{' '}
                  {t(`jackpot.name.${winner.jackpot}`, { defaultValue: winner.jackpot })}
                </p>
                <p className="text-xs text-ink-muted">
                  <LtrText>{formatGmt8(new Date(winner.wonAt))}</LtrText>
                </p>
              </div>
              <p className="shrink-0 font-bold text-success-text">
                <LtrText>{money(winner.amount, currency)}</LtrText>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
