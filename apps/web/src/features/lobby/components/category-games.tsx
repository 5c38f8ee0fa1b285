import type { Game, GameCategory } from '@platform/contracts/games/categories';
import { cn } from '@platform/ui/cn.ts';
import { Pagination } from '@platform/ui/pagination.tsx';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import { Search, SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../shared/hooks/use-auth-store.ts';
import { useLanguageStore } from '../../../shared/hooks/use-language-store.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { favouriteQueries } from '../api/favourites-queries.ts';
import { lobbyQueries } from '../api/game-queries.ts';
import { GAMES_PER_PAGE, gameListParams, pageCountOf } from '../model/game-list-params.ts';
import { GameTiles } from './game-tiles.tsx';

const SKELETON_TILES = ['a', 'b', 'c', 'd', 'e', 'f'];
const FILTERS = ['all', 'favourites', 'recent'] as const;
type Filter = (typeof FILTERS)[number];

type CategoryGamesProps =
  | { categoryId: GameCategory; vendorCode?: string; wallet?: never }
  | { categoryId?: never; vendorCode?: never; wallet: 'seamless' };

const chipClass = (isOn: boolean) =>
  cn(
    'inline-flex min-h-9 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold',
    isOn ? 'bg-accent text-accent-ink' : 'text-ink-muted hover:text-ink',
  );

/**
 * The category's games, a page at a time from the server's game list: searched by name, narrowed to
 * the chosen vendor, and for slots to the spec's slot filter. A member may show their favourites or
 * recently played of the category instead.
 */
export function CategoryGames({ categoryId, vendorCode, wallet }: CategoryGamesProps): ReactNode {
  const { t } = useTranslation('lobby');
  const id = useId();
  const isLoggedIn = useAuthStore((state) => state.member !== null);
  const [filter, setFilter] = useState<Filter>('all');
  const [search, setSearch] = useState('');
  const [slotFilter, setSlotFilter] = useState(false);
  const [page, setPage] = useState(1);
  const needle = useDeferredValue(search.trim());
  const language = useLanguageStore((state) => state.language);
  const params = gameListParams({ categoryId, wallet, vendorCode, search: needle, slotFilter, page });
  // A member's own lists are kept by category; the seamless lobby spans categories and shows none.
  const hasOwnLists = isLoggedIn && categoryId !== undefined;
  const list = useQuery({ ...lobbyQueries.list(params, language), enabled: filter === 'all' });
  const favouriteGames = useQuery({
    ...favouriteQueries.games(language),
    enabled: hasOwnLists && filter === 'favourites',
  });
  const recent = useQuery({
    ...favouriteQueries.recent(language),
    enabled: hasOwnLists && filter === 'recent',
  });

  const own = filter === 'favourites' ? favouriteGames : recent;
  const lowerNeedle = needle.toLocaleLowerCase();
  const shown: Game[] | undefined =
    filter === 'all'
      ? list.data?.games
      : own.data?.filter(
          (game) =>
            game.gameCategory === categoryId &&
            (!lowerNeedle || game.name.toLocaleLowerCase().includes(lowerNeedle)),
        );
  const source = filter === 'all' ? list : own;
  const emptyText =
    needle || slotFilter ? t('noMatch') : filter === 'favourites' ? t('noFavourites') : t('noRecent');
  // Any change of what is asked for starts again at its first page.
  const restart =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-xl font-bold tracking-tight">
          {t('gamesTitle')}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          {hasOwnLists && (
            <fieldset className="flex gap-1 rounded-full bg-surface-2 p-1">
              <legend className="sr-only">{t('filterLabel')}</legend>
              {FILTERS.map((option) => (
                <button
                  key={option}
                  type="button"
                  aria-pressed={filter === option}
                  onClick={() => setFilter(option)}
                  className={chipClass(filter === option)}
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
              onChange={(event) => restart(setSearch)(event.currentTarget.value)}
              placeholder={t('searchLabel')}
              className="min-h-10 w-52 rounded-full border border-line bg-surface-0 pr-3 pl-9 text-sm outline-none focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent/40"
            />
          </label>
        </div>
      </div>
      {categoryId === 'RNG' && filter === 'all' && (
        <div className="flex">
          <button
            type="button"
            aria-pressed={slotFilter}
            onClick={() => restart(setSlotFilter)(!slotFilter)}
            className={cn(chipClass(slotFilter), !slotFilter && 'bg-surface-2')}
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {t('slotHint')}
          </button>
        </div>
      )}
      {source.isPending && source.fetchStatus !== 'idle' && (
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
        <div aria-busy={list.isPlaceholderData} className={cn(list.isPlaceholderData && 'opacity-60')}>
          <GameTiles games={shown} layout="grid" />
        </div>
      )}
      {filter === 'all' && list.data && (
        <Pagination
          page={page}
          pageCount={pageCountOf(list.data.total, GAMES_PER_PAGE)}
          onPageChange={setPage}
          label={t('pagesLabel')}
        />
      )}
    </section>
  );
}
