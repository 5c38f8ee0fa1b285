import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../app/i18n/i18n.ts';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';
import { HeadlineTicker } from './headline-ticker.tsx';

beforeAll(async () => {
  await initI18n();
  await i18next.loadNamespaces(['content', 'ui']);
});

afterEach(() => {
  vi.unstubAllGlobals();
  useModalStore.getState().close();
});

function serveHeadlines(titles: string[]) {
  const list = titles.map((title, index) => ({
    id: String(index + 1),
    type: 'H',
    title,
    content: title,
    timestamp: '2026-03-14T10:00:00.000Z',
  }));
  const fetch = vi.fn(async (_input: string | URL | Request) =>
    Response.json({ success: true, value: { list, total: list.length, page: 1, pageSize: 50 } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderTicker() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <HeadlineTicker />
    </QueryClientProvider>,
  );
}

describe('HeadlineTicker', () => {
  it('runs the type-H headlines once for readers, and a click opens the notices', async () => {
    const fetch = serveHeadlines(['Weekend bonus', 'New live tables']);
    renderTicker();

    const ticker = await screen.findByRole('region', { name: 'Latest news' });
    expect(String(fetch.mock.calls[0]?.[0])).toContain('type=H');
    // The second lap is for the eyes only.
    expect(
      within(ticker)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Weekend bonus•', 'New live tables•']);

    fireEvent.click(within(ticker).getByRole('button', { name: /New live tables/ }));
    expect(useModalStore.getState().current).toBe('notice');
  });

  it('takes no room when there are no headlines', async () => {
    const fetch = serveHeadlines([]);
    const { container } = renderTicker();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.innerHTML).toBe('');
  });
});
