import type { Game } from '@platform/contracts/games/categories';
import { cn } from '@platform/ui/cn.ts';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectMemberServices, useAuthStore } from '../../../shared/hooks/use-auth-store.ts';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';
import { MountWhenWanted } from '../../../shared/ui/mount-when-wanted.tsx';
import { favouriteQueries, useToggleFavourite } from '../api/favourites-queries.ts';
import { useLaunchGame } from '../model/use-launch-game.ts';
import { PlayableTile } from './playable-tile.tsx';

const GamePopup = lazy(() => import('./game-popup.tsx'));

const LAYOUT = {
  grid: 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6',
  popup: 'grid grid-cols-2 gap-4 sm:grid-cols-4',
  // A lane scrolls sideways, a tile and a bit showing on phones so the row reads as scrollable.
  lane: 'grid snap-x auto-cols-[42%] grid-flow-col gap-3 overflow-x-auto pb-2 sm:auto-cols-[23%] sm:gap-4 lg:auto-cols-[15.5%]',
} as const;

type GameTilesProps = { games: readonly Game[]; layout: keyof typeof LAYOUT; label?: string };

/**
 * Games as tiles that play: choosing one opens it (a guest is asked to log in first, a game in
 * maintenance leads to the suggestion page), a VASSALAGE group opens the game popup with its games,
 * and the heart keeps a game among the member's favourites.
 */
export function GameTiles({ games, layout, label }: GameTilesProps): ReactNode {
  const { t } = useTranslation('errors');
  const isLoggedIn = useAuthStore((state) => state.member !== null);
  const openModal = useModalStore((state) => state.open);
  const hasFavourites = useAuthStore(selectMemberServices);
  const favouriteIds = useQuery({ ...favouriteQueries.ids(), enabled: hasFavourites });
  const favourites = new Set(favouriteIds.data ?? []);
  const toggle = useToggleFavourite();
  const { launch, launching, error } = useLaunchGame();
  const [group, setGroup] = useState<Game | null>(null);

  const onPlay = (game: Game) => (game.isGame === 'VASSALAGE' ? setGroup(game) : launch(game));
  const onFavourite = (game: Game) => {
    if (!isLoggedIn) openModal('login');
    else toggle.mutate({ game, isFav: !favourites.has(game.nodeId) });
  };

  return (
    <>
      {error && (
        <p role="alert" className="rounded-xl bg-surface-2 px-4 py-3 text-danger-text">
          {t(error.code)}
        </p>
      )}
      <ul aria-label={label} className={cn(LAYOUT[layout])}>
        {games.map((game) => (
          <li key={game.nodeId} className="snap-start">
            <PlayableTile
              game={game}
              onPlay={onPlay}
              isLaunching={launching === game.nodeId}
              isFavourite={favourites.has(game.nodeId)}
              onFavourite={onFavourite}
            />
          </li>
        ))}
      </ul>
      <MountWhenWanted isWanted={group !== null}>
        <GamePopup
          group={group}
          onClose={() => setGroup(null)}
          tiles={(groupGames) => <GameTiles games={groupGames} layout="popup" />}
        />
      </MountWhenWanted>
    </>
  );
}
