import { ERROR_STATUS, type ErrorCode } from '@platform/contracts/errors/codes';

/** An expected failure: answered as `{ success: false, errorCode, message }` with the code's status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly params: Record<string, string | number>;
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    options: {
      params?: Record<string, string | number>;
      headers?: Record<string, string>;
      cause?: unknown;
    } = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.params = options.params ?? {};
    this.headers = options.headers ?? {};
  }
}
