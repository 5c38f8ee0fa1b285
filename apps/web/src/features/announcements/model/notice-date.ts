import { dateTimeFormat } from '../../../shared/lib/date-format.ts';

/** The spec shows every time in GMT+8 (China Standard Time has no daylight saving). */
const GMT8_ZONE = 'Asia/Shanghai';

/** A notice's date and time in GMT+8, written the way `locale` writes dates. */
export function formatNoticeDate(timestamp: string, locale: string): string {
  return dateTimeFormat(locale, {
    timeZone: GMT8_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(timestamp));
}
