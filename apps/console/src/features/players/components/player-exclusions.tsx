import { getPlayerExclusions } from '@platform/contracts/protection/exclusion-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { callOps } from '../../../shared/api/ops-client.ts';
import { useFormat } from '../../../shared/hooks/use-format.ts';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import type { PlayerRef } from '../api/players-queries.ts';

const exclusionsQuery = (player: PlayerRef) =>
  queryOptions({
    queryKey: ['players', player.merchant, player.memberId, 'exclusions'],
    queryFn: ({ signal }) => callOps(getPlayerExclusions, { query: player, signal }),
  });

/**
 * The player's time-outs and self-exclusions (read-only: nothing ends one early) and the latest
 * refusals they caused, each with the person key it matched on: their own break, another brand's, or
 * the external register.
 */
export function PlayerExclusions({ player }: { player: PlayerRef }): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const { data, error } = useQuery(exclusionsQuery(player));
  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-line p-4">
      <h2 className="font-semibold">{t('players.exclusions')}</h2>
      <ErrorText error={error} />
      {data && data.exclusions.length === 0 && data.blocks.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('players.exclusions.none')}</p>
      ) : null}
      <ul className="flex flex-col gap-1 text-sm">
        {data?.exclusions.map((exclusion) => (
          <li key={exclusion.startsAt} className={exclusion.inForce ? 'font-semibold' : 'text-ink-muted'}>
            {t(`players.exclusions.kind.${exclusion.kind}`)} · {format.dateTime(exclusion.startsAt)} –{' '}
            {format.dateTime(exclusion.endsAt)}
            {exclusion.inForce ? ` · ${t('players.exclusions.inForce')}` : ''}
          </li>
        ))}
      </ul>
      {data && data.blocks.length > 0 ? (
        <ul className="flex max-h-48 flex-col gap-1 overflow-y-auto text-sm">
          {data.blocks.map((block) => (
            <li key={`${block.at}-${block.action}`} className="flex flex-wrap justify-between gap-2">
              <span>
                {t('players.exclusions.block', {
                  action: block.action,
                  key: block.matchedOn,
                  source: block.source,
                })}
              </span>
              <span className="text-ink-muted">{format.dateTime(block.at)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
