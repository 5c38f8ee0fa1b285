import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { hashOfSeed, newServerSeed } from '../fair.ts';
import { rakeAt } from '../live/niuniu.ts';
import { memoryLiveStore } from '../live/store.ts';
import { rakeOf } from '../live/teenpatti.ts';
import { CardRooms } from './engine.ts';
import { TEENPATTI } from './teenpatti.ts';

/** The rooms' rake at the platform's usual two decimals (a cap of 100.00). */
const RAKE = rakeAt(2);

const stakes = { base: 100n, minBuyIn: 1_000n, maxBuyIn: 50_000n, seats: 3, rake: RAKE };
const pace = { actMs: 10_000, showMs: 5_000 };
const origin = (address: string) => ({ address, device: null });

describe('Teen Patti behind the rooms’ interface', () => {
  it('plays a hand from the page’s moves, refusing unknown moves and chaals other than the smallest bet or twice it', () => {
    const room = TEENPATTI.open('t1', stakes, pace, 0);
    TEENPATTI.join(room, 'a', 5_000n, origin('10.0.0.1'));
    TEENPATTI.join(room, 'b', 5_000n, origin('10.0.0.1'));
    expect(TEENPATTI.advance(room, 0, newServerSeed)).toBe(true);
    expect(TEENPATTI.betweenHands(room)).toBe(false);
    expect(TEENPATTI.deadline(room)).toBe(pace.actMs);
    expect(() => TEENPATTI.act(room, 'b', { type: 'raise', value: 1 }, 1)).toThrow('ROOM_ACTION');
    for (const value of [0, 3, 1.5])
      expect(() => TEENPATTI.act(room, 'b', { type: 'chaal', value }, 1)).toThrow('ROOM_AMOUNT');
    TEENPATTI.act(room, 'b', { type: 'see', value: 0 }, 1);
    expect(TEENPATTI.seatView(room, 'b')).toMatchObject({ moves: { chaal: { min: '200', max: '400' } } });
    TEENPATTI.act(room, 'b', { type: 'chaal', value: 2 }, 2); // seen: twice 200
    TEENPATTI.act(room, 'a', { type: 'show', value: 0 }, 3);
    const last = TEENPATTI.lastHand(room);
    expect(hashOfSeed(last?.serverSeed ?? '')).toBe(last?.hash);
    // a paid the stake (200, half b's seen bet) to show blind: a pot of 100 + 100 + 400 + 200, raked 5%.
    expect(last?.seats.reduce((sum, one) => sum + one.net, 0n)).toBe(-40n);
    expect(last?.seats.map((one) => one.label)).toEqual(
      room.last?.results.map((result) => `teenpatti.kind.${result.hand.kind}`),
    );
    expect(TEENPATTI.deal('t1', 1, last?.serverSeed ?? '', 2)).toEqual(
      room.last?.results.map((one) => one.hand.cards),
    );
    expect(TEENPATTI.collusionSignals(room)).toHaveLength(1);
    expect(TEENPATTI.betweenHands(room)).toBe(true);
    expect(TEENPATTI.chips(room, 'a')).toBe(room.seats[0]?.chips);
    expect(TEENPATTI.leave(room, 'a')).toBe(
      room.last?.results[0]?.paid === 0n ? 4_700n : 5_000n - 300n + 760n,
    );
  });
});

describe('Teen Patti in the card-room engine', () => {
  /** Each push a seat's event stream got, parsed. */
  const pushes = () => {
    const got: { view: { state: { phase: string; turn: string | null } }; mine: unknown }[] = [];
    const stream = Object.assign(new EventEmitter(), {
      write: (text: string) => got.push(JSON.parse(text.replace(/^data: /, ''))),
    });
    return { got, stream: stream as unknown as ServerResponse };
  };

  it('pushes each seat its own cards once it has seen them and nobody else’s, and keeps every chip', async () => {
    const clock = { now: 5_000_000 };
    const log = Fastify({ logger: false }).log;
    const engine = new CardRooms({
      store: memoryLiveStore(),
      pace,
      log,
      games: [TEENPATTI as never],
      now: () => clock.now,
    });
    const spec = { id: 'teenpatti-NOVICE-demo-1', game: 'teenpatti', stake: 'NOVICE', stakes };
    const streams = { ann: pushes(), bob: pushes() };
    for (const member of ['ann', 'bob'] as const) {
      const holder = {
        seat: `seat-${member}`,
        member,
        mode: 'demo' as const,
        roundId: `r-${member}`,
        buyIn: 5_000n,
        scale: 2,
      };
      await engine.sit(spec, holder, origin(`10.0.0.${member.length + member.charCodeAt(0)}`));
      await engine.watch(spec.id, holder.seat, streams[member].stream);
    }
    await engine.step(spec.id);
    const record = await engine.record(spec.id);
    const room = record?.state as Parameters<typeof TEENPATTI.view>[0];
    const cards = (seat: string) => room.seats.find((one) => one.seat === seat)?.cards ?? [];
    const annCards = JSON.stringify(cards('seat-ann'));
    const bobCards = JSON.stringify(cards('seat-bob'));
    // Bob is after the button (ann's): his turn, his moves, no cards until he looks.
    expect(streams.bob.got.at(-1)?.mine).toEqual({
      cards: null,
      moves: { chaal: { min: '100', max: '200' }, show: { allIn: false, cost: '100' } },
    });
    await engine.act(spec.id, 'seat-bob', { type: 'see', value: 0 });
    expect(JSON.stringify(streams.bob.got.at(-1)?.mine)).toContain(bobCards);
    expect(JSON.stringify(streams.ann.got)).not.toContain(bobCards);
    expect(JSON.stringify(streams.bob.got)).not.toContain(annCards);
    await engine.act(spec.id, 'seat-bob', { type: 'chaal', value: 1 }); // seen: 200
    await expect(engine.act(spec.id, 'seat-bob', { type: 'pack', value: 0 })).rejects.toMatchObject({
      code: 'ROOM_TURN',
    });
    await engine.act(spec.id, 'seat-ann', { type: 'show', value: 0 }); // blind: the stake, 100
    const settled = await engine.record(spec.id);
    const state = settled?.state as typeof room;
    expect(state.phase).toBe('settled');
    expect(settled?.totals.raked).toBe(rakeOf(100n + 100n + 200n + 100n, RAKE));
    const atTable = state.seats.reduce((sum, one) => sum + one.chips, 0n);
    expect(atTable + (settled?.totals.raked ?? 0n)).toBe(settled?.totals.buyIns);
  });
});
