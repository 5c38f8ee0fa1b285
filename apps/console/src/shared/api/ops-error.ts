import type { FieldIssue } from '@platform/contracts/envelope';
import { type ErrorCode, isErrorCode } from '@platform/contracts/errors/codes';

/** Errors the browser raises itself; their texts sit in the console's `console` namespace. */
type ClientErrorCode = 'network.abnormal' | 'response.invalid';

/** A failed /ops call; `code` is the translation key (`errors` namespace, or `console` for client codes). */
export class OpsError extends Error {
  override readonly name = 'OpsError';
  readonly code: ErrorCode | ClientErrorCode;
  /** HTTP status; 0 when no answer arrived. */
  readonly status: number;
  readonly issues: FieldIssue[];
  constructor(code: ErrorCode | ClientErrorCode, status: number, issues: FieldIssue[] = []) {
    super(code);
    this.code = code;
    this.status = status;
    this.issues = issues;
  }
}

export function isOpsError(error: unknown): error is OpsError {
  return error instanceof OpsError;
}

/** The code of an answer's envelope, when it is one of ours; anything else is an invalid answer. */
export function errorCodeOf(payload: unknown): ErrorCode | ClientErrorCode {
  if (typeof payload === 'object' && payload !== null && 'errorCode' in payload) {
    const code = (payload as { errorCode: unknown }).errorCode;
    if (typeof code === 'string' && isErrorCode(code)) return code;
  }
  return 'response.invalid';
}

/** The i18next key (with namespace) that explains an error to the staff member. */
export function errorMessageKey(error: unknown): string {
  if (!isOpsError(error)) return 'console:error.unexpected';
  return error.code === 'network.abnormal' || error.code === 'response.invalid'
    ? `console:error.${error.code}`
    : `errors:${error.code}`;
}
