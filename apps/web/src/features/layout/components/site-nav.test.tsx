import type { GameMenus, Vendor } from '@platform/contracts/games/categories';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../app/i18n/i18n.ts';
import { SiteNav } from './site-nav.tsx';

function vendors(count: number): Vendor[] {
  return Array.from({ length: count }, (_, index) => ({
    accountTypeId: index,
    vendorCode: `V${index}`,
    displayName: `Vendor ${index}`,
    smallIcon: `vendors/V${index}.svg`,
    isHot: index === 0,
    inMaintenance: false,
    seamless: false,
  }));
}

/** Answers the game menus call the way the server would, or fails it like a server without the endpoint. */
function stubMenus(menus: GameMenus | 'missing') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      menus === 'missing'
        ? new Response(
            JSON.stringify({ success: false, errorCode: 'route.not.found', message: 'Not found' }),
            {
              status: 404,
            },
          )
        : new Response(JSON.stringify({ success: true, value: menus })),
    ),
  );
}

function renderNav() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: createRootRoute({ component: SiteNav }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n();
  await i18next.loadNamespaces('layout');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SiteNav', () => {
  it('keeps home and promotions when the game menus cannot be loaded', async () => {
    stubMenus('missing');
    renderNav();
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    // The placeholder entries go once the call has failed.
    await vi.waitFor(() => expect(nav.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(0));
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Promotions']);
  });

  it("lists categories with vendors in the server's order, centring only the short dropdowns", async () => {
    stubMenus([
      { gameCategory: 'RNG', vendors: vendors(7) },
      { gameCategory: 'FISH', vendors: [] },
      { gameCategory: 'SPORTS', vendors: vendors(6) },
    ]);
    renderNav();
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const slots = await within(nav).findByRole('button', { name: 'Show Slots providers' });
    const sports = within(nav).getByRole('button', { name: 'Show Sports providers' });
    expect(within(nav).queryByRole('button', { name: 'Show Fishing providers' })).toBeNull();
    expect(slots.compareDocumentPosition(sports) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    fireEvent.click(sports);
    const sportsPanel = document.getElementById(sports.getAttribute('aria-controls') ?? '');
    expect(sports.getAttribute('aria-expanded')).toBe('true');
    expect(sportsPanel?.dataset.centered).toBe('true');
    expect(within(sportsPanel as HTMLElement).getAllByRole('link')).toHaveLength(7);

    fireEvent.click(slots);
    const slotsPanel = document.getElementById(slots.getAttribute('aria-controls') ?? '');
    expect(slotsPanel?.dataset.centered).toBe('false');
    expect(
      within(slotsPanel as HTMLElement)
        .getByRole('link', { name: /Vendor 3/ })
        .getAttribute('href'),
    ).toBe('/rng?page=V3');
  });
});
