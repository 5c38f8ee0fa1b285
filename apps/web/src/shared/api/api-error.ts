import type { FailureValue, FieldIssue } from '@platform/contracts/envelope';
import type { ErrorCode } from '@platform/contracts/errors/codes';

/** Errors raised by the browser side, never sent by the server; their texts live in `errors.json`. */
export type ClientErrorCode = 'network.abnormal' | 'response.invalid' | 'social.popup.closed';
export type ApiErrorCode = ErrorCode | ClientErrorCode;

type ApiErrorInit = {
  code: ApiErrorCode;
  message: string;
  status: number;
  issues?: FieldIssue[] | undefined;
  value?: FailureValue | undefined;
  retryAfterSeconds?: number | undefined;
  cause?: unknown;
};

/** A failed API call: the error code doubles as the translation key in the `errors` namespace. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ApiErrorCode;
  /** HTTP status; 0 when no answer arrived. */
  readonly status: number;
  readonly issues: FieldIssue[];
  /** What to do next, e.g. `captcha: true` when the next attempt needs the image captcha. */
  readonly value: FailureValue;
  readonly retryAfterSeconds: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, { cause: init.cause });
    this.code = init.code;
    this.status = init.status;
    this.issues = init.issues ?? [];
    this.value = init.value ?? {};
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
