import type { Game, GameCategory } from '@platform/contracts/games/categories';
import { useQuery } from '@tanstack/react-query';
import { Flame, LoaderCircle, Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { useImageUrl } from '../../../shared/ui/image-url.ts';
import { LazyImage } from '../../../shared/ui/lazy-image.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { useLaunchGame } from '../../game-launch/model/use-launch-game.ts';
import { categoryGamesQuery } from '../api/category-games-query.ts';

const SKELETON_TILES = ['a', 'b', 'c', 'd', 'e', 'f'];

type CategoryGamesProps = { categoryId: GameCategory; vendorCode?: string };

/** The category's games as tiles; choosing one opens it (or asks a guest to log in first). */
export function CategoryGames({ categoryId, vendorCode }: CategoryGamesProps): ReactNode {
  const { t } = useTranslation('lobby');
  const { t: te } = useTranslation('errors');
  const games = useQuery(categoryGamesQuery(categoryId));
  const { launch, launching, error } = useLaunchGame();
  const shown = games.data?.filter((game) => !vendorCode || game.vendorCode === vendorCode);

  return (
    <section aria-labelledby="lobby-games" className="flex flex-col gap-4">
      <h2 id="lobby-games" className="text-xl font-bold tracking-tight">
        {t('gamesTitle')}
      </h2>
      {error && (
        <p role="alert" className="rounded-xl bg-surface-2 px-4 py-3 text-danger-text">
          {te(error.code)}
        </p>
      )}
      {games.isPending && (
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {SKELETON_TILES.map((key) => (
            <Skeleton key={key} className="aspect-[4/3] rounded-2xl" />
          ))}
        </div>
      )}
      {games.isError && (
        <ErrorState error={games.error} onRetry={() => void games.refetch()} isRetrying={games.isFetching} />
      )}
      {shown && (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {shown.map((game) => (
            <li key={game.nodeId}>
              <PlayableTile game={game} onPlay={launch} isLaunching={launching === game.nodeId} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PlayableTile({
  game,
  onPlay,
  isLaunching,
}: {
  game: Game;
  onPlay: (game: Game) => void;
  isLaunching: boolean;
}): ReactNode {
  const { t } = useTranslation('lobby');
  const resolveImage = useImageUrl();
  return (
    <button
      type="button"
      onClick={() => onPlay(game)}
      aria-busy={isLaunching}
      aria-label={t('playGame', { name: game.name })}
      className="group flex w-full flex-col gap-2 rounded-2xl text-left focus-visible:outline-offset-4"
    >
      <span className="relative block overflow-hidden rounded-2xl bg-surface-2 shadow-card ring-1 ring-line transition-[translate,box-shadow] group-hover:ring-accent/60 motion-safe:group-hover:-translate-y-0.5">
        {resolveImage ? (
          <LazyImage src={resolveImage(game.icon)} alt="" aspectRatio="4 / 3" />
        ) : (
          <Skeleton className="aspect-[4/3] rounded-none" />
        )}
        {game.isHot && (
          <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-black/60 px-2 py-0.5 text-xs font-semibold text-white">
            <Flame aria-hidden="true" className="size-3.5 text-accent" />
            {t('hot')}
          </span>
        )}
        <span
          aria-hidden="true"
          className={`absolute inset-0 grid place-items-center bg-black/45 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100 ${isLaunching ? 'opacity-100' : 'opacity-0'}`}
        >
          <span className="grid size-12 place-items-center rounded-full bg-accent text-accent-ink">
            {isLaunching ? (
              <LoaderCircle className="size-5 animate-spin" />
            ) : (
              <Play className="size-5 translate-x-px fill-current" />
            )}
          </span>
        </span>
      </span>
      <span className="truncate px-0.5 font-semibold">{game.name}</span>
    </button>
  );
}
