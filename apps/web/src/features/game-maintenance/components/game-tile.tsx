import type { Game } from '@platform/contracts/games/categories';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { Link } from '@tanstack/react-router';
import { Flame, Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useImageUrl } from '../../../shared/ui/image-url.ts';
import { LazyImage } from '../../../shared/ui/lazy-image.tsx';
import { lobbyLinkOf } from '../model/lobby-link.ts';

const ART_RATIO = '4 / 3';

type GameTileProps = { game: Game; vendorName: string };

/**
 * A suggested game: its art, hot mark, name and vendor; it opens the game's lobby. The art comes
 * first on screen but last in the markup, so the link is named after the game before its marks.
 */
export function GameTile({ game, vendorName }: GameTileProps): ReactNode {
  const { t } = useTranslation();
  const resolveImage = useImageUrl();
  const link = lobbyLinkOf(game);

  return (
    <Link
      to={link.to}
      search={link.search}
      className="group flex flex-col gap-2 rounded-2xl focus-visible:outline-offset-4"
    >
      <span className="flex min-w-0 flex-col px-0.5">
        <span className="truncate font-semibold">{game.name}</span>
        <span className="truncate text-xs text-ink-muted">{vendorName}</span>
      </span>
      <div className="relative order-first overflow-hidden rounded-2xl bg-surface-2 shadow-card ring-1 ring-line transition-[translate,box-shadow] group-hover:ring-accent/60 motion-safe:group-hover:-translate-y-0.5">
        {resolveImage ? (
          <LazyImage
            src={resolveImage(game.icon)}
            alt=""
            aspectRatio={ART_RATIO}
            className="transition-transform duration-300 motion-safe:group-hover:scale-105"
          />
        ) : (
          <Skeleton className="aspect-[4/3] rounded-none" />
        )}
        <span
          aria-hidden="true"
          className="absolute inset-0 grid place-items-center bg-black/45 opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
        >
          <span className="grid size-12 place-items-center rounded-full bg-accent text-accent-ink shadow-[0_8px_24px_-8px_var(--accent-glow)]">
            <Play className="size-5 translate-x-px fill-current" />
          </span>
        </span>
        {game.isHot && (
          <span className="absolute start-2 top-2 inline-flex items-center gap-0.5 rounded-md bg-warm px-1.5 py-0.5 text-[0.6875rem] font-bold text-black uppercase shadow-card">
            <Flame aria-hidden="true" className="size-3" />
            {t('vendor.hot')}
          </span>
        )}
      </div>
    </Link>
  );
}
