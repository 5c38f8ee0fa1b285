import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOdds, MAX_PRICE, MIN_PRICE, ODDS_FORMATS, type OddsFormat, parseOdds } from './odds.ts';

/** Prices of every size, most of them where books trade (under 5.0). */
const prices = fc.oneof(
  fc.bigInt({ min: MIN_PRICE, max: 5_000n }),
  fc.bigInt({ min: MIN_PRICE, max: MAX_PRICE }),
);

/** Each format's value of a decimal price in floating point, written from the conventions' definitions. */
const floatValue: Record<OddsFormat, (decimal: number) => number> = {
  decimal: (decimal) => decimal,
  hong_kong: (decimal) => decimal - 1,
  malay: (decimal) => (decimal - 1 <= 1 ? decimal - 1 : -1 / (decimal - 1)),
  indonesian: (decimal) => (decimal - 1 >= 1 ? decimal - 1 : -1 / (decimal - 1)),
  american: (decimal) => (decimal >= 2 ? (decimal - 1) * 100 : -100 / (decimal - 1)),
};

/** The decimal price a shown value stands for, in floating point. */
const floatDecimal: Record<OddsFormat, (value: number) => number> = {
  decimal: (value) => value,
  hong_kong: (value) => value + 1,
  malay: (value) => (value > 0 ? value + 1 : 1 - 1 / value),
  indonesian: (value) => (value > 0 ? value + 1 : 1 - 1 / value),
  american: (value) => (value > 0 ? value / 100 + 1 : 1 - 100 / value),
};

const HALF_SHOWN_DIGIT: Record<OddsFormat, number> = {
  decimal: 0.0005,
  hong_kong: 0.0005,
  malay: 0.0005,
  indonesian: 0.0005,
  american: 0.5,
};

const parsed = (text: string, format: OddsFormat) => {
  const answer = parseOdds(text, format);
  if (!answer.ok) throw new Error(`${text} as ${format}: ${answer.error}`);
  return answer.price;
};

describe('odds formats', () => {
  it('show a price in each format by its convention', () => {
    const shown = (price: bigint) => ODDS_FORMATS.map((format) => formatOdds(price, format));
    expect(shown(2_500n)).toEqual(['2.500', '1.500', '-0.667', '1.500', '+150']);
    expect(shown(1_500n)).toEqual(['1.500', '0.500', '0.500', '-2.000', '-200']);
    expect(shown(2_000n)).toEqual(['2.000', '1.000', '1.000', '1.000', '+100']);
    expect(shown(1_909n)).toEqual(['1.909', '0.909', '0.909', '-1.100', '-110']);
    // Just under evens rounds to American -100, which is shown as the evens it equals.
    expect(formatOdds(1_999n, 'american')).toBe('+100');
    expect(formatOdds(MIN_PRICE, 'indonesian')).toBe('-100.000');
    expect(formatOdds(MAX_PRICE, 'malay')).toBe('-0.001');
  });

  it('read a typed price to the nearest thousandth', () => {
    expect(parsed('-110', 'american')).toBe(1_909n);
    expect(parsed('+150', 'american')).toBe(2_500n);
    expect(parsed('-100', 'american')).toBe(2_000n);
    expect(parsed('-0.5', 'malay')).toBe(3_000n);
    expect(parsed('0.75', 'malay')).toBe(1_750n);
    expect(parsed('-2', 'indonesian')).toBe(1_500n);
    expect(parsed('-1', 'indonesian')).toBe(2_000n);
    expect(parsed(' 1.909 ', 'decimal')).toBe(1_909n);
    expect(parsed('0.95', 'hong_kong')).toBe(1_950n);
    // Every Malay price from 667.667 up shows as -0.001, whose own reading (1001) is past the range.
    expect(parsed('-0.001', 'malay')).toBe(MAX_PRICE);
  });

  it('refuse what is not a price of the format', () => {
    const refusal = (text: string, format: OddsFormat) => {
      const answer = parseOdds(text, format);
      return answer.ok ? answer.price : answer.error;
    };
    for (const text of ['', 'abc', '1e3', '1.9091', '1,5', '--1', '0x10', '١٫٥', '1.5.5', '+'])
      expect(refusal(text, 'decimal')).toBe('malformed');
    expect(refusal('150.5', 'american')).toBe('malformed');
    expect(refusal('1.005', 'decimal')).toBe('out_of_range');
    expect(refusal('1000.001', 'decimal')).toBe('out_of_range');
    expect(refusal('0', 'hong_kong')).toBe('out_of_range');
    expect(refusal('1.5', 'malay')).toBe('out_of_range');
    expect(refusal('-1', 'malay')).toBe('out_of_range');
    expect(refusal('0', 'malay')).toBe('out_of_range');
    expect(refusal('0.5', 'indonesian')).toBe('out_of_range');
    expect(refusal('+50', 'american')).toBe('out_of_range');
    expect(refusal('-99', 'american')).toBe('out_of_range');
    expect(refusal('9999999', 'decimal')).toBe('out_of_range');
  });

  it('round-trip decimal and Hong Kong exactly', () => {
    fc.assert(
      fc.property(prices, (price) => {
        expect(parsed(formatOdds(price, 'decimal'), 'decimal')).toBe(price);
        expect(parsed(formatOdds(price, 'hong_kong'), 'hong_kong')).toBe(price);
      }),
    );
  });

  it('round-trip every format within its shown precision, the reading the nearest thousandth', () => {
    fc.assert(
      fc.property(prices, fc.constantFrom(...ODDS_FORMATS), (price, format) => {
        const text = formatOdds(price, format);
        const back = parsed(text, format);
        // Read back, the price shows the same: the two differ by less than the format can show.
        expect(formatOdds(back, format)).toBe(text);
        // The text is the price's value to the shown digit, and the reading the nearest thousandth
        // within the range (a coarse text at an end of it reads as the end).
        const decimal = Number(price) / 1_000;
        // American +100 is also -100, the form a price just under evens rounds to.
        const shown = text === '+100' && decimal < 2 ? -100 : Number(text);
        expect(Math.abs(shown - floatValue[format](decimal))).toBeLessThanOrEqual(
          HALF_SHOWN_DIGIT[format] * (1 + 1e-9),
        );
        const [low, high] = [Number(MIN_PRICE) / 1_000, Number(MAX_PRICE) / 1_000];
        const nearest = Math.min(high, Math.max(low, floatDecimal[format](Number(text))));
        expect(Math.abs(Number(back) / 1_000 - nearest)).toBeLessThanOrEqual(0.0005 + 1e-9);
      }),
    );
  });
});
