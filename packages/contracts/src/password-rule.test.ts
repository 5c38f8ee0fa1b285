import { describe, expect, it } from 'vitest';
import { PASSWORD_CASES } from './password-rule.cases.ts';
import { passwordRule } from './password-rule.ts';
import { checkFieldRule, normalizeInput } from './patterns.ts';

describe('passwordRule', () => {
  it.each(PASSWORD_CASES)('gives "$password" under $brandRule.patternId the verdict $verdict', (example) => {
    const rule = passwordRule(example.brandRule);
    const violation = checkFieldRule(normalizeInput(example.password, 'secret'), rule);
    expect(violation?.kind ?? 'ok').toBe(example.verdict);
    expect([rule.minLength, rule.maxLength]).toEqual(example.range);
  });

  it("keeps the brand's pattern and narrows only its length", () => {
    const brand = { patternId: 5, acceptedPattern: '^x+$', minLength: 4, maxLength: 200 };
    expect(passwordRule(brand)).toEqual({ ...brand, minLength: 8, maxLength: 64 });
    expect(passwordRule(undefined)).toMatchObject({ acceptedPattern: '*', minLength: 8, maxLength: 64 });
  });
});
