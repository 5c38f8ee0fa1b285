import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashOfSeed } from '../fair.ts';
import { handOf, rakeAt } from './niuniu.ts';
import {
  advance,
  bet,
  collusionSignals,
  DEFAULT_ROOM_PACE,
  dealOf,
  grab,
  join,
  leave,
  nextPhase,
  openRoom,
  ROOM_PHASES,
  type Room,
  roomView,
  setConnected,
} from './niuniu-room.ts';

/** The rooms' rake at the platform's usual two decimals (a cap of 100.00). */
const RAKE = rakeAt(2);

const rules = {
  base: 100n,
  minBuyIn: 1_000n,
  maxBuyIn: 100_000n,
  seats: 3,
  pace: DEFAULT_ROOM_PACE,
  rake: RAKE,
};
const newSeed = () => randomBytes(32).toString('hex');

/** Each member from an address and device of its own. */
const apart = (member: string) => ({ address: `10.0.0.${member.charCodeAt(0)}`, device: `device-${member}` });

/** A room with `members` seated at 10,000 chips each, its first hand begun at t = 0. */
function started(members: string[]): Room {
  const room = openRoom('r1', rules, 0);
  for (const member of members) join(room, member, 10_000n, apart(member));
  expect(advance(room, 0, newSeed)).toBe(true);
  return room;
}

describe('Niu-Niu room phases', () => {
  const table = (event: Parameters<typeof nextPhase>[1]) =>
    Object.fromEntries(
      ROOM_PHASES.map((phase) => {
        try {
          return [phase, nextPhase(phase, event)];
        } catch {
          return [phase, 'refused'];
        }
      }),
    );

  it('follows the transition table and refuses everything else', () => {
    expect(table('start')).toEqual({ waiting: 'grab', grab: 'refused', bet: 'refused', settled: 'refused' });
    expect(table('grabsIn')).toEqual({ waiting: 'refused', grab: 'bet', bet: 'refused', settled: 'refused' });
    expect(table('betsIn')).toEqual({
      waiting: 'refused',
      grab: 'refused',
      bet: 'settled',
      settled: 'refused',
    });
    expect(table('shown')).toEqual({
      waiting: 'refused',
      grab: 'refused',
      bet: 'refused',
      settled: 'waiting',
    });
  });
});

