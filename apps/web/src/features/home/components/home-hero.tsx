import type { SystemStatus } from '@platform/contracts/system/status';
import { Link } from '@tanstack/react-router';
import { Play, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '../../../shared/ui/button.tsx';
import { HeroArt } from './hero-art.tsx';

type HomeHeroProps = {
  merchant: SystemStatus['merchant'];
  canRegister: boolean;
};

export function HomeHero({ merchant, canRegister }: HomeHeroProps): ReactNode {
  const { t } = useTranslation('home');

  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative isolate overflow-hidden rounded-3xl border border-line bg-surface-1 shadow-card"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60%_80%_at_85%_20%,var(--accent-glow),transparent_70%),radial-gradient(50%_60%_at_10%_110%,rgb(245_158_11/0.18),transparent_70%)]"
      />
      <div className="grid items-center gap-6 p-6 sm:p-10 md:grid-cols-[1.2fr_1fr]">
        <div className="flex flex-col gap-4">
          <span className="w-fit rounded-full border border-line bg-surface-2 px-3 py-1 text-xs font-semibold text-warm-text">
            {t('hero.eyebrow')}
          </span>
          <h1
            id="home-hero-title"
            className="text-3xl font-extrabold tracking-tight text-balance sm:text-5xl"
          >
            {t('hero.title', { brand: merchant.name })}
          </h1>
          <p className="max-w-xl text-base text-ink-muted sm:text-lg">{t('hero.subtitle')}</p>
          <div className="flex flex-wrap gap-3 pt-2">
            {canRegister && (
              <Link to="/register" className={buttonVariants({ size: 'lg', className: 'w-full sm:w-auto' })}>
                <UserPlus aria-hidden="true" className="size-5" />
                {t('hero.join')}
              </Link>
            )}
            <Link
              to="/live"
              className={buttonVariants({ variant: 'secondary', size: 'lg', className: 'w-full sm:w-auto' })}
            >
              <Play aria-hidden="true" className="size-5" />
              {t('hero.explore')}
            </Link>
          </div>
        </div>
        <div className="mx-auto hidden aspect-[4/3] w-full max-w-sm md:block">
          <HeroArt />
        </div>
      </div>
    </section>
  );
}
