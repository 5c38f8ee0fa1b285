/**
 * Mark Six zodiac table. Each lunar year the number 1 (and 13, 25, 37, 49) belongs to the year's own zodiac,
 * the number 2 to the zodiac before it in the cycle, and so on backwards; the table changes at lunar new year
 * (midnight Hong Kong time). Add a row before 2028-01-26 to settle zodiac bets after that date.
 */
export const ZODIACS = [
  'rat',
  'ox',
  'tiger',
  'rabbit',
  'dragon',
  'snake',
  'horse',
  'goat',
  'monkey',
  'rooster',
  'dog',
  'pig',
] as const;
export type Zodiac = (typeof ZODIACS)[number];

/** Lunar years and their first day; each ends when the next begins, the last row only ends the one before. */
const LUNAR_YEARS: readonly { startsAt: string; zodiac: Zodiac | undefined }[] = [
  { startsAt: '2024-02-10T00:00:00+08:00', zodiac: 'dragon' },
  { startsAt: '2025-01-29T00:00:00+08:00', zodiac: 'snake' },
  { startsAt: '2026-02-17T00:00:00+08:00', zodiac: 'horse' },
  { startsAt: '2027-02-06T00:00:00+08:00', zodiac: 'goat' },
  { startsAt: '2028-01-26T00:00:00+08:00', zodiac: undefined },
];

/** The zodiac of the lunar year at `at`; undefined outside the table. */
export function yearZodiacAt(at: Date): Zodiac | undefined {
  let zodiac: Zodiac | undefined;
  for (const year of LUNAR_YEARS) {
    if (Date.parse(year.startsAt) > at.getTime()) break;
    zodiac = year.zodiac;
  }
  return zodiac;
}

/** The zodiac of an LHC number (1-49) in the lunar year at `at`; undefined outside the table. */
export function zodiacOf(number: number, at: Date): Zodiac | undefined {
  const own = yearZodiacAt(at);
  if (!own) return undefined;
  return ZODIACS[(ZODIACS.indexOf(own) - ((number - 1) % 12) + 12) % 12];
}
