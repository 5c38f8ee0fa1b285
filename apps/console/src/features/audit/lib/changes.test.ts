import { describe, expect, it } from 'vitest';
import { changesOf, hasBeforeAfter, valueText } from './changes.ts';

describe('changesOf', () => {
  it('lists only the fields that differ, nested ones by their path', () => {
    const before = { account: 'kim', roles: ['support'], limits: { daily: 5, weekly: 9 } };
    const after = { account: 'kim', roles: ['support', 'risk'], limits: { daily: 6, weekly: 9 } };
    expect(changesOf(before, after)).toEqual([
      { path: 'roles', before: ['support'], after: ['support', 'risk'] },
      { path: 'limits.daily', before: 5, after: 6 },
    ]);
  });

  it('lists every field of a record created or removed', () => {
    expect(changesOf(null, { status: 'ACTIVE' })).toEqual([
      { path: 'status', before: undefined, after: 'ACTIVE' },
    ]);
    expect(changesOf({ status: 'ACTIVE' }, undefined)).toEqual([
      { path: 'status', before: 'ACTIVE', after: undefined },
    ]);
  });
});

describe('the helpers', () => {
  it('tell entries with a before and after, and write values as text', () => {
    expect([hasBeforeAfter({ before: null, after: {} }), hasBeforeAfter({ query: 1 })]).toEqual([
      true,
      false,
    ]);
    expect([valueText(undefined), valueText('x'), valueText(['a'])]).toEqual(['', 'x', '["a"]']);
  });
});
