import { ContentName, LtrText } from '@platform/ui/bidi.tsx';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import { Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '../../../shared/hooks/use-language-store.ts';
import { useMoneyFormat } from '../../../shared/hooks/use-money-format.ts';
import { formatGmt8 } from '../../../shared/lib/gmt8-time.ts';
import { winnersQuery } from '../api/winners-query.ts';

/** The winners list (spec): the brand's latest real wins, player masked, game, prize and time. */
export function WinnersBoard({ currency }: { currency: string }): ReactNode {
  const { t } = useTranslation('home');
  const money = useMoneyFormat();
  const language = useLanguageStore((state) => state.language);
  const winners = useQuery(winnersQuery(language));
  return (
    <section aria-labelledby="winners-title" className="flex flex-col gap-4">
      <h2 id="winners-title" className="flex items-center gap-2 text-xl font-bold tracking-tight">
        <Trophy aria-hidden="true" className="size-5 text-accent" />
        {t('winners.title')}
      </h2>
      {winners.isPending ? (
        <Skeleton className="h-40 rounded-2xl" />
      ) : !winners.data?.length ? (
        <p className="rounded-2xl border border-dashed border-line px-5 py-8 text-center text-sm text-ink-muted">
          {t('winners.empty')}
        </p>
      ) : (
        <ul
          aria-label={t('winners.title')}
          className="grid gap-2 rounded-2xl border border-line bg-surface-1 p-2 sm:grid-cols-2"
        >
          {winners.data.map((winner) => (
            <li
              key={`${winner.wonAt}-${winner.player}-${winner.prize}`}
              className="flex items-center justify-between gap-3 rounded-xl px-3 py-2 text-sm"
            >
              <div className="min-w-0">
                {/* Each part isolated, so an Arabic page keeps "Time Lottery 1" and the prize in their order. */}
                <p className="truncate font-semibold">
                  <LtrText>{winner.player}</LtrText> · <ContentName>{winner.gameName}</ContentName>
                </p>
                <p className="text-xs text-ink-muted">
                  <LtrText>{formatGmt8(new Date(winner.wonAt))}</LtrText>
                </p>
              </div>
              <p className="shrink-0 font-bold text-success-text">
                <LtrText>{money(winner.prize, currency)}</LtrText>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
