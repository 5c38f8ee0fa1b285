import { z } from 'zod';

/**
 * Money on the wire (docs/architecture.md, the wire): a decimal string with exactly the brand currency's
 * scale, such as "1234.50"; in the database, bigint minor units. Never a float on either side.
 */
export const ZMoney = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/)
  .describe('Decimal string with the currency scale, e.g. "1234.50"');

/** Minor units as the wire's decimal string: 123450n at scale 2 is "1234.50". */
export function formatMinorUnits(amount: bigint, scale: number): string {
  const sign = amount < 0n ? '-' : '';
  const digits = (amount < 0n ? -amount : amount).toString().padStart(scale + 1, '0');
  if (scale === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/**
 * A positive amount typed by a person or sent by a client, in minor units: digits with at most
 * `scale` decimals, nothing else (no sign, exponent, spaces or grouping). Null when it is not one.
 */
export function parseMoney(text: string, scale: number): bigint | null {
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > scale) return null;
  return BigInt(whole + fraction.padEnd(scale, '0'));
}
