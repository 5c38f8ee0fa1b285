import { useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { systemQueries } from '../../../shared/api/system-queries.ts';
import { useAuthStore } from '../../../shared/hooks/use-auth-store.ts';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { canRegister, listVisitorFeatures } from '../model/feature-switches.ts';
import { BrandFacts } from './brand-facts.tsx';
import { CategoryGrid } from './category-grid.tsx';
import { HomeHero } from './home-hero.tsx';
import { FactsSkeleton, HeroSkeleton, LanesSkeleton } from './home-skeleton.tsx';

type HomePageProps = {
  /** The hero carousel, from the banners feature. */
  banners?: ReactNode;
  /** The lobby's game lanes; they may suspend while their code loads. */
  lanes?: ReactNode;
  /** The winners board, in the brand's currency. */
  winners?: (currency: string) => ReactNode;
};

/** The home page; the route brings the pieces other features show on it. */
export function HomePage({ banners, lanes, winners }: HomePageProps): ReactNode {
  const { t } = useTranslation();
  useDocumentTitle(t('route.index'));
  const status = useQuery(systemQueries.status());
  const whitelabel = useQuery(systemQueries.whitelabel());
  const error = status.error ?? whitelabel.error;
  const merchant = status.data?.merchant;
  const tree = whitelabel.data;
  // A logged-in member is not asked to join.
  const isGuest = useAuthStore((state) => state.member === null);

  const retry = () => {
    void status.refetch();
    void whitelabel.refetch();
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-6 sm:py-8">
      {banners}
      {error ? (
        <ErrorState error={error} onRetry={retry} isRetrying={status.isFetching || whitelabel.isFetching} />
      ) : merchant && tree ? (
        <HomeHero merchant={merchant} canRegister={isGuest && canRegister(tree)} />
      ) : (
        <HeroSkeleton />
      )}
      <CategoryGrid />
      <Suspense fallback={<LanesSkeleton />}>{lanes}</Suspense>
      {merchant && winners?.(merchant.currency)}
      {merchant && tree ? (
        <BrandFacts merchant={merchant} features={listVisitorFeatures(tree)} />
      ) : (
        !error && <FactsSkeleton />
      )}
    </div>
  );
}
