import { createFileRoute } from '@tanstack/react-router';
import i18next from 'i18next';
import { BannerCarousel } from '../../features/banners/components/banner-carousel.tsx';
import { textSearchParams } from '../../shared/lib/search-params.ts';
import { PagePlaceholder } from '../../shared/ui/page-placeholder.tsx';

/** `?referralCode=` carries the inviting member's code into the registration form. */
const validateSearch = textSearchParams('referralCode');

export const Route = createFileRoute('/_shell/register')({
  validateSearch,
  loader: () => i18next.loadNamespaces(['content', 'ui']),
  component: () => (
    <PagePlaceholder titleKey="route.register">
      <BannerCarousel group="w_reg" isHero />
    </PagePlaceholder>
  ),
});
