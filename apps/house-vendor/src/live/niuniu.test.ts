import { describe, expect, it } from 'vitest';
import { roundFloats } from '../fair.ts';
import { fastFloats } from '../test-floats.ts';
import {
  BOMB,
  BULL_BULL,
  compareHands,
  dealHands,
  FIVE_FACES,
  FIVE_SMALL,
  handOf,
  kindChances,
  NO_BULL,
  paytable,
  rakeAt,
  settleHand,
} from './niuniu.ts';

/** The rooms' rake at the platform's usual two decimals (a cap of 100.00). */
const RAKE = rakeAt(2);

/** Two-sided 99.9% normal quantile. */
const Z_999 = 3.2905;
const HANDS = 1_000_000;
const SEATS = 5;

/** A card by rank (A 2 … 10 J Q K) and suit (d c h s). */
const card = (text: string) => {
  const rank = 'A 2 3 4 5 6 7 8 9 10 J Q K'.split(' ').indexOf(text.slice(0, -1));
  return 'dchs'.indexOf(text.slice(-1)) * 13 + rank;
};
const hand = (text: string) => handOf(text.split(' ').map(card));

describe('Niu-Niu hands', () => {
  it('names each kind, the stronger when a hand is two', () => {
    expect(hand('3d 7c Kh 2s 5d').kind).toBe(7);
    expect(hand('3d 7c Kh 2s 8d').kind).toBe(BULL_BULL);
    expect(hand('Ad 2c 7h 6s 6d').kind).toBe(2);
    expect(hand('Ad 3c 6h 4s 7d').kind).toBe(1);
    expect(hand('Ad Ac 2h 4s 9d').kind).toBe(NO_BULL);
    expect(hand('Jd Qc Kh Js Kd').kind).toBe(FIVE_FACES);
    expect(hand('10d Qc Kh Js Kd').kind).toBe(BULL_BULL);
    expect(hand('9d 9c 9h 9s Kd').kind).toBe(BOMB);
    expect(hand('Ad Ac Ah As 2d').kind).toBe(FIVE_SMALL);
    expect(hand('Ad 2c 3h Ah As').kind).toBe(FIVE_SMALL);
    expect(hand('Ad 2c 3h 4s 5h').kind).toBe(5);
    const ten = hand('3d 7c Kh 2s 5d').ten.map((one) => Math.min((one % 13) + 1, 10));
    expect([ten.length, ten.reduce((sum, value) => sum + value, 0) % 10]).toEqual([3, 0]);
  });

  it('orders hands of a kind by the four, then card by card from the strongest (rank, then suit)', () => {
    expect(compareHands(hand('9d 9c 9h 9s 2d'), hand('8d 8c 8h 8s Kd'))).toBeGreaterThan(0);
    expect(compareHands(hand('3d 7c Kh 2s 5s'), hand('3c 7d Kd 2c 5d'))).toBeGreaterThan(0);
    expect(compareHands(hand('3d 7c Ks 2s 5d'), hand('3h 7h Qh 2h 5h'))).toBeGreaterThan(0);
    expect(compareHands(hand('Ad Ac 2h 4s 9d'), hand('Ac 2h Ad 9d 4s'))).toBe(0);
  });

  it('is a total order: antisymmetric, transitive, no tie between different hands', () => {
    const next = fastFloats('niuniu:7');
    const draw = () => handOf(dealHands(next, 2)[0] ?? []);
    const sign = (value: number) => Math.sign(value);
    for (let trial = 0; trial < 5_000; trial += 1) {
      const [a, b, c] = [draw(), draw(), draw()];
      const same = [...a.cards].sort().join() === [...b.cards].sort().join();
      expect(compareHands(a, b) === 0).toBe(same);
      expect(sign(compareHands(a, b))).toBe(-sign(compareHands(b, a)));
      if (compareHands(a, b) > 0 && compareHands(b, c) > 0) expect(compareHands(a, c)).toBeGreaterThan(0);
    }
  });

  it('states exact chances that add to one and match the known counts', () => {
    const chances = kindChances();
    expect(chances.reduce((sum, chance) => sum + chance, 0)).toBeCloseTo(1, 12);
    // 13 × 48 fours and a kicker, less A A A A 2…4 and 2 2 2 2 A (five small).
    expect((chances[BOMB] ?? 0) * 2_598_960).toBeCloseTo(13 * 48 - 12 - 4, 6);
    // Five of the 12 faces, less the bombs among them (3 ranks × 8 kickers).
    expect((chances[FIVE_FACES] ?? 0) * 2_598_960).toBeCloseTo(792 - 3 * 8, 6);
    expect(paytable().map((line) => line.pays)).toEqual([1, 1, 1, 1, 1, 1, 1, 2, 2, 3, 4, 5, 6, 8]);
  });

  it('deals 1,000,000 hands whose kinds come as often as the exact chances say (99.9% confidence)', () => {
    const next = fastFloats('niuniu:1');
    const deals = HANDS / SEATS;
    const sums = new Float64Array(14);
    const squares = new Float64Array(14);
    const counts = new Float64Array(14);
    for (let deal = 0; deal < deals; deal += 1) {
      counts.fill(0);
      for (const cards of dealHands(next, SEATS)) {
        const kind = handOf(cards).kind;
        counts[kind] = (counts[kind] ?? 0) + 1;
      }
      for (let kind = 0; kind < 14; kind += 1) {
        const count = counts[kind] ?? 0;
        sums[kind] = (sums[kind] ?? 0) + count;
        squares[kind] = (squares[kind] ?? 0) + count * count;
      }
    }
    kindChances().forEach((chance, kind) => {
      // A deal's five hands share a deck: the deal, not the hand, is the independent draw.
      const mean = (sums[kind] ?? 0) / deals;
      const halfWidth = Z_999 * Math.sqrt(((squares[kind] ?? 0) / deals - mean * mean) / deals);
      expect(Math.abs(mean - SEATS * chance), `kind ${kind}`).toBeLessThanOrEqual(halfWidth);
    });
  });

  it('deals real hands from the committed seed: the same seeds deal the same cards, all different', () => {
    const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'room-1', nonce: 3 };
    const hands = dealHands(roundFloats(seeds), 6);
    expect(dealHands(roundFloats(seeds), 6)).toEqual(hands);
    expect(new Set(hands.flat()).size).toBe(30);
  });
});

