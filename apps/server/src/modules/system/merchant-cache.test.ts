import { describe, expect, it, vi } from 'vitest';
import { DEMO_BRAND } from '../../db/seed/demo-brand.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { cachedMerchantResolver } from './merchant-cache.ts';

const merchant: Merchant = {
  ...DEMO_BRAND,
  id: 1n,
  maintenanceFrom: null,
  timeZone: 'Asia/Shanghai',
  protectionProfile: 'basic',
  oddsFormat: 'decimal',
  sportsbookMargin: 500,
};

function setup(ttlMs: number, maxEntries?: number) {
  let time = 0;
  const resolve = vi.fn(async () => merchant);
  const cached = cachedMerchantResolver(resolve, {
    ttlMs,
    now: () => time,
    ...(maxEntries ? { maxEntries } : {}),
  });
  return { cached, resolve, advance: (ms: number) => (time += ms) };
}

describe('cachedMerchantResolver', () => {
  it('asks the database once per code or host within the TTL, and again after it', async () => {
    const { cached, resolve, advance } = setup(10_000);
    await cached({ code: 'demo', host: 'a' });
    await cached({ code: 'demo', host: 'b' });
    await cached({ code: undefined, host: 'localhost' });
    expect(resolve).toHaveBeenCalledTimes(2);
    advance(10_001);
    await cached({ code: 'demo', host: 'a' });
    expect(resolve).toHaveBeenCalledTimes(3);
  });

  it('does not keep a failed lookup', async () => {
    const { cached, resolve } = setup(10_000);
    resolve.mockRejectedValueOnce(new Error('database down'));
    await expect(cached({ code: 'demo', host: '' })).rejects.toThrow('database down');
    await expect(cached({ code: 'demo', host: '' })).resolves.toBe(merchant);
    expect(resolve).toHaveBeenCalledTimes(2);
  });

  it('stays bounded: past the limit it starts afresh', async () => {
    const { cached, resolve } = setup(10_000, 2);
    for (const code of ['a1', 'b2', 'c3', 'a1']) await cached({ code, host: '' });
    expect(resolve).toHaveBeenCalledTimes(4);
  });

  it('passes every lookup through when the TTL is 0', async () => {
    const { cached, resolve } = setup(0);
    await cached({ code: 'demo', host: '' });
    await cached({ code: 'demo', host: '' });
    expect(resolve).toHaveBeenCalledTimes(2);
  });
});
