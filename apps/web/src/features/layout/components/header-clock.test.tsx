import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../app/i18n/i18n.ts';
import { HeaderClock } from './header-clock.tsx';

const originalZone = process.env.TZ;

beforeAll(async () => {
  await initI18n();
  await i18next.loadNamespaces('layout');
});

afterEach(() => {
  vi.useRealTimers();
  process.env.TZ = originalZone;
});

describe('HeaderClock', () => {
  it('shows GMT+8 on a New York device and ticks every second', () => {
    process.env.TZ = 'America/New_York';
    vi.useFakeTimers({ now: new Date('2026-11-21T23:59:58.500Z') });
    render(<HeaderClock />);

    const clock = screen.getByTestId('gmt8-clock');
    expect(clock.textContent).toContain('2026-11-22 07:59:58');
    expect(clock.textContent).toContain('GMT+8');

    act(() => vi.advanceTimersByTime(500));
    expect(clock.textContent).toContain('2026-11-22 07:59:59');
    act(() => vi.advanceTimersByTime(1000));
    expect(clock.textContent).toContain('2026-11-22 08:00:00');
    expect(clock.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-22T00:00:00.000Z');
  });
});
