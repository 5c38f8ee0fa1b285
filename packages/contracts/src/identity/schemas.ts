import { z } from 'zod';
import { ZHumanCheck } from '../captcha/schemas.ts';
import { MESSAGE_LANGUAGES, ZLanguageCode } from '../languages.ts';
import { PATTERNS } from '../patterns.ts';

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

/** Mobile registration: the same form, with the verified mobile number as the account name. */
export const ZMobileRegisterBody = ZRegisterBody.extend({ username: optionalText(64) });

const ZPasswordLoginBody = z.object({
  username: text(64).describe('Account name, or a mobile number verified by SMS'),
  password: text(128),
  captcha: optionalText(16).describe('The image captcha, when a failed attempt asked for it'),
  type: z.literal('username').default('username'),
  humanCheck: ZHumanCheck,
  withdrawOnly: z
    .boolean()
    .optional()
    .describe(
      'During a time-out or self-exclusion: log in only to withdraw (the session reads and withdraws, nothing else); otherwise such a login is refused with protection.excluded',
    ),
});

const ZSmsLoginBody = z.object({
  type: z.literal('sms'),
  mobileNum: text(32),
  verificationCode: text(16).describe('The code sent by POST /wps/verification/sms/noLogin, purpose login'),
  captcha: optionalText(16),
});

export const ZLoginBody = z.union([ZPasswordLoginBody, ZSmsLoginBody]);

export const SMS_PURPOSES = ['register', 'login'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

export const ZSmsCodeBody = z.object({
  mobileNum: text(32),
  purpose: z.enum(SMS_PURPOSES).default('register').describe('What the code will be used for'),
  humanCheck: ZHumanCheck,
});

/** Spec 5: the username is required, the email is required and must be an email. */
export const ZForgotPasswordBody = z.object({
  username: z.string().trim().min(1).max(64),
  email: z.string().trim().min(1).max(254).regex(new RegExp(PATTERNS[3], 'u')),
});
export type ForgotPasswordBody = z.infer<typeof ZForgotPasswordBody>;

export const ZResetPasswordBody = z.object({
  token: z.string().trim().min(1).max(128).describe("The token of the emailed link's query"),
  newPassword: text(128),
  confirmNewPassword: text(128),
});
export type ResetPasswordBody = z.infer<typeof ZResetPasswordBody>;

/** Free play (spec section 7): what the client says about itself; nothing in it is required. */
export const ZFreePlayBody = z
  .object({
    os: optionalText(32),
    platform: z.literal('W').optional(),
    Encryption: z.boolean().optional(),
    gatewayVersion: z.literal(3).optional(),
  })
  .default({});
/**
 * One-click registration: the site makes up the account name and password. Only the declaration, the
 * human checks and the codes of the link the visitor came by; the brand's other fields are asked later.
 */
export const ZOneClickRegisterBody = z.object({
  ageConfirmed: z.boolean(),
  referralCode: optionalText(64),
  affiliateCode: optionalText(64),
  humanCheck: ZHumanCheck,
  captcha: optionalText(16).describe("The image captcha, when the brand's registration form shows one"),
});
export type OneClickRegisterBody = z.infer<typeof ZOneClickRegisterBody>;

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
  firstTimeLogin: z
    .boolean()
    .describe(
      'The password is a one-time initial one: until it is changed the session may only change it, read member info and log out (403 password.change.required)',
    ),
  passwordExpired: z
    .boolean()
    .describe(
      "The password is past the brand's maximum age; with the brand's FORCE_PASSWORD_EXPIRY_CHANGE switch on the session is held as for firstTimeLogin",
    ),
  captcha: z.boolean().describe('Whether the next login attempt must carry a captcha'),
  previousLoginAt: z.iso
    .datetime()
    .nullable()
    .describe('When this account last logged in, shown after login'),
});
export type LoginValue = z.infer<typeof ZLoginValue>;

export const ZOneClickRegisterValue = ZLoginValue.extend({
  account: z.string().describe('The account name made up for the member'),
  password: z.string().describe('The password made up for the member: shown once, never stored in clear'),
});
export type OneClickRegisterValue = z.infer<typeof ZOneClickRegisterValue>;

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

export const ZMemberIcon = z.object({
  icon: z
    .string()
    .describe(
      "The member's avatar as a data URL (image/svg+xml): the first letter of the nickname, or else of the account, on the account's colour",
    ),
});

export const ZSecondStepBody = z.object({
  ticket: z.string().min(20).max(128),
  method: ZSecondStepMethod,
  code: z.string().regex(/^\d{6}$/, 'six digits'),
});

export const ZSecondStepSendBody = z.object({
  ticket: z.string().min(20).max(128),
  method: z.enum(['sms', 'email']),
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
