import { useEffect, useRef, useState } from 'react';

/** The carousel's own default interval; the spec's banners pass 5000 ms. */
export const CAROUSEL_DEFAULT_INTERVAL_MS = 3000;

/** One slide has nowhere to go: it neither plays by itself nor loops. */
export function canAutoplay(slideCount: number): boolean {
  return slideCount >= 2;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked their system for less motion; follows changes while the page is open. */
export function usePrefersReducedMotion(): boolean {
  const [isReduced, setIsReduced] = useState(
    () => typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION).matches,
  );
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia(REDUCED_MOTION);
    const handleChange = () => setIsReduced(query.matches);
    query.addEventListener('change', handleChange);
    return () => query.removeEventListener('change', handleChange);
  }, []);
  return isReduced;
}

type AutoplayOptions = {
  slideCount: number;
  intervalMs: number;
  /** Hovered, focused, reduced motion or a hidden tab: hold the current slide. */
  isPaused: boolean;
  /** The slide on show: each change, by the timer or by hand, gives the next slide a full interval. */
  selectedIndex: number;
  onAdvance: () => void;
};

/** Moves to the next slide every `intervalMs` while there are 2 or more slides and nothing pauses it. */
export function useAutoplay({
  slideCount,
  intervalMs,
  isPaused,
  selectedIndex,
  onAdvance,
}: AutoplayOptions): void {
  const advance = useRef(onAdvance);
  advance.current = onAdvance;

  // biome-ignore lint/correctness/useExhaustiveDependencies: selectedIndex restarts the countdown after every move.
  useEffect(() => {
    if (!canAutoplay(slideCount) || isPaused) return;
    const timer = setTimeout(() => advance.current(), intervalMs);
    return () => clearTimeout(timer);
  }, [slideCount, intervalMs, isPaused, selectedIndex]);
}

/** True while the page's tab is in the background, where nobody sees the slides move. */
export function useIsPageHidden(): boolean {
  const [isHidden, setIsHidden] = useState(() => typeof document !== 'undefined' && document.hidden);
  useEffect(() => {
    const handleChange = () => setIsHidden(document.hidden);
    document.addEventListener('visibilitychange', handleChange);
    return () => document.removeEventListener('visibilitychange', handleChange);
  }, []);
  return isHidden;
}
