import { EmptyState } from '@platform/ui/empty-state.tsx';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import { Ticket } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { lotteryQueries } from '../api/lottery-queries.ts';
import { LottoGameCard } from './lotto-game-card.tsx';

const SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f'];

/**
 * The lotto menu (spec: gameMenus by gameGroupCode with their labelName): the brand's lottery games in
 * their groups, each opening its betting page. `kind` keeps only e-lottery or official draws.
 */
export function LottoMenu({ kind }: { kind?: 'ELOTT' | 'LOTT' }): ReactNode {
  const { t } = useTranslation('lottery');
  const menu = useQuery(lotteryQueries.menu());
  const groups = (menu.data?.gameMenus ?? [])
    .map((group) => ({ ...group, games: group.games.filter((game) => !kind || game.kind === kind) }))
    .filter((group) => group.games.length > 0);

  return (
    <section aria-labelledby="lotto-menu" className="flex flex-col gap-5">
      <h2 id="lotto-menu" className="text-xl font-bold tracking-tight">
        {t('menu.title')}
      </h2>
      {menu.isPending && (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {SKELETONS.map((key) => (
            <Skeleton key={key} className="h-20 rounded-2xl" />
          ))}
        </div>
      )}
      {menu.isError && (
        <ErrorState error={menu.error} onRetry={() => void menu.refetch()} isRetrying={menu.isFetching} />
      )}
      {menu.isSuccess && groups.length === 0 && <EmptyState icon={Ticket} title={t('menu.empty')} />}
      {groups.map((group) => (
        <div key={group.gameGroupCode} className="flex flex-col gap-3">
          <h3 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{group.labelName}</h3>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {group.games.map((game) => (
              <li key={game.gameCode}>
                <LottoGameCard game={game} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
