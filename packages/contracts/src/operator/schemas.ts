import { z } from 'zod';
import { OPERATOR_PERMISSIONS } from './permissions.ts';
import { OPERATOR_ROLES } from './roles.ts';

export const ZOperatorLoginBody = z.object({
  account: z.string().min(1).max(64),
  password: z.string().min(1).max(128),
});

/**
 * What a staff session must do before it may work: change the initial password, set up the
 * authenticator (first login, or after an admin reset it), or enter its code; `done` when nothing.
 */
const OPERATOR_NEXT_STEPS = ['password', 'second-factor-setup', 'second-factor', 'done'] as const;
export type OperatorNextStep = (typeof OPERATOR_NEXT_STEPS)[number];
const ZOperatorNextStep = z
  .enum(OPERATOR_NEXT_STEPS)
  .describe('Until `done`, the session may call only /ops/me, its password, its second factor and logout');

export const ZOperatorLoginValue = z.object({
  token: z.string(),
  mustChangePassword: z
    .boolean()
    .describe('An initial password: nothing but changing it is allowed until it is changed'),
  next: ZOperatorNextStep,
  passkey: z
    .boolean()
    .describe('The account has a passkey: the second-factor step may take it instead of a code'),
});

export const ZOperatorInfo = z.object({
  id: z.string(),
  account: z.string(),
  roles: z.array(z.enum(OPERATOR_ROLES)),
  permissions: z
    .array(z.enum(OPERATOR_PERMISSIONS))
    .describe("What this session may do from the caller's address (the console's menus)"),
  allBrands: z.boolean(),
  merchantCodes: z.array(z.string()).describe('The brands this account may see, when not all'),
  brands: z
    .array(z.object({ code: z.string(), name: z.string(), currency: z.string() }))
    .describe(
      'The brands this session may choose between: its own, or every brand for staff over every brand',
    ),
  mustChangePassword: z.boolean(),
  next: ZOperatorNextStep,
  passkeys: z
    .number()
    .int()
    .describe('How many passkeys the account has (a second factor instead of a code)'),
});
export type OperatorInfo = z.infer<typeof ZOperatorInfo>;

export const ZOperatorPasswordBody = z.object({
  oldPassword: z.string().min(1).max(128),
  newPassword: z.string().min(1).max(128),
});

export const ZOperatorDone = z.object({ done: z.literal(true) });

export const ZSecondFactorSetup = z.object({
  secret: z.string().describe('Base32, for typing into the authenticator'),
  uri: z.string().describe('otpauth:// address, for a QR code'),
});

const ZTotpCode = z.string().regex(/^\d{6}$/);

export const ZSecondFactorConfirmBody = z.object({ code: ZTotpCode });

export const ZRecoveryCodes = z.object({
  recoveryCodes: z
    .array(z.string())
    .describe('One-time codes for when the authenticator is lost: shown this once, each works once'),
});

export const ZSecondFactorVerifyBody = z.union([
  z.object({ code: ZTotpCode }),
  z.object({ recoveryCode: z.string().min(8).max(32) }),
]);

export const ZSecondFactorVerified = z.object({
  done: z.literal(true),
  recoveryCodesLeft: z.number().int(),
});

export const ZInviteAcceptBody = z.object({
  token: z.string().min(20).max(100),
  password: z.string().min(1).max(128),
});
