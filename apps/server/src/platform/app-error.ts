import type { FailureValue, FieldIssue } from '@platform/contracts/envelope';
import { ERROR_STATUS, type ErrorCode } from '@platform/contracts/errors/codes';

type AppErrorOptions = {
  params?: Record<string, string | number>;
  headers?: Record<string, string>;
  /** Which fields were wrong and how, for a form to show beside each. */
  issues?: FieldIssue[];
  /** What the client should do next, e.g. show the image captcha. */
  value?: FailureValue;
  cause?: unknown;
};

/** An expected failure: answered as `{ success: false, errorCode, message }` with the code's status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly params: Record<string, string | number>;
  readonly headers: Record<string, string>;
  readonly issues: FieldIssue[] | undefined;
  readonly value: FailureValue | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.params = options.params ?? {};
    this.headers = options.headers ?? {};
    this.issues = options.issues;
    this.value = options.value;
  }
}
