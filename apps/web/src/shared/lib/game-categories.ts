import { Cherry, Dices, Fish, Gamepad2, type LucideIcon, Spade, Ticket, Trophy, Tv } from 'lucide-react';

export type GameCategoryId = 'LIVE' | 'SPORTS' | 'FISH' | 'RNG' | 'PVP' | 'ELOTT' | 'LOTT' | 'ESPORTS';

export type GameCategory = {
  id: GameCategoryId;
  to: '/live' | '/sports' | '/fish' | '/rng' | '/pvp' | '/elott' | '/lottery' | '/esports';
  /** Key of the page title in the `common` namespace; the nav and the tiles use the same words. */
  titleKey: `route.${'live' | 'sports' | 'fish' | 'rng' | 'pvp' | 'elott' | 'lottery' | 'esports'}`;
  icon: LucideIcon;
};

/** Game categories in the spec's nav order, each with its lobby route. */
export const GAME_CATEGORIES: readonly GameCategory[] = [
  { id: 'LIVE', to: '/live', titleKey: 'route.live', icon: Tv },
  { id: 'SPORTS', to: '/sports', titleKey: 'route.sports', icon: Trophy },
  { id: 'FISH', to: '/fish', titleKey: 'route.fish', icon: Fish },
  { id: 'RNG', to: '/rng', titleKey: 'route.rng', icon: Cherry },
  { id: 'PVP', to: '/pvp', titleKey: 'route.pvp', icon: Spade },
  { id: 'ELOTT', to: '/elott', titleKey: 'route.elott', icon: Dices },
  { id: 'LOTT', to: '/lottery', titleKey: 'route.lottery', icon: Ticket },
  { id: 'ESPORTS', to: '/esports', titleKey: 'route.esports', icon: Gamepad2 },
];

export function categoryOf(id: GameCategoryId): GameCategory {
  const category = GAME_CATEGORIES.find((candidate) => candidate.id === id);
  if (!category) throw new Error(`Unknown game category ${id}`);
  return category;
}
