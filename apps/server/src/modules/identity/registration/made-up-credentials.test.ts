import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordRule } from '@platform/contracts/password-rule';
import { catalogueRule, checkFieldRule } from '@platform/contracts/patterns';
import { describe, expect, it } from 'vitest';
import { madeUpAccountName, madeUpPassword } from './made-up-credentials.ts';

describe('made-up account names', () => {
  it.each([
    [1, 6, 16],
    [4, 6, 16],
    [5, 6, 12],
    [6, 8, 11],
    [7, 6, 16],
    [9, 4, 30],
    [14, 6, 16],
    [19, 6, 16],
    [1, 12, 20],
    [1, 4, 6],
  ] as const)('meet pattern %i, %i to %i characters, every time', (patternId, min, max) => {
    const rule = catalogueRule(patternId, min, max);
    for (let draw = 0; draw < 500; draw += 1) {
      const name = madeUpAccountName(rule);
      expect(name, `pattern ${patternId}`).not.toBeNull();
      expect(checkFieldRule(name ?? '', rule)).toBeNull();
    }
  });

  it('differ from draw to draw', () => {
    const names = new Set(Array.from({ length: 500 }, () => madeUpAccountName(catalogueRule(1, 6, 16))));
    expect(names.size).toBe(500);
  });

  it('are null when no shape can meet the rule (a Thai-only name)', () => {
    expect(madeUpAccountName(catalogueRule(16, 6, 16))).toBeNull();
  });

  it('without a rule, are ten letters and digits starting with a letter', () => {
    expect(madeUpAccountName(undefined)).toMatch(/^[a-z][a-z0-9]{9}$/);
  });
});

describe('made-up passwords', () => {
  it.each([
    [19, 8, 64],
    [5, 8, 20],
    [20, 8, 64],
    [4, 6, 10],
    [0, 1, 200],
  ] as const)('meet pattern %i within the platform bounds, every time', (patternId, min, max) => {
    const rule = catalogueRule(patternId, min, max);
    for (let draw = 0; draw < 500; draw += 1) {
      const password = madeUpPassword(passwordRule(rule)) ?? '';
      expect(checkFieldRule(password, rule)).toBeNull();
      expect(password.length).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
      expect(password.length).toBeLessThanOrEqual(PASSWORD_MAX_LENGTH);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[2-9]/);
    }
  });

  it('are twelve characters when the rule allows it, and never repeat', () => {
    const passwords = Array.from({ length: 500 }, () =>
      madeUpPassword(passwordRule(catalogueRule(19, 8, 64))),
    );
    expect(passwords.every((password) => password?.length === 12)).toBe(true);
    expect(new Set(passwords).size).toBe(500);
  });

  it('are null when the rule allows only digits', () => {
    expect(madeUpPassword(passwordRule(catalogueRule(6, 8, 12)))).toBeNull();
  });
});
