import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { rakeAt } from '../live/niuniu.ts';
import { memoryLiveStore } from '../live/store.ts';
import { CardRooms, demoChipsKey, type HandLine, handsKey, type RoomSpec } from './engine.ts';
import { NIUNIU } from './niuniu.ts';

/**
 * The room engine over the memory store, on a clock the test moves: no wallet (demo seats, whose
 * credits the store keeps), so that every step of a room is the test's to take.
 */
const PACE = { actMs: 5_000, showMs: 2_000 };
const SPEC: RoomSpec = {
  id: 'niuniu-NOVICE-demo-1',
  game: 'niuniu',
  stake: 'NOVICE',
  stakes: { base: 100n, minBuyIn: 2_000n, maxBuyIn: 50_000n, seats: 5, rake: rakeAt(2) },
};
const log = Fastify({ logger: false }).log;
const request = { id: 'test', log };

function rooms() {
  const clock = { now: 1_000_000 };
  const store = memoryLiveStore();
  const engine = new CardRooms({
    store,
    pace: PACE,
    log,
    games: [NIUNIU as never],
    now: () => clock.now,
  });
  return { clock, store, engine };
}

/** An event stream as the engine writes to it: what it was sent, and a way to drop it. */
function stream() {
  const emitter = new EventEmitter();
  const sent: string[] = [];
  const fake = Object.assign(emitter, {
    write: (text: string) => sent.push(text),
    destroy: () => emitter.emit('close'),
  });
  return { response: fake as unknown as ServerResponse, sent, drop: () => emitter.emit('close') };
}

async function seat(engine: CardRooms, member: string, buyIn: bigint, address = `10.0.0.${member.length}`) {
  return engine.sit(
    SPEC,
    { seat: `seat-${member}`, member, mode: 'demo', roundId: `round-${member}`, buyIn, scale: 2 },
    { address, device: `device-${member}` },
  );
}

type Phase = 'waiting' | 'grab' | 'bet' | 'settled';
const phaseOf = async (engine: CardRooms) =>
  ((await engine.view(SPEC.id)) as { state: { phase: Phase; hand: number; banker: string | null } }).state;

/** What the room holds must be what came in, less what went out and the rake. */
async function expectConserved(engine: CardRooms) {
  const record = await engine.record(SPEC.id);
  if (!record) throw new Error('no room');
  const atTable = record.holders.reduce(
    (sum, one) => sum + (NIUNIU.chips(record.state as never, one.seat) ?? 0n),
    0n,
  );
  const owed = record.cashOuts.reduce((sum, one) => sum + one.chips, 0n);
  expect(record.totals.buyIns).toBe(record.totals.cashOuts + owed + atTable + record.totals.raked);
}

