import { createFileRoute } from '@tanstack/react-router';
import i18next from 'i18next';
import { GameFramePage } from '../../features/game-launch/components/game-frame-page.tsx';
import { GameMaintenancePage } from '../../features/game-maintenance/components/game-maintenance-page.tsx';
import { JackpotTicker } from '../../features/jackpots/components/jackpot-ticker.tsx';
import { readGameAddress } from '../../shared/lib/game-address.ts';
import { textSearchParams } from '../../shared/lib/search-params.ts';

/** `?maintenance=` names the vendor that could not be opened; the page then suggests other games. */
const validateSearch = textSearchParams('maintenance');

function GameRoute() {
  const { maintenance } = Route.useSearch();
  if (maintenance) return <GameMaintenancePage vendorCode={maintenance} />;
  return <GameFramePage toolbar={<JackpotTicker gameCode={gameCodeOf(readGameAddress())} />} />;
}

/** The launched game's code, when its address names it (the house vendor's do): its jackpots show over it. */
function gameCodeOf(address: string | null): string | null {
  if (!address) return null;
  try {
    return new URL(address).searchParams.get('game');
  } catch {
    return null;
  }
}

export const Route = createFileRoute('/_reduced/game')({
  validateSearch,
  loader: () => i18next.loadNamespaces(['game-maintenance', 'lobby']),
  component: GameRoute,
});
