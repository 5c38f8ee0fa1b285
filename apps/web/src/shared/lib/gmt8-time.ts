import { gmt8DayOf } from '@platform/contracts/gmt8';
import type { DateRange } from '@platform/ui/date-presets.ts';

/** The site's clock zone (the spec's GMT+8). Shanghai has had no daylight saving since 1991. */
export const GMT8_TIME_ZONE = 'Asia/Shanghai';

type ZoneOptions = { withSeconds?: boolean };

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone, made once: the clock formats every second. An unknown zone reads as GMT+8. */
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter) return formatter;
  try {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'shortOffset',
      numberingSystem: 'latn',
    });
  } catch {
    return formatterOf(GMT8_TIME_ZONE);
  }
  formatters.set(timeZone, formatter);
  return formatter;
}

/**
 * `YYYY-MM-DD HH:mm[:ss]` in `timeZone`, whatever the zone of the visitor's device, and the zone's
 * offset then as `GMT+7`. The numeric form reads the same in every language, so
 * it is built from parts, not from a locale's pattern.
 */
export function formatInZone(
  date: Date,
  timeZone: string,
  { withSeconds = true }: ZoneOptions = {},
): { text: string; zone: string } {
  const part = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(date)
      .map(({ type, value }) => [type, value]),
  );
  const time = withSeconds ? `${part.hour}:${part.minute}:${part.second}` : `${part.hour}:${part.minute}`;
  return { text: `${part.year}-${part.month}-${part.day} ${time}`, zone: part.timeZoneName ?? '' };
}

/** `YYYY-MM-DD HH:mm[:ss]` in GMT+8, the zone of the site's days, whatever the zone of the device. */
export function formatGmt8(date: Date, options: ZoneOptions = {}): string {
  return formatInZone(date, GMT8_TIME_ZONE, options).text;
}

/**
 * A `datetime-local` input's `YYYY-MM-DDTHH:mm` read as GMT+8, the site's clock, whatever the zone of
 * the device: the instant as ISO text, or null for an empty or impossible value.
 */
export function gmt8InputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const instant = new Date(`${value}:00+08:00`);
  // Date rolls 30 February over into March: only a value that comes back unchanged is a real minute.
  return !Number.isNaN(instant.getTime()) && gmt8InputValue(instant) === value ? instant.toISOString() : null;
}

/** `date` in GMT+8 as a `datetime-local` input's value, for its `min`. */
export function gmt8InputValue(date: Date): string {
  return formatGmt8(date, { withSeconds: false }).replace(' ', 'T');
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Today's calendar day in GMT+8 (the site's clock), as a local date for the date picker. */
export function gmt8Today(now = new Date()): Date {
  const [year, month, day] = gmt8DayOf(now).split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** A picked calendar day as the API's YYYY-MM-DD (the server reads it as a GMT+8 day). */
export function dayOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The API's from and to of a picked range. */
export function rangeQuery(range: DateRange): { from: string; to: string } {
  return { from: dayOf(range.from), to: dayOf(range.to) };
}
