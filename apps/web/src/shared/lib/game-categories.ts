import type { GameCategory as GameCategoryCode } from '@platform/contracts/games/categories';
import {
  Bird,
  Cherry,
  Coins,
  Dices,
  Fish,
  Gamepad2,
  Joystick,
  type LucideIcon,
  Rocket,
  Spade,
  Sparkles,
  Ticket,
  Trophy,
  Tv,
  Volleyball,
} from 'lucide-react';

export type GameCategoryId = GameCategoryCode;

type LobbyPath =
  | 'live'
  | 'sports'
  | 'fish'
  | 'rng'
  | 'pvp'
  | 'elott'
  | 'lottery'
  | 'esports'
  | 'crash'
  | 'arcade'
  | 'mini'
  | 'jackpot'
  | 'cockfighting'
  | 'cricket';

export type GameCategory = {
  id: GameCategoryId;
  to: `/${LobbyPath}`;
  /** Key of the page title in the `common` namespace; the nav and the tiles use the same words. */
  titleKey: `route.${LobbyPath}`;
  icon: LucideIcon;
  /** The spec's nav bar has the first eight; the further offerings show on the home page only. */
  isNavEntry: boolean;
};

const entry = (id: GameCategoryId, path: LobbyPath, icon: LucideIcon, isNavEntry: boolean): GameCategory => ({
  id,
  to: `/${path}`,
  titleKey: `route.${path}`,
  icon,
  isNavEntry,
});

/** Game categories in the spec's nav order, then the further offerings, each with its lobby route. */
export const GAME_CATEGORIES: readonly GameCategory[] = [
  entry('LIVE', 'live', Tv, true),
  entry('SPORTS', 'sports', Trophy, true),
  entry('FISH', 'fish', Fish, true),
  entry('RNG', 'rng', Cherry, true),
  entry('PVP', 'pvp', Spade, true),
  entry('ELOTT', 'elott', Dices, true),
  entry('LOTT', 'lottery', Ticket, true),
  entry('ESPORTS', 'esports', Gamepad2, true),
  entry('CRASH', 'crash', Rocket, false),
  entry('ARCADE', 'arcade', Joystick, false),
  entry('MINI', 'mini', Sparkles, false),
  entry('JACKPOT', 'jackpot', Coins, false),
  entry('COCKFIGHTING', 'cockfighting', Bird, false),
  entry('CRICKET', 'cricket', Volleyball, false),
];

export function categoryOf(id: GameCategoryId): GameCategory {
  const category = GAME_CATEGORIES.find((candidate) => candidate.id === id);
  if (!category) throw new Error(`Unknown game category ${id}`);
  return category;
}
