import { createFileRoute } from '@tanstack/react-router';
import i18next from 'i18next';
import { GameMaintenancePage } from '../../features/game-maintenance/components/game-maintenance-page.tsx';
import { textSearchParams } from '../../shared/lib/search-params.ts';
import { PagePlaceholder } from '../../shared/ui/page-placeholder.tsx';

/** `?maintenance=` names the vendor that could not be opened; the page then suggests other games. */
const validateSearch = textSearchParams('maintenance');

function GameRoute() {
  const { maintenance } = Route.useSearch();
  if (maintenance) return <GameMaintenancePage vendorCode={maintenance} />;
  return <PagePlaceholder titleKey="route.game" />;
}

export const Route = createFileRoute('/_reduced/game')({
  validateSearch,
  loader: () => i18next.loadNamespaces('game-maintenance'),
  component: GameRoute,
});
