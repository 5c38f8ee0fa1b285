import { ZSuccess } from '@platform/contracts/envelope';
import { ZLaunchGameValue } from '@platform/contracts/games/launch';
import { HOUSE_GAMES, HOUSE_PROVIDER_CODE } from '@platform/contracts/vendor-wallet/house';
import { ZWalletTransferValue } from '@platform/contracts/wallet/schemas';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoGames } from '../../db/seed/demo-games.ts';
import { demoVendors } from '../../db/seed/demo-vendors.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { houseWalletClient } from '../../test/house-game.ts';
import { deposit, expectLedgerHealthy } from '../../test/ledger.ts';
import { registeredMember } from '../../test/member.ts';
import { createSingleWalletBrand } from '../../test/single-wallet-brand.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { addGames, addVendors, vendorWallets } from '../games/service.ts';
import { accountFor, memberBalances } from '../ledger/service.ts';
import { resolveMerchant } from '../system/service.ts';

let server: TestServer;
let call: ReturnType<typeof houseWalletClient>;
/** The demo's house vendor on a transfer wallet, and its account type (the wallet's name). */
const club = demoVendors().filter(({ walletMode }) => walletMode === 'transfer');
const clubWallet = String(club[0]?.accountTypeId);
let members = 0;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  // A brand with the single-wallet switch on, offering the same vendor.
  const single = await createSingleWalletBrand(db, 'onewallet', []);
  await addVendors(db, single, club);
  await addGames(db, single, demoGames(club));
  call = houseWalletClient(server);
});
afterAll(() => server?.close());
// Every test here moves money: each ends with the ledger's invariants checked.
afterEach(() => expectLedgerHealthy(server.database.db));

async function brand(code: string): Promise<Merchant> {
  const merchant = await resolveMerchant(server.database.db, { code, host: '' });
  if (!merchant) throw new Error(`no brand ${code}`);
  return merchant;
}

/** A registered member of `code` holding `cents` in the main wallet. */
async function member(cents: bigint, code = 'demo') {
  members += 1;
  const { id, token } = await registeredMember(server, `clubber${members}`, code);
  const { db } = server.database;
  const merchant = await brand(code);
  const main = await accountFor(db, merchant, 'member.main', { memberId: id });
  await deposit(db, merchant, main, cents, `club-fund-${code}-${members}`);
  return { id, token, playerId: `P${id}` };
}

const headers = (token: string, code = 'demo') => ({
  Merchant: code,
  Authorization: token,
  'content-type': 'application/json',
});

/** The member's wallets in minor units, main and each vendor wallet by its account type. */
async function held(memberId: bigint, code = 'demo'): Promise<Record<string, bigint>> {
  const rows = await memberBalances(server.database.db, await brand(code), memberId);
  return Object.fromEntries(
    rows.map(({ kind, subKey, balance }) => [kind === 'member.main' ? 'main' : subKey, balance]),
  );
}

async function moveToClub(token: string, amount: string) {
  const response = await server.request('/wps/relay/GCS_walletTransfer', {
    method: 'POST',
    headers: headers(token),
    body: JSON.stringify({ from: 'main', to: clubWallet, amount, requestId: `club-move-${members}` }),
  });
  return ZSuccess(ZWalletTransferValue).parse(await response.json()).value;
}

/** Launches the house game `gameCode` of `vendorCode` and answers the launch token it hands the provider. */
async function launchToken(token: string, vendorCode: string, gameCode: string, code = 'demo') {
  const merchant = await brand(code);
  const game = await server.database.db
    .selectFrom('games')
    .select('id')
    .where('merchant_id', '=', merchant.id)
    .where('vendor_code', '=', vendorCode)
    .where('game_code', '=', gameCode)
    .executeTakeFirstOrThrow();
  const response = await server.request('/wps/game/launchGame', {
    method: 'POST',
    headers: headers(token, code),
    body: JSON.stringify({
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      accountType: 1,
      nodeId: String(game.id),
    }),
  });
  const { game_url } = ZSuccess(ZLaunchGameValue).parse(await response.json()).value;
  return new URL(game_url).searchParams.get('token') ?? '';
}

function round(
  who: { playerId: string },
  token: string,
  roundId: string,
  gameCode: string = HOUSE_GAMES.slot,
) {
  const base = { token, playerId: who.playerId, gameCode, roundId };
  return {
    debit: (transactionId: string, amount: string) =>
      call('debit', { ...base, transactionId, amount, currency: 'USD' }),
    credit: (transactionId: string, amount: string, closeRound: boolean) =>
      call('credit', { ...base, transactionId, amount, currency: 'USD', closeRound }),
    rollback: (transactionId: string, refTransactionId: string) =>
      call('rollback', { ...base, transactionId, refTransactionId }),
  };
}

