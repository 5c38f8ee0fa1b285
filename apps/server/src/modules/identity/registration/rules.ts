import type { FieldIssue } from '@platform/contracts/envelope';
import type { RegisterBody } from '@platform/contracts/identity/schemas';
import { passwordRule } from '@platform/contracts/password-rule';
import { checkFieldRule, normalizeInput } from '@platform/contracts/patterns';
import { REGISTER_FIELDS, type RegisterField } from '@platform/contracts/system/register-fields';
import type { RegisterSettings } from '@platform/contracts/system/register-settings';

/** Fields checked elsewhere, not as form fields: the image captcha by the captcha module. */
const UNCHECKED = new Set<RegisterField>(['captcha']);

function issue(field: string, code: string): FieldIssue {
  return { path: `body.${field}`, code };
}

const SECRET_FIELDS = new Set<RegisterField>(['password', 'paymentPassword']);

/** The value of a form field as the server checks and keeps it (`normalizeInput`), empty meaning absent. */
export function fieldValue(body: RegisterBody, field: RegisterField): string {
  const value = body[field];
  if (typeof value !== 'string') return '';
  return normalizeInput(value, SECRET_FIELDS.has(field) ? 'secret' : 'text');
}

/**
 * The brand's registration rules, applied to a submitted form: the same rules the site checks, from
 * the same settings. Username and password are always required; the password meets `passwordRule`
 * (8 to 64 characters whatever the brand's rule allows); the confirmation must match; the age and
 * terms must be accepted.
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
    const rule = field === 'password' ? passwordRule(settings.rules.password) : settings.rules[field];
    const violation = rule ? checkFieldRule(value, rule) : null;
    if (violation)
      issues.push(issue(field, violation.kind === 'length' ? 'length' : `pattern.${violation.patternId}`));
  }
  if (normalizeInput(body.confirmPassword, 'secret') !== fieldValue(body, 'password'))
    issues.push(issue('confirmPassword', 'mismatch'));
  if (!body.ageConfirmed) issues.push(issue('ageConfirmed', 'required'));
  return issues;
}
