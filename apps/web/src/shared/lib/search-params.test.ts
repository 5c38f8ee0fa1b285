import { describe, expect, it } from 'vitest';
import { textSearchParams } from './search-params.ts';

const validate = textSearchParams('referralCode');

describe('text search params', () => {
  it('keeps text and turns numbers the router parsed back into text', () => {
    expect(validate({ referralCode: ' AB12 ' })).toEqual({ referralCode: 'AB12' });
    expect(validate({ referralCode: 12345 })).toEqual({ referralCode: '12345' });
  });

  it('drops what is missing, empty, too long or not text instead of failing the page', () => {
    expect(validate({})).toEqual({});
    expect(validate({ referralCode: '' })).toEqual({});
    expect(validate({ referralCode: 'x'.repeat(65) })).toEqual({});
    expect(validate({ referralCode: { nested: true } })).toEqual({});
  });

  it('ignores parameters it was not asked for', () => {
    expect(validate({ referralCode: 'A1', other: 'x' })).toEqual({ referralCode: 'A1' });
  });
});
