/**
 * Money and time as the staff member reads them, in the console's language. Amounts arrive as
 * integer minor units (bigint, or its decimal text in JSON) and are never turned into floating point:
 * the decimal point is placed by string arithmetic, and only the grouping comes from Intl.
 */

/** Minor units per currency unit, by ISO code; currencies without one here have 2 decimals. */
const DECIMALS: Record<string, number> = { JPY: 0, KRW: 0, VND: 0, IDR: 0, BTC: 8, USDT: 6 };

function currencyDecimals(currency: string): number {
  return DECIMALS[currency.toUpperCase()] ?? 2;
}

/** `12345n, 'USD'` → `123.45 USD` (grouped in the locale: `1,234.56 USD`). */
export function formatMoney(minor: bigint | string, currency: string, locale: string): string {
  const value = typeof minor === 'bigint' ? minor : BigInt(minor);
  const decimals = currencyDecimals(currency);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  const grouped = new Intl.NumberFormat(locale, { useGrouping: true }).format(BigInt(whole));
  const separator = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal');
  const amount = decimals > 0 ? `${grouped}${separator?.value ?? '.'}${fraction}` : grouped;
  return `${negative ? '-' : ''}${amount} ${currency.toUpperCase()}`;
}

/**
 * An ISO instant in the staff member's locale and time zone, to the second, on the Gregorian
 * calendar whatever the locale's own (Thai counts Buddhist years), as the site shows members.
 */
export function formatDateTime(iso: string | Date, locale: string): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'medium',
    calendar: 'gregory',
  }).format(date);
}
