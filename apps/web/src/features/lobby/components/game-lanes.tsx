import type { Game } from '@platform/contracts/games/categories';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChevronRight, Flame, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '../../../shared/hooks/use-language-store.ts';
import { useNearViewport } from '../../../shared/hooks/use-near-viewport.ts';
import { useOfferedCategories } from '../../../shared/hooks/use-offered-categories.ts';
import type { GameCategory } from '../../../shared/lib/game-categories.ts';
import { lobbyQueries } from '../api/game-queries.ts';
import { GameTiles } from './game-tiles.tsx';

const SKELETON_TILES = ['a', 'b', 'c', 'd', 'e', 'f'];

type LaneProps = {
  id: string;
  title: string;
  icon: GameCategory['icon'];
  games: UseQueryResult<Game[]>;
  seeAll?: GameCategory['to'];
};

/** A row of games that scrolls sideways; a lane with nothing to show is left out. */
function Lane({ id, title, icon: Icon, games, seeAll }: LaneProps): ReactNode {
  const { t } = useTranslation('home');
  if (games.isError || games.data?.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id={id} className="flex items-center gap-2 text-xl font-bold tracking-tight">
          <Icon aria-hidden="true" className="size-5 text-accent" />
          {title}
        </h2>
        {seeAll && (
          <Link
            to={seeAll}
            aria-label={t('lanes.seeAllOf', { lane: title })}
            className="inline-flex min-h-9 items-center gap-0.5 text-sm font-semibold text-accent-text hover:underline"
          >
            {t('lanes.seeAll')}
            <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
          </Link>
        )}
      </div>
      {games.data ? (
        <GameTiles games={games.data} layout="lane" label={title} />
      ) : games.isFetching ? (
        <div className="grid grid-flow-col auto-cols-[42%] gap-3 overflow-hidden sm:auto-cols-[23%] lg:auto-cols-[15.5%]">
          {SKELETON_TILES.map((key) => (
            <Skeleton key={key} className="aspect-[4/3] rounded-2xl" />
          ))}
        </div>
      ) : (
        // Not asked for yet (far below): a still box holds the lane's place, without animating.
        <div className="aspect-[7/3] rounded-2xl bg-surface-2 sm:aspect-[4/1] lg:aspect-[6/1]" />
      )}
    </section>
  );
}

/** A category's lane asks for its games only when the visitor scrolls near it. */
function CategoryLane({ category }: { category: GameCategory }): ReactNode {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.language);
  const { ref, isNear } = useNearViewport(false);
  const games = useQuery({ ...lobbyQueries.popular(language, category.id), enabled: isNear });
  return (
    <div ref={ref}>
      <Lane
        id={`home-lane-${category.id}`}
        title={t(category.titleKey)}
        icon={category.icon}
        games={games}
        seeAll={category.to}
      />
    </div>
  );
}

/**
 * The home page's game lanes: hot games, popular games, then one lane per category that has vendors,
 * in the nav's order followed by the further offerings.
 */
export default function GameLanes(): ReactNode {
  const { t } = useTranslation('home');
  const language = useLanguageStore((state) => state.language);
  const hot = useQuery(lobbyQueries.hot(language));
  const popular = useQuery(lobbyQueries.popular(language));
  const offered = useOfferedCategories();

  return (
    <div className="flex flex-col gap-8">
      <Lane id="home-lane-hot" title={t('lanes.hot')} icon={Flame} games={hot} />
      <Lane id="home-lane-popular" title={t('lanes.popular')} icon={Star} games={popular} />
      {offered.map((category) => (
        <CategoryLane key={category.id} category={category} />
      ))}
    </div>
  );
}
