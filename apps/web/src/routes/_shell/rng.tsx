import { createFileRoute } from '@tanstack/react-router';
import i18next from 'i18next';
import { z } from 'zod';
import { CategoryLobby } from '../../features/lobby/components/category-lobby.tsx';
import { ZOptionalSearchText } from '../../shared/lib/search-params.ts';

/** `?page=` names the slot vendor whose tab opens first. */
const ZRngSearch = z.object({ page: ZOptionalSearchText });

function RngRoute() {
  const { page } = Route.useSearch();
  return <CategoryLobby categoryId="RNG" selectedVendor={page} />;
}

export const Route = createFileRoute('/_shell/rng')({
  validateSearch: ZRngSearch,
  loader: () => i18next.loadNamespaces('lobby'),
  component: RngRoute,
});
