import { randomUUID } from 'node:crypto';
import { walletClient } from '@platform/contracts/vendor-wallet/client';
import { afterEach, describe, expect, it } from 'vitest';

/** What the suite needs of a platform: where its wallet is, a provider's key, and players to play with. */
export type ConformanceHarness = {
  baseUrl: string;
  vendorCode: string;
  secret: string;
  /** A game the provider runs for the players' brand. */
  gameCode: string;
  /** The players' currency and its number of decimals. */
  currency: string;
  scale: number;
  /** A player holding at least 100 (in currency units) with a live launch token. */
  newPlayer(): Promise<{ token: string }>;
  /** A jackpot of the players' brand that `gameCode` feeds; without it the jackpot tests are left out. */
  jackpotCode?: string;
  /** Makes a launch token expire now; without it the expiry test is left out. */
  expireToken?(token: string): Promise<void>;
  /** Runs after every test: the platform's own checks (the ledger invariants, say). */
  check?(): Promise<void>;
};

const id = (prefix: string) => `${prefix}-${randomUUID()}`;

/**
 * The seamless-wallet rules (docs/reliability.md, the seamless wallet) as tests any platform can be held to:
 * signing, idempotency, tombstones, round closing, token expiry and balances in every answer.
 */
export function describeWalletConformance(harness: ConformanceHarness): void {
  // The platform may start only before the tests run: its address is read at each call.
  const call: ReturnType<typeof walletClient> = (...args) => walletClient(harness)(...args);
  const money = (units: number) => units.toFixed(harness.scale);
  const minor = (text: string | undefined) => {
    if (text === undefined) throw new Error('no balance in the answer');
    return Math.round(Number(text) * 10 ** harness.scale);
  };

  async function player() {
    const { token } = await harness.newPlayer();
    const { body } = await call('balance', { token });
    if (body.code !== 'OK' || !body.playerId) throw new Error(`balance of a new player: ${body.code}`);
    return { token, playerId: body.playerId, balance: minor(body.balance) };
  }

  async function balanceOf(token: string) {
    return minor((await call('balance', { token })).body.balance);
  }

  function round(who: { token: string; playerId: string }, roundId = id('round')) {
    const base = { token: who.token, playerId: who.playerId, gameCode: harness.gameCode, roundId };
    return {
      roundId,
      debit: (amount: string, transactionId = id('debit')) =>
        call('debit', { ...base, transactionId, amount, currency: harness.currency }),
      credit: (amount: string, closeRound: boolean, transactionId = id('credit')) =>
        call('credit', { ...base, transactionId, amount, currency: harness.currency, closeRound }),
      rollback: (refTransactionId: string, transactionId = id('rollback')) =>
        call('rollback', { ...base, transactionId, refTransactionId }),
      close: (transactionId = id('close')) => call('close-round', { ...base, transactionId }),
      jackpot: (transactionId = id('jackpot'), jackpotCode = harness.jackpotCode) =>
        call('jackpot-win', { ...base, transactionId, jackpotCode, currency: harness.currency }),
      // A correction comes after the launch: it names the player and the round, not the token.
      adjust: (amount: string, direction: 'credit' | 'debit', transactionId = id('adjust')) =>
        call('adjust', {
          playerId: who.playerId,
          gameCode: harness.gameCode,
          roundId,
          transactionId,
          amount,
          direction,
          currency: harness.currency,
        }),
    };
  }

  afterEach(async () => {
    await harness.check?.();
  });

  describe('signing', () => {
    it('answers the balance of a launch token, signed, with the player id and currency', async () => {
      const { token } = await harness.newPlayer();
      const { status, body } = await call('balance', { token });
      expect(status).toBe(200);
      expect(body).toMatchObject({ code: 'OK', currency: harness.currency, playerId: expect.any(String) });
      expect(minor(body.balance)).toBeGreaterThanOrEqual(100 * 10 ** harness.scale);
    });

    it('refuses a wrong signature, and tells an unsigned caller no balance', async () => {
      const { token } = await harness.newPlayer();
      const { status, body } = await call('balance', { token }, { signature: 'a'.repeat(64) });
      expect(status).toBe(401);
      expect(body).toEqual({ code: 'BAD_SIGNATURE' });
    });

    it('refuses a body changed after signing', async () => {
      const who = await player();
      const signedFor = walletClient({ ...harness, baseUrl: harness.baseUrl, secret: `${harness.secret}x` });
      const { body } = await signedFor('debit', {
        ...{ token: who.token, playerId: who.playerId, gameCode: harness.gameCode },
        roundId: id('round'),
        transactionId: id('debit'),
        amount: money(1),
        currency: harness.currency,
      });
      expect(body.code).toBe('BAD_SIGNATURE');
      expect(await balanceOf(who.token)).toBe(who.balance);
    });

    it('refuses an unknown vendor', async () => {
      const stranger = walletClient({ ...harness, baseUrl: harness.baseUrl, vendorCode: 'NO_SUCH_VENDOR' });
      const { status, body } = await stranger('balance', { token: (await harness.newPlayer()).token });
      expect(status).toBe(401);
      expect(body.code).toBe('UNKNOWN_VENDOR');
    });

    it.each([
      ['six minutes old', -6 * 60_000],
      ['six minutes ahead', 6 * 60_000],
    ])('refuses a timestamp %s', async (_name, offset) => {
      const { token } = await harness.newPlayer();
      const { status, body } = await call('balance', { token }, { timestamp: String(Date.now() + offset) });
      expect(status).toBe(401);
      expect(body.code).toBe('STALE_TIMESTAMP');
    });

    it('refuses a nonce used before, and the replayed debit moves nothing', async () => {
      const who = await player();
      const nonce = id('nonce').replaceAll('-', '');
      const payload = {
        token: who.token,
        playerId: who.playerId,
        gameCode: harness.gameCode,
        roundId: id('round'),
        transactionId: id('debit'),
        amount: money(2),
        currency: harness.currency,
      };
      expect((await call('debit', payload, { nonce })).body.code).toBe('OK');
      const { status, body } = await call('debit', payload, { nonce });
      expect(status).toBe(401);
      expect(body.code).toBe('NONCE_REPLAYED');
      expect(await balanceOf(who.token)).toBe(who.balance - 2 * 10 ** harness.scale);
    });
  });

  describe('bad input moves no money and names the balance', () => {
    it('refuses an unknown launch token', async () => {
      const { status, body } = await call('balance', { token: id('no-such-token') });
      expect(status).toBe(404);
      expect(body.code).toBe('UNKNOWN_PLAYER');
    });

    it('refuses a player id that is not the token’s', async () => {
      const who = await player();
      const { body } = await round({ token: who.token, playerId: 'P0' }).debit(money(1));
      expect(body.code).toBe('UNKNOWN_PLAYER');
      expect(minor(body.balance)).toBe(who.balance);
      expect(await balanceOf(who.token)).toBe(who.balance);
    });

    it('refuses an unknown game', async () => {
      const who = await player();
      const { status, body } = await call('debit', {
        token: who.token,
        playerId: who.playerId,
        gameCode: 'NO_SUCH_GAME',
        roundId: id('round'),
        transactionId: id('debit'),
        amount: money(1),
        currency: harness.currency,
      });
      expect(status).toBe(404);
      expect(body.code).toBe('UNKNOWN_GAME');
      expect(minor(body.balance)).toBe(who.balance);
    });

    it('refuses a wrong currency', async () => {
      const who = await player();
      const other = harness.currency === 'XTS' ? 'XXX' : 'XTS';
      const { status, body } = await call('debit', {
        token: who.token,
        playerId: who.playerId,
        gameCode: harness.gameCode,
        roundId: id('round'),
        transactionId: id('debit'),
        amount: money(1),
        currency: other,
      });
      expect(status).toBe(400);
      expect(body.code).toBe('WRONG_CURRENCY');
      expect(minor(body.balance)).toBe(who.balance);
    });

    it('refuses a debit over the balance', async () => {
      const who = await player();
      const over = ((who.balance + 1) / 10 ** harness.scale).toFixed(harness.scale);
      const { status, body } = await round(who).debit(over);
      expect(status).toBe(402);
      expect(body.code).toBe('INSUFFICIENT_FUNDS');
      expect(minor(body.balance)).toBe(who.balance);
    });

    it.each([
      ['a negative amount', { amount: '-1' }],
      ['a zero debit', { amount: money(0) }],
      ['too many decimals', { amount: '1.0001' }],
      ['a missing round', { roundId: undefined }],
    ])('refuses %s as an invalid request', async (_name, change) => {
      const who = await player();
      const { status, body } = await call('debit', {
        token: who.token,
        playerId: who.playerId,
        gameCode: harness.gameCode,
        roundId: id('round'),
        transactionId: id('debit'),
        amount: money(1),
        currency: harness.currency,
        ...change,
      });
      expect(status).toBe(400);
      expect(body.code).toBe('INVALID_REQUEST');
      expect(minor(body.balance)).toBe(who.balance);
      expect(await balanceOf(who.token)).toBe(who.balance);
    });

    it('refuses a body that is not JSON', async () => {
      const { status, body } = await call('debit', '{"token": ');
      expect(status).toBe(400);
      expect(body.code).toBe('INVALID_REQUEST');
    });

    it('refuses a credit for an unknown round', async () => {
      const who = await player();
      const { status, body } = await round(who).credit(money(5), true);
      expect(status).toBe(404);
      expect(body.code).toBe('UNKNOWN_ROUND');
      expect(minor(body.balance)).toBe(who.balance);
    });
  });

  describe('a round', () => {
    it('debits the stake and credits the win, each answer naming the new balance', async () => {
      const who = await player();
      const play = round(who);
      const debited = await play.debit(money(10));
      expect(debited.body).toMatchObject({ code: 'OK', playerId: who.playerId });
      expect(minor(debited.body.balance)).toBe(who.balance - 10 * 10 ** harness.scale);
      const credited = await play.credit(money(25), true);
      expect(minor(credited.body.balance)).toBe(who.balance + 15 * 10 ** harness.scale);
    });

    it('answers a replayed debit with its first answer and moves the money once', async () => {
      const who = await player();
      const play = round(who);
      const first = await play.debit(money(3), `replayed-debit-${randomUUID()}`);
      const again = await play.debit(money(3), first.body.transactionId);
      expect(again).toEqual(first);
      expect(await balanceOf(who.token)).toBe(who.balance - 3 * 10 ** harness.scale);
    });

    it('refuses the same transaction id with other content as a duplicate', async () => {
      const who = await player();
      const play = round(who);
      const first = await play.debit(money(3));
      const other = await play.debit(money(4), first.body.transactionId);
      expect(other.status).toBe(409);
      expect(other.body.code).toBe('DUPLICATE_TRANSACTION');
      expect(minor(other.body.balance)).toBe(who.balance - 3 * 10 ** harness.scale);
    });

    it('gives ten simultaneous copies of a debit one effect and ten identical answers', async () => {
      const who = await player();
      const play = round(who);
      const transactionId = id('debit');
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => play.debit(money(7), transactionId)),
      );
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      expect(answers[0]?.body.code).toBe('OK');
      expect(await balanceOf(who.token)).toBe(who.balance - 7 * 10 ** harness.scale);
    });

    it('lets exactly floor(B/a) of 200 simultaneous debits through, and none overdraws', async () => {
      const who = await player();
      const unit = Math.max(1, Math.floor(who.balance / 150));
      const amount = (unit / 10 ** harness.scale).toFixed(harness.scale);
      const answers = await Promise.all(Array.from({ length: 200 }, () => round(who).debit(amount)));
      const accepted = answers.filter(({ body }) => body.code === 'OK').length;
      expect(accepted).toBe(Math.floor(who.balance / unit));
      expect(answers.every(({ body }) => body.code === 'OK' || body.code === 'INSUFFICIENT_FUNDS')).toBe(
        true,
      );
      expect(await balanceOf(who.token)).toBe(who.balance - accepted * unit);
    });

    it('gives a debit back on rollback, once however often the rollback comes', async () => {
      const who = await player();
      const play = round(who);
      const debited = await play.debit(money(9));
      const rollbackId = id('rollback');
      const first = await play.rollback(String(debited.body.transactionId), rollbackId);
      expect(first.body.code).toBe('OK');
      expect(minor(first.body.balance)).toBe(who.balance);
      expect(await play.rollback(String(debited.body.transactionId), rollbackId)).toEqual(first);
      const another = await play.rollback(String(debited.body.transactionId));
      expect(another.body.code).toBe('OK');
      expect(await balanceOf(who.token)).toBe(who.balance);
    });

    it('accepts a rollback of a debit never seen, and then refuses that debit when it arrives late', async () => {
      const who = await player();
      const play = round(who);
      const lostDebit = id('debit');
      const rolledBack = await play.rollback(lostDebit);
      expect(rolledBack.body.code).toBe('OK');
      expect(minor(rolledBack.body.balance)).toBe(who.balance);
      const late = await play.debit(money(5), lostDebit);
      expect(late.status).toBe(409);
      expect(late.body.code).toBe('TRANSACTION_ROLLED_BACK');
      expect(minor(late.body.balance)).toBe(who.balance);
    });

    it('refuses a rollback once a credit closed the round', async () => {
      const who = await player();
      const play = round(who);
      const debited = await play.debit(money(4));
      await play.credit(money(0), true);
      const late = await play.rollback(String(debited.body.transactionId));
      expect(late.status).toBe(409);
      expect(late.body.code).toBe('ROUND_CLOSED');
      expect(await balanceOf(who.token)).toBe(who.balance - 4 * 10 ** harness.scale);
    });

    it('refuses a rollback once the round has any credit, closing or not', async () => {
      const who = await player();
      const play = round(who);
      const debited = await play.debit(money(4));
      expect((await play.credit(money(6), false)).body.code).toBe('OK');
      const late = await play.rollback(String(debited.body.transactionId));
      expect(late.status).toBe(409);
      expect(late.body.code).toBe('ROUND_CLOSED');
      expect(await balanceOf(who.token)).toBe(who.balance + 2 * 10 ** harness.scale);
    });

    it('gives ten simultaneous copies of a closing credit one effect and ten alike answers', async () => {
      const who = await player();
      const play = round(who);
      await play.debit(money(2));
      const transactionId = id('credit');
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => play.credit(money(3), true, transactionId)),
      );
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      expect(answers[0]?.body.code).toBe('OK');
      expect(await balanceOf(who.token)).toBe(who.balance + 1 * 10 ** harness.scale);
    });

    it('takes no stake into a closed round', async () => {
      const who = await player();
      const play = round(who);
      await play.debit(money(1));
      expect((await play.close()).body.code).toBe('OK');
      const late = await play.debit(money(1));
      expect(late.body.code).toBe('ROUND_CLOSED');
      expect(await balanceOf(who.token)).toBe(who.balance - 1 * 10 ** harness.scale);
    });

    it('corrects a round a credit closed, up and down, once per transaction id', async () => {
      const who = await player();
      const play = round(who);
      await play.debit(money(2));
      // An open round is paid by credits: a correction of it is refused.
      expect((await play.adjust(money(1), 'credit')).body.code).toBe('INVALID_REQUEST');
      expect((await play.credit(money(5), true)).body.code).toBe('OK');
      const transactionId = id('adjust');
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => play.adjust(money(3), 'credit', transactionId)),
      );
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      expect(answers[0]?.body).toMatchObject({ code: 'OK', transactionId });
      expect(minor(answers[0]?.body.balance)).toBe(who.balance + 6 * 10 ** harness.scale);
      const other = await play.adjust(money(4), 'credit', transactionId);
      expect(other.status).toBe(409);
      expect(other.body.code).toBe('DUPLICATE_TRANSACTION');
      expect((await play.adjust(money(7), 'debit')).body.code).toBe('OK');
      expect(await balanceOf(who.token)).toBe(who.balance - 1 * 10 ** harness.scale);
      // The round paid 1 in all: taking back more would make its win negative.
      expect((await play.adjust(money(2), 'debit')).body.code).toBe('INVALID_REQUEST');
      expect(await balanceOf(who.token)).toBe(who.balance - 1 * 10 ** harness.scale);
    });

    it('refuses a correction the member’s balance cannot cover, and moves nothing', async () => {
      const who = await player();
      const play = round(who);
      await play.debit(money(1));
      expect((await play.credit(money(3), true)).body.code).toBe('OK');
      const everything = await balanceOf(who.token);
      expect(
        (await round(who).debit((everything / 10 ** harness.scale).toFixed(harness.scale))).body.code,
      ).toBe('OK');
      const short = await play.adjust(money(2), 'debit');
      expect(short.status).toBe(402);
      expect(short.body.code).toBe('INSUFFICIENT_FUNDS');
      expect(await balanceOf(who.token)).toBe(0);
    });

    it.skipIf(!harness.expireToken)(
      'checks the token’s expiry on debits only: a round begun before is still paid',
      async () => {
        const who = await player();
        const play = round(who);
        const debited = await play.debit(money(6));
        await harness.expireToken?.(who.token);
        const refused = await play.debit(money(1));
        expect(refused.status).toBe(403);
        expect(refused.body.code).toBe('TOKEN_EXPIRED');
        expect(minor(refused.body.balance)).toBe(who.balance - 6 * 10 ** harness.scale);
        expect(debited.body.code).toBe('OK');
        expect((await play.credit(money(2), true)).body.code).toBe('OK');
        expect(await balanceOf(who.token)).toBe(who.balance - 4 * 10 ** harness.scale);
      },
    );
  });
  // The shared tables' and card rooms' flow: a member's bets of one round are its debits, each with an
  // id of its own, and the table pays the round with one closing credit.
  describe('a round of several debits closed by one credit', () => {
    it('takes each debit once, pays once, and refuses a debit after the close', async () => {
      const who = await player();
      const play = round(who);
      const stakes = [2, 3, 5];
      const debits = [];
      for (const stake of stakes) {
        const debited = await play.debit(money(stake));
        expect(debited.body.code).toBe('OK');
        debits.push({ stake, answer: debited });
      }
      const staked = 10 * 10 ** harness.scale;
      expect(minor(debits.at(-1)?.answer.body.balance)).toBe(who.balance - staked);
      // A bet the table sends again (its answer lost) is the same debit: its first answer, nothing moved.
      for (const { stake, answer } of debits)
        expect(await play.debit(money(stake), String(answer.body.transactionId))).toEqual(answer);
      expect(await balanceOf(who.token)).toBe(who.balance - staked);

      const closing = id('credit');
      const paid = await play.credit(money(16), true, closing);
      expect(paid.body.code).toBe('OK');
      expect(minor(paid.body.balance)).toBe(who.balance + 6 * 10 ** harness.scale);
      expect(await play.credit(money(16), true, closing)).toEqual(paid);
      // Every debit of the round, replayed after its close, still answers as it did; a new one is refused.
      for (const { stake, answer } of debits)
        expect(await play.debit(money(stake), String(answer.body.transactionId))).toEqual(answer);
      const late = await play.debit(money(1));
      expect(late.status).toBe(409);
      expect(late.body.code).toBe('ROUND_CLOSED');
      expect(minor(late.body.balance)).toBe(who.balance + 6 * 10 ** harness.scale);
      expect(await balanceOf(who.token)).toBe(who.balance + 6 * 10 ** harness.scale);
    });

    it('gives one debit of the round back without touching the others, then closes with what is left', async () => {
      const who = await player();
      const play = round(who);
      const kept = await play.debit(money(4));
      const refused = await play.debit(money(6));
      expect((await play.rollback(String(refused.body.transactionId))).body.code).toBe('OK');
      expect(await balanceOf(who.token)).toBe(who.balance - 4 * 10 ** harness.scale);
      expect((await play.credit(money(8), true)).body.code).toBe('OK');
      expect(await play.debit(money(4), String(kept.body.transactionId))).toEqual(kept);
      expect(await balanceOf(who.token)).toBe(who.balance + 4 * 10 ** harness.scale);
    });
  });
  describe.skipIf(!harness.jackpotCode)('jackpots', () => {
    it('pays a jackpot won by an open round once per transaction id, and says how much', async () => {
      const who = await player();
      const play = round(who);
      await play.debit(money(2));
      const transactionId = id('jackpot');
      const answers = await Promise.all(Array.from({ length: 5 }, () => play.jackpot(transactionId)));
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      const paid = answers[0]?.body;
      expect(paid).toMatchObject({ code: 'OK', transactionId });
      expect(minor(paid?.amount)).toBeGreaterThan(0);
      expect(minor(paid?.balance)).toBe(who.balance - 2 * 10 ** harness.scale + minor(paid?.amount));
      // The same id again, later, answers the same; another claim of the round wins nothing more.
      expect(await play.jackpot(transactionId)).toEqual(answers[0]);
      expect((await play.jackpot()).body.code).toBe('DUPLICATE_TRANSACTION');
      expect((await play.credit(money(0), true)).body.code).toBe('OK');
      expect(await balanceOf(who.token)).toBe(minor(paid?.balance));
    });

    it('refuses a jackpot of an unknown round, of another player’s round, or of a closed one', async () => {
      const who = await player();
      const unknown = await round(who).jackpot();
      expect(unknown.status).toBe(404);
      expect(unknown.body.code).toBe('UNKNOWN_ROUND');
      const theirs = round(who);
      await theirs.debit(money(1));
      const stranger = await player();
      const wrong = await round(stranger, theirs.roundId).jackpot();
      expect(wrong.body.code).toBe('UNKNOWN_ROUND');
      expect(await balanceOf(stranger.token)).toBe(stranger.balance);
      await theirs.credit(money(0), true);
      expect((await theirs.jackpot()).body.code).toBe('ROUND_CLOSED');
      expect(await balanceOf(who.token)).toBe(who.balance - 1 * 10 ** harness.scale);
    });

    it('refuses a jackpot the brand does not have, and moves nothing', async () => {
      const who = await player();
      const play = round(who);
      await play.debit(money(1));
      const { status, body } = await play.jackpot(id('jackpot'), 'NO_SUCH_JACKPOT');
      expect(status).toBe(404);
      expect(body.code).toBe('UNKNOWN_JACKPOT');
      expect(minor(body.balance)).toBe(who.balance - 1 * 10 ** harness.scale);
    });

    it('pays the pool the win before left: two wins at once pay two amounts, neither negative', async () => {
      const [first, second] = [await player(), await player()];
      const plays = [round(first), round(second)];
      for (const play of plays) await play.debit(money(1));
      const answers = await Promise.all(plays.map((play) => play.jackpot()));
      for (const { body } of answers) {
        expect(body.code).toBe('OK');
        expect(minor(body.amount)).toBeGreaterThanOrEqual(0);
      }
    });
  });
}