describe('Niu-Niu settlement', () => {
  it('caps the rake at 100 whole units of the table’s currency, whatever its decimals', () => {
    expect(rakeAt(2)).toEqual({ percent: 5, cap: 10_000n });
    expect(rakeAt(0)).toEqual({ percent: 5, cap: 100n });
    expect(rakeAt(3)).toEqual({ percent: 5, cap: 100_000n });
    // At a yen table a gain of 12,000 pays 100, not 600; one of 990 pays its 5%, rounded down: 49.
    const banker = { seat: 'b', chips: 100_000n, cards: hand('3d 7c Kh 2s 5d').cards, multiple: 2 };
    const strong = { seat: 'p1', chips: 50_000n, cards: hand('Jd Qc Kc Js Kd').cards, multiple: 3 };
    expect(settleHand(banker, [strong], 100n / 3n, rakeAt(0))[1]).toMatchObject({ rake: 49n });
    expect(settleHand(banker, [strong], 400n, rakeAt(0))[1]).toMatchObject({ gross: 12_000n, rake: 100n });
  });

  it('pays by the winner’s multiplier, times the grab and the bet, and rakes the gain', () => {
    const banker = { seat: 'b', chips: 100_000n, cards: hand('3d 7c Kh 2s 5d').cards, multiple: 2 };
    const strong = { seat: 'p1', chips: 50_000n, cards: hand('Jd Qc Kc Js Kd').cards, multiple: 3 };
    const weak = { seat: 'p2', chips: 50_000n, cards: hand('Ah As 2c 4h 9d').cards, multiple: 1 };
    const [b, p1, p2] = settleHand(banker, [strong, weak], 100n, RAKE);
    expect(p1).toMatchObject({ gross: 100n * 2n * 3n * 5n, rake: 150n, net: 2850n });
    expect(p2).toMatchObject({ gross: -(100n * 2n * 1n * 2n), rake: 0n });
    expect(b).toMatchObject({ gross: 400n - 3000n, rake: 0n });
  });

  it('conserves chips over 200,000 hands: buy-ins = cash-outs + chips at the table + rake', () => {
    const next = fastFloats('niuniu:2');
    const base = 100n;
    const buyIn = 20_000n;
    const chips = new Array<bigint>(SEATS).fill(buyIn);
    let bought = buyIn * BigInt(SEATS);
    let cashedOut = 0n;
    let raked = 0n;
    let won = 0n;
    let gains = 0n;
    for (let deal = 0; deal < 40_000; deal += 1) {
      const cards = dealHands(next, SEATS);
      const bankerSeat = deal % SEATS;
      const seats = cards.map((five, seat) => ({
        seat: String(seat),
        chips: chips[seat] ?? 0n,
        cards: five,
        multiple: 1 + Math.floor(next() * 4),
      }));
      const [banker, ...players] = [...seats.slice(bankerSeat), ...seats.slice(0, bankerSeat)];
      if (!banker) throw new Error('no banker');
      const results = settleHand(banker, players, base, RAKE);
      let sum = 0n;
      for (const result of results) {
        const seat = Number(result.seat);
        sum += result.net + result.rake;
        raked += result.rake;
        if (result.gross > 0n) {
          won += result.gross;
          gains += 1n;
        }
        // Thrown, not expected: a million expect() calls would cost more than the hands.
        if (result.rake > RAKE.cap || result.rake * 20n > (result.gross > 0n ? result.gross : 0n))
          throw new Error(`deal ${deal}: rake ${result.rake} on ${result.gross}`);
        const left = (chips[seat] ?? 0n) + result.net;
        if (left < 0n) throw new Error(`seat ${seat} below nothing`);
        chips[seat] = left;
        // A seat down to less than the base leaves with what it has and a new member buys in.
        if (left < base) {
          cashedOut += left;
          chips[seat] = buyIn;
          bought += buyIn;
        }
      }
      if (sum !== 0n) throw new Error(`deal ${deal}: the hand made or lost chips`);
    }
    const atTable = chips.reduce((total, value) => total + value, 0n);
    expect(bought).toBe(cashedOut + atTable + raked);
    // No gain reaches the cap here: the rake is 5% of all won, less under a unit per gain (rounded down).
    expect(raked * 20n <= won && won < (raked + gains) * 20n).toBe(true);
  });
});
