/**
 * Dates and times written the way `locale` writes them, always on the Gregorian calendar: Thai would
 * count Buddhist years (2569 for 2026) and Persian its own, while the site's dates (draw days, limits,
 * notices) are the same days for every reader and for the staff who answer them.
 */
export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  new Intl.DateTimeFormat(locale, { ...options, calendar: 'gregory' });
