import type { Vendor } from '@platform/contracts/games/categories';
import { EmptyState } from '@platform/ui/empty-state.tsx';
import { LoadingState } from '@platform/ui/loading-state.tsx';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import { Gamepad2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '../../../shared/hooks/use-language-store.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { popularGamesQuery, SUGGESTED_GAMES } from '../api/popular-games-query.ts';
import { GameTile } from './game-tile.tsx';

const GRID = 'grid grid-cols-2 gap-x-3 gap-y-5 sm:grid-cols-3 sm:gap-x-4 lg:grid-cols-5';
const SKELETON_TILES = Array.from({ length: SUGGESTED_GAMES }, (_, index) => `tile-${index}`);

type PopularGamesProps = {
  excludeVendor: string;
  /** Vendors by code, to name each game's vendor; a code stands in until they arrive. */
  vendors: ReadonlyMap<string, Vendor>;
};

/** The popular games suggested instead of the vendor in maintenance. */
export function PopularGames({ excludeVendor, vendors }: PopularGamesProps): ReactNode {
  const { t } = useTranslation('game-maintenance');
  const language = useLanguageStore((state) => state.language);
  const games = useQuery(popularGamesQuery(excludeVendor, language));

  return (
    <section aria-labelledby="suggested-games" className="flex flex-col gap-4">
      <h2 id="suggested-games" className="text-xl font-bold tracking-tight text-balance sm:text-2xl">
        {t('suggestions.title')}
      </h2>
      {games.isPending && (
        <LoadingState>
          <div className={GRID}>
            {SKELETON_TILES.map((key) => (
              <div key={key} className="flex flex-col gap-2">
                <Skeleton className="aspect-[4/3] rounded-2xl" />
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-3 w-1/2" />
              </div>
            ))}
          </div>
        </LoadingState>
      )}
      {games.isError && (
        <ErrorState error={games.error} onRetry={() => void games.refetch()} isRetrying={games.isFetching} />
      )}
      {games.isSuccess && games.data.length === 0 && (
        <EmptyState icon={Gamepad2} title={t('suggestions.empty')} description={t('suggestions.emptyHint')} />
      )}
      {games.isSuccess && games.data.length > 0 && (
        <ul className={GRID}>
          {games.data.map((game) => (
            <li key={game.nodeId}>
              <GameTile
                game={game}
                vendorName={vendors.get(game.vendorCode)?.displayName ?? game.vendorCode}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
