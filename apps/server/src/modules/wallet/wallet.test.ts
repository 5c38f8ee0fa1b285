import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { ZLoginValue } from '@platform/contracts/identity/schemas';
import { ZWalletBalance } from '@platform/contracts/wallet/schemas';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../platform/merchant.ts';
import { deposit, expectLedgerHealthy } from '../../test/ledger.ts';
import { registeredMember } from '../../test/member.ts';
import { createSingleWalletBrand } from '../../test/single-wallet-brand.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { vendorWallets } from '../games/service.ts';
import { accountFor, transfer } from '../ledger/service.ts';
import { resolveMerchant } from '../system/service.ts';

let server: TestServer;
let demo: Merchant;
let single: Merchant;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  await createSingleWalletBrand(db, 'single', ['single.example']);
  demo = (await resolveMerchant(db, { code: 'demo', host: '' })) as Merchant;
  single = (await resolveMerchant(db, { code: 'single', host: '' })) as Merchant;
});
afterAll(() => server?.close());
// Every test here moves money or could: each ends with the ledger's invariants checked.
afterEach(() => expectLedgerHealthy(server.database.db));

const member = (brand: string, username: string) => registeredMember(server, username, brand);

const balance = (token: string, brand = 'demo') =>
  server.request('/wps/v2/wallets/balance', { headers: { Merchant: brand, Authorization: token } });

describe('GET /wps/v2/wallets/balance', () => {
  it('answers zero in the brand currency before any money moved, opening nothing', async () => {
    const { token } = await member('demo', 'wallet01');
    const response = await balance(token);
    expect(response.status).toBe(200);
    const offered = await vendorWallets(server.database.db, demo);
    expect(offered.length).toBeGreaterThan(10);
    expect(ZSuccess(ZWalletBalance).parse(await response.json()).value).toEqual({
      currency: demo.currency,
      sumBalance: '0.00',
      isSingle: false,
      wallets: [
        { wallet: 'main', balance: '0.00' },
        ...offered.map(({ accountTypeId }) => ({ wallet: String(accountTypeId), balance: '0.00' })),
      ],
    });
    // The brand's own accounts (its jackpot pools, seeded) aside: no account of the member's.
    const opened = await server.database.db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('member_id', 'is not', null)
      .execute();
    expect(opened).toEqual([]);
  });

  it('sums the main wallet and each vendor wallet, as decimal strings, listing a held wallet of a vendor no longer offered', async () => {
    const { db } = server.database;
    const { id, token } = await member('demo', 'wallet02');
    const main = await accountFor(db, demo, 'member.main', { memberId: id });
    const vendor = await accountFor(db, demo, 'member.vendor', { memberId: id, subKey: '31' });
    await deposit(db, demo, main, 123_456n, 'wallet02-deposit');
    await transfer(db, {
      merchantId: demo.id,
      idempotencyKey: 'wallet02-to-vendor',
      kind: 'wallet.transfer',
      legs: [
        { accountId: main, amount: -23_401n },
        { accountId: vendor, amount: 23_401n },
      ],
    });
    const value = ZSuccess(ZWalletBalance).parse(await (await balance(token)).json()).value;
    expect(value).toMatchObject({ currency: demo.currency, sumBalance: '1234.56', isSingle: false });
    expect(value.wallets[0]).toEqual({ wallet: 'main', balance: '1000.55' });
    expect(value.wallets.at(-1)).toEqual({ wallet: '31', balance: '234.01' });
  });

  it('shows only the main wallet on a single-wallet brand', async () => {
    const { db } = server.database;
    const { id, token } = await member('single', 'wallet03');
    await deposit(db, single, await accountFor(db, single, 'member.main', { memberId: id }), 500n, 'w03');
    const value = ZSuccess(ZWalletBalance).parse(await (await balance(token, 'single')).json()).value;
    expect(value).toMatchObject({ isSingle: true, sumBalance: '5.00', wallets: [{ wallet: 'main' }] });
  });

  it('refuses a guest with 401 and a demo account with member.not.official', async () => {
    expect((await balance('')).status).toBe(401);
    const demoLogin = await server.request('/wps/session/login/freeplay', {
      method: 'POST',
      headers: { Merchant: 'demo', 'content-type': 'application/json' },
      body: '{}',
    });
    const { token } = ZSuccess(ZLoginValue).parse(await demoLogin.json()).value;
    const refused = await balance(token ?? '');
    expect(refused.status).toBe(403);
    expect(ZFailure.parse(await refused.json()).errorCode).toBe('member.not.official');
  });
});
