import { describe, expect, it } from 'vitest';
import { roundFloats } from '../fair.ts';
import { fastFloats } from '../test-floats.ts';
import { rakeAt } from './niuniu.ts';
import {
  COLOUR,
  compareHands,
  dealHands,
  HIGH_CARD,
  handOf,
  handTable,
  kindChances,
  PAIR,
  PURE_SEQUENCE,
  rakeOf,
  SEQUENCE,
  settlePot,
  TRAIL,
} from './teenpatti.ts';

/** The rooms' rake at the platform's usual two decimals (a cap of 100.00). */
const RAKE = rakeAt(2);

/** Two-sided 99.9% normal quantile. */
const Z_999 = 3.2905;
const HANDS = 1_000_000;
const SEATS = 6;

/** A card by rank (A 2 … 10 J Q K) and suit (d c h s). */
const card = (text: string) => {
  const rank = 'A 2 3 4 5 6 7 8 9 10 J Q K'.split(' ').indexOf(text.slice(0, -1));
  return 'dchs'.indexOf(text.slice(-1)) * 13 + rank;
};
const cards = (text: string) => text.split(' ').map(card);
const hand = (text: string) => handOf(cards(text));
/** Each hand beats the next. */
const strongestFirst = (...hands: string[]) =>
  hands.slice(1).forEach((weaker, index) => {
    expect(
      compareHands(hand(hands[index] ?? ''), hand(weaker)),
      `${hands[index]} > ${weaker}`,
    ).toBeGreaterThan(0);
  });

describe('Teen Patti hands', () => {
  it('names each kind', () => {
    expect(hand('Ad Ac Ah').kind).toBe(TRAIL);
    expect(hand('Qh Kh Ah').kind).toBe(PURE_SEQUENCE);
    expect(hand('2s Ad 3c').kind).toBe(SEQUENCE);
    expect(hand('Kd Ad 2d').kind).toBe(COLOUR); // K-A-2 is no sequence
    expect(hand('7c 7s 2d').kind).toBe(PAIR);
    expect(hand('Ac Kd Jd').kind).toBe(HIGH_CARD);
  });

  it('orders the kinds, then within each: trails A highest, sequences A-K-Q then A-2-3, then the ranks', () => {
    strongestFirst('2d 2c 2h', 'Ad 2d 3d', 'Ad Kc Qd', 'Ad 2c 3h', 'Kd Qc Jh', '4d 3c 2h');
    strongestFirst('Ad Ac Ah', 'Kd Kc Kh', '2d 2c 2h');
    strongestFirst('Ad Kd Qd', 'Ad 2d 3d', 'Kd Qd Jd', '4d 3d 2d');
    strongestFirst('Ad Kd 9d', 'Ad Qd Jd', 'Kd Qd 10d', '5h 3h 2h', 'Ad Ac Kh');
    strongestFirst('Ad Ac 2h', 'Kd Kc Ah', 'Kd Kc Qh', '2d 2c 3h', 'Ad Kc Jh');
    strongestFirst('Ad Kc Jh', 'Ad Qc Jh', 'Kd Qc 10h', '5d 3c 2h');
  });

  it('breaks equal ranks by the suits card by card from the strongest (spades, hearts, clubs, diamonds)', () => {
    strongestFirst('As Kd Qd', 'Ah Ks Qs', 'Ah Kh Qc', 'Ah Kh Qd');
    strongestFirst('Ks Kd 5d', 'Kh Kc 5s');
    strongestFirst('As 2d 3d', 'Ah 2s 3s');
    expect(compareHands(hand('Ad Kc Jh'), hand('Jh Ad Kc'))).toBe(0);
  });

  it('is a total order: antisymmetric, transitive, equal only for the same three cards', () => {
    const next = fastFloats('teenpatti:7');
    const draw = () => handOf(dealHands(next, 2)[0] ?? []);
    for (let trial = 0; trial < 5_000; trial += 1) {
      const [a, b, c] = [draw(), draw(), draw()];
      const same = [...a.cards].sort().join() === [...b.cards].sort().join();
      expect(compareHands(a, b) === 0).toBe(same);
      expect(Math.sign(compareHands(a, b))).toBe(-Math.sign(compareHands(b, a)));
      if (compareHands(a, b) > 0 && compareHands(b, c) > 0) expect(compareHands(a, c)).toBeGreaterThan(0);
    }
  });

  it('counts the 22,100 hands of each kind exactly', () => {
    expect(handTable().map((line) => [line.kind, line.hands])).toEqual([
      [TRAIL, 52],
      [PURE_SEQUENCE, 48],
      [SEQUENCE, 720],
      [COLOUR, 1_096],
      [PAIR, 3_744],
      [HIGH_CARD, 16_440],
    ]);
    expect(kindChances().reduce((sum, chance) => sum + chance, 0)).toBeCloseTo(1, 12);
    expect(kindChances()[TRAIL]).toBeCloseTo(52 / 22_100, 15);
  });

  it('deals 1,000,000 hands whose kinds come as often as the exact chances say (99.9% confidence)', () => {
    const next = fastFloats('teenpatti:1');
    const deals = Math.ceil(HANDS / SEATS);
    const sums = new Float64Array(6);
    const squares = new Float64Array(6);
    const counts = new Float64Array(6);
    for (let deal = 0; deal < deals; deal += 1) {
      counts.fill(0);
      for (const three of dealHands(next, SEATS)) {
        const kind = handOf(three).kind;
        counts[kind] = (counts[kind] ?? 0) + 1;
      }
      for (let kind = 0; kind < 6; kind += 1) {
        const count = counts[kind] ?? 0;
        sums[kind] = (sums[kind] ?? 0) + count;
        squares[kind] = (squares[kind] ?? 0) + count * count;
      }
    }
    kindChances().forEach((chance, kind) => {
      // A deal's six hands share a deck: the deal, not the hand, is the independent draw.
      const mean = (sums[kind] ?? 0) / deals;
      const halfWidth = Z_999 * Math.sqrt(((squares[kind] ?? 0) / deals - mean * mean) / deals);
      expect(Math.abs(mean - SEATS * chance), `kind ${kind}`).toBeLessThanOrEqual(halfWidth);
    });
  });

  it('deals real hands from the committed seed: the same seeds deal the same cards, all different', () => {
    const seeds = { serverSeed: 'b'.repeat(64), clientSeed: 'room-1', nonce: 3 };
    const hands = dealHands(roundFloats(seeds), 6);
    expect(dealHands(roundFloats(seeds), 6)).toEqual(hands);
    expect(new Set(hands.flat()).size).toBe(18);
    expect(() => dealHands(roundFloats(seeds), 7)).toThrow();
  });
});

