import type { RegisterBody } from '@platform/contracts/identity/schemas';
import { PASSWORD_CASES } from '@platform/contracts/password-rule.cases';
import { catalogueRule, type FieldRule } from '@platform/contracts/patterns';
import { REGISTER_FIELDS } from '@platform/contracts/system/register-fields';
import type { RegisterSettings } from '@platform/contracts/system/register-settings';
import { describe, expect, it } from 'vitest';
import { fieldValue, registrationIssues } from './rules.ts';

const core = (field: string) => field === 'username' || field === 'password' || field === 'payeeName';

function settings(password: FieldRule | undefined): RegisterSettings {
  return {
    config: Object.fromEntries(
      REGISTER_FIELDS.map((field) => [field, { enabled: core(field), required: false }]),
    ),
    rules: {
      username: catalogueRule(1, 6, 16),
      payeeName: catalogueRule(21, 2, 20),
      ...(password && { password }),
    },
    minimumAge: 18,
  } as RegisterSettings;
}

const body = (changes: Partial<RegisterBody>) =>
  ({
    username: 'player01',
    password: 'Lotus-2026!',
    confirmPassword: 'Lotus-2026!',
    ageConfirmed: true,
    registerMethod: 'WEB',
    ...changes,
  }) as RegisterBody;

/** The server's verdict on a field: no issue, or the kind of its first issue. */
function verdict(issues: { path: string; code: string }[], field: string) {
  const code = issues.find(({ path }) => path === `body.${field}`)?.code;
  return code === undefined ? 'ok' : code.replace(/^pattern\.\d+$/, 'pattern');
}

describe('registration password rule', () => {
  it.each(PASSWORD_CASES)('gives "$password" the verdict $verdict, as the site does', (example) => {
    const issues = registrationIssues(
      body({ password: example.password, confirmPassword: example.password }),
      settings(example.brandRule),
    );
    expect(verdict(issues, 'password')).toBe(example.verdict);
    expect(issues.some(({ path }) => path === 'body.confirmPassword')).toBe(false);
  });
});

describe('registration values', () => {
  const thai = 'สมศักดิ์ ใจดี';
  const vietnamese = 'Nguyễn Văn Anh';

  it.each([thai, vietnamese, vietnamese.normalize('NFD'), ` ${vietnamese.normalize('NFD')} `])(
    'accepts the full name %s, and keeps it trimmed and composed',
    (payeeName) => {
      const typed = body({ payeeName });
      expect(verdict(registrationIssues(typed, settings(undefined)), 'payeeName')).toBe('ok');
      expect(fieldValue(typed, 'payeeName')).toBe(payeeName.trim().normalize('NFC'));
    },
  );

  it('keeps a password exactly as typed but for the spaces around it', () => {
    const password = ' Mật-khẩu1 '.normalize('NFD');
    expect(fieldValue(body({ password }), 'password')).toBe(password.trim());
  });
});
