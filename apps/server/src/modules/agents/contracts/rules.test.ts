import { CONTRACT_STATES } from '@platform/contracts/agents/contract-schemas';
import { describe, expect, it } from 'vitest';
import { formatRate, isWithinCap, nextState, parseRate } from './rules.ts';

describe('contract rates', () => {
  it('reads percentages with up to two decimals as hundredths of a percent', () => {
    expect(['0', '0.5', '12.25', '100', '100.00', ' 7 '].map(parseRate)).toEqual([
      0, 50, 1225, 10000, 10000, 700,
    ]);
    expect(formatRate(1225)).toBe('12.25');
    expect(formatRate(5)).toBe('0.05');
  });

  it('refuses negative, over 100%, three decimals and anything not a number', () => {
    for (const text of ['-1', '100.01', '101', '1.234', 'abc', '', '1e2', '0x10', '١٢'])
      expect(() => parseRate(text), text).toThrow('contract.rate.invalid');
  });

  it('caps both rates of a real-time salary by the upper level', () => {
    expect(isWithinCap({ rate: 100, lossRate: 50 }, { rate: 100, lossRate: 50 })).toBe(true);
    expect(isWithinCap({ rate: 100, lossRate: 51 }, { rate: 100, lossRate: 50 })).toBe(false);
    expect(isWithinCap({ rate: 101, lossRate: null }, { rate: 100, lossRate: null })).toBe(false);
  });
});

describe('contract states', () => {
  const table = (action: Parameters<typeof nextState>[1]) =>
    Object.fromEntries(
      CONTRACT_STATES.map((state) => {
        try {
          return [state, nextState(state, action)];
        } catch {
          return [state, 'refused'];
        }
      }),
    );

  it('follows the transition table and refuses everything else', () => {
    expect(table('accept')).toEqual({
      new: 'established',
      established: 'refused',
      signing: 'established',
      terminating: 'terminated',
      terminated: 'refused',
      rejected: 'refused',
    });
    expect(table('reject')).toEqual({
      new: 'rejected',
      established: 'refused',
      signing: 'rejected',
      terminating: 'established',
      terminated: 'refused',
      rejected: 'refused',
    });
    expect(table('requestTermination')).toEqual({
      new: 'refused',
      established: 'terminating',
      signing: 'refused',
      terminating: 'refused',
      terminated: 'refused',
      rejected: 'refused',
    });
  });
});
