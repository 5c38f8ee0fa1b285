import { describe, expect, it } from 'vitest';
import { ZRowCursor, ZRowId } from './row-id.ts';

describe('row ids and cursors', () => {
  it.each(['1', '42', '9223372036854775807'])('accepts %s', (value) => {
    expect(ZRowId.safeParse(value).success).toBe(true);
    expect(ZRowCursor.parse(value)).toBe(BigInt(value));
  });

  it.each(['0', '-1', '9223372036854775808', '99999999999999999999', '1e30', '1.5', '0x10', ' 1', 'abc', ''])(
    'refuses %j, which names no row',
    (value) => {
      expect(ZRowId.safeParse(value).success).toBe(false);
      expect(ZRowCursor.safeParse(value).success).toBe(false);
    },
  );
});
