import { cn } from '@platform/ui/cn.ts';
import { ImageOff } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearViewport } from '../hooks/use-near-viewport.ts';
import { loadedImages, loadImage, loadWithRetry } from './lazy-image-loader.ts';

type LazyImageProps = {
  src: string;
  alt: string;
  /**
   * The box the image fills, as CSS `aspect-ratio` ("3 / 1"), so its space is held before it loads.
   * Leave it out when the parent holds the space and `className` makes the image fill it.
   */
  aspectRatio?: string;
  /** Load at once, without waiting to be seen: the first image of a page's hero. */
  isEager?: boolean;
  fit?: 'cover' | 'contain';
  className?: string;
  /** Called once the image is on screen, its fade-in over. */
  onShown?: () => void;
};

type LoadState = 'waiting' | 'loading' | 'loaded' | 'failed';

/**
 * An image that loads when it comes near the viewport, retries, and keeps its box from the start
 * so nothing below it moves when it arrives.
 */
export function LazyImage({
  src,
  alt,
  aspectRatio,
  isEager = false,
  fit = 'cover',
  className,
  onShown,
}: LazyImageProps): ReactNode {
  const { t } = useTranslation('ui');
  const { ref, isNear } = useNearViewport(isEager || loadedImages.has(src));
  const [state, setState] = useState<LoadState>(() => (loadedImages.has(src) ? 'loaded' : 'waiting'));

  useEffect(() => {
    if (!isNear) return;
    if (loadedImages.has(src)) {
      setState('loaded');
      return;
    }
    const controller = new AbortController();
    setState('loading');
    loadWithRetry(src, { load: loadImage, cache: loadedImages, signal: controller.signal }).then(
      () => setState('loaded'),
      () => {
        if (!controller.signal.aborted) setState('failed');
      },
    );
    return () => controller.abort();
  }, [isNear, src]);

  return (
    <div
      ref={ref}
      style={aspectRatio ? { aspectRatio } : undefined}
      className={cn('relative overflow-hidden bg-surface-2', className)}
    >
      {state === 'failed' ? (
        <div className="absolute inset-0 grid place-items-center text-ink-subtle" title={t('image.failed')}>
          <ImageOff aria-hidden="true" className="size-8" />
          <span className="sr-only">{alt || t('image.failed')}</span>
        </div>
      ) : (
        <>
          {/* Only a loading image shimmers: many far ones waiting (a lane's hidden end) would keep the page busy. */}
          {state === 'loading' && (
            <div className="absolute inset-0 motion-safe:animate-shimmer bg-[linear-gradient(90deg,var(--surface-2)_25%,var(--surface-3)_50%,var(--surface-2)_75%)] bg-[length:200%_100%]" />
          )}
          {state === 'loaded' && (
            <img
              src={src}
              alt={alt}
              decoding="async"
              draggable={false}
              onLoad={
                onShown &&
                ((event) => {
                  // The fade is a CSS transition: none runs with reduced motion (or in a test's DOM).
                  const fades = event.currentTarget.getAnimations?.() ?? [];
                  void Promise.allSettled(fades.map((fade) => fade.finished)).then(onShown);
                })
              }
              className={cn(
                'absolute inset-0 size-full transition-opacity duration-300 starting:opacity-0 motion-reduce:transition-none',
                fit === 'cover' ? 'object-cover' : 'object-contain',
              )}
            />
          )}
        </>
      )}
    </div>
  );
}
