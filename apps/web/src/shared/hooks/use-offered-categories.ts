import { useQuery } from '@tanstack/react-query';
import { gameQueries } from '../api/game-queries.ts';
import { GAME_CATEGORIES, type GameCategory } from '../lib/game-categories.ts';

/**
 * The game categories the brand offers (those with an enabled vendor), in the nav's order: a brand
 * that opened only slots links to no empty lobby. None until the brand's menus arrive.
 */
export function useOfferedCategories(): readonly GameCategory[] {
  const { data } = useQuery(gameQueries.menus());
  const offered = new Set(data?.map(({ gameCategory }) => gameCategory));
  return GAME_CATEGORIES.filter(({ id }) => offered.has(id));
}
