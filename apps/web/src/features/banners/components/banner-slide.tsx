import type { Banner } from '@platform/contracts/content/banners';
import { cn } from '@platform/ui/cn.ts';
import { useRouter } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '../../../shared/ui/lazy-image.tsx';
import { bannerTarget } from '../model/banner-target.ts';

type BannerSlideProps = {
  banner: Banner;
  imageUrl: string;
  /** The first slide of a page's hero loads at once. */
  isEager: boolean;
  /** Classes that give the slide its fixed aspect ratio. */
  frameClass: string;
  /** Called once the slide's image is on screen. */
  onShown?: () => void;
};

/** The artwork is a background; the title is ours, laid over it in the visitor's language. */
function SlideFace({
  banner,
  imageUrl,
  isEager,
  onShown,
  isClickable,
}: Omit<BannerSlideProps, 'frameClass'> & { isClickable: boolean }) {
  const { t } = useTranslation('content');
  return (
    <>
      <LazyImage src={imageUrl} alt="" isEager={isEager} onShown={onShown} className="absolute inset-0" />
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[linear-gradient(90deg,rgb(0_0_0/0.62),rgb(0_0_0/0.18)_60%,transparent)]"
      />
      <div className="relative flex h-full max-w-[34rem] flex-col justify-center gap-3 p-5 sm:gap-4 sm:p-10">
        <p className="text-2xl leading-tight font-extrabold tracking-tight text-balance text-white drop-shadow-sm sm:text-4xl">
          {banner.title}
        </p>
        {isClickable && (
          <span className="inline-flex w-fit items-center gap-1.5 rounded-full bg-white px-4 py-2 text-sm font-semibold text-slate-900 shadow-lg transition-transform motion-safe:group-hover/slide:translate-x-0.5">
            {t('banner.more')}
            <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
          </span>
        )}
      </div>
    </>
  );
}

/** One banner: clickable as its linkage says (a page of the site, or a new tab outside it). */
export function BannerSlide({ banner, imageUrl, isEager, frameClass, onShown }: BannerSlideProps): ReactNode {
  const { t } = useTranslation('content');
  const router = useRouter();
  const target = bannerTarget(banner);
  const frame = cn('group/slide relative block overflow-hidden rounded-3xl bg-surface-2', frameClass);
  const face = { banner, imageUrl, isEager, onShown };

  if (target.kind === 'external') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" className={frame}>
        <SlideFace {...face} isClickable />
        <span className="sr-only">{t('banner.newTab')}</span>
      </a>
    );
  }
  if (target.kind === 'route') {
    return (
      <a
        href={target.href}
        className={frame}
        onClick={(event) => {
          // Modified clicks (new tab, new window) are the browser's; a plain click stays in the app.
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          void router.navigate({ href: target.href });
        }}
      >
        <SlideFace {...face} isClickable />
      </a>
    );
  }
  return (
    <div className={frame}>
      <SlideFace {...face} isClickable={false} />
    </div>
  );
}
