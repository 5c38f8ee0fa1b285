import { describe, expect, it } from 'vitest';
import { isAgentType } from './member-roles.ts';

describe('isAgentType', () => {
  it('is true for the agent codes 1, 2, 41 and 42 only', () => {
    expect([1, 2, 41, 42].map(isAgentType)).toEqual([true, true, true, true]);
    expect([0, 3, 4, 40, 43, undefined].map(isAgentType)).toEqual([false, false, false, false, false, false]);
  });
});
