import type { Game } from '@platform/contracts/games/categories';
import { ContentName } from '@platform/ui/bidi.tsx';
import { cn } from '@platform/ui/cn.ts';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { Flame, Heart, Layers, LoaderCircle, Play, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useImageUrl } from '../../../shared/ui/image-url.ts';
import { LazyImage } from '../../../shared/ui/lazy-image.tsx';

const BADGE =
  'inline-flex items-center gap-1 rounded-full bg-black/65 px-2 py-0.5 text-xs font-semibold text-white';

type PlayableTileProps = {
  game: Game;
  onPlay: (game: Game) => void;
  isLaunching: boolean;
  isFavourite: boolean;
  onFavourite: (game: Game) => void;
};

/**
 * A game tile: the art and name open the game (a VASSALAGE group opens the popup of its games); the
 * heart beside them keeps it among the favourites.
 */
export function PlayableTile({
  game,
  onPlay,
  isLaunching,
  isFavourite,
  onFavourite,
}: PlayableTileProps): ReactNode {
  const { t } = useTranslation('lobby');
  const resolveImage = useImageUrl();
  const isGroup = game.isGame === 'VASSALAGE';
  const PlayIcon = isGroup ? Layers : Play;
  return (
    <div className="group relative flex flex-col gap-2">
      <button
        type="button"
        onClick={() => onPlay(game)}
        aria-busy={isLaunching}
        aria-label={t(isGroup ? 'openGroup' : 'playGame', { name: game.name })}
        aria-haspopup={isGroup ? 'dialog' : undefined}
        className="flex w-full flex-col gap-2 rounded-2xl text-left focus-visible:outline-offset-4"
      >
        <span className="relative block overflow-hidden rounded-2xl bg-surface-2 shadow-card ring-1 ring-line transition-[translate,box-shadow] group-hover:ring-accent/60 motion-safe:group-hover:-translate-y-0.5">
          {resolveImage ? (
            <LazyImage src={resolveImage(game.icon)} alt="" aspectRatio="4 / 3" />
          ) : (
            <Skeleton className="aspect-[4/3] rounded-none" />
          )}
          <span className="absolute inset-x-2 top-2 flex flex-wrap gap-1">
            {game.isHot && (
              <span className={BADGE}>
                <Flame aria-hidden="true" className="size-3.5 text-accent" />
                {t('hot')}
              </span>
            )}
            {isGroup && (
              <span className={BADGE}>
                <Layers aria-hidden="true" className="size-3.5" />
                {t('groupBadge')}
              </span>
            )}
            {game.inMaintenance && (
              <span className={BADGE}>
                <Wrench aria-hidden="true" className="size-3.5" />
                {t('maintenance')}
              </span>
            )}
          </span>
          <span
            aria-hidden="true"
            className={cn(
              'absolute inset-0 grid place-items-center bg-black/45 transition-opacity group-hover:opacity-100',
              isLaunching ? 'opacity-100' : 'opacity-0',
            )}
          >
            <span className="grid size-12 place-items-center rounded-full bg-accent text-accent-ink">
              {isLaunching ? (
                <LoaderCircle className="size-5 animate-spin" />
              ) : (
                <PlayIcon className={cn('size-5', !isGroup && 'translate-x-px fill-current')} />
              )}
            </span>
          </span>
        </span>
        <span className="truncate px-0.5 pr-10 font-semibold">
          <ContentName>{game.name}</ContentName>
        </span>
      </button>
      <button
        type="button"
        onClick={() => onFavourite(game)}
        aria-pressed={isFavourite}
        aria-label={t(isFavourite ? 'removeFavourite' : 'addFavourite', { name: game.name })}
        className="absolute right-0 bottom-0 grid size-9 place-items-center rounded-full text-ink-muted hover:bg-surface-2 hover:text-ink focus-visible:outline-offset-2"
      >
        <Heart aria-hidden="true" className={cn('size-5', isFavourite && 'fill-danger text-danger')} />
      </button>
    </div>
  );
}
