import { passwordRule } from '@platform/contracts/password-rule';
import { type FieldRule, normalizeInput } from '@platform/contracts/patterns';
import { REGISTER_FIELDS, type RegisterField } from '@platform/contracts/system/register-fields';
import type { RegisterSettings } from '@platform/contracts/system/register-settings';
import { checkValue, type FieldMessage } from '../../../shared/lib/field-rules.ts';

/** The brand's fields in the spec's order, but the captcha (it comes later). */
type BrandField = Exclude<RegisterField, 'captcha'>;
const BRAND_FIELDS = REGISTER_FIELDS.filter((field): field is BrandField => field !== 'captcha');

/** A form field: a brand field of the settings, or the confirmation that follows the password. */
export type FormFieldName = BrandField | 'confirmPassword';

export type FormField = {
  name: FormFieldName;
  isRequired: boolean;
  rule: FieldRule | undefined;
  type: 'text' | 'password' | 'email' | 'tel';
};

const INPUT_TYPE: Partial<Record<FormFieldName, FormField['type']>> = {
  password: 'password',
  confirmPassword: 'password',
  paymentPassword: 'password',
  email: 'email',
  mobileNum: 'tel',
};

/**
 * The brand's enabled fields in the spec's order; username and password always count and are required,
 * and the password is held to `passwordRule`, as the server holds it.
 */
export function formFields(settings: RegisterSettings): FormField[] {
  const fields: FormField[] = [];
  for (const name of BRAND_FIELDS) {
    const config = settings.config[name];
    const isCore = name === 'username' || name === 'password';
    if (!isCore && !config?.enabled) continue;
    const isRequired = isCore || config?.required === true;
    const rule = name === 'password' ? passwordRule(settings.rules.password) : settings.rules[name];
    fields.push({ name, isRequired, rule, type: INPUT_TYPE[name] ?? 'text' });
    if (name === 'password') {
      fields.push({ name: 'confirmPassword', isRequired: true, rule: undefined, type: 'password' });
    }
  }
  return fields;
}

export type FormValues = Partial<Record<FormFieldName, string>>;

/** A field's typed value as it is checked and sent, the way the server takes it (`normalizeInput`). */
export function inputValue(field: Pick<FormField, 'type'>, typed: string): string {
  return normalizeInput(typed, field.type === 'password' ? 'secret' : 'text');
}

/** The rule of each field, for the texts of the server's refusals. */
export function fieldRules(fields: readonly FormField[]): Partial<Record<FormFieldName, FieldRule>> {
  return Object.fromEntries(fields.map((field) => [field.name, field.rule]));
}

/** Every field's problem before sending, as the server would find it (spec section 5). */
export function checkForm(
  values: FormValues,
  fields: readonly FormField[],
): Partial<Record<FormFieldName, FieldMessage>> {
  const errors: Partial<Record<FormFieldName, FieldMessage>> = {};
  for (const field of fields) {
    const value = inputValue(field, values[field.name] ?? '');
    const message =
      field.name === 'confirmPassword'
        ? checkConfirmation(value, inputValue(field, values.password ?? ''))
        : checkValue(value, field.rule, field.isRequired);
    if (message) errors[field.name] = message;
  }
  return errors;
}

function checkConfirmation(value: string, password: string): FieldMessage | null {
  if (value === '') return { key: 'field.required' };
  return value === password ? null : { key: 'field.mismatch' };
}
