import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashOfSeed } from '../fair.ts';
import { fastFloats } from '../test-floats.ts';
import { rakeAt } from './niuniu.ts';
import { collusionSignals } from './niuniu-room.ts';
import { compareHands, handOf, rakeOf } from './teenpatti.ts';
import {
  advance,
  chaal,
  DEFAULT_ROOM_PACE,
  dealOf,
  join,
  leave,
  nextPhase,
  openRoom,
  pack,
  ROOM_PHASES,
  type Room,
  roomView,
  seatView,
  see,
  setConnected,
  show,
} from './teenpatti-room.ts';

/** The rooms' rake at the platform's usual two decimals (a cap of 100.00). */
const RAKE = rakeAt(2);

const rules = {
  boot: 100n,
  minBuyIn: 1_000n,
  maxBuyIn: 100_000n,
  seats: 4,
  potLimit: 100_000n,
  maxBlindBets: 3,
  pace: DEFAULT_ROOM_PACE,
  rake: RAKE,
};
const { turnMs, showMs } = DEFAULT_ROOM_PACE;
const newSeed = () => randomBytes(32).toString('hex');

/** Each member from an address and device of its own. */
const apart = (member: string) => ({ address: `10.0.0.${member.charCodeAt(0)}`, device: `device-${member}` });

/** A room with `members` seated at `chips` each, its first hand begun at t = 0. */
function started(members: string[], chips = 10_000n, overrides: Partial<typeof rules> = {}): Room {
  const room = openRoom('r1', { ...rules, ...overrides }, 0);
  for (const member of members) join(room, member, chips, apart(member));
  expect(advance(room, 0, newSeed)).toBe(true);
  return room;
}

const chipsOf = (room: Room) => room.seats.map((one) => one.chips);
const strongest = (room: Room, among: string[]) =>
  among.reduce((best, seat) => {
    const cards = dealOf(room);
    return compareHands(handOf(cards.get(seat) ?? []), handOf(cards.get(best) ?? [])) > 0 ? seat : best;
  });

describe('Teen Patti room phases', () => {
  it('follows the transition table and refuses everything else', () => {
    const table = Object.fromEntries(
      (['start', 'bet', 'pack', 'won', 'show', 'shown'] as const).map((event) => [
        event,
        ROOM_PHASES.map((phase) => {
          try {
            return nextPhase(phase, event);
          } catch {
            return 'refused';
          }
        }).join(' '),
      ]),
    );
    // Columns: waiting, betting, settled.
    expect(table).toEqual({
      start: 'betting refused refused',
      bet: 'refused betting refused',
      pack: 'refused betting refused',
      won: 'refused settled refused',
      show: 'refused settled refused',
      shown: 'refused refused waiting',
    });
  });
});

