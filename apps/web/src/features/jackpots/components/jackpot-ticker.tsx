import { LtrText } from '@platform/ui/bidi.tsx';
import { useQuery } from '@tanstack/react-query';
import { Coins } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { systemQueries } from '../../../shared/api/system-queries.ts';
import { useMoneyFormat } from '../../../shared/hooks/use-money-format.ts';
import { jackpotsQuery } from '../api/jackpots-query.ts';

/** Over a game that feeds jackpots: each of its pools' live amount; nothing for any other game. */
export function JackpotTicker({ gameCode }: { gameCode: string | null }): ReactNode {
  const { t } = useTranslation('lobby');
  const money = useMoneyFormat();
  const currency = useQuery(systemQueries.status()).data?.merchant?.currency;
  const board = useQuery({ ...jackpotsQuery(), enabled: gameCode !== null });
  const jackpots = board.data?.jackpots.filter((jackpot) => gameCode && jackpot.gameCodes.includes(gameCode));
  if (!currency || !jackpots?.length) return null;
  return (
    <div className="me-auto flex min-w-0 items-center gap-2 text-sm">
      <Coins aria-hidden="true" className="size-4 shrink-0 text-accent" />
      <ul aria-label={t('jackpot.title')} className="flex min-w-0 items-center gap-4">
        {jackpots.map((jackpot) => (
          <li key={jackpot.code} data-testid={`ticker-${jackpot.code}`} className="truncate">
            <span className="text-ink-muted">
              {t(`jackpot.name.${jackpot.code}`, { defaultValue: jackpot.code })}
            </span>{' '}
            <span className="font-bold tabular-nums">
              <LtrText>{money(jackpot.amount, currency)}</LtrText>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
