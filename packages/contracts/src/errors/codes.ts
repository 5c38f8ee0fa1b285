/**
 * Every error the API can answer with, and its HTTP status. The code is also the translation key:
 * `errors/messages/<lang>.json` holds one text per code and language.
 */
export const ERROR_STATUS = {
  'request.invalid': 400,
  'request.malformed': 400,
  'request.too.large': 400,
  'route.not.found': 404,
  'method.not.allowed': 405,
  'merchant.not.found': 404,
  'login.not.session': 401,
  'access.forbidden': 403,
  'rate.limited': 429,
  'system.maintenance': 503,
  'system.unavailable': 503,
  'system.error': 500,
  'login.failed': 401,
  'login.locked': 423,
  'member.no.enter': 403,
  'register.invalid': 400,
  'register.account.unavailable': 409,
  'password.wrong': 400,
  'password.invalid': 400,
  'password.mismatch': 400,
  'password.reused': 400,
  'password.reset.invalid': 400,
  'register.mobile.unavailable': 409,
  'phone.missing': 400,
  'phone.invalid': 400,
  'phone.code.missing': 400,
  'phone.code.invalid': 400,
  'phone.code.expired': 400,
  'phone.too.many': 429,
  'phone.not.allowed': 403,
  'member.not.official': 403,
  'freeplay.off': 403,
  'social.channel.off': 403,
  'social.state.invalid': 400,
  'social.login.failed': 401,
  'operator.password.change.required': 403,
  'payload.encryption.invalid': 400,
  'affiliate.invalid': 404,
  'login.not.agent': 403,
  'second.step.expired': 401,
  'second.step.code.invalid': 400,
  'second.step.method.unavailable': 400,
  'second.step.locked': 423,
  'totp.not.pending': 409,
  'totp.already.enabled': 409,
  'password.change.required': 403,
  'human.check.failed': 400,
  'captcha.failed': 400,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}
