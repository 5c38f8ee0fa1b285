import { catalogueRule } from '@platform/contracts/patterns';
import type { RegisterSettings } from '@platform/contracts/system/register-settings';
import { describe, expect, it } from 'vitest';
import { checkForm, formFields } from './register-fields.ts';

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
