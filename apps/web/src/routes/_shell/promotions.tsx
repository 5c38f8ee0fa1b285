import { PROMOTION_CATEGORIES } from '@platform/contracts/promotions/constants';
import { createFileRoute } from '@tanstack/react-router';
import i18next from 'i18next';
import { PromotionsLobby } from '../../features/promotions/components/promotions-lobby.tsx';

type Category = (typeof PROMOTION_CATEGORIES)[number];

/** `?category=` picks a tab of the lobby; an unknown one shows every promotion. */
function validateSearch(search: Record<string, unknown>): { category?: Category } {
  const { category } = search;
  return (PROMOTION_CATEGORIES as readonly unknown[]).includes(category)
    ? { category: category as Category }
    : {};
}

export const Route = createFileRoute('/_shell/promotions')({
  validateSearch,
  loader: () => i18next.loadNamespaces(['promotions', 'ui']),
  component: PromotionsRoute,
});

function PromotionsRoute() {
  const { category } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PromotionsLobby
      category={category}
      onCategory={(next) => void navigate({ search: next ? { category: next } : {}, replace: true })}
    />
  );
}
