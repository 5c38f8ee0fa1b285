import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { ZLoginValue } from '@platform/contracts/identity/schemas';
import { ZWalletTransferValue } from '@platform/contracts/wallet/schemas';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../platform/merchant.ts';
import { errorOf, requestIds } from '../../test/api-client.ts';
import { deposit, expectLedgerHealthy } from '../../test/ledger.ts';
import { registeredMember } from '../../test/member.ts';
import { createSingleWalletBrand } from '../../test/single-wallet-brand.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { vendorWallets } from '../games/service.ts';
import { accountFor, memberBalances, transfer } from '../ledger/service.ts';
import { resolveMerchant } from '../system/service.ts';

let server: TestServer;
let demo: Merchant;
let live: string;
let slots: string;
let inMaintenance: string;
const requestId = requestIds('req');
let badMembers = 0;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  await createSingleWalletBrand(db, 'single', ['single.example']);
  demo = (await resolveMerchant(db, { code: 'demo', host: '' })) as Merchant;
  const offered = await vendorWallets(db, demo);
  const open = offered.filter(({ inMaintenance: down }) => !down);
  live = String(open[0]?.accountTypeId);
  slots = String(open[1]?.accountTypeId);
  inMaintenance = String(offered.find(({ inMaintenance: down }) => down)?.accountTypeId);
});
afterAll(() => server?.close());
// Every test here moves money or could: each ends with the ledger's invariants checked.
afterEach(() => expectLedgerHealthy(server.database.db));

/** Registers a member on `brand` holding `cents` in the main wallet; answers its id and token. */
async function member(username: string, cents: bigint, brand = 'demo') {
  const { id, token } = await registeredMember(server, username, brand);
  const { db } = server.database;
  const merchant = (await resolveMerchant(db, { code: brand, host: '' })) as Merchant;
  if (cents > 0n)
    await deposit(
      db,
      merchant,
      await accountFor(db, merchant, 'member.main', { memberId: id }),
      cents,
      `fund-${username}`,
    );
  return { id, token };
}

