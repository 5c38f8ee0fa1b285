import type { FieldRule } from '@platform/contracts/patterns';
import type { RegisterField, RegisterSettings } from '@platform/contracts/system/register-settings';
import { checkValue, type FieldMessage } from './field-rules.ts';

/**
 * The brand's fields in the spec's order, written out here: the contracts' list sits beside its
 * schemas, and the schema library must stay out of the site's bundle. The captcha comes later.
 */
const BRAND_FIELDS = [
  'username',
  'password',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'mobileNum',
  'recommenderId',
  'affiliateCode',
] as const satisfies readonly RegisterField[];

/** A form field: a brand field of the settings, or the confirmation that follows the password. */
export type FormFieldName = (typeof BRAND_FIELDS)[number] | 'confirmPassword';

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

/** The brand's enabled fields in the spec's order; username and password always count and are required. */
export function formFields(settings: RegisterSettings): FormField[] {
  const fields: FormField[] = [];
  for (const name of BRAND_FIELDS) {
    const config = settings.config[name];
    const isCore = name === 'username' || name === 'password';
    if (!isCore && !config?.enabled) continue;
    const isRequired = isCore || config?.required === true;
    fields.push({ name, isRequired, rule: settings.rules[name], type: INPUT_TYPE[name] ?? 'text' });
    if (name === 'password') {
      fields.push({ name: 'confirmPassword', isRequired: true, rule: undefined, type: 'password' });
    }
  }
  return fields;
}

export type FormValues = Partial<Record<FormFieldName, string>>;

/** Every field's problem before sending, as the server would find it (spec section 5). */
export function checkForm(
  values: FormValues,
  fields: readonly FormField[],
): Partial<Record<FormFieldName, FieldMessage>> {
  const errors: Partial<Record<FormFieldName, FieldMessage>> = {};
  for (const field of fields) {
    const value = values[field.name] ?? '';
    const message =
      field.name === 'confirmPassword'
        ? checkConfirmation(value, values.password ?? '')
        : checkValue(value, field.rule, field.isRequired);
    if (message) errors[field.name] = message;
  }
  return errors;
}

function checkConfirmation(value: string, password: string): FieldMessage | null {
  if (value === '') return { key: 'field.required' };
  return value === password ? null : { key: 'field.mismatch' };
}
