import type { OddsFormat } from '@platform/contracts/vendor-wallet/sportsbook';
import { add, compare, div, mul, ONE, type Ratio, ratio, roundToScale } from './ratio.ts';

/**
 * A price is decimal odds as a whole number of thousandths (2.5 is 2500n): every American price a
 * member can type (-110 is 1.90909…) lands on the nearest thousandth, and a thousandth of a price on
 * the largest stake a market takes is below a minor unit's worth of difference in most currencies.
 * Money is never computed from the displayed forms, only from this one.
 */
export const PRICE_SCALE = 1_000n;
/** The lowest price offered: a market never prices a selection closer to certain than this. */
export const MIN_PRICE = 1_010n;
/** The highest price offered or read (a selection the model thinks near impossible is capped here). */
export const MAX_PRICE = 1_000_000n;
const EVENS = 2n * PRICE_SCALE;

// The formats are the platform's list (a brand's setting names one): one list, so a format the console
// can set is always one the book can show.
export { ODDS_FORMATS, type OddsFormat } from '@platform/contracts/vendor-wallet/sportsbook';

/** Digits shown after the point: the fractional forms show thousandths, American whole units. */
const DECIMALS: Record<OddsFormat, number> = {
  decimal: 3,
  hong_kong: 3,
  malay: 3,
  indonesian: 3,
  american: 0,
};

const negate = (value: Ratio) => ratio(-value.n, value.d);
const inverse = (value: Ratio) => ratio(value.d, value.n);
const HUNDRED = ratio(100n);

/**
 * The exact value a format shows for a price. Hong Kong is the net win per unit. Malay keeps to
 * (-1, 1]: net win up to evens, minus the stake per unit of win above it. Indonesian is ≥ 1 or ≤ -1:
 * net win from evens up, minus the stake per unit of win below it. American is the same in hundreds:
 * +win per 100 staked from evens up, minus the stake to win 100 below it.
 */
function exactValue(price: bigint, format: OddsFormat): Ratio {
  const hongKong = ratio(price - PRICE_SCALE, PRICE_SCALE);
  switch (format) {
    case 'decimal':
      return ratio(price, PRICE_SCALE);
    case 'hong_kong':
      return hongKong;
    case 'malay':
      return price <= EVENS ? hongKong : negate(inverse(hongKong));
    case 'indonesian':
      return price >= EVENS ? hongKong : negate(inverse(hongKong));
    case 'american':
      return price >= EVENS ? mul(hongKong, HUNDRED) : negate(div(HUNDRED, hongKong));
  }
}

function toText(units: bigint, decimals: number, plusSign: boolean): string {
  const sign = units < 0n ? '-' : plusSign ? '+' : '';
  const digits = (units < 0n ? -units : units).toString().padStart(decimals + 1, '0');
  if (decimals === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** A price as the member's chosen format shows it (rounded to the nearest shown digit). */
export function formatOdds(price: bigint, format: OddsFormat): string {
  const decimals = DECIMALS[format];
  const units = roundToScale(exactValue(price, format), 10n ** BigInt(decimals));
  // American -100 and +100 are both evens; a price just under evens rounds to -100 and shows as +100.
  if (format === 'american' && units === -100n) return '+100';
  return toText(units, decimals, format === 'american');
}

type OddsInputError = 'malformed' | 'out_of_range';
type ParsedOdds = { ok: true; price: bigint } | { ok: false; error: OddsInputError };

const FRACTIONAL = /^([+-]?)(\d{1,7})(?:\.(\d{1,3}))?$/;
const WHOLE = /^([+-]?)(\d{1,9})$/;

/** The exact value of a typed number, or null when it is not one the format's precision writes. */
function readNumber(text: string, format: OddsFormat): Ratio | null {
  const match = (format === 'american' ? WHOLE : FRACTIONAL).exec(text.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const units = BigInt(`${whole}${fraction}`);
  return ratio(sign === '-' ? -units : units, 10n ** BigInt(fraction.length));
}

/** The decimal price a value of the format stands for, or null outside the format's convention. */
function priceOf(value: Ratio, format: OddsFormat): Ratio | null {
  const isPositive = value.n > 0n;
  const atLeast = (bound: bigint) => value.n >= bound * value.d;
  const atMost = (bound: bigint) => value.n <= bound * value.d;
  switch (format) {
    case 'decimal':
      return value;
    case 'hong_kong':
      return isPositive ? add(value, ONE) : null;
    case 'malay':
      if (isPositive) return atMost(1n) ? add(value, ONE) : null;
      return value.n < 0n && !atMost(-1n) ? add(inverse(negate(value)), ONE) : null;
    case 'indonesian':
      if (isPositive) return atLeast(1n) ? add(value, ONE) : null;
      return atMost(-1n) ? add(inverse(negate(value)), ONE) : null;
    case 'american':
      if (atLeast(100n)) return add(div(value, HUNDRED), ONE);
      return atMost(-100n) ? add(div(HUNDRED, negate(value)), ONE) : null;
  }
}

/**
 * A price the member typed in a format, to the nearest thousandth. Refused: text that is not a number
 * of the format's precision, a value outside the format's convention (a Malay 1.5, an American +50),
 * and a price outside [MIN_PRICE, MAX_PRICE]. A coarse format shows the prices near an end of the range
 * as one text whose own reading falls outside it (every Malay price from 667.667 shows as -0.001, which
 * reads 1001): such a text reads as the end of the range it shows.
 */
export function parseOdds(text: string, format: OddsFormat): ParsedOdds {
  const value = readNumber(text, format);
  if (value === null) return { ok: false, error: 'malformed' };
  const exact = priceOf(value, format);
  if (exact === null) return { ok: false, error: 'out_of_range' };
  const price = roundToScale(exact, PRICE_SCALE);
  if (price >= MIN_PRICE && price <= MAX_PRICE) return { ok: true, price };
  const end = price < MIN_PRICE ? MIN_PRICE : MAX_PRICE;
  const shownAtEnd = readNumber(formatOdds(end, format), format);
  return shownAtEnd !== null && compare(shownAtEnd, value) === 0
    ? { ok: true, price: end }
    : { ok: false, error: 'out_of_range' };
}

/** A price as an exact ratio (2500n is 5/2). */
export const priceRatio = (price: bigint): Ratio => ratio(price, PRICE_SCALE);
