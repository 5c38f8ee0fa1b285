import { z } from 'zod';
import { ZHumanCheck } from '../captcha/schemas.ts';
import { MESSAGE_LANGUAGES, ZLanguageCode } from '../languages.ts';

const text = (max: number) => z.string().max(max);
const optionalText = (max: number) => text(max).optional();

/** The spec's registration payload; which fields count, and their rules, come from the brand's settings. */
export const ZRegisterBody = z.object({
  username: text(64),
  password: text(128),
  confirmPassword: text(128),
  payeeName: optionalText(128),
  email: optionalText(254),
  qqNum: optionalText(32),
  mobileNum: optionalText(32),
  recommenderId: optionalText(64),
  captcha: optionalText(16),
  verificationCode: optionalText(16),
  affiliateCode: optionalText(64),
  paymentPassword: optionalText(128),
  line: optionalText(64),
  whatsapp: optionalText(64),
  facebook: optionalText(128),
  wechat: optionalText(64),
  idNumber: optionalText(64),
  referralCode: optionalText(64),
  domain: optionalText(253),
  registerUrl: optionalText(512),
  registerMethod: z.literal('WEB').optional(),
  /** The member declares the brand's minimum age (18, or 21) and accepts the terms. */
  ageConfirmed: z.boolean(),
  login: z.boolean().optional().describe('Log in straight after registering (the site always does)'),
  humanCheck: ZHumanCheck,
});
export type RegisterBody = z.infer<typeof ZRegisterBody>;

export const ZLoginBody = z.object({
  username: text(64),
  password: text(128),
  captcha: optionalText(16).describe('The image captcha, when a failed attempt asked for it'),
  type: z.literal('username').default('username'),
  humanCheck: ZHumanCheck,
});

/** Ways a member can prove it is them when logging in from an address it never used. */
export const SECOND_STEP_METHODS = ['totp', 'sms', 'email'] as const;
export const ZSecondStepMethod = z.enum(SECOND_STEP_METHODS);
export type SecondStepMethod = z.infer<typeof ZSecondStepMethod>;

export const ZSecondStep = z.object({
  ticket: z.string().describe('Names this held login in the second-step calls; valid 10 minutes'),
  methods: z.array(ZSecondStepMethod).min(1),
  expiresAt: z.iso.datetime(),
});
export type SecondStep = z.infer<typeof ZSecondStep>;

export const ZLoginValue = z.object({
  token: z.string().nullable().describe('Null while a second step is asked for'),
  secondStep: ZSecondStep.nullable().describe(
    'Set when the login comes from an address the member never used',
  ),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  captcha: z.boolean().describe('Whether the next login attempt must carry a captcha'),
  previousLoginAt: z.iso
    .datetime()
    .nullable()
    .describe('When this account last logged in, shown after login'),
});
export type LoginValue = z.infer<typeof ZLoginValue>;

const ZLabel = z.object({ labelName: z.string() });

export const ZMemberInfo = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int().describe('0 member; 1, 2, 41, 42 agents; 4 demo'),
  toUpline: z.boolean(),
  clubLabel: ZLabel.nullable(),
  memberLabel: z.array(ZLabel),
  language: ZLanguageCode,
  hasAuthenticator: z.boolean().describe('An authenticator app guards logins from new addresses'),
});
export type MemberInfo = z.infer<typeof ZMemberInfo>;

export const ZSecondStepBody = z.object({
  ticket: z.string().min(20).max(128),
  method: ZSecondStepMethod,
  code: z.string().regex(/^\d{6}$/, 'six digits'),
});

export const ZTotpSetup = z.object({
  secret: z.string().describe('Base32 secret to type into an authenticator app'),
  uri: z.string().describe('otpauth:// address, for a QR code'),
});

export const ZTotpCodeBody = z.object({ code: z.string().regex(/^\d{6}$/, 'six digits') });
export const ZTotpRemoveBody = z.object({ password: text(128) });

export const ZChangePasswordBody = z.object({
  oldPassword: text(128),
  newPassword: text(128),
  confirmNewPassword: text(128),
});
export type ChangePasswordBody = z.infer<typeof ZChangePasswordBody>;

export const ZUpdateLanguageBody = z.object({ language: z.enum(MESSAGE_LANGUAGES) });

export const ZDone = z.object({ done: z.literal(true) });
