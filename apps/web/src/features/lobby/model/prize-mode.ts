import type { GameCategory } from '@platform/contracts/games/categories';
import { writeStorage } from '../../../shared/lib/storage.ts';

/** The spec's prize modes; choosing a lottery game sets the one of its kind (session storage prizeMode). */
const PRIZE_MODES: Partial<Record<GameCategory, 'Lott' | 'Elott'>> = { LOTT: 'Lott', ELOTT: 'Elott' };

export function prizeModeOf(category: GameCategory): 'Lott' | 'Elott' | undefined {
  return PRIZE_MODES[category];
}

export function rememberPrizeMode(category: GameCategory): void {
  const mode = prizeModeOf(category);
  if (mode) writeStorage('session', 'prizeMode', mode);
}
