import type { FieldRule } from '@platform/contracts/patterns';
import { checkValue, type FieldMessage } from './field-rules.ts';

export type PasswordChangeField = 'oldPassword' | 'newPassword' | 'confirmNewPassword';
export type PasswordChangeValues = Record<PasswordChangeField, string>;
export type PasswordChangeErrors = Partial<Record<PasswordChangeField, FieldMessage>>;

/** The server's bounds for every password, whatever the brand's own rule says (RELIABILITY.md). */
const MIN_LENGTH = 8;
const MAX_LENGTH = 64;

/**
 * Checks the change-password form as the server will (spec section 5): the current password is
 * required, the new one must meet the brand's password rule, and the confirmation must equal it.
 */
export function checkPasswordChange(
  values: PasswordChangeValues,
  rule: FieldRule | undefined,
): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  if (values.oldPassword === '') errors.oldPassword = { key: 'field.required' };
  const length = [...values.newPassword].length;
  const newPassword =
    checkValue(values.newPassword, rule, true) ??
    (length < MIN_LENGTH || length > MAX_LENGTH
      ? { key: 'field.length', values: { min: MIN_LENGTH, max: MAX_LENGTH } }
      : values.newPassword === values.oldPassword
        ? { key: 'password.sameAsOld' }
        : null);
  if (newPassword) errors.newPassword = newPassword;
  if (values.confirmNewPassword === '') errors.confirmNewPassword = { key: 'field.required' };
  else if (values.confirmNewPassword !== values.newPassword)
    errors.confirmNewPassword = { key: 'field.mismatch' };
  return errors;
}

/** The field a refusal of the server belongs to; other refusals show above the button. */
export function fieldOfRefusal(code: string): PasswordChangeField | undefined {
  if (code === 'password.wrong') return 'oldPassword';
  if (code === 'password.invalid' || code === 'password.reused') return 'newPassword';
  if (code === 'password.mismatch') return 'confirmNewPassword';
  return undefined;
}
