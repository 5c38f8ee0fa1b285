import { PASSWORD_CASES } from '@platform/contracts/password-rule.cases';
import { catalogueRule } from '@platform/contracts/patterns';
import { describe, expect, it } from 'vitest';
import { checkPasswordChange, fieldOfRefusal } from './password-change-form.ts';

const valid = { oldPassword: 'Lotus-2026!', newPassword: 'Brand-New-7', confirmNewPassword: 'Brand-New-7' };

describe('checkPasswordChange', () => {
  it('accepts a new password that meets the rule and is confirmed', () => {
    expect(checkPasswordChange(valid, undefined)).toEqual({});
  });

  it('asks for every field', () => {
    expect(
      checkPasswordChange({ oldPassword: '', newPassword: '', confirmNewPassword: '' }, undefined),
    ).toEqual({
      oldPassword: { key: 'field.required' },
      newPassword: { key: 'field.required' },
      confirmNewPassword: { key: 'field.required' },
    });
  });

  it("applies the brand's password rule, then the server's 8 to 64 characters", () => {
    const lettersAndDigits = catalogueRule(5, 8, 20);
    expect(
      checkPasswordChange(
        { ...valid, newPassword: 'onlyletters', confirmNewPassword: 'onlyletters' },
        lettersAndDigits,
      ).newPassword,
    ).toEqual({
      key: 'pattern.5',
      values: { min: 8, max: 20 },
    });
    expect(
      checkPasswordChange({ ...valid, newPassword: 'Ab1!', confirmNewPassword: 'Ab1!' }, undefined)
        .newPassword,
    ).toEqual({
      key: 'field.length',
      values: { min: 8, max: 64 },
    });
  });

  it('refuses the current password again and a confirmation that differs', () => {
    const same = { ...valid, newPassword: valid.oldPassword, confirmNewPassword: valid.oldPassword };
    expect(checkPasswordChange(same, undefined).newPassword).toEqual({ key: 'password.sameAsOld' });
    expect(checkPasswordChange({ ...valid, confirmNewPassword: 'Brand-New-8' }, undefined)).toEqual({
      confirmNewPassword: { key: 'field.mismatch' },
    });
  });
});

describe('the new password, as the server checks it', () => {
  it.each(PASSWORD_CASES)('gives "$password" the verdict $verdict', (example) => {
    const values = {
      oldPassword: 'Old-pass-1',
      newPassword: example.password,
      confirmNewPassword: example.password,
    };
    const key = checkPasswordChange(values, example.brandRule).newPassword?.key;
    const verdict = key === undefined ? 'ok' : key === 'field.length' ? 'length' : 'pattern';
    expect(verdict).toBe(example.verdict);
  });
});

describe('fieldOfRefusal', () => {
  it("places the server's refusals beside their field", () => {
    expect(fieldOfRefusal('password.wrong')).toBe('oldPassword');
    expect(fieldOfRefusal('password.invalid')).toBe('newPassword');
    expect(fieldOfRefusal('password.reused')).toBe('newPassword');
    expect(fieldOfRefusal('password.mismatch')).toBe('confirmNewPassword');
    expect(fieldOfRefusal('rate.limited')).toBeUndefined();
  });
});
