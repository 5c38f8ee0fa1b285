import type { SystemStatus } from '@platform/contracts/system/status';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../app/i18n/i18n.ts';
import { systemQueries } from '../../../shared/api/system-queries.ts';
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

/** The clock of a brand whose status says `timeZone`; none: the status has not arrived yet. */
function renderClock(timeZone?: string) {
  // Nothing is fetched: the status is there from the start, or has not arrived.
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  if (timeZone !== undefined)
    client.setQueryData(systemQueries.status().queryKey, { merchant: { timeZone } } as SystemStatus);
  render(
    <QueryClientProvider client={client}>
      <HeaderClock />
    </QueryClientProvider>,
  );
  return screen.getByTestId('gmt8-clock');
}

describe('HeaderClock', () => {
  it('shows GMT+8 on a New York device until the brand says otherwise, and ticks every second', () => {
    process.env.TZ = 'America/New_York';
    vi.useFakeTimers({ now: new Date('2026-11-21T23:59:58.500Z') });
    const clock = renderClock();

    expect(clock.textContent).toContain('2026-11-22 07:59:58');
    expect(clock.textContent).toContain('GMT+8');

    act(() => vi.advanceTimersByTime(500));
    expect(clock.textContent).toContain('2026-11-22 07:59:59');
    act(() => vi.advanceTimersByTime(1000));
    expect(clock.textContent).toContain('2026-11-22 08:00:00');
    expect(clock.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-22T00:00:00.000Z');
  });

  it('shows the time and offset of the brand’s time zone, in its label too', () => {
    process.env.TZ = 'America/New_York';
    vi.useFakeTimers({ now: new Date('2026-11-21T23:59:58.500Z') });
    const clock = renderClock('Asia/Ho_Chi_Minh');
    expect(clock.textContent).toContain('2026-11-22 06:59:58');
    expect(clock.textContent).toContain('GMT+7');
    expect(clock.textContent).not.toContain('GMT+8');
    expect(clock.textContent).toContain('Current time in GMT+7');
  });

  it('follows the daylight saving of the brand’s zone', () => {
    vi.useFakeTimers({ now: new Date('2026-07-01T12:00:00Z') });
    expect(renderClock('Europe/London').textContent).toContain('2026-07-01 13:00:00GMT+1');
  });
});
