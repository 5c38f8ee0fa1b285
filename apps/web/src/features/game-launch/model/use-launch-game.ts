import type { Game } from '@platform/contracts/games/categories';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error.ts';
import { useAuthStore } from '../../../shared/hooks/use-auth-store.ts';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';
import { requestGameLaunch } from '../api/launch-game.ts';
import { rememberGameAddress } from './game-address.ts';
import { rememberPrizeMode } from './prize-mode.ts';

/**
 * Opens a game (spec section 4): a guest gets the login window; a member's launch stores the game's
 * address and goes to /game; a vendor in maintenance goes to the suggestion page.
 */
export function useLaunchGame() {
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const isLoggedIn = useAuthStore((state) => state.member !== null);
  const openModal = useModalStore((state) => state.open);
  const mutation = useMutation({
    mutationFn: (game: Game) => requestGameLaunch(game.nodeId, game.code, i18n.language.toUpperCase()),
    onSuccess: ({ game_url }) => {
      rememberGameAddress(game_url);
      void navigate({ to: '/game' });
    },
    onError: (error, game) => {
      if (error instanceof ApiError && error.code === 'game.maintenance')
        void navigate({ to: '/game', search: { maintenance: game.vendorCode } });
    },
  });
  return {
    launch: (game: Game) => {
      rememberPrizeMode(game.gameCategory);
      if (!isLoggedIn) openModal('login');
      else mutation.mutate(game);
    },
    launching: mutation.isPending ? mutation.variables?.nodeId : undefined,
    error:
      mutation.error instanceof ApiError && mutation.error.code !== 'game.maintenance'
        ? mutation.error
        : null,
  };
}
