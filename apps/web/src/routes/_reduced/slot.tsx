import { createFileRoute } from '@tanstack/react-router';
import i18next from 'i18next';
import { CategoryLobby } from '../../features/lobby/components/category-lobby.tsx';
import { textSearchParams } from '../../shared/lib/search-params.ts';

/** `?page=` names the slot vendor whose tab opens first, as on /rng. */
const validateSearch = textSearchParams('page');

/** The reduced slot lobby: the slot games, their vendor tabs and the slot filter hint. */
function SlotRoute() {
  const { page } = Route.useSearch();
  return <CategoryLobby categoryId="RNG" selectedVendor={page} tabPath="/slot" />;
}

export const Route = createFileRoute('/_reduced/slot')({
  validateSearch,
  loader: () => i18next.loadNamespaces('lobby'),
  component: SlotRoute,
});
