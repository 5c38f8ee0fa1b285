import { z } from 'zod';

/** Fields a brand can switch on, and make required, on its registration form (spec section 3). */
export const REGISTER_FIELDS = [
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
  'captcha',
] as const;
export const ZRegisterField = z.enum(REGISTER_FIELDS);
export type RegisterField = z.infer<typeof ZRegisterField>;

/** Fields whose value is checked by a server-driven rule (everything but the captcha). */
export const RULE_FIELDS = REGISTER_FIELDS.filter((field) => field !== 'captcha');

export const ZFieldConfig = z.object({ enabled: z.boolean(), required: z.boolean() });

export const ZFieldRule = z.object({
  patternId: z.number().int().min(0),
  acceptedPattern: z.string().describe('Regular expression source (JavaScript, u flag), or * for any'),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(1),
});

export const ZRegisterSettings = z.object({
  config: z.record(ZRegisterField, ZFieldConfig),
  rules: z.partialRecord(ZRegisterField, ZFieldRule),
  minimumAge: z.number().int().describe('Age the member must declare (18, or 21 in the birthday variant)'),
});
export type RegisterSettings = z.infer<typeof ZRegisterSettings>;
