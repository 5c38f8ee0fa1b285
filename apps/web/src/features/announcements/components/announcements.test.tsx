import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../app/i18n/i18n.ts';
import { useAuthStore } from '../../../shared/hooks/use-auth-store.ts';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';
import { POPUP_SEEN_KEY } from '../model/popup-seen.ts';
import { NoticeModal } from './notice-modal.tsx';
import { PopupAnnouncements } from './popup-announcements.tsx';

beforeAll(async () => {
  await initI18n();
  await i18next.loadNamespaces(['content', 'ui']);
});

afterEach(() => {
  vi.unstubAllGlobals();
  useModalStore.getState().close();
  useAuthStore.getState().setMember(null);
});

const notice = (id: number, type = 'B') => ({
  id: String(id),
  type,
  title: `Notice ${id}`,
  content: `Body of notice ${id}`,
  timestamp: '2026-03-14T17:30:00.000Z',
});

/** The announcements endpoint over 12 bulletins and 2 popups, paged as the server pages them. */
function stubServer() {
  const fetch = vi.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input), 'http://site.test');
    const type = url.searchParams.get('type') ?? 'B';
    const page = Number(url.searchParams.get('page') ?? 1);
    const pageSize = Number(url.searchParams.get('pageSize') ?? 9);
    const all =
      type === 'B'
        ? Array.from({ length: 12 }, (_, i) => notice(i + 1))
        : type === 'PU'
          ? [notice(100, 'PU'), notice(101, 'PU')]
          : type === 'PL'
            ? [notice(200, 'PL')]
            : [];
    const list = all.slice((page - 1) * pageSize, page * pageSize);
    return Response.json({ success: true, value: { list, total: all.length, page, pageSize } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderWithQueries(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

describe('NoticeModal', () => {
  it('opens from the popup layer with 9 notices a page and the first one read beside the list', async () => {
    stubServer();
    renderWithQueries(<NoticeModal />);
    act(() => useModalStore.getState().open('notice'));

    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    const list = await within(dialog).findByRole('list', { name: 'Announcement list' });
    expect(within(list).getAllByRole('button')).toHaveLength(9);
    expect(within(dialog).getByRole('article', { name: 'Notice 1' })).toBeTruthy();
    expect(within(dialog).getAllByText('03/15/2026, 01:30 (GMT+8)').length).toBeGreaterThan(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Page 2' }));
    expect(await within(dialog).findByRole('article', { name: 'Notice 10' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(within(dialog).getByRole('button', { name: /Notice 12/ }));
    expect(within(dialog).getByRole('article', { name: 'Notice 12' })).toBeTruthy();
  });

  it('offers the member notices only to a logged-in member', async () => {
    stubServer();
    const { unmount } = renderWithQueries(<NoticeModal />);
    act(() => useModalStore.getState().open('notice'));
    const guestDialog = await screen.findByRole('dialog', { name: 'Announcements' });
    expect(within(guestDialog).queryByRole('tab', { name: 'Member notices' })).toBeNull();
    act(() => useModalStore.getState().close());
    unmount();

    useAuthStore.getState().setMember({ account: 'lucky01', nickname: null, memberLabel: null, type: 1 });
    renderWithQueries(<NoticeModal />);
    act(() => useModalStore.getState().open('notice'));
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    const tab = within(dialog).getByRole('tab', { name: 'Member notices' });
    fireEvent.mouseDown(tab);
    fireEvent.click(tab);
    expect(await within(dialog).findByRole('article', { name: 'Notice 200' })).toBeTruthy();
  });
});

describe('PopupAnnouncements', () => {
  it('shows the entry popups one after another, then never again this session', async () => {
    stubServer();
    const { unmount } = renderWithQueries(<PopupAnnouncements />);

    expect(await screen.findByRole('dialog', { name: 'Notice 100' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: 'Notice 101' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sessionStorage.getItem(POPUP_SEEN_KEY)).toBe('1');
    unmount();

    const fetch = stubServer();
    renderWithQueries(<PopupAnnouncements />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('waits while another window has the popup layer', async () => {
    stubServer();
    act(() => useModalStore.getState().open('login'));
    renderWithQueries(<PopupAnnouncements />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => useModalStore.getState().close());
    expect(await screen.findByRole('dialog', { name: 'Notice 100' })).toBeTruthy();
  });
});