describe('Niu-Niu room', () => {
  it('seats within the buy-in bounds and the seat count, between hands only', () => {
    const room = openRoom('r1', rules, 0);
    expect(() => join(room, 'a', 999n, apart('a'))).toThrow('ROOM_BUY_IN');
    expect(() => join(room, 'a', 100_001n, apart('a'))).toThrow('ROOM_BUY_IN');
    join(room, 'a', 1_000n, apart('a'));
    expect(() => join(room, 'a', 1_000n, apart('a'))).toThrow('ROOM_SEATED');
    expect(advance(room, 0, newSeed)).toBe(false); // one seat: no hand
    join(room, 'b', 5_000n, apart('b'));
    join(room, 'c', 5_000n, apart('c'));
    expect(() => join(room, 'd', 5_000n, apart('d'))).toThrow('ROOM_FULL');
    advance(room, 0, newSeed);
    expect(room.phase).toBe('grab');
    expect(() => leave(room, 'a')).toThrow('ROOM_PHASE');
    expect(() => join(room, 'e', 5_000n, apart('e'))).toThrow('ROOM_PHASE');
  });

  it('gives the bank to the highest grab, at its multiple, and takes bets from the others', () => {
    const room = started(['a', 'b', 'c']);
    grab(room, 'a', 1);
    grab(room, 'b', 3);
    expect(() => grab(room, 'b', 2)).toThrow('ROOM_PHASE');
    expect(() => grab(room, 'c', 7)).toThrow('ROOM_MULTIPLE');
    expect(() => bet(room, 'c', 2)).toThrow('ROOM_PHASE');
    grab(room, 'c', 0);
    expect(advance(room, 1, newSeed)).toBe(true); // every seat grabbed: no need to wait
    expect([room.phase, room.banker]).toEqual(['bet', 'b']);
    expect(() => bet(room, 'b', 1)).toThrow('ROOM_PHASE');
    bet(room, 'a', 4);
    expect(advance(room, 2, newSeed)).toBe(false); // c still to bet, its timer running
    bet(room, 'c', 2);
    advance(room, 3, newSeed);
    expect(room.phase).toBe('settled');
    const results = room.last?.results ?? [];
    const cards = dealOf(room);
    const banker = handOf(cards.get('b') ?? []);
    for (const result of results.filter((one) => one.seat !== 'b')) {
      const bets = result.seat === 'a' ? 4n : 2n;
      // The loser pays base × grab (3) × bet × the winner's multiplier: never a zero move.
      expect(result.gross === 0n).toBe(false);
      expect((result.gross < 0n ? -result.gross : result.gross) % (100n * 3n * bets)).toBe(0n);
    }
    expect(results.find((one) => one.seat === 'b')?.hand).toEqual(banker);
  });

  it('plays for a seat whose timer ran out or whose connection dropped, and passes the bank when nobody grabs', () => {
    const room = started(['a', 'b', 'c']);
    setConnected(room, 'c', false);
    grab(room, 'a', 0);
    expect(advance(room, 1, newSeed)).toBe(false); // b may still grab; c, gone, is not waited for
    expect(advance(room, DEFAULT_ROOM_PACE.grabMs, newSeed)).toBe(true);
    expect(room.banker).toBe('a'); // no grab: the first seat banks the first hand
    expect(room.seats.map((one) => [one.grab, one.auto])).toEqual([
      [0, false],
      [0, true],
      [0, true],
    ]);
    const betsAt = DEFAULT_ROOM_PACE.grabMs;
    advance(room, betsAt + DEFAULT_ROOM_PACE.betMs, newSeed);
    expect(room.seats.map((one) => one.bet)).toEqual([null, 1, 1]);
    expect(room.phase).toBe('settled');
    // The next hand, after the result is shown: the bank passes to the next seat.
    const next = betsAt + DEFAULT_ROOM_PACE.betMs + DEFAULT_ROOM_PACE.showMs;
    advance(room, next, newSeed);
    expect(room.phase).toBe('waiting');
    advance(room, next, newSeed);
    advance(room, next + DEFAULT_ROOM_PACE.grabMs, newSeed);
    expect(room.banker).toBe('b');
  });

  it('commits to the deck before the grab and reveals the seed that deals it', () => {
    const room = started(['a', 'b']);
    const committed = room.hash;
    advance(room, DEFAULT_ROOM_PACE.grabMs, newSeed);
    advance(room, DEFAULT_ROOM_PACE.grabMs * 10, newSeed);
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

  it('pushes the seats everything but the seed of the hand in play, which the result reveals', () => {
    const room = started(['a', 'b']);
    const during = JSON.stringify(roomView(room));
    expect(during).not.toContain(room.serverSeed);
    expect(during).toContain(room.hash);
    advance(room, DEFAULT_ROOM_PACE.grabMs, newSeed);
    advance(room, DEFAULT_ROOM_PACE.grabMs * 10, newSeed);
    const after = roomView(room);
    expect(after.last?.serverSeed).toBe(room.serverSeed);
    expect(after.last?.results.map((result) => result.cards.length)).toEqual([5, 5]);
    expect(after.seats.map((one) => one.chips)).toEqual(room.seats.map((one) => String(one.chips)));
  });

  it('keeps buy-ins = cash-outs + chips at the table + rake over many hands', () => {
    const room = openRoom('r2', { ...rules, base: 500n }, 0);
    let bought = 0n;
    let cashedOut = 0n;
    for (const member of ['a', 'b', 'c']) {
      join(room, member, 4_000n, apart(member));
      bought += 4_000n;
    }
    let now = 0;
    for (let step = 0; step < 400; step += 1) {
      advance(room, now, newSeed);
      const a = room.seats.find((one) => one.seat === 'a');
      if (room.phase === 'grab' && a?.inHand && a.grab === null) grab(room, 'a', 4);
      if (room.phase === 'waiting')
        for (const seat of room.seats.filter((one) => one.chips < 500n)) {
          cashedOut += leave(room, seat.seat);
          join(room, seat.seat, 4_000n, apart(seat.seat));
          bought += 4_000n;
        }
      now += 5_000;
    }
    const atTable = room.seats.reduce((sum, one) => sum + one.chips, 0n);
    expect(room.hand).toBeGreaterThan(40);
    expect(room.raked).toBeGreaterThan(0n);
    expect(bought).toBe(cashedOut + atTable + room.raked);
  });
});

describe('Niu-Niu collusion signals', () => {
  it('flags each pair of seats at one table sharing an address or a device, and no unknown device', () => {
    const room = openRoom('r3', rules, 0);
    join(room, 'a', 5_000n, { address: '203.0.113.7', device: 'd1' });
    join(room, 'b', 5_000n, { address: '203.0.113.7', device: null });
    join(room, 'c', 5_000n, { address: '198.51.100.2', device: 'd1' });
    expect(collusionSignals(room)).toEqual([
      { room: 'r3', seats: ['a', 'b'], by: 'address', value: '203.0.113.7' },
      { room: 'r3', seats: ['a', 'c'], by: 'device', value: 'd1' },
    ]);
    expect(JSON.stringify(roomView(room))).not.toContain('203.0.113.7');
    leave(room, 'a');
    expect(collusionSignals(room)).toEqual([]);
  });
});
