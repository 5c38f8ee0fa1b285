import { cn } from '@platform/ui/cn.ts';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '../../../shared/hooks/use-language-store.ts';
import { Carousel } from '../../../shared/ui/carousel.tsx';
import { removeHomeShell, useRemoveHomeShell } from '../../../shared/ui/home-shell.ts';
import { useImageUrl } from '../../../shared/ui/image-url.ts';
import { type BannerGroup, bannerQueries } from '../api/banner-queries.ts';
import { BannerSlide } from './banner-slide.tsx';

/** The spec's banner autoplay interval. */
const BANNER_INTERVAL_MS = 5000;

/** The artwork is drawn 3:1; phones crop it to 16:9 so the title keeps room. */
const FRAME = 'aspect-[16/9] sm:aspect-[3/1]';

type BannerCarouselProps = {
  group: BannerGroup;
  /** Loads the first slide at once: set it for a page's hero, above the fold. */
  isHero?: boolean;
  className?: string;
};

function Banners({ group, isHero = false, className }: BannerCarouselProps): ReactNode {
  const { t } = useTranslation('content');
  const language = useLanguageStore((state) => state.language);
  const query = useQuery(bannerQueries.group({ group, language }));
  const imageUrl = useImageUrl();
  const hasNone = query.isError || query.data?.length === 0;
  // The server painted the home page's first banner where this hero shows it (site-head.ts): it
  // stays over the hero until the hero's own first banner is on screen, and goes if there is none.
  useRemoveHomeShell(isHero && hasNone);
  useEffect(() => (isHero ? removeHomeShell : undefined), [isHero]);

  if (query.isPending || !imageUrl) return <Skeleton className={cn(FRAME, 'rounded-3xl', className)} />;
  // Banners decorate the page: when they cannot load, the page reads on without them.
  if (query.isError || query.data.length === 0) return null;

  return (
    <Carousel
      items={query.data}
      getKey={(banner) => banner.bannerId}
      label={t(`banner.group.${group}`)}
      intervalMs={BANNER_INTERVAL_MS}
      className={className}
      renderSlide={(banner, index) => (
        <BannerSlide
          banner={banner}
          imageUrl={imageUrl(banner.url)}
          isEager={isHero && index === 0}
          onShown={isHero && index === 0 ? removeHomeShell : undefined}
          frameClass={FRAME}
        />
      )}
    />
  );
}

/** A group's banners (w_home hero, w_reg registration, ...): playing every 5 s when there are 2 or more. */
export function BannerCarousel(props: BannerCarouselProps): ReactNode {
  return (
    <Suspense fallback={<Skeleton className={cn(FRAME, 'rounded-3xl', props.className)} />}>
      <Banners {...props} />
    </Suspense>
  );
}
