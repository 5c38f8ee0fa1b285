import { PASSWORD_CASES } from '@platform/contracts/password-rule.cases';
import { catalogueRule, type FieldRule } from '@platform/contracts/patterns';
import type { RegisterSettings } from '@platform/contracts/system/register-settings';
import { describe, expect, it } from 'vitest';
import { checkForm, formFields, inputValue } from './register-fields.ts';

const off = { enabled: false, required: false };
const settings = {
  config: {
    username: { enabled: true, required: true },
    password: { enabled: true, required: true },
    email: { enabled: true, required: false },
    line: { enabled: true, required: true },
    qqNum: off,
  },
  rules: {
    username: catalogueRule(1, 6, 16),
    password: catalogueRule(19, 8, 64),
    email: catalogueRule(3, 5, 254),
  },
  minimumAge: 18,
} as unknown as RegisterSettings;

describe('formFields', () => {
  it('lists the enabled fields in order, with the confirmation after the password', () => {
    expect(formFields(settings).map((field) => [field.name, field.isRequired])).toEqual([
      ['username', true],
      ['password', true],
      ['confirmPassword', true],
      ['line', true],
      ['email', false],
    ]);
  });
});

describe('checkForm', () => {
  const fields = formFields(settings);

  it('accepts a complete form', () => {
    const values = {
      username: 'player1',
      password: 'Secret#2026',
      confirmPassword: 'Secret#2026',
      line: 'x',
      email: '',
    };
    expect(checkForm(values, fields)).toEqual({});
  });

  it('finds the mismatch, the empty required field and the bad email', () => {
    const values = {
      username: 'player1',
      password: 'Secret#2026',
      confirmPassword: 'other',
      line: '',
      email: 'no',
    };
    expect(checkForm(values, fields)).toEqual({
      confirmPassword: { key: 'field.mismatch' },
      line: { key: 'field.required' },
      email: { key: 'field.length', values: { min: 5, max: 254 } },
    });
  });
});

/** The site's verdict on a field, in the words of the shared table. */
function verdict(key: string | undefined): string {
  if (key === undefined) return 'ok';
  return key === 'field.length' ? 'length' : key.replace(/^pattern\.\d+$/, 'pattern');
}

describe('the password rule, as the server applies it', () => {
  const withPassword = (password: FieldRule | undefined) =>
    formFields({ ...settings, rules: { ...settings.rules, password } } as RegisterSettings);

  it.each(PASSWORD_CASES)('gives "$password" the verdict $verdict', (example) => {
    const values = {
      username: 'player1',
      password: example.password,
      confirmPassword: example.password,
      line: 'x',
    };
    const error = checkForm(values, withPassword(example.brandRule)).password;
    expect(verdict(error?.key)).toBe(example.verdict);
    if (error) expect(error.values).toEqual({ min: example.range[0], max: example.range[1] });
  });
});

describe('inputValue', () => {
  const vietnamese = 'Nguyễn Văn Anh';

  it('trims and composes text, and only trims passwords', () => {
    expect(inputValue({ type: 'text' }, ` ${vietnamese.normalize('NFD')} `)).toBe(vietnamese);
    expect(inputValue({ type: 'password' }, ` ${vietnamese.normalize('NFD')} `)).toBe(
      vietnamese.normalize('NFD'),
    );
  });

  it('lets a decomposed Vietnamese or a Thai name through the full-name rule', () => {
    const fields = formFields({
      ...settings,
      config: { ...settings.config, payeeName: { enabled: true, required: true } },
      rules: { ...settings.rules, payeeName: catalogueRule(21, 2, vietnamese.length) },
    } as RegisterSettings);
    for (const payeeName of [vietnamese.normalize('NFD'), 'สมศักดิ์ ใจดี'])
      expect(checkForm({ payeeName }, fields).payeeName).toBeUndefined();
    expect(checkForm({ payeeName: 'Nguyen1 Van' }, fields).payeeName).toEqual({
      key: 'pattern.21',
      values: { min: 2, max: vietnamese.length },
    });
  });
});
