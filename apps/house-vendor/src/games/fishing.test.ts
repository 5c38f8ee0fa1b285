import { describe, expect, it } from 'vitest';
import { roundFloats } from '../fair.ts';
import { outcomeOf } from '../rounds.ts';
import { fastFloats } from '../test-floats.ts';
import {
  catchChance,
  DRAGON_WHEEL,
  FISH_KINDS,
  FISH_PAYS,
  FISHING_RTP,
  fishingReturns,
  fishOnScreen,
  newSchool,
  playShot,
  SCHOOL_MS,
} from './fishing.ts';

/** Two-sided 99.9% normal quantile. */
const Z_999 = 3.2905;
const SHOTS = 1_000_000;

describe('Dragon Reef', () => {
  it('returns its stated 96% over 1,000,000 shots spread over every kind (99.9% confidence)', () => {
    const next = fastFloats('rtp-simulation:fishing');
    const caught = Object.fromEntries(FISH_KINDS.map((kind) => [kind, 0])) as Record<string, number>;
    const wheel = new Map<number, number>();
    let sum = 0;
    let squares = 0;
    for (let shot = 0; shot < SHOTS; shot += 1) {
      const kind = FISH_KINDS[shot % FISH_KINDS.length] ?? 'clownfish';
      const { multiplier, wheel: segment } = playShot(next, kind);
      sum += multiplier;
      squares += multiplier * multiplier;
      if (multiplier > 0) caught[kind] = (caught[kind] ?? 0) + 1;
      if (segment !== null) wheel.set(segment, (wheel.get(segment) ?? 0) + 1);
    }
    const mean = sum / SHOTS;
    const halfWidth = Z_999 * Math.sqrt((squares / SHOTS - mean * mean) / SHOTS);
    expect(Math.abs(mean - FISHING_RTP)).toBeLessThanOrEqual(halfWidth);
    // Each kind is caught as often as its chance says: a kind paying more than it should shows here
    // even when the others hide it in the mean.
    const perKind = SHOTS / FISH_KINDS.length;
    for (const kind of FISH_KINDS) {
      const p = catchChance(kind);
      expect(Math.abs((caught[kind] ?? 0) / perKind - p), kind).toBeLessThanOrEqual(
        Z_999 * Math.sqrt((p * (1 - p)) / perKind),
      );
    }
    expect([...wheel.keys()].sort((x, y) => x - y)).toEqual([...new Set(DRAGON_WHEEL)]);
  });

  it('returns the same share of a shot whatever fish it is aimed at', () => {
    for (const [kind, rtp] of Object.entries(fishingReturns())) expect(rtp, kind).toBeCloseTo(FISHING_RTP, 9);
    expect(FISH_PAYS.whale).toBe(100);
    expect(FISH_PAYS.clownfish).toBe(2);
  });

  it('plays the server’s shot from the committed seed’s floats, the same again when checked', () => {
    const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'reef', nonce: 7 };
    const played = outcomeOf(seeds, { game: 'fishing', kind: 'dragon', fish: 'f3' });
    expect(played).toEqual({ game: 'fishing', fish: 'f3', ...playShot(roundFloats(seeds), 'dragon') });
    const checked = outcomeOf(seeds, { game: 'fishing', kind: 'dragon' });
    expect(checked.multiplier).toBe(played.multiplier);
  });

  it('sends a school whose fish all leave before it ends, with a small fish to aim at all along', () => {
    const next = fastFloats('school');
    for (let school = 0; school < 50; school += 1) {
      const started = 1_000_000;
      const reef = newSchool(next, started);
      expect(reef.fish.filter(({ kind }) => kind === 'dragon')).toHaveLength(1);
      for (const fish of reef.fish) expect(fish.enterMs + fish.swimMs).toBeLessThan(SCHOOL_MS);
      for (let at = 1_000; at < SCHOOL_MS - 12_000; at += 1_000)
        expect(
          reef.fish.some(({ id, kind }) => kind === 'clownfish' && fishOnScreen(reef, id, started + at)),
          `${at} ms`,
        ).toBe(true);
    }
  });

  it('takes a shot only at a fish on screen and not yet caught', () => {
    const reef = newSchool(fastFloats('aim'), 0);
    const fish = reef.fish[0];
    if (!fish) throw new Error('an empty school');
    const during = fish.enterMs + fish.swimMs / 2;
    expect(fishOnScreen(reef, fish.id, during)).toBe(fish);
    expect(fishOnScreen(reef, fish.id, fish.enterMs + fish.swimMs + 2_000)).toBeUndefined();
    expect(fishOnScreen(reef, 'f999', during)).toBeUndefined();
    expect(fishOnScreen(undefined, fish.id, during)).toBeUndefined();
    reef.caught.push(fish.id);
    expect(fishOnScreen(reef, fish.id, during)).toBeUndefined();
  });
});
