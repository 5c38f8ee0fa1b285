const DAY_MS = 86_400_000;
const GMT8_MS = 8 * 3_600_000;

export type MissionPeriod = 'daily' | 'weekly';

/**
 * The GMT+8 day or week (Monday to Sunday) holding `now`: its first date (YYYY-MM-DD, the key of a
 * claim) and its instants.
 */
export function periodOf(period: MissionPeriod, now: Date): { start: string; from: Date; until: Date } {
  const local = now.getTime() + GMT8_MS;
  const dayStart = local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
  // 1970-01-01 was a Thursday: days since a Monday are (days + 3) mod 7.
  const sinceMonday = period === 'weekly' ? (((Math.floor(dayStart / DAY_MS) + 3) % 7) + 7) % 7 : 0;
  const startLocal = dayStart - sinceMonday * DAY_MS;
  const length = period === 'weekly' ? 7 * DAY_MS : DAY_MS;
  return {
    start: new Date(startLocal).toISOString().slice(0, 10),
    from: new Date(startLocal - GMT8_MS),
    until: new Date(startLocal - GMT8_MS + length),
  };
}