describe('Teen Patti pot', () => {
  const seat = (name: string, put: bigint, three: string, packed = false) => ({
    seat: name,
    put,
    cards: cards(three),
    packed,
  });

  it('rakes 5% of the pot, rounded down, at most the cap', () => {
    expect(rakeOf(1_999n, RAKE)).toBe(99n);
    expect(rakeOf(200_000n, RAKE)).toBe(RAKE.cap);
    expect(rakeOf(10_000_000n, RAKE)).toBe(RAKE.cap);
  });

  it('gives the pot less the rake to the strongest hand not packed', () => {
    const { results, rake } = settlePot(
      [seat('a', 300n, 'Ad Ac Ah', true), seat('b', 500n, '2d 3c 5h'), seat('c', 700n, '2c 2h 4s')],
      null,
      RAKE,
    );
    expect(rake).toBe(75n);
    expect(results.map((one) => [one.seat, one.paid, one.net])).toEqual([
      ['a', 0n, -300n],
      ['b', 0n, -500n],
      ['c', 1_425n, 725n],
    ]);
  });

  it('limits a seat that showed with all it had to what it put in from each other seat', () => {
    const pots = [
      seat('a', 400n, 'Kd Kc 2h', true),
      seat('s', 300n, 'Ad Ac Ah'),
      seat('b', 900n, '2c 3h 5s'),
    ];
    pots.push(seat('c', 800n, 'Qd Jd 9d'));
    const { results, rake } = settlePot(pots, 's', RAKE);
    // Main: 300 from each of the four; the rest (100 + 600 + 500) to the best of b and c (the colour).
    expect(rake).toBe(120n);
    expect(results.map((one) => one.paid)).toEqual([0n, 1_200n - 60n, 0n, 1_200n - 60n]);
    expect(results.reduce((sum, one) => sum + one.net, 0n)).toBe(-rake);
    // Beaten, the short seat loses what it put like anyone: the strongest takes the whole pot.
    const beaten = settlePot([seat('s', 300n, '2c 3h 5s'), seat('b', 900n, 'Ad Ac Ah')], 's', RAKE);
    expect(beaten.results.map((one) => one.paid)).toEqual([0n, 1_200n - 60n]);
  });

  it('conserves chips over 20,000 pots: the nets add up to minus the rake, nobody is paid more than the pot', () => {
    const next = fastFloats('teenpatti:2');
    for (let deal = 0; deal < 20_000; deal += 1) {
      const dealt = dealHands(next, 5);
      const seats = dealt.map((three, index) => ({
        seat: String(index),
        put: BigInt(100 + Math.floor(next() * 5_000)),
        cards: three,
        packed: index > 0 && next() < 0.5,
      }));
      const allIn = next() < 0.3 ? String(Math.floor(next() * 5)) : null;
      const { results, rake } = settlePot(
        seats,
        seats.find((one) => one.seat === allIn && !one.packed)?.seat ?? null,
        RAKE,
      );
      const pot = seats.reduce((sum, one) => sum + one.put, 0n);
      const nets = results.reduce((sum, one) => sum + one.net, 0n);
      // Thrown, not expected: a hundred thousand expect() calls would cost more than the pots.
      if (nets !== -rake || rake !== rakeOf(pot, RAKE)) throw new Error(`deal ${deal}: chips made or lost`);
      if (results.some((one) => one.paid < 0n || (one.paid > 0n && seats[Number(one.seat)]?.packed)))
        throw new Error(`deal ${deal}: a packed seat paid, or a payment below nothing`);
    }
  });
});