const move = (token: string, body: Record<string, unknown>, brand = 'demo') =>
  server.request('/wps/relay/GCS_walletTransfer', {
    method: 'POST',
    headers: { Merchant: brand, Authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const movedBy = async (response: Response) =>
  ZSuccess(ZWalletTransferValue).parse(await response.json()).value;

async function held(memberId: bigint): Promise<Record<string, bigint>> {
  const rows = await memberBalances(server.database.db, demo, memberId);
  return Object.fromEntries(
    rows.map(({ kind, subKey, balance }) => [kind === 'member.main' ? 'main' : subKey, balance]),
  );
}

const walletOf = (value: { balance: { wallets: { wallet: string; balance: string }[] } }, wallet: string) =>
  value.balance.wallets.find((entry) => entry.wallet === wallet)?.balance;

describe('POST /wps/relay/GCS_walletTransfer', () => {
  it('moves money from main to a game wallet and back, answering what moved and the wallets after', async () => {
    const { id, token } = await member('move01', 10_000n);
    const there = await movedBy(
      await move(token, { from: 'main', to: live, amount: '40.25', requestId: requestId() }),
    );
    expect(there.moved).toEqual([{ from: 'main', to: live, amount: '40.25' }]);
    expect(there.balance.sumBalance).toBe('100.00');
    expect(walletOf(there, 'main')).toBe('59.75');
    expect(walletOf(there, live)).toBe('40.25');
    const back = await movedBy(
      await move(token, { from: live, to: 'main', amount: '0.25', requestId: requestId() }),
    );
    expect(walletOf(back, live)).toBe('40.00');
    expect(await held(id)).toMatchObject({ main: 6_000n, [live]: 4_000n });
  });

  it('answers a repeated request id with the first move, and the id with another amount is a conflict', async () => {
    const { id, token } = await member('move02', 10_000n);
    const body = { from: 'main', to: live, amount: '10.00', requestId: requestId() };
    const answers = await Promise.all(Array.from({ length: 10 }, () => move(token, body)));
    const values = await Promise.all(answers.map(movedBy));
    for (const value of values) expect(value).toEqual(values[0]);
    expect(await held(id)).toMatchObject({ main: 9_000n, [live]: 1_000n });
    const transfers = await server.database.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('idempotency_key', 'like', `wallet:${id}:%`)
      .execute();
    expect(transfers).toHaveLength(1);
    const conflict = await move(token, { ...body, amount: '11.00' });
    expect(conflict.status).toBe(409);
    expect(await errorOf(conflict)).toBe('idempotency.conflict');
    expect(await held(id)).toMatchObject({ main: 9_000n, [live]: 1_000n });
  });

  it('lets exactly floor(B/a) of 20 racing transfers through, refusing the rest with funds.insufficient', async () => {
    const { id, token } = await member('move03', 1_000n);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        move(token, { from: 'main', to: slots, amount: '3.00', requestId: requestId() }),
      ),
    );
    const statuses = answers.map(({ status }) => status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 422)).toHaveLength(17);
    expect(await held(id)).toMatchObject({ main: 100n, [slots]: 900n });
  });

  it('moves every game wallet to main in one call, and a retry of that call moves nothing more and answers the same', async () => {
    const { id, token } = await member('move04', 10_000n);
    await move(token, { from: 'main', to: live, amount: '12.00', requestId: requestId() });
    await move(token, { from: 'main', to: slots, amount: '8.50', requestId: requestId() });
    const all = { allToMain: true, requestId: requestId() };
    const first = await movedBy(await move(token, all));
    expect(first.moved).toEqual(
      expect.arrayContaining([
        { from: live, to: 'main', amount: '12.00' },
        { from: slots, to: 'main', amount: '8.50' },
      ]),
    );
    expect(first.moved).toHaveLength(2);
    expect(walletOf(first, 'main')).toBe('100.00');
    const again = await movedBy(await move(token, all));
    expect(again.moved).toEqual(first.moved);
    expect(await held(id)).toMatchObject({ main: 10_000n, [live]: 0n, [slots]: 0n });
  });

  it('answers every copy of "all to main" with what the first moved, also ten at the same moment', async () => {
    const { id, token } = await member('move07', 10_000n);
    await move(token, { from: 'main', to: live, amount: '12.00', requestId: requestId() });
    await move(token, { from: 'main', to: slots, amount: '8.50', requestId: requestId() });
    const all = { allToMain: true, requestId: requestId() };
    const answers = await Promise.all(Array.from({ length: 10 }, () => move(token, all)));
    const moved = (await Promise.all(answers.map(movedBy))).map((value) => value.moved);
    for (const each of moved) expect(each).toEqual(moved[0]);
    expect(moved[0]).toEqual(
      expect.arrayContaining([
        { from: live, to: 'main', amount: '12.00' },
        { from: slots, to: 'main', amount: '8.50' },
      ]),
    );
    expect(moved[0]).toHaveLength(2);
    // Money reaching a game wallet after the request is not part of it: a late copy moves nothing more.
    await move(token, { from: 'main', to: live, amount: '1.00', requestId: requestId() });
    const late = await movedBy(await move(token, all));
    expect(late.moved).toEqual(moved[0]);
    expect(await held(id)).toMatchObject({ main: 9_900n, [live]: 100n, [slots]: 0n });
  });

  it('answers a copy of an "all to main" that found nothing with nothing, though money came since', async () => {
    const { id, token } = await member('move10', 10_000n);
    const all = { allToMain: true, requestId: requestId() };
    expect((await movedBy(await move(token, all))).moved).toEqual([]);
    await move(token, { from: 'main', to: live, amount: '2.00', requestId: requestId() });
    expect((await movedBy(await move(token, all))).moved).toEqual([]);
    expect(await held(id)).toMatchObject({ main: 9_800n, [live]: 200n });
  });

  it('answers a copy of an "all to main" made under the per-wallet keys of before with what those moved', async () => {
    const { id, token } = await member('move11', 10_000n);
    const { db } = server.database;
    const main = await accountFor(db, demo, 'member.main', { memberId: id });
    const wallet = await accountFor(db, demo, 'member.vendor', { memberId: id, subKey: live });
    const all = { allToMain: true, requestId: requestId() };
    const toGame = { from: 'main', to: live, amount: '7.00' };
    await move(token, { ...toGame, requestId: requestId() });
    // What the first copy wrote before "all to main" was one transfer: one transfer per game wallet.
    await transfer(db, {
      merchantId: demo.id,
      idempotencyKey: `wallet:${id}:${all.requestId}:${live}`,
      kind: 'wallet.transfer',
      legs: [
        { accountId: wallet, amount: -700n },
        { accountId: main, amount: 700n },
      ],
      memo: { from: live, to: 'main' },
    });
    await move(token, { ...toGame, requestId: requestId() });
    const copy = await movedBy(await move(token, all));
    expect(copy.moved).toEqual([{ from: live, to: 'main', amount: '7.00' }]);
    expect(await held(id)).toMatchObject({ main: 9_300n, [live]: 700n });
  });

  it('answers a copy of a single transfer with its move, even once its vendor is in maintenance', async () => {
    const { id, token } = await member('move08', 10_000n);
    const { db } = server.database;
    const body = { from: 'main', to: live, amount: '5.00', requestId: requestId() };
    const first = await movedBy(await move(token, body));
    await db
      .updateTable('game_vendors')
      .set({ in_maintenance: true })
      .where('merchant_id', '=', demo.id)
      .where('account_type_id', '=', Number(live))
      .execute();
    try {
      const again = await move(token, body);
      expect(again.status).toBe(200);
      expect((await movedBy(again)).moved).toEqual(first.moved);
    } finally {
      await db
        .updateTable('game_vendors')
        .set({ in_maintenance: false })
        .where('merchant_id', '=', demo.id)
        .where('account_type_id', '=', Number(live))
        .execute();
    }
    expect(await held(id)).toMatchObject({ main: 9_500n, [live]: 500n });
  });

  it('keeps a single transfer and an "all to main" under keys that can never meet', async () => {
    const { id, token } = await member('move09', 10_000n);
    const shared = requestId();
    await move(token, { from: 'main', to: live, amount: '3.00', requestId: shared });
    const all = await movedBy(await move(token, { allToMain: true, requestId: shared }));
    expect(all.moved).toEqual([{ from: live, to: 'main', amount: '3.00' }]);
    expect(await held(id)).toMatchObject({ main: 10_000n, [live]: 0n });
  });

  it.each([
    [{ from: 'main', to: 'main' }, 'wallet.transfer.invalid', 400],
    [{ from: 'LIVE', to: 'main' }, 'wallet.transfer.invalid', 400],
    [{ from: '99999', to: 'main' }, 'wallet.transfer.invalid', 400],
    [{ amount: '0' }, 'amount.invalid', 400],
    [{ amount: '-5' }, 'amount.invalid', 400],
    [{ amount: '1.005' }, 'amount.invalid', 400],
    [{ amount: 'ten' }, 'amount.invalid', 400],
    [{ amount: '1e2' }, 'amount.invalid', 400],
    [{ amount: '100.01' }, 'funds.insufficient', 422],
    [{ requestId: 'x' }, 'request.invalid', 400],
  ])('refuses %j with %s, moving nothing', async (change, code, status) => {
    badMembers += 1;
    const name = `movebad${badMembers}`;
    const { id, token } = await member(name, 10_000n);
    const response = await move(token, {
      from: 'main',
      to: live,
      amount: '1.00',
      requestId: requestId(),
      ...change,
    });
    expect(response.status).toBe(status);
    const failure = ZFailure.parse(await response.json());
    expect(failure.errorCode).toBe(code);
    // A wrong amount is refused beside the amount field, whatever the form calls it.
    if (code === 'amount.invalid') expect(failure.issues).toEqual([{ path: 'body.amount', code: 'invalid' }]);
    expect((await held(id)).main).toBe(10_000n);
  });

  it('refuses moving between two game wallets, and into a vendor in maintenance but not out of it', async () => {
    const { id, token } = await member('move05', 10_000n);
    const sideways = await move(token, { from: live, to: slots, amount: '1.00', requestId: requestId() });
    expect(await errorOf(sideways)).toBe('wallet.transfer.invalid');
    const down = await move(token, {
      from: 'main',
      to: inMaintenance,
      amount: '1.00',
      requestId: requestId(),
    });
    expect(down.status).toBe(409);
    expect(await errorOf(down)).toBe('wallet.vendor.maintenance');
    // Money already there (moved before the maintenance began) may come back.
    const { db } = server.database;
    const main = await accountFor(db, demo, 'member.main', { memberId: id });
    const stuck = await accountFor(db, demo, 'member.vendor', { memberId: id, subKey: inMaintenance });
    await transfer(db, {
      merchantId: demo.id,
      idempotencyKey: 'move05-before-maintenance',
      kind: 'wallet.transfer',
      legs: [
        { accountId: main, amount: -500n },
        { accountId: stuck, amount: 500n },
      ],
    });
    const out = await move(token, {
      from: inMaintenance,
      to: 'main',
      amount: '5.00',
      requestId: requestId(),
    });
    expect(out.status).toBe(200);
    expect((await held(id)).main).toBe(10_000n);
  });

  it('refuses every transfer on a single-wallet brand, guests, and demo accounts', async () => {
    const { token } = await member('move06', 1_000n, 'single');
    const single = await move(
      token,
      { from: 'main', to: live, amount: '1.00', requestId: requestId() },
      'single',
    );
    expect(single.status).toBe(409);
    expect(await errorOf(single)).toBe('wallet.single');
    expect((await move('', { allToMain: true, requestId: requestId() })).status).toBe(401);
    const demoLogin = await server.request('/wps/session/login/freeplay', {
      method: 'POST',
      headers: { Merchant: 'demo', 'content-type': 'application/json' },
      body: '{}',
    });
    const demoToken = ZSuccess(ZLoginValue).parse(await demoLogin.json()).value.token ?? '';
    const refused = await move(demoToken, { allToMain: true, requestId: requestId() });
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toBe('member.not.official');
  });
});
