import type { Game } from '@platform/contracts/games/categories';
import { categoryOf, type GameCategory } from '../../../shared/lib/game-categories.ts';

export type LobbyLink = { to: GameCategory['to']; search?: { page: string } };

/**
 * Where a suggested game leads until games can be launched: its category's lobby, and for slots
 * the tab of its vendor (`/rng?page=`).
 */
export function lobbyLinkOf(game: Pick<Game, 'gameCategory' | 'vendorCode'>): LobbyLink {
  const { to } = categoryOf(game.gameCategory);
  return to === '/rng' ? { to, search: { page: game.vendorCode } } : { to };
}
