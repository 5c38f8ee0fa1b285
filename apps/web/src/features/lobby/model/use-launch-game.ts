import { lotteryGameOf } from '@platform/contracts/games/lottery-page';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error.ts';
import { systemQueries } from '../../../shared/api/system-queries.ts';
import { useAuthStore } from '../../../shared/hooks/use-auth-store.ts';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';
import { useThemeStore } from '../../../shared/hooks/use-theme-store.ts';
import { rememberGameAddress } from '../../../shared/lib/game-address.ts';
import { launchAddress } from '../../../shared/lib/launch-host.ts';
import { type LaunchTarget, requestGameLaunch } from '../api/launch-game.ts';
import { rememberPrizeMode } from './prize-mode.ts';

type Launch = { game: LaunchTarget; roomId?: string | undefined };

/**
 * Opens a game (spec section 4): a guest gets the login window; a member's launch stores the game's
 * address and goes to /game; a game or vendor in maintenance goes to the suggestion page, without
 * asking the server when the list already says so. A card game may be opened at one of its rooms.
 */
export function useLaunchGame() {
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const isLoggedIn = useAuthStore((state) => state.member !== null);
  const openModal = useModalStore((state) => state.open);
  const chosenTheme = useThemeStore((state) => (state.isChosen ? state.theme : undefined));
  const { data: status } = useQuery(systemQueries.status());
  const toMaintenance = (game: LaunchTarget) =>
    void navigate({ to: '/game', search: { maintenance: game.vendorCode } });
  const mutation = useMutation({
    mutationFn: ({ game, roomId }: Launch) =>
      requestGameLaunch(game, i18n.language.toUpperCase(), roomId, chosenTheme),
    onSuccess: ({ game_url }) => {
      const gameCode = lotteryGameOf(game_url);
      if (gameCode) {
        void navigate({ to: '/lottery', search: { gameCode } });
        return;
      }
      rememberGameAddress(launchAddress(game_url, status?.launchGameCDNs ?? [], Math.random()));
      void navigate({ to: '/game' });
    },
    onError: (error, { game }) => {
      if (error instanceof ApiError && error.code === 'game.maintenance') toMaintenance(game);
    },
  });
  return {
    launch: (game: LaunchTarget, roomId?: string) => {
      rememberPrizeMode(game.gameCategory);
      if (game.inMaintenance) toMaintenance(game);
      else if (!isLoggedIn) openModal('login');
      else mutation.mutate({ game, roomId });
    },
    launching: mutation.isPending
      ? (mutation.variables?.roomId ?? mutation.variables?.game.nodeId)
      : undefined,
    error:
      mutation.error instanceof ApiError && mutation.error.code !== 'game.maintenance'
        ? mutation.error
        : null,
  };
}
