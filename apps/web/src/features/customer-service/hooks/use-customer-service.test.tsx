import { REGISTER_FIELDS } from '@platform/contracts/system/register-fields';
import type { SystemStatus } from '@platform/contracts/system/status';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../app/i18n/i18n.ts';
import { systemQueries } from '../../../shared/api/system-queries.ts';
import { toast } from '../../../shared/ui/toast.tsx';
import { onlineServiceQuery } from '../api/online-service-query.ts';
import { useCustomerService } from './use-customer-service.ts';

vi.mock('../../../shared/ui/toast.tsx', () => ({ toast: { error: vi.fn() } }));

function status(customerService: SystemStatus['customerService']): SystemStatus {
  return {
    merchant: {
      merchantCode: 'demo',
      name: 'Demo',
      currency: 'USD',
      currencyScale: 2,
      defaultLanguage: 'EN',
      languages: ['EN'],
      timeZone: 'Asia/Shanghai',
      theme: { accent: '#7c3aed', logoUrl: null },
    },
    whitelabel: [],
    register: {
      config: Object.fromEntries(
        REGISTER_FIELDS.map((field) => [field, { enabled: false, required: false }]),
      ) as SystemStatus['register']['config'],
      rules: {},
      minimumAge: 18,
    },
    resources: [],
    customerService,
    imageCDNs: [],
    launchGameCDNs: [],
    encryption: { alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: 'k1', jwk: { kty: 'RSA', n: 'AQAB', e: 'AQAB' } },
  };
}

function setup(service: SystemStatus['customerService'], onlineUrl: string | null) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(systemQueries.status().queryKey, status(service));
  queryClient.setQueryData(onlineServiceQuery.queryKey, onlineUrl);
  const popup = { opener: {} as unknown };
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as Window);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(useCustomerService, { wrapper });
  return { result, open, popup };
}

const allowedHosts = ['chat.brand.example'];

beforeAll(async () => {
  await initI18n();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(toast.error).mockClear();
});

describe('useCustomerService', () => {
  it('opens an allowed online-service address in the named popup and cuts its opener', async () => {
    const { result, open, popup } = setup(
      { isVipService: false, url: null, allowedHosts },
      'https://chat.brand.example/live',
    );
    expect(result.current.kind).toBe('lottery');

    act(() => result.current.open());

    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    const [url, name, features] = open.mock.calls[0] ?? [];
    expect([url, name]).toEqual(['https://chat.brand.example/live', 'online-service']);
    expect(features).toMatch(/^popup,width=440,height=700,left=\d+,top=\d+$/);
    expect(popup.opener).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it.each([
    ['a host the brand does not list', 'https://phish.example/live'],
    ['plain http', 'http://chat.brand.example/live'],
    ['no type-3 entry', null],
  ])('refuses %s with a toast and opens nothing', async (_, onlineUrl) => {
    const { result, open } = setup({ isVipService: false, url: null, allowedHosts }, onlineUrl);

    act(() => result.current.open());

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(expect.stringContaining('not allowed')));
    expect(open).not.toHaveBeenCalled();
  });

  it("takes the brand's own address for the VIP service, through the same allow-list", async () => {
    const { result, open } = setup(
      { isVipService: true, url: 'https://chat.brand.example/vip', allowedHosts },
      'https://chat.brand.example/live',
    );
    expect(result.current.kind).toBe('vip');

    act(() => result.current.open());

    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(open.mock.calls[0]?.[0]).toBe('https://chat.brand.example/vip');
  });

  it('says so when the browser blocks the popup', async () => {
    const { result, open } = setup(
      { isVipService: false, url: null, allowedHosts },
      'https://chat.brand.example/',
    );
    open.mockReturnValue(null);

    act(() => result.current.open());

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(expect.stringContaining('blocked')));
  });
});
