import { createFileRoute } from '@tanstack/react-router';
import i18next from 'i18next';
import { RegisterPage } from '../../features/auth/components/register-page.tsx';
import { BannerCarousel } from '../../features/banners/components/banner-carousel.tsx';
import { textSearchParams } from '../../shared/lib/search-params.ts';

/**
 * `?referralCode=` carries the inviting member's code into the registration form, `?affiliateCode=`
 * the agent's (checked, then hidden when live).
 */
const validateSearch = textSearchParams('referralCode', 'affiliateCode');

export const Route = createFileRoute('/_shell/register')({
  validateSearch,
  loader: () => i18next.loadNamespaces(['content', 'ui', 'auth']),
  component: RegisterRoute,
});

/** After a successful registration the member is logged in and goes to / (spec section 2). */
function RegisterRoute() {
  const { referralCode, affiliateCode } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RegisterPage
      banner={<BannerCarousel group="w_reg" isHero />}
      referralCode={referralCode}
      affiliateCode={affiliateCode}
      onRegistered={() => void navigate({ to: '/' })}
    />
  );
}
