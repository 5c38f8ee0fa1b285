/** The site's clock zone (the spec's GMT+8). Shanghai has had no daylight saving since 1991. */
const GMT8_TIME_ZONE = 'Asia/Shanghai';

const FORMATTER = new Intl.DateTimeFormat('en-US', {
  timeZone: GMT8_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  numberingSystem: 'latn',
});

type Gmt8Options = { withSeconds?: boolean };

/**
 * `YYYY-MM-DD HH:mm[:ss]` in GMT+8, whatever the zone of the visitor's device. The numeric form
 * reads the same in every language, so it is built from parts, not from a locale's pattern.
 */
export function formatGmt8(date: Date, { withSeconds = true }: Gmt8Options = {}): string {
  const part = Object.fromEntries(FORMATTER.formatToParts(date).map(({ type, value }) => [type, value]));
  const time = withSeconds ? `${part.hour}:${part.minute}:${part.second}` : `${part.hour}:${part.minute}`;
  return `${part.year}-${part.month}-${part.day} ${time}`;
}
