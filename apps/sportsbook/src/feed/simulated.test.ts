import { describe, expect, it } from 'vitest';
import { SCHEDULES, simulatedSource } from './simulated.ts';

describe('the simulated source', () => {
  it('runs its schedule faster by its pace: at 60, a match every 5 s, played in 10 s', () => {
    const createdAt = new Date('2026-05-01T12:00:00.000Z');
    const source = simulatedSource({ margin: 500, createdAt, pace: 60 });
    const football = source
      .eventsAt(createdAt)
      .filter(({ sport }) => sport === 'football')
      .map(({ startsAt }) => startsAt.getTime());
    const everyMs = SCHEDULES.football.everyMs / 60;
    expect(football).toEqual([1, 2, 3].map((slot) => createdAt.getTime() + slot * everyMs));

    const kickOff = new Date(football[0] ?? 0);
    const match = (at: number) =>
      source.eventsAt(new Date(kickOff.getTime() + at)).find(({ startsAt }) => +startsAt === +kickOff);
    expect(match(SCHEDULES.football.playsMs / 60 / 2)?.status).toMatch(/^(live|suspended)$/);
    const over = match(SCHEDULES.football.playsMs / 60);
    expect(over?.status).toBe('finished');
    expect(over?.markets.every(({ result }) => result !== undefined)).toBe(true);
  });
});
