import type { Game, GameCategory } from '@platform/contracts/games/categories';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type ReactNode, useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../shared/hooks/use-auth-store.ts';
import { useLanguageStore } from '../../../shared/hooks/use-language-store.ts';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';
import { cn } from '../../../shared/lib/cn.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { favouriteQueries, useToggleFavourite } from '../../favourites/api/favourites-queries.ts';
import { useLaunchGame } from '../../game-launch/model/use-launch-game.ts';
import { categoryGamesQuery } from '../api/category-games-query.ts';
import { PlayableTile } from './playable-tile.tsx';

const SKELETON_TILES = ['a', 'b', 'c', 'd', 'e', 'f'];
const FILTERS = ['all', 'favourites', 'recent'] as const;
type Filter = (typeof FILTERS)[number];

type CategoryGamesProps = { categoryId: GameCategory; vendorCode?: string };

/**
 * The category's games as tiles, searchable, with the member's favourites and recently played as
 * filters; choosing a game opens it (or asks a guest to log in first), the heart keeps it.
 */
export function CategoryGames({ categoryId, vendorCode }: CategoryGamesProps): ReactNode {
  const { t } = useTranslation('lobby');
  const { t: te } = useTranslation('errors');
  const id = useId();
  const isLoggedIn = useAuthStore((state) => state.member !== null);
  const openModal = useModalStore((state) => state.open);
  const [filter, setFilter] = useState<Filter>('all');
  const [search, setSearch] = useState('');
  const needle = useDeferredValue(search.trim().toLocaleLowerCase());
  const language = useLanguageStore((state) => state.language);
  const games = useQuery(categoryGamesQuery(categoryId, language));
  const favouriteIds = useQuery({ ...favouriteQueries.ids(), enabled: isLoggedIn });
  const favouriteGames = useQuery({
    ...favouriteQueries.games(language),
    enabled: isLoggedIn && filter === 'favourites',
  });
  const recent = useQuery({
    ...favouriteQueries.recent(language),
    enabled: isLoggedIn && filter === 'recent',
  });
  const toggle = useToggleFavourite();
  const { launch, launching, error } = useLaunchGame();
  const favourites = new Set(favouriteIds.data ?? []);

  const source = filter === 'favourites' ? favouriteGames : filter === 'recent' ? recent : games;
  const shown = source.data?.filter(
    (game) =>
      game.gameCategory === categoryId &&
      (!vendorCode || filter !== 'all' || game.vendorCode === vendorCode) &&
      (!needle || game.name.toLocaleLowerCase().includes(needle)),
  );
  const onFavourite = (game: Game) => {
    if (!isLoggedIn) openModal('login');
    else toggle.mutate({ game, isFav: !favourites.has(game.nodeId) });
  };
  const emptyText = needle ? t('noMatch') : filter === 'favourites' ? t('noFavourites') : t('noRecent');

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-xl font-bold tracking-tight">
          {t('gamesTitle')}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          {isLoggedIn && (
            <fieldset className="flex gap-1 rounded-full bg-surface-2 p-1">
              <legend className="sr-only">{t('filterLabel')}</legend>
              {FILTERS.map((option) => (
                <button
                  key={option}
                  type="button"
                  aria-pressed={filter === option}
                  onClick={() => setFilter(option)}
                  className={cn(
                    'min-h-9 rounded-full px-3.5 text-sm font-semibold',
                    filter === option ? 'bg-accent text-accent-ink' : 'text-ink-muted hover:text-ink',
                  )}
                >
                  {t(`filter.${option}`)}
                </button>
              ))}
            </fieldset>
          )}
          <label className="relative flex items-center">
            <span className="sr-only">{t('searchLabel')}</span>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute left-3 size-4 text-ink-muted"
            />
            <input
              type="search"
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              placeholder={t('searchLabel')}
              className="min-h-10 w-52 rounded-full border border-line bg-surface-0 pr-3 pl-9 text-sm outline-none focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent/40"
            />
          </label>
        </div>
      </div>
      {categoryId === 'RNG' && <p className="text-sm text-ink-muted">{t('slotHint')}</p>}
      {error && (
        <p role="alert" className="rounded-xl bg-surface-2 px-4 py-3 text-danger-text">
          {te(error.code)}
        </p>
      )}
      {source.isPending && (
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {SKELETON_TILES.map((key) => (
            <Skeleton key={key} className="aspect-[4/3] rounded-2xl" />
          ))}
        </div>
      )}
      {source.isError && (
        <ErrorState
          error={source.error}
          onRetry={() => void source.refetch()}
          isRetrying={source.isFetching}
        />
      )}
      {shown && shown.length === 0 && (
        <p className="rounded-2xl border border-dashed border-line px-5 py-10 text-center text-sm text-ink-muted">
          {emptyText}
        </p>
      )}
      {shown && shown.length > 0 && (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {shown.map((game) => (
            <li key={game.nodeId}>
              <PlayableTile
                game={game}
                onPlay={launch}
                isLaunching={launching === game.nodeId}
                isFavourite={favourites.has(game.nodeId)}
                onFavourite={onFavourite}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
