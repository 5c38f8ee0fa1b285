import { REGISTER_FIELDS } from '@platform/contracts/system/register-fields';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberedPayloadKey } from './payload-key.ts';
import { systemQueries } from './system-queries.ts';

const merchant = {
  merchantCode: 'demo',
  name: 'Demo Casino',
  currency: 'USD',
  currencyScale: 2,
  defaultLanguage: 'EN',
  languages: ['EN', 'VI'],
  timeZone: 'Asia/Ho_Chi_Minh',
  theme: { accent: '#7c3aed', logoUrl: null },
};

const status = {
  merchant,
  whitelabel: [],
  register: {
    config: Object.fromEntries(REGISTER_FIELDS.map((field) => [field, { enabled: true, required: false }])),
    rules: {},
    minimumAge: 18,
  },
  resources: [],
  customerService: { isVipService: false, url: null, allowedHosts: [] },
  imageCDNs: [],
  launchGameCDNs: [],
  encryption: { alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: 'k1', jwk: { kty: 'RSA', n: 'AQAB', e: 'AQAB' } },
  serverTime: '2026-11-21T12:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('systemQueries.status', () => {
  it('remembers the brand the server resolved, and its payload key, for later calls', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: true, value: status })),
    );

    const answer = await new QueryClient().fetchQuery(systemQueries.status());

    expect(answer.merchant).toEqual(merchant);
    expect(sessionStorage.getItem('merchantCode')).toBe('demo');
    expect(JSON.parse(sessionStorage.getItem('merchant') ?? 'null')).toEqual(merchant);
    expect(rememberedPayloadKey()).toEqual(status.encryption);
  });
});