describe('a vendor in transfer mode', () => {
  it('has a wallet of its own among the member’s wallets; the seamless house vendor has none', async () => {
    expect(club).toHaveLength(1);
    expect(club[0]).toMatchObject({ providerCode: HOUSE_PROVIDER_CODE, vendorCode: 'LOTUS_CLUB' });
    const wallets = (await vendorWallets(server.database.db, await brand('demo'))).map(({ accountTypeId }) =>
      String(accountTypeId),
    );
    expect(wallets).toContain(clubWallet);
    const originals = demoVendors().find(({ vendorCode }) => vendorCode === 'LOTUS_ORIGINALS');
    expect(wallets).not.toContain(String(originals?.accountTypeId));
  });

  it('plays the money moved into its wallet: debits, credits and rollbacks there, main untouched', async () => {
    const who = await member(100_00n);
    const moved = await moveToClub(who.token, '30.00');
    expect(moved.balance.wallets).toContainEqual({ wallet: clubWallet, balance: '30.00' });
    const token = await launchToken(who.token, 'LOTUS_CLUB', HOUSE_GAMES.slot);

    expect((await call('balance', { token })).body).toMatchObject({ code: 'OK', balance: '30.00' });
    const first = round(who, token, 'club-r1');
    expect((await first.debit('club-d1', '5.00')).body).toMatchObject({ code: 'OK', balance: '25.00' });
    expect((await first.credit('club-c1', '12.00', true)).body).toMatchObject({ balance: '37.00' });
    const second = round(who, token, 'club-r2');
    expect((await second.debit('club-d2', '7.00')).body).toMatchObject({ balance: '30.00' });
    expect((await second.rollback('club-rb2', 'club-d2')).body).toMatchObject({ balance: '37.00' });
    expect(await held(who.id)).toMatchObject({ main: 70_00n, [clubWallet]: 37_00n });

    // Only the vendor's wallet pays its stakes, though main holds more.
    const third = round(who, token, 'club-r3');
    const over = await third.debit('club-d3', '40.00');
    expect(over.body).toMatchObject({ code: 'INSUFFICIENT_FUNDS', balance: '37.00' });
    expect(await held(who.id)).toMatchObject({ main: 70_00n, [clubWallet]: 37_00n });

    // The round is recorded against the game launched, not the same code of the other house vendor.
    const rounds = await server.database.db
      .selectFrom('game_rounds')
      .innerJoin('games', 'games.id', 'game_rounds.game_id')
      .select(['game_rounds.round_id', 'games.vendor_code'])
      .where('game_rounds.member_id', '=', who.id)
      .orderBy('game_rounds.id')
      .execute();
    expect(rounds).toEqual([
      { round_id: 'club-r1', vendor_code: 'LOTUS_CLUB' },
      { round_id: 'club-r2', vendor_code: 'LOTUS_CLUB' },
    ]);
  });

  it('lets exactly floor(B/a) of 40 simultaneous debits through from its wallet, none overdrawing it', async () => {
    const who = await member(100_00n);
    await moveToClub(who.token, '10.00');
    const token = await launchToken(who.token, 'LOTUS_CLUB', HOUSE_GAMES.slot);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        round(who, token, `race-r${index}`).debit(`race-d${index}`, '3.00'),
      ),
    );
    const codes = answers.map(({ body }) => body.code);
    expect(codes.filter((code) => code === 'OK')).toHaveLength(3);
    expect(codes.filter((code) => code === 'INSUFFICIENT_FUNDS')).toHaveLength(37);
    expect(await held(who.id)).toMatchObject({ main: 90_00n, [clubWallet]: 1_00n });
  });

  it('pays a round back into the wallet its stake came from, whichever launch’s token the credit names', async () => {
    const who = await member(100_00n);
    await moveToClub(who.token, '20.00');
    const clubToken = await launchToken(who.token, 'LOTUS_CLUB', HOUSE_GAMES.slot);
    const mainToken = await launchToken(who.token, 'LOTUS_ORIGINALS', HOUSE_GAMES.slot);
    expect((await call('balance', { token: mainToken })).body).toMatchObject({ balance: '80.00' });

    expect((await round(who, clubToken, 'mixed-r1').debit('mixed-d1', '4.00')).body.code).toBe('OK');
    // A credit under the main-wallet launch still pays the wallet the round was staked from.
    const paid = await round(who, mainToken, 'mixed-r1').credit('mixed-c1', '9.00', false);
    expect(paid.body).toMatchObject({ code: 'OK', balance: '25.00' });
    // A round is one wallet's: a stake into it from the other wallet is refused, and nothing moves.
    const other = await round(who, mainToken, 'mixed-r1').debit('mixed-d2', '1.00');
    expect(other.body).toMatchObject({ code: 'ROUND_CLOSED', balance: '80.00' });
    expect(await held(who.id)).toMatchObject({ main: 80_00n, [clubWallet]: 25_00n });
  });

  it('comes back to main with “all to main”, and plays main on a brand with only the main wallet', async () => {
    const who = await member(50_00n);
    await moveToClub(who.token, '10.00');
    const all = await server.request('/wps/relay/GCS_walletTransfer', {
      method: 'POST',
      headers: headers(who.token),
      body: JSON.stringify({ allToMain: true, requestId: `club-all-${who.id}` }),
    });
    expect(ZSuccess(ZWalletTransferValue).parse(await all.json()).value.moved).toEqual([
      { from: clubWallet, to: 'main', amount: '10.00' },
    ]);

    const single = await member(20_00n, 'onewallet');
    const token = await launchToken(single.token, 'LOTUS_CLUB', HOUSE_GAMES.dice, 'onewallet');
    const played = await round(single, token, 'single-r1', HOUSE_GAMES.dice).debit('single-d1', '2.50');
    expect(played.body).toMatchObject({ code: 'OK', balance: '17.50' });
    expect(await held(single.id, 'onewallet')).toEqual({ main: 17_50n });
  });
});
