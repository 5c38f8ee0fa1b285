import { catalogueRule, REAL_NAME_PATTERN_ID } from '@platform/contracts/patterns';
import { describe, expect, it } from 'vitest';
import { checkValue, messagesFromIssues, patternKey } from './field-rules.ts';

const username = catalogueRule(1, 6, 16);
const password = catalogueRule(19, 8, 64);
const rules = { username, password };

describe('checkValue', () => {
  it('asks for required values and lets empty optional ones through', () => {
    expect(checkValue('', username, true)).toEqual({ key: 'field.required' });
    expect(checkValue('', catalogueRule(3, 5, 254), false)).toBeNull();
  });

  it.each([
    ['abc123', null],
    ['player2026', null],
    ['abc12', 'field.length'],
    ['a'.repeat(17), 'field.length'],
    ['1abcdef', 'pattern.1'],
    ['abc_def', 'pattern.1'],
  ])('checks the username %s like the server (pattern 1, 6–16)', (value, key) => {
    expect(checkValue(value, username, true)?.key ?? null).toBe(key);
  });

  it.each([
    ['Secret#2026', null],
    ['short1!', 'field.length'],
    ['with space1', 'pattern.19'],
  ])('checks the password %s like the server (pattern 19, 8–64)', (value, key) => {
    expect(checkValue(value, password, true)?.key ?? null).toBe(key);
  });

  it('hands the rule bounds to the text', () => {
    expect(checkValue('1abcdef', username, true)).toEqual({ key: 'pattern.1', values: { min: 6, max: 16 } });
  });
});

describe('messagesFromIssues', () => {
  it('maps each issue code to its text key', () => {
    const issues = [
      { path: 'body.username', code: 'pattern.1' },
      { path: 'body.password', code: 'length' },
      { path: 'body.confirmPassword', code: 'mismatch' },
      { path: 'body.email', code: 'required' },
      { path: 'body.line', code: 'too_big' },
    ];
    expect(messagesFromIssues(issues, rules)).toEqual({
      username: { key: 'pattern.1', values: { min: 6, max: 16 } },
      password: { key: 'field.length', values: { min: 8, max: 64 } },
      confirmPassword: { key: 'field.mismatch' },
      email: { key: 'field.required' },
      line: { key: 'field.invalid' },
    });
  });

  it('keeps the first issue of a field', () => {
    const issues = [
      { path: 'body.username', code: 'required' },
      { path: 'body.username', code: 'length' },
    ];
    expect(messagesFromIssues(issues, rules)).toEqual({ username: { key: 'field.required' } });
  });
});

describe('patternKey', () => {
  it('names a text for every catalogue id and falls back for others', () => {
    expect(patternKey(0)).toBe('pattern.0');
    expect(patternKey(22)).toBe('pattern.22');
    // The other dictionary's two patterns and the real-name rule ("real-name format wrong").
    expect(patternKey(23)).toBe('pattern.23');
    expect(patternKey(REAL_NAME_PATTERN_ID)).toBe('pattern.25');
    expect(patternKey(26)).toBe('field.invalid');
  });
});
