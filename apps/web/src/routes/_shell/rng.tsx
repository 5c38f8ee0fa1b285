import { createFileRoute } from '@tanstack/react-router';
import i18next from 'i18next';
import { CategoryLobby } from '../../features/lobby/components/category-lobby.tsx';
import { textSearchParams } from '../../shared/lib/search-params.ts';

/** `?page=` names the slot vendor whose tab opens first. */
const validateSearch = textSearchParams('page');

function RngRoute() {
  const { page } = Route.useSearch();
  return <CategoryLobby categoryId="RNG" selectedVendor={page} />;
}

export const Route = createFileRoute('/_shell/rng')({
  validateSearch,
  loader: () => i18next.loadNamespaces('lobby'),
  component: RngRoute,
});
