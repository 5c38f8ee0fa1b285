import { passwordRule } from '@platform/contracts/password-rule';
import { type FieldRule, normalizeInput } from '@platform/contracts/patterns';
import { checkValue, type FieldMessage } from '../../../shared/lib/field-rules.ts';

export type PasswordChangeField = 'oldPassword' | 'newPassword' | 'confirmNewPassword';
export type PasswordChangeValues = Record<PasswordChangeField, string>;
export type PasswordChangeErrors = Partial<Record<PasswordChangeField, FieldMessage>>;

/**
 * Checks the change-password form as the server will (spec section 5): the current password is
 * required, the new one must meet `passwordRule` (the brand's rule within the platform's bounds), and
 * the confirmation must equal it.
 */
export function checkPasswordChange(
  values: PasswordChangeValues,
  rule: FieldRule | undefined,
): PasswordChangeErrors {
  const oldPassword = normalizeInput(values.oldPassword, 'secret');
  const newPassword = normalizeInput(values.newPassword, 'secret');
  const confirmation = normalizeInput(values.confirmNewPassword, 'secret');
  const errors: PasswordChangeErrors = {};
  if (oldPassword === '') errors.oldPassword = { key: 'field.required' };
  const newPasswordError =
    checkValue(newPassword, passwordRule(rule), true) ??
    (newPassword === oldPassword ? { key: 'password.sameAsOld' } : null);
  if (newPasswordError) errors.newPassword = newPasswordError;
  if (confirmation === '') errors.confirmNewPassword = { key: 'field.required' };
  else if (confirmation !== newPassword) errors.confirmNewPassword = { key: 'field.mismatch' };
  return errors;
}

/** The field a refusal of the server belongs to; other refusals show above the button. */
export function fieldOfRefusal(code: string): PasswordChangeField | undefined {
  if (code === 'password.wrong') return 'oldPassword';
  if (code === 'password.invalid' || code === 'password.reused') return 'newPassword';
  if (code === 'password.mismatch') return 'confirmNewPassword';
  return undefined;
}
