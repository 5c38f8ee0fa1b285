import type { SystemStatus } from '@platform/contracts/system/status';
import { buttonVariants } from '@platform/ui/button.tsx';
import { Link } from '@tanstack/react-router';
import { Play, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '../../../shared/hooks/use-language-store.ts';
import { useOfferedCategories } from '../../../shared/hooks/use-offered-categories.ts';
import { HTML_LANG } from '../../../shared/lib/languages.ts';
import { HeroArt } from './hero-art.tsx';

type HomeHeroProps = {
  merchant: SystemStatus['merchant'];
  canRegister: boolean;
};

/**
 * The brand's welcome under the banners: who we are, what the brand offers (only its own categories:
 * a brand of slots alone promises no live dealers) and the two ways in.
 */
export function HomeHero({ merchant, canRegister }: HomeHeroProps): ReactNode {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  const language = useLanguageStore((state) => state.language);
  const offered = useOfferedCategories();
  const categories = new Intl.ListFormat(HTML_LANG[language], { type: 'conjunction' }).format(
    offered.map(({ titleKey }) => tc(titleKey)),
  );
  const [first] = offered;

  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative isolate overflow-hidden rounded-3xl border border-line bg-surface-1 shadow-card"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(45%_120%_at_0%_0%,var(--accent-glow),transparent_70%),radial-gradient(40%_100%_at_100%_120%,rgb(245_158_11/0.16),transparent_70%)]"
      />
      <div className="grid items-center gap-5 p-5 sm:p-8 md:grid-cols-[auto_1fr_auto] md:gap-8">
        <div className="hidden h-28 w-36 md:block">
          <HeroArt />
        </div>
        <div className="flex flex-col gap-2">
          <span className="w-fit rounded-full border border-line bg-surface-2 px-3 py-1 text-xs font-semibold text-warm-text">
            {t('hero.eyebrow')}
          </span>
          <h1
            id="home-hero-title"
            className="text-2xl font-extrabold tracking-tight text-balance sm:text-3xl"
          >
            {t('hero.title', { brand: merchant.name })}
          </h1>
          <p className="max-w-2xl text-ink-muted">
            {first ? t('hero.subtitle', { categories }) : t('hero.subtitleJoin')}
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row md:flex-col lg:flex-row">
          {canRegister && (
            <Link to="/register" className={buttonVariants({ size: 'lg', className: 'w-full sm:w-auto' })}>
              <UserPlus aria-hidden="true" className="size-5" />
              {t('hero.join')}
            </Link>
          )}
          {first && (
            <Link
              to={first.to}
              className={buttonVariants({ variant: 'secondary', size: 'lg', className: 'w-full sm:w-auto' })}
            >
              <Play aria-hidden="true" className="size-5" />
              {t('hero.explore')}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
