import { cn } from '@platform/ui/cn.ts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Direction } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CAROUSEL_DEFAULT_INTERVAL_MS,
  canAutoplay,
  useAutoplay,
  useIsPageHidden,
  usePrefersReducedMotion,
} from './carousel-autoplay.ts';
import { useDeferredEmbla } from './use-deferred-embla.ts';

type CarouselProps<T> = {
  items: readonly T[];
  getKey: (item: T) => string;
  renderSlide: (item: T, index: number) => ReactNode;
  /** Names the carousel ("Featured offers"). */
  label: string;
  intervalMs?: number;
  className?: string;
};

const arrowClass =
  'absolute top-1/2 z-10 hidden size-11 -translate-y-1/2 place-items-center rounded-full bg-black/45 text-white backdrop-blur transition-opacity hover:bg-black/65 sm:grid sm:opacity-0 sm:group-hover:opacity-100 sm:focus-visible:opacity-100';

/**
 * One slide at a time, swiped or clicked through. With 2 or more slides it loops and plays by itself,
 * holding still while hovered or focused, in a background tab, and for visitors who want less motion.
 */
export function Carousel<T>({
  items,
  getKey,
  renderSlide,
  label,
  intervalMs = CAROUSEL_DEFAULT_INTERVAL_MS,
  className,
}: CarouselProps<T>): ReactNode {
  const { t } = useTranslation('ui');
  const hasMany = canAutoplay(items.length);
  // Right-to-left languages read the slides from the right, as the arrows and swipes do.
  const direction = Direction.useDirection();
  const { viewportRef, selected, prepare, run } = useDeferredEmbla({
    loop: hasMany,
    active: hasMany,
    direction,
  });
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const isReducedMotion = usePrefersReducedMotion();
  const isPageHidden = useIsPageHidden();
  const isPaused = isHovered || isFocused || isReducedMotion || isPageHidden;

  useAutoplay({
    slideCount: items.length,
    intervalMs,
    isPaused,
    selectedIndex: selected,
    onAdvance: () => run((embla) => embla.scrollNext()),
  });

  return (
    <section
      aria-roledescription={t('carousel.role')}
      aria-label={label}
      className={cn('group relative', className)}
      onPointerEnter={() => {
        setIsHovered(true);
        prepare();
      }}
      onPointerLeave={() => setIsHovered(false)}
      onFocus={() => {
        setIsFocused(true);
        prepare();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsFocused(false);
      }}
    >
      <div ref={viewportRef} className="overflow-hidden rounded-3xl">
        {/* Announce slide changes only when the visitor makes them, not every few seconds. */}
        <div className="flex touch-pan-y" aria-live={isPaused || !hasMany ? 'polite' : 'off'}>
          {items.map((item, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group; a fieldset is for form controls.
            <div
              key={getKey(item)}
              role="group"
              aria-roledescription={t('carousel.slideRole')}
              aria-label={t('carousel.slide', { index: index + 1, count: items.length })}
              inert={index !== selected}
              className="min-w-0 shrink-0 grow-0 basis-full"
            >
              {renderSlide(item, index)}
            </div>
          ))}
        </div>
      </div>
      {hasMany && (
        <>
          <button
            type="button"
            aria-label={t('carousel.previous')}
            onClick={() => run((embla) => embla.scrollPrev())}
            className={cn(arrowClass, 'start-3')}
          >
            <ChevronLeft aria-hidden="true" className="size-6 rtl:rotate-180" />
          </button>
          <button
            type="button"
            aria-label={t('carousel.next')}
            onClick={() => run((embla) => embla.scrollNext())}
            className={cn(arrowClass, 'end-3')}
          >
            <ChevronRight aria-hidden="true" className="size-6 rtl:rotate-180" />
          </button>
          <div className="pointer-events-none absolute inset-x-0 bottom-2 flex justify-center gap-0.5 sm:bottom-3">
            {items.map((item, index) => (
              <button
                key={getKey(item)}
                type="button"
                aria-label={t('carousel.goTo', { index: index + 1 })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => run((embla) => embla.scrollTo(index))}
                className="group/dot pointer-events-auto grid h-6 min-w-6 place-items-center"
              >
                <span
                  className={cn(
                    'block h-1.5 rounded-full shadow-[0_0_0_1px_rgb(0_0_0/0.25)] transition-[width,background-color] duration-300',
                    index === selected ? 'w-6 bg-white' : 'w-1.5 bg-white/55 group-hover/dot:bg-white/80',
                  )}
                />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
