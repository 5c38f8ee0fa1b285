import type { Game, GameMenus, Vendor } from '@platform/contracts/games/categories';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../app/i18n/i18n.ts';
import { GameMaintenancePage } from './game-maintenance-page.tsx';

const vendor = (vendorCode: string, displayName: string, inMaintenance = false): Vendor => ({
  accountTypeId: 1,
  vendorCode,
  displayName,
  smallIcon: `vendors/${vendorCode}.svg`,
  isHot: false,
  inMaintenance,
  seamless: false,
});

const MENUS: GameMenus = [
  { gameCategory: 'FISH', vendors: [vendor('DEEP_SEA', 'Deep Sea'), vendor('FISH_KING', 'Fish King', true)] },
  { gameCategory: 'RNG', vendors: [vendor('LUCKY_REELS', 'Lucky Reels')] },
];

/** Twenty games alternating between a fishing and a slot vendor; the first one is hot. */
const POPULAR: Game[] = Array.from({ length: 20 }, (_, index) => {
  const isSlot = index % 2 === 1;
  return {
    nodeId: String(index + 1),
    code: `GAME_${index + 1}`,
    name: `Game ${index + 1}`,
    gameCategory: isSlot ? 'RNG' : 'FISH',
    vendorCode: isSlot ? 'LUCKY_REELS' : 'DEEP_SEA',
    accountTypeId: 1,
    accountTypeName: isSlot ? 'LUCKY_REELS' : 'DEEP_SEA',
    icon: `games/GAME_${index + 1}.svg`,
    isHot: index === 0,
    isGame: 'GAME',
    vassalage: null,
    defaultPlayType: null,
    inMaintenance: false,
    minBet: null,
    lines: null,
    isFav: false,
  };
});

type Answers = { popular?: Game[] | 'failing' };

/** The server's answers to the status, game menus and popular games calls; every call is recorded. */
function stubServer({ popular = POPULAR }: Answers = {}) {
  const fetch = vi.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input), 'http://site.test');
    if (url.pathname === '/wps/system/status') {
      return Response.json({ success: true, value: { imageCDNs: ['https://img.test'], merchant: {} } });
    }
    if (url.pathname === '/lgw/games/game_menus') return Response.json({ success: true, value: MENUS });
    if (popular === 'failing') {
      return Response.json({ success: false, errorCode: 'system.error', message: 'Down' }, { status: 500 });
    }
    return Response.json({ success: true, value: popular });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPage(vendorCode: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <GameMaintenancePage vendorCode={vendorCode} /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const suggestions = () => screen.findByRole('region', { name: 'Popular games to play instead' });

beforeAll(async () => {
  await initI18n();
  await i18next.loadNamespaces(['game-maintenance', 'ui']);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('GameMaintenancePage', () => {
  it('names the vendor in maintenance and asks for 20 popular games without it', async () => {
    const fetch = stubServer();
    renderPage('FISH_KING');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fish King is under maintenance' }),
    ).toBeTruthy();
    await vi.waitFor(() => expect(document.title).toBe('Fish King is under maintenance'));
    const popularCall = fetch.mock.calls
      .map(([input]) => new URL(String(input), 'http://site.test'))
      .find((url) => url.pathname === '/lgw/games/popular');
    expect(Object.fromEntries(popularCall?.searchParams ?? [])).toEqual({
      count: '20',
      excludeVendor: 'FISH_KING',
    });
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/index');
  });

  it('shows each game as a tile with its vendor, leading to its lobby', async () => {
    stubServer();
    renderPage('FISH_KING');

    const list = await within(await suggestions()).findByRole('list');
    expect(within(list).getAllByRole('link')).toHaveLength(20);
    const fishing = within(list).getByRole('link', { name: 'Game 1 Deep Sea Hot' });
    expect(fishing.getAttribute('href')).toBe('/fish');
    expect(within(fishing).getByText('Hot')).toBeTruthy();
    const slot = within(list).getByRole('link', { name: 'Game 2 Lucky Reels' });
    expect(slot.getAttribute('href')).toBe('/rng?page=LUCKY_REELS');
  });

  it('says so in general when the game menus do not know the vendor', async () => {
    stubServer();
    renderPage('UNKNOWN_VENDOR');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This game is under maintenance' }),
    ).toBeTruthy();
  });

  it('says when there is nothing to suggest', async () => {
    stubServer({ popular: [] });
    renderPage('FISH_KING');
    expect(await within(await suggestions()).findByText('No other games to suggest right now')).toBeTruthy();
  });

  it('explains a failed load and tries again on request', async () => {
    stubServer({ popular: 'failing' });
    renderPage('FISH_KING');

    const alert = await within(await suggestions()).findByRole('alert');
    stubServer();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(await suggestions()).findAllByRole('link')).toHaveLength(20);
  });
});
