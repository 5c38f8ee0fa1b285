import { createFileRoute } from '@tanstack/react-router';
import i18next from 'i18next';
import { NotFoundPage } from '../../features/not-found/components/not-found-page.tsx';
import { PromotionPage } from '../../features/promotions/components/promotion-page.tsx';
import { textSearchParams } from '../../shared/lib/search-params.ts';

/** `?code=` names the promotion, so a banner or a message can link to it. */
const validateSearch = textSearchParams('code');

export const Route = createFileRoute('/_shell/promo')({
  validateSearch,
  loader: () => i18next.loadNamespaces(['promotions', 'ui', 'auth']),
  component: PromoRoute,
});

function PromoRoute() {
  const { code } = Route.useSearch();
  return code ? <PromotionPage code={code} /> : <NotFoundPage />;
}