describe('Teen Patti room', () => {
  it('seats within the buy-in bounds and the seat count, between hands only, and takes the boot', () => {
    const room = openRoom('r1', rules, 0);
    expect(() => openRoom('r0', { ...rules, seats: 7 }, 0)).toThrow();
    expect(() => join(room, 'a', 999n, apart('a'))).toThrow('ROOM_BUY_IN');
    expect(() => join(room, 'a', 100_001n, apart('a'))).toThrow('ROOM_BUY_IN');
    join(room, 'a', 1_000n, apart('a'));
    expect(() => join(room, 'a', 1_000n, apart('a'))).toThrow('ROOM_SEATED');
    expect(advance(room, 0, newSeed)).toBe(false); // one seat: no hand
    for (const member of ['b', 'c', 'd']) join(room, member, 5_000n, apart(member));
    expect(() => join(room, 'e', 5_000n, apart('e'))).toThrow('ROOM_FULL');
    advance(room, 0, newSeed);
    expect([room.phase, room.pot, room.stake, room.button, room.turn]).toEqual([
      'betting',
      400n,
      100n,
      'a',
      'b',
    ]);
    expect(chipsOf(room)).toEqual([900n, 4_900n, 4_900n, 4_900n]);
    expect(() => leave(room, 'a')).toThrow('ROOM_PHASE');
    expect(() => join(room, 'e', 5_000n, apart('e'))).toThrow('ROOM_PHASE');
  });

  it('takes blind bets of 1 to 2 stakes and seen ones of 2 to 4, in turn, and moves the stake', () => {
    const room = started(['a', 'b', 'c']);
    expect(() => chaal(room, 'c', 100n, 1)).toThrow('ROOM_TURN');
    expect(() => chaal(room, 'b', 99n, 1)).toThrow('ROOM_AMOUNT');
    expect(() => chaal(room, 'b', 201n, 1)).toThrow('ROOM_AMOUNT');
    chaal(room, 'b', 200n, 1); // blind, doubled: the stake is 200
    see(room, 'c');
    expect(seatView(room, 'c')?.moves).toEqual({ chaal: { min: '400', max: '800' }, show: null });
    expect(() => chaal(room, 'c', 399n, 2)).toThrow('ROOM_AMOUNT');
    chaal(room, 'c', 800n, 2); // seen, the most: the stake is 400
    expect(() => show(room, 'a', 3)).toThrow('ROOM_SHOW'); // three still in
    chaal(room, 'a', 400n, 3);
    expect([room.stake, room.pot, room.turn]).toEqual([400n, 1_700n, 'b']);
    expect(room.seats.map((one) => one.put)).toEqual([500n, 300n, 900n]);
  });

  it('shows two hands at a show, blind for the stake and seen for twice it, the stronger taking the pot less the rake', () => {
    for (const seen of [false, true]) {
      const room = started(['a', 'b', 'c']);
      pack(room, 'b', 1);
      chaal(room, 'c', 100n, 2);
      if (seen) see(room, 'a');
      expect(seatView(room, 'a')?.moves?.show).toEqual({ allIn: false, cost: seen ? '200' : '100' });
      show(room, 'a', 3);
      const pot = 300n + 100n + (seen ? 200n : 100n);
      const winner = strongest(room, ['a', 'c']);
      expect(room.phase).toBe('settled');
      expect(room.last?.shown).toEqual(['a', 'c']);
      expect(room.last?.rake).toBe(rakeOf(pot, RAKE));
      expect(room.seats.find((one) => one.seat === winner)?.chips).toBe(
        10_000n -
          (room.last?.results.find((one) => one.seat === winner)?.put ?? 0n) +
          pot -
          rakeOf(pot, RAKE),
      );
      expect(room.seats.reduce((sum, one) => sum + one.chips, 0n) + room.raked).toBe(30_000n);
    }
  });

  it('gives the pot to the last seat in when the others pack, showing nobody', () => {
    const room = started(['a', 'b', 'c']);
    pack(room, 'b', 1);
    expect(() => pack(room, 'a', 2)).toThrow('ROOM_TURN');
    pack(room, 'c', 2);
    expect(room.phase).toBe('settled');
    expect(room.last?.ended).toBe('packs');
    expect(room.last?.shown).toEqual([]);
    expect(chipsOf(room)).toEqual([10_000n + 200n - 15n, 9_900n, 9_900n]);
  });

  it('turns a blind seat seen after its last blind bet allowed', () => {
    const room = started(['a', 'b'], 10_000n, { maxBlindBets: 2 });
    chaal(room, 'b', 100n, 1);
    chaal(room, 'a', 100n, 2);
    chaal(room, 'b', 100n, 3);
    expect(room.seats.map((one) => [one.blindBets, one.seen])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(seatView(room, 'b')?.cards).toEqual(dealOf(room).get('b'));
    expect(seatView(room, 'a')?.cards).toBeNull();
  });

  it('ends in a show among everyone still in when a bet brings the pot to its limit', () => {
    const room = started(['a', 'b', 'c'], 10_000n, { potLimit: 600n });
    chaal(room, 'b', 200n, 1);
    expect(room.phase).toBe('betting');
    chaal(room, 'c', 200n, 2); // 300 + 200 + 200
    expect(room.phase).toBe('settled');
    expect([room.last?.ended, room.last?.shown]).toEqual(['potLimit', ['a', 'b', 'c']]);
    expect(room.last?.results.find((one) => one.paid > 0n)?.seat).toBe(strongest(room, ['a', 'b', 'c']));
  });

  it('lets a seat short of its smallest bet show with all it has, winning from each only what it put', () => {
    // b keeps 50 after the boot: short of the stake, it may pack or show all in.
    const room = openRoom('r1', { ...rules, minBuyIn: 150n }, 0);
    join(room, 'a', 10_000n, apart('a'));
    join(room, 'b', 150n, apart('b'));
    join(room, 'c', 10_000n, apart('c'));
    advance(room, 0, newSeed);
    expect(seatView(room, 'b')?.moves).toEqual({ chaal: null, show: { allIn: true, cost: '50' } });
    expect(() => chaal(room, 'b', 50n, 1)).toThrow('ROOM_AMOUNT');
    show(room, 'b', 1);
    expect(room.last?.ended).toBe('allIn');
    const results = room.last?.results ?? [];
    const winner = strongest(room, ['a', 'b', 'c']);
    // b put 150; a and c 100 each: b can win all 350, and nothing is left above it.
    expect(results.find((one) => one.seat === winner)?.paid).toBe(350n - rakeOf(350n, RAKE));
    expect(chipsOf(room).reduce((sum, one) => sum + one, 0n) + room.raked).toBe(20_150n);
  });

  it('packs a seat whose turn timed out, and at once those whose connection is gone when their turn comes', () => {
    const room = started(['a', 'b', 'c', 'd']);
    expect(advance(room, turnMs - 1, newSeed)).toBe(false);
    expect(advance(room, turnMs, newSeed)).toBe(true); // b timed out
    expect([room.turn, room.deadline]).toEqual(['c', 2 * turnMs]);
    setConnected(room, 'c', false);
    setConnected(room, 'd', false);
    expect(advance(room, turnMs + 1, newSeed)).toBe(true); // c and d gone: both packed, nobody waited for
    expect(room.seats.map((one) => [one.packed, one.auto])).toEqual([
      [false, false],
      [true, true],
      [true, true],
      [true, true],
    ]);
    expect([room.phase, room.last?.ended, room.last?.results[0]?.net]).toEqual([
      'settled',
      'packs',
      400n - 20n - 100n,
    ]);
  });

  it('rotates the button each hand and starts again after the result is shown', () => {
    const room = started(['a', 'b', 'c']);
    const buttons: (string | null)[] = [];
    let now = 0;
    for (let hand = 0; hand < 4; hand += 1) {
      buttons.push(room.button);
      pack(room, room.turn ?? '', now);
      pack(room, room.turn ?? '', now);
      now += showMs;
      advance(room, now, newSeed);
      expect(room.phase).toBe('waiting');
      advance(room, now, newSeed);
    }
    expect(buttons).toEqual(['a', 'b', 'c', 'a']);
  });

  it('commits to the deck before the deal and reveals the seed that deals it', () => {
    const room = started(['a', 'b']);
    const committed = room.hash;
    pack(room, 'b', 1);
    const last = room.last;
    expect(last?.hash).toBe(committed);
    expect(hashOfSeed(last?.serverSeed ?? '')).toBe(committed);
    const dealt = dealOf({
      id: 'r1',
      hand: last?.hand ?? 0,
      serverSeed: last?.serverSeed ?? '',
      seats: room.seats,
    });
    for (const result of last?.results ?? []) expect(result.hand.cards).toEqual(dealt.get(result.seat));
  });

  it('pushes no seat its cards before it has seen them, no other seat’s, never the seed of the hand in play', () => {
    const room = started(['a', 'b', 'c']);
    const cards = dealOf(room);
    const during = JSON.stringify(roomView(room));
    expect(during).not.toContain(room.serverSeed);
    expect(during).toContain(room.hash);
    expect(during).not.toContain('"cards"');
    expect(seatView(room, 'a')?.cards).toBeNull();
    see(room, 'a');
    expect(seatView(room, 'a')?.cards).toEqual(cards.get('a'));
    expect(JSON.stringify(seatView(room, 'a'))).not.toContain(JSON.stringify(cards.get('b')));
    expect(seatView(room, 'nobody')).toBeNull();
    pack(room, 'b', 1);
    pack(room, 'c', 2);
    const after = roomView(room);
    expect(after.last?.serverSeed).toBe(room.serverSeed);
    expect(after.last?.results.map((result) => result.cards)).toEqual(
      ['a', 'b', 'c'].map((seat) => cards.get(seat)),
    );
  });

  it('keeps buy-ins = cash-outs + chips at the table + pot + rake over many random hands, nobody below zero', () => {
    const next = fastFloats('teenpatti-room:1');
    const room = openRoom('r2', { ...rules, seats: 5, potLimit: 5_000n, minBuyIn: 300n }, 0);
    let bought = 0n;
    let cashedOut = 0n;
    const members = ['a', 'b', 'c', 'd', 'e'];
    const buyIn = () => BigInt(300 + Math.floor(next() * 5_000));
    for (const member of members) {
      const chips = buyIn();
      join(room, member, chips, apart(member));
      bought += chips;
    }
    let now = 0;
    const ends = new Set<string>();
    for (let step = 0; step < 20_000; step += 1) {
      advance(room, now, newSeed);
      const acting = room.seats.find((one) => one.seat === room.turn);
      if (room.phase === 'betting' && acting && next() < 0.01) setConnected(room, acting.seat, false);
      else if (room.phase === 'betting' && acting) {
        if (next() < 0.2) see(room, acting.seat);
        const moves = seatView(room, acting.seat)?.moves;
        const roll = next();
        if (roll < 0.15) pack(room, acting.seat, now);
        else if (moves?.show && (roll < 0.3 || !moves.chaal)) show(room, acting.seat, now);
        else if (moves?.chaal)
          chaal(room, acting.seat, BigInt(next() < 0.5 ? moves.chaal.min : moves.chaal.max), now);
      }
      if (room.phase === 'settled') ends.add(room.last?.ended ?? '');
      if (room.phase === 'waiting')
        for (const seat of room.seats.filter((one) => one.chips < 300n || !one.connected)) {
          cashedOut += leave(room, seat.seat);
          const chips = buyIn();
          join(room, seat.seat, chips, apart(seat.seat));
          bought += chips;
        }
      const atTable = room.seats.reduce((sum, one) => sum + one.chips, 0n);
      // Thrown, not expected: tens of thousands of expect() calls would cost more than the hands.
      if (bought !== cashedOut + atTable + room.pot + room.raked)
        throw new Error(`step ${step}: chips made or lost`);
      if (room.seats.some((one) => one.chips < 0n)) throw new Error(`step ${step}: a seat below nothing`);
      now += next() < 0.05 ? turnMs : 1_000;
    }
    expect(room.hand).toBeGreaterThan(1_000);
    expect(room.raked).toBeGreaterThan(0n);
    expect([...ends].sort()).toEqual(['allIn', 'packs', 'potLimit', 'show']);
  });
});

describe('Teen Patti collusion signals', () => {
  it('flags each pair of seats at one table sharing an address or a device, never shown to the seats', () => {
    const room = openRoom('r3', rules, 0);
    join(room, 'a', 5_000n, { address: '203.0.113.7', device: 'd1' });
    join(room, 'b', 5_000n, { address: '203.0.113.7', device: null });
    join(room, 'c', 5_000n, { address: '198.51.100.2', device: 'd1' });
    expect(collusionSignals(room)).toEqual([
      { room: 'r3', seats: ['a', 'b'], by: 'address', value: '203.0.113.7' },
      { room: 'r3', seats: ['a', 'c'], by: 'device', value: 'd1' },
    ]);
    expect(JSON.stringify(roomView(room))).not.toContain('203.0.113.7');
    expect(JSON.stringify(roomView(room))).not.toContain('d1');
  });
});
