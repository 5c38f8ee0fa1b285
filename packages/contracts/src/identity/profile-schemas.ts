import { z } from 'zod';
import { normalizeInput } from '../patterns.ts';

/** Typed text as the registration rules take it: trimmed and composed (NFC), so the checks below see it so. */
const text = () => z.string().overwrite((value) => normalizeInput(value));

const optional = (max: number) => text().max(max).optional();
/** Contact handles: letters, digits and the few signs the apps allow, or empty to clear. */
const handle = text()
  .max(64)
  .regex(/^[\p{L}\p{N}_.+@-]*$/u)
  .optional();

/**
 * The profile labels of spec section 3 the member keeps up to date. The full name (the payee name
 * withdrawals are paid to) and the birthday are set once: after that only customer service changes them.
 */
export const PROFILE_SET_ONCE = ['payeeName', 'birthday'] as const;

export const ZProfile = z.object({
  account: z.string(),
  nickname: z.string().nullable(),
  payeeName: z.string().describe('Full name; bank accounts must carry it'),
  birthday: z.string().describe('YYYY-MM-DD, or empty'),
  nationality: z.string(),
  address: z.string(),
  occupation: z.string(),
  incomeSource: z.string(),
  zalo: z.string(),
  telegram: z.string(),
  lineId: z.string(),
  email: z.string(),
  mobile: z.string().nullable().describe('The verified mobile number, masked but for its last 4 digits'),
  locked: z.array(z.enum(PROFILE_SET_ONCE)).describe('Set-once fields that are set'),
  hasPaymentPassword: z.boolean().describe('Whether money may leave the account: withdrawals need it'),
});

export const ZPaymentPasswordBody = z.object({
  password: z
    .string()
    .max(128)
    .optional()
    .describe('The login password: needed to set the first payment password'),
  oldPaymentPassword: z.string().max(64).optional().describe('The current payment password, to change it'),
  newPaymentPassword: z.string().min(1).max(64).describe('6 to 20 characters, not the login password'),
});

export const ZProfileBody = z.object({
  nickname: text().min(1).max(20).optional(),
  payeeName: text()
    .min(2)
    .max(64)
    .regex(/^[\p{L}\p{M} .'-]+$/u)
    .optional(),
  birthday: z.iso.date().optional(),
  nationality: optional(56),
  address: optional(200),
  occupation: optional(64),
  incomeSource: optional(64),
  zalo: handle,
  telegram: handle,
  lineId: handle,
  email: z.union([z.literal(''), z.email().max(254)]).optional(),
  password: z
    .string()
    .max(128)
    .optional()
    .describe('The login password: needed to change the email, which resets passwords and receives codes'),
});

export const ZMobileCodeBody = z.object({ mobileNum: z.string().trim().min(1).max(32) });

export const ZMobileVerifyBody = z.object({
  mobileNum: z.string().trim().min(1).max(32),
  verificationCode: z.string().trim().min(1).max(16),
});

export type Profile = z.output<typeof ZProfile>;
export type ProfileChanges = z.input<typeof ZProfileBody>;
