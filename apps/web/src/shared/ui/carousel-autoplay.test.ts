import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_DEFAULT_INTERVAL_MS, canAutoplay, useAutoplay } from './carousel-autoplay.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function play(options: { slideCount: number; isPaused?: boolean; intervalMs?: number }) {
  const onAdvance = vi.fn();
  const hook = renderHook(
    (selectedIndex: number) =>
      useAutoplay({
        slideCount: options.slideCount,
        intervalMs: options.intervalMs ?? CAROUSEL_DEFAULT_INTERVAL_MS,
        isPaused: options.isPaused ?? false,
        selectedIndex,
        onAdvance,
      }),
    { initialProps: 0 },
  );
  return { onAdvance, ...hook };
}

describe('carousel autoplay', () => {
  it('plays only with 2 or more slides', () => {
    expect([0, 1, 2, 3].map(canAutoplay)).toEqual([false, false, true, true]);
  });

  it('advances 2+ slides after the interval: 3000 ms by default', () => {
    const { onAdvance } = play({ slideCount: 2 });
    vi.advanceTimersByTime(CAROUSEL_DEFAULT_INTERVAL_MS - 1);
    expect(onAdvance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('waits the interval a caller passes (the banners’ 5000 ms)', () => {
    const { onAdvance } = play({ slideCount: 3, intervalMs: 5000 });
    vi.advanceTimersByTime(4999);
    expect(onAdvance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('never moves a single slide', () => {
    const { onAdvance } = play({ slideCount: 1 });
    vi.advanceTimersByTime(60_000);
    expect(onAdvance).not.toHaveBeenCalled();
  });

  it('holds while paused (hover, focus, reduced motion, hidden tab)', () => {
    const { onAdvance } = play({ slideCount: 3, isPaused: true });
    vi.advanceTimersByTime(60_000);
    expect(onAdvance).not.toHaveBeenCalled();
  });

  it('gives every new slide a full interval, however it was reached', () => {
    const { onAdvance, rerender } = play({ slideCount: 3 });
    vi.advanceTimersByTime(2000);
    rerender(2);
    vi.advanceTimersByTime(2000);
    expect(onAdvance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });
});
