import type { FieldIssue } from '@platform/contracts/envelope';
import type { RegisterBody } from '@platform/contracts/identity/schemas';
import { checkFieldRule } from '@platform/contracts/patterns';
import { REGISTER_FIELDS, type RegisterField } from '@platform/contracts/system/register-fields';
import type { RegisterSettings } from '@platform/contracts/system/register-settings';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './passwords.ts';

/** Fields checked elsewhere, not as form fields: the image captcha by the captcha module. */
const UNCHECKED = new Set<RegisterField>(['captcha']);

function issue(field: string, code: string): FieldIssue {
  return { path: `body.${field}`, code };
}

/** The value of a form field as the server takes it: trimmed, empty meaning absent. */
export function fieldValue(body: RegisterBody, field: RegisterField): string {
  const value = body[field];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The brand's registration rules, applied to a submitted form: the same rules the site checks, from
 * the same settings. Username and password are always required; the password is 8 to 64 characters
 * whatever the brand's rule allows; the confirmation must match; the age and terms must be accepted.
 */
export function registrationIssues(
  body: RegisterBody,
  settings: RegisterSettings,
  method: 'username' | 'mobile' = 'username',
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  // By mobile, the verified number is the account name: a username is neither asked nor checked.
  const fields =
    method === 'mobile' ? REGISTER_FIELDS.filter((field) => field !== 'username') : REGISTER_FIELDS;
  for (const field of fields) {
    const config = settings.config[field];
    const isAlwaysRequired = field === 'username' || field === 'password';
    if (!(config.enabled || isAlwaysRequired) || UNCHECKED.has(field)) continue;
    const value = fieldValue(body, field);
    if (value === '') {
      if (config.required || isAlwaysRequired) issues.push(issue(field, 'required'));
      continue;
    }
    const rule = settings.rules[field];
    const violation = rule ? checkFieldRule(value, rule) : null;
    if (violation)
      issues.push(issue(field, violation.kind === 'length' ? 'length' : `pattern.${violation.patternId}`));
  }
  const password = fieldValue(body, 'password');
  const passwordLength = [...password].length;
  const hasPasswordIssue = issues.some(({ path }) => path === 'body.password');
  if (
    password &&
    !hasPasswordIssue &&
    (passwordLength < PASSWORD_MIN_LENGTH || passwordLength > PASSWORD_MAX_LENGTH)
  ) {
    issues.push(issue('password', 'length'));
  }
  if (body.confirmPassword.trim() !== password) issues.push(issue('confirmPassword', 'mismatch'));
  if (!body.ageConfirmed) issues.push(issue('ageConfirmed', 'required'));
  return issues;
}
