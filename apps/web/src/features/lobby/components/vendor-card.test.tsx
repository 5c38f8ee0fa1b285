import type { Vendor } from '@platform/contracts/games/categories';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../app/i18n/i18n.ts';
import { SESSION_KEY } from '../../../shared/api/session.ts';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';
import { VendorCard } from './vendor-card.tsx';

const vendor = (inMaintenance: boolean): Vendor => ({
  accountTypeId: 102,
  vendorCode: 'FISH_KING',
  displayName: 'Fish King',
  smallIcon: 'vendors/FISH_KING.svg',
  isHot: false,
  inMaintenance,
  seamless: false,
});

function renderCard(inMaintenance: boolean) {
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => <VendorCard vendor={vendor(inMaintenance)} isSelected={false} />,
    }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  // The vendor's icon waits for the brand's image hosts; without them it shows the vendor's initial.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ success: false, errorCode: 'system.error', message: 'Down' })),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n();
  await i18next.loadNamespaces('lobby');
});

afterEach(() => {
  vi.unstubAllGlobals();
  useModalStore.getState().close();
});

describe('VendorCard', () => {
  it("leads guests and members alike from a vendor in maintenance to the game page's notice", async () => {
    renderCard(true);
    const play = await screen.findByRole('link', { name: 'Play' });
    expect(play.getAttribute('href')).toBe('/game?maintenance=FISH_KING');
  });

  it("opens the login window on a guest's play", async () => {
    renderCard(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Play' }));
    expect(useModalStore.getState().current).toBe('login');
  });

  it("sends a member's play to the game page", async () => {
    sessionStorage.setItem(SESSION_KEY.token, 'member-token');
    renderCard(false);
    expect((await screen.findByRole('link', { name: 'Play' })).getAttribute('href')).toBe('/game');
  });
});
