import { describe, expect, it } from 'vitest';
import {
  answered,
  EMPTY_SLIP,
  keyFor,
  preview,
  refreshed,
  remove,
  repriced,
  restored,
  type SlipState,
  systemsFor,
  toggle,
} from './slip.ts';

const pick = (selectionId: string, eventId: string, price: string) => ({
  selectionId,
  eventId,
  sport: 'football',
  price,
  event: `Event ${eventId}`,
  market: '1X2',
  name: `Selection ${selectionId}`,
});

const three = [pick('1', 'a', '2000'), pick('2', 'b', '1900'), pick('3', 'c', '3100')].reduce(
  toggle,
  EMPTY_SLIP,
);

describe('the slip', () => {
  it('makes an accumulator of a second pick and takes a pick off when picked again', () => {
    const one = toggle(EMPTY_SLIP, pick('1', 'a', '2000'));
    expect(one.kind).toBe('single');
    const two = toggle(one, pick('2', 'b', '1900'));
    expect(two.kind).toBe('accumulator');
    expect(toggle(two, pick('2', 'b', '1900')).selections.map((s) => s.selectionId)).toEqual(['1']);
    expect(remove(two, '1').kind).toBe('single');
  });

  it('computes an accumulator with the book rules (the documented 117.80)', () => {
    const slip = { ...three, unitStake: '10.00' };
    const result = preview(slip, 2);
    expect(result).toMatchObject({ ok: true, totalStake: 1000n, potentialReturn: 11780n });
  });

  it('computes singles one stake per selection, skipping the unstaked', () => {
    const slip: SlipState = { ...three, kind: 'single', stakes: { '1': '5', '3': '2.50' } };
    const result = preview(slip, 2);
    if (!result.ok) throw new Error(result.problem);
    expect(result.bets.map((b) => [b.id, b.totalStake, b.potentialReturn])).toEqual([
      ['1', 500n, 1000n],
      ['3', 250n, 775n],
    ]);
    expect(result.totalStake).toBe(750n);
  });

  it('offers the systems that fit the count, and a Trixie stakes four lines', () => {
    expect(systemsFor(3)).toEqual(['2/3', '3x3', 'trixie', '3x4', 'patent']);
    expect(systemsFor(4)).toContain('lucky_15');
    expect(systemsFor(2)).toEqual([]);
    const trixie: SlipState = { ...three, kind: 'system', system: 'trixie', unitStake: '1' };
    const result = preview(trixie, 2);
    expect(result).toMatchObject({ ok: true, totalStake: 400n });
    if (result.ok)
      expect(result.bets[0]?.body).toMatchObject({ kind: 'system', system: 'trixie', unitStake: '1' });
    // Two legs leave no system: the slip falls back to an accumulator.
    expect(remove(trixie, '3')).toMatchObject({ kind: 'accumulator', system: null });
  });

  it('refuses related selections and a missing or zero stake, as the book would', () => {
    const related = toggle(toggle(EMPTY_SLIP, pick('1', 'a', '2000')), pick('2', 'a', '1900'));
    expect(preview({ ...related, unitStake: '1' }, 2)).toEqual({ ok: false, problem: 'related_selections' });
    expect(preview({ ...three, unitStake: '' }, 2)).toEqual({ ok: false, problem: 'needs_stake' });
    expect(preview({ ...three, unitStake: '0.00' }, 2)).toEqual({ ok: false, problem: 'stake_not_positive' });
    expect(preview({ ...three, unitStake: '1.005' }, 2)).toEqual({ ok: false, problem: 'needs_stake' });
  });

  it('follows the board: a moved price is taken and remembered, a vanished one unavailable', () => {
    const board = new Map([
      ['1', { price: '2100', available: true }],
      ['2', { price: '1900', available: false }],
    ]);
    const next = refreshed(three, 'football', board);
    expect(next.selections.map((s) => [s.price, s.movedFrom, s.available])).toEqual([
      ['2100', '2000', true],
      ['1900', null, false],
      ['3100', null, false],
    ]);
    expect(refreshed(next, 'football', board)).toBe(next);
    expect(refreshed(three, 'cricket', board)).toBe(three);
    expect(repriced(three, '3', '2900').selections[2]).toMatchObject({ price: '2900', movedFrom: '3100' });
  });

  it('keeps a placement key until the answer, and makes a new one for a changed bet', () => {
    let n = 0;
    const newKey = () => `key-${++n}-0123456789abcdef`;
    const slip = { ...three, unitStake: '1' };
    const bet = (state: SlipState) => {
      const result = preview(state, 2);
      if (!result.ok || !result.bets[0]) throw new Error('no bet');
      return result.bets[0];
    };
    const first = keyFor(slip, bet(slip), newKey);
    // No answer (the network failed): the retry sends the same key.
    expect(keyFor(first.state, bet(first.state), newKey).key).toBe(first.key);
    const restaked = { ...first.state, unitStake: '2' };
    expect(keyFor(restaked, bet(restaked), newKey).key).not.toBe(first.key);
    const done = answered(first.state, bet(first.state), true);
    expect(done.pending).toEqual({});
    expect(done.selections).toEqual([]);
  });

  it('survives a reload through its stored form, and ignores what it did not write', () => {
    const slip = { ...three, unitStake: '3' };
    expect(restored(JSON.stringify(slip))).toEqual(slip);
    expect(restored('not json')).toEqual(EMPTY_SLIP);
    expect(restored('{"selections":5}')).toEqual(EMPTY_SLIP);
    expect(restored(null)).toEqual(EMPTY_SLIP);
  });
});
