import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZOptionalSearchText } from './search-params.ts';

const ZSearch = z.object({ referralCode: ZOptionalSearchText });

describe('optional search text', () => {
  it('keeps text and turns numbers the router parsed back into text', () => {
    expect(ZSearch.parse({ referralCode: ' AB12 ' })).toEqual({ referralCode: 'AB12' });
    expect(ZSearch.parse({ referralCode: 12345 })).toEqual({ referralCode: '12345' });
  });

  it('drops what is missing, empty, too long or not text instead of failing the page', () => {
    expect(ZSearch.parse({})).toEqual({ referralCode: undefined });
    expect(ZSearch.parse({ referralCode: '' })).toEqual({ referralCode: undefined });
    expect(ZSearch.parse({ referralCode: 'x'.repeat(65) })).toEqual({ referralCode: undefined });
    expect(ZSearch.parse({ referralCode: { nested: true } })).toEqual({ referralCode: undefined });
  });
});
