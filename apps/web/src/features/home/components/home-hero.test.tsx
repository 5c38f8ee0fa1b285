import type { GameMenus } from '@platform/contracts/games/categories';
import type { SystemStatus } from '@platform/contracts/system/status';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../app/i18n/i18n.ts';
import { gameQueries } from '../../../shared/api/game-queries.ts';
import { HomeHero } from './home-hero.tsx';

const merchant = { name: 'Lucky Lotus' } as SystemStatus['merchant'];

/** The hero of a brand whose menus list `categories` (none: the menus have not arrived). */
async function renderHero(categories?: GameMenus[number]['gameCategory'][]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  if (categories)
    queryClient.setQueryData(
      gameQueries.menus().queryKey,
      categories.map((gameCategory) => ({ gameCategory, vendors: [] })),
    );
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <HomeHero merchant={merchant} canRegister /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return screen.findByRole('heading', { name: 'Welcome to Lucky Lotus' });
}

beforeAll(async () => {
  await initI18n();
  await i18next.loadNamespaces('home');
});

describe('HomeHero', () => {
  it('promises only what the brand offers, and explores its first category', async () => {
    const heading = await renderHero(['RNG']);
    const section = heading.closest('section');
    expect(section?.textContent).toContain('Slots, all in one place.');
    expect(section?.textContent).not.toMatch(/live|sports|lottery/i);
    expect(screen.getByRole('link', { name: 'Explore games' }).getAttribute('href')).toBe('/rng');
  });

  it('lists several categories in the nav’s order as the language joins them', async () => {
    await renderHero(['LOTT', 'LIVE', 'RNG']);
    expect(screen.getByText(/^Live Casino, Slots, and Lottery, all in one place\./)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Explore games' }).getAttribute('href')).toBe('/live');
  });

  it('invites to sign up without naming a game while no category is offered', async () => {
    const heading = await renderHero();
    expect(heading.closest('section')?.textContent).toContain(
      'Sign up in a minute and claim your welcome rewards.',
    );
    expect(screen.queryByRole('link', { name: 'Explore games' })).toBeNull();
  });
});