describe('the card-room engine', () => {
  it('plays a hand: a move that completes a step moves the room on at once; the seats get one history line each', async () => {
    const { clock, engine, store } = rooms();
    for (const member of ['ann', 'bob']) {
      const watching = stream();
      await seat(engine, member, 10_000n);
      await engine.watch(SPEC.id, `seat-${member}`, watching.response);
    }
    expect((await phaseOf(engine)).phase).toBe('waiting');
    await engine.step(SPEC.id);
    expect(await phaseOf(engine)).toMatchObject({ phase: 'grab', hand: 1 });

    await engine.act(SPEC.id, 'seat-ann', { type: 'grab', value: 3 });
    expect((await phaseOf(engine)).phase).toBe('grab');
    await engine.act(SPEC.id, 'seat-bob', { type: 'grab', value: 0 });
    expect(await phaseOf(engine)).toMatchObject({ phase: 'bet', banker: 'seat-ann' });
    await expect(engine.act(SPEC.id, 'seat-ann', { type: 'bet', value: 2 })).rejects.toMatchObject({
      code: 'ROOM_PHASE',
    });
    await expect(engine.act(SPEC.id, 'seat-bob', { type: 'fold', value: 0 })).rejects.toMatchObject({
      code: 'ROOM_ACTION',
    });
    await engine.act(SPEC.id, 'seat-bob', { type: 'bet', value: 4 });
    expect((await phaseOf(engine)).phase).toBe('settled');

    const lines = await Promise.all(
      ['ann', 'bob'].map(async (member) =>
        (await store.list(handsKey(member))).map((text) => JSON.parse(text) as HandLine),
      ),
    );
    const nets = lines.map(([line]) => BigInt(line?.net ?? 'x'));
    const rakes = lines.map(([line]) => BigInt(line?.rake ?? 'x'));
    // A hand creates no chips: what one seat won, after the rake, the other lost.
    expect((nets[0] ?? 0n) + (nets[1] ?? 0n) + (rakes[0] ?? 0n) + (rakes[1] ?? 0n)).toBe(0n);
    expect((nets[0] ?? 0n) !== 0n).toBe(true);
    await expectConserved(engine);

    // The result stays up for showMs, then the next hand begins.
    clock.now += PACE.showMs;
    await engine.step(SPEC.id);
    await engine.step(SPEC.id);
    expect(await phaseOf(engine)).toMatchObject({ phase: 'grab', hand: 2 });
  });

  it('plays for the seats when the timers run out, and for a seat whose stream dropped at once', async () => {
    const { clock, engine } = rooms();
    const ann = stream();
    await seat(engine, 'ann', 10_000n);
    await seat(engine, 'bob', 10_000n);
    await engine.watch(SPEC.id, 'seat-ann', ann.response);
    const bob = stream();
    await engine.watch(SPEC.id, 'seat-bob', bob.response);
    await engine.step(SPEC.id);

    // Nobody grabs: the timer ends the step, no grab for either, the bank to the first seat.
    clock.now += PACE.actMs - 1;
    await engine.step(SPEC.id);
    expect((await phaseOf(engine)).phase).toBe('grab');
    clock.now += 1;
    await engine.step(SPEC.id);
    expect(await phaseOf(engine)).toMatchObject({ phase: 'bet', banker: 'seat-ann' });

    // Bob's page goes: the room does not wait for his bet; it is played for him (×1).
    bob.drop();
    await new Promise((resolve) => setImmediate(resolve));
    await engine.step(SPEC.id);
    const view = (await engine.view(SPEC.id)) as {
      state: { phase: Phase; seats: { seat: string; bet: number | null; auto: boolean }[] };
    };
    expect(view.state.phase).toBe('settled');
    expect(view.state.seats.find((one) => one.seat === 'seat-bob')).toMatchObject({ bet: 1, auto: true });
    // Ann's stream was pushed every change: the last it got is the settled hand.
    const last = JSON.parse((ann.sent.at(-1) ?? '').replace(/^data: /, '')) as {
      view: { state: { phase: Phase } };
    };
    expect(last.view.state.phase).toBe('settled');
  });

  it('cashes a vanished member out when the hand ends, a leaver between hands at once, and keeps every chip', async () => {
    const { clock, engine, store } = rooms();
    const ann = stream();
    const bob = stream();
    const cat = stream();
    await store.set(demoChipsKey('ann'), '0');
    await store.set(demoChipsKey('bob'), '0');
    await store.set(demoChipsKey('cat'), '0');
    await seat(engine, 'ann', 10_000n);
    await seat(engine, 'bob', 20_000n);
    await seat(engine, 'cat', 5_000n);
    await engine.watch(SPEC.id, 'seat-ann', ann.response);
    await engine.watch(SPEC.id, 'seat-bob', bob.response);
    await engine.watch(SPEC.id, 'seat-cat', cat.response);
    await engine.step(SPEC.id);

    // Cat asks to leave mid-hand: she stays, played for, and goes when it ends.
    expect(await engine.leave(SPEC.id, 'seat-cat', request)).toBe(false);
    bob.drop();
    await new Promise((resolve) => setImmediate(resolve));
    clock.now += PACE.actMs;
    await engine.step(SPEC.id);
    clock.now += PACE.actMs;
    await engine.step(SPEC.id);
    expect((await phaseOf(engine)).phase).toBe('settled');
    await expectConserved(engine);
    const record = await engine.record(SPEC.id);
    expect(record?.holders.map((one) => one.seat)).toEqual(['seat-ann']);
    expect(record?.cashOuts).toEqual([]);
    // Each went with what it had at the table: cat at once, bob (gone longer than showMs) too.
    const paid = await Promise.all(
      ['bob', 'cat'].map(async (member) => BigInt((await store.get(demoChipsKey(member))) ?? '0')),
    );
    expect((paid[0] ?? 0n) + (paid[1] ?? 0n)).toBe(record?.totals.cashOuts);

    // Ann leaves between hands: paid at once, the room empty, nothing stranded.
    expect(await engine.leave(SPEC.id, 'seat-ann', request)).toBe(true);
    const empty = await engine.record(SPEC.id);
    expect(empty?.holders).toEqual([]);
    expect(empty?.totals.buyIns).toBe((empty?.totals.cashOuts ?? 0n) + (empty?.totals.raked ?? 0n));
    expect(BigInt((await store.get(demoChipsKey('ann'))) ?? '0') + (paid[0] ?? 0n) + (paid[1] ?? 0n)).toBe(
      empty?.totals.cashOuts,
    );
  });

  it('refuses a second seat for one member, a buy-in out of bounds, and lists the seats sharing an address', async () => {
    const { engine } = rooms();
    await seat(engine, 'ann', 10_000n, '192.0.2.7');
    // The same round again (a request repeated) is the same seat, not a second buy-in.
    expect(await seat(engine, 'ann', 10_000n, '192.0.2.7')).toBe('seat-ann');
    await expect(seat(engine, 'bob', 1_000n)).rejects.toMatchObject({ code: 'ROOM_BUY_IN' });
    await seat(engine, 'bob', 10_000n, '192.0.2.7');
    expect((await engine.record(SPEC.id))?.totals.buyIns).toBe(20_000n);
    expect(await engine.collusionSignals()).toEqual([
      {
        room: SPEC.id,
        seats: ['seat-ann', 'seat-bob'],
        by: 'address',
        value: '192.0.2.7',
        members: ['ann', 'bob'],
      },
    ]);
  });
});
