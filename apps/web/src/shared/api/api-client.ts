import type { Route, RouteBody, RouteQuery, RouteValue } from '@platform/contracts/endpoint';
import type { FailureValue, FieldIssue } from '@platform/contracts/envelope';
import { isErrorCode } from '@platform/contracts/errors/codes';
import { formDataOf } from '@platform/contracts/uploads';
import { readStorage } from '../lib/storage.ts';
import { ApiError, type ClientErrorCode } from './api-error.ts';
import { emitAuthExpired } from './auth-events.ts';
import { clearMemberSession, SESSION_KEY } from './session.ts';

type AnyRoute = Route<unknown, unknown, unknown>;

export type CallOptions<R extends AnyRoute> = {
  body?: RouteBody<R>;
  query?: RouteQuery<R>;
  signal?: AbortSignal;
  /** The same key on a retry makes a money write happen once (the API's Idempotency-Key). */
  idempotencyKey?: string;
};

export type ApiClientDeps = {
  fetch: typeof globalThis.fetch;
  /** The site's current language code, sent as the `Language` header (EN, CN, ...). */
  getLanguage: () => string;
  /** Text of an error the browser raises itself, in the current language. */
  translate: (code: ClientErrorCode) => string;
  /** Encrypts the body of a route marked `encrypted` (a compact JWE); without it such bodies go plain. */
  seal?: (path: string, body: unknown) => Promise<string>;
  /** The origin a call goes to ('' for the page's own host): the chosen mirror for reads (mirror.ts). */
  mirrorFor?: (route: AnyRoute) => string;
  /** A call to the mirror failed at the network level: later calls stay on the page's own host. */
  dropMirror?: () => void;
};

type Failure = { errorCode: string; message: string; issues?: FieldIssue[]; value?: FailureValue };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The envelope is checked by hand, not by the contracts' schemas: the server validates every answer
 * against its schema before sending it, and leaving the schemas out keeps the site's bundle small.
 */
function readFailure(payload: unknown): Failure | null {
  if (!isRecord(payload) || payload.success !== false) return null;
  if (typeof payload.errorCode !== 'string' || typeof payload.message !== 'string') return null;
  const issues = Array.isArray(payload.issues) ? (payload.issues as FieldIssue[]) : undefined;
  const value = isRecord(payload.value) ? (payload.value as FailureValue) : undefined;
  return {
    errorCode: payload.errorCode,
    message: payload.message,
    ...(issues ? { issues } : {}),
    ...(value ? { value } : {}),
  };
}

function hasValue(payload: unknown): payload is { success: true; value: unknown } {
  return isRecord(payload) && payload.success === true && 'value' in payload;
}

function buildUrl(path: string, query: unknown): string {
  if (query === undefined || query === null) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The language, device, brand and session headers every call of the site carries (a file download too). */
export function sessionHeaders(language: string): Headers {
  const headers = new Headers({ Language: language, Device: 'web' });
  const merchantCode = readStorage('session', SESSION_KEY.merchantCode);
  if (merchantCode) headers.set('Merchant', merchantCode);
  const token = readStorage('session', SESSION_KEY.token);
  if (token) headers.set('Authorization', token);
  return headers;
}

function buildHeaders(
  language: string,
  /** A multipart body's type (with its boundary) is the browser's to set. */
  hasJsonBody: boolean,
  isSealed: boolean,
  idempotencyKey: string | undefined,
): Headers {
  const headers = sessionHeaders(language);
  headers.set('Accept', 'application/json');
  if (idempotencyKey) headers.set('Idempotency-Key', idempotencyKey);
  if (hasJsonBody) headers.set('Content-Type', 'application/json');
  if (isSealed) headers.set('Encryption', 'jwe');
  return headers;
}

function parseRetryAfter(response: Response): number | undefined {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

export function createApiClient(deps: ApiClientDeps) {
  const clientError = (code: ClientErrorCode, status: number, cause?: unknown) =>
    new ApiError({ code, status, message: deps.translate(code), cause });

  async function sealedBody(seal: NonNullable<ApiClientDeps['seal']>, path: string, body: unknown) {
    try {
      return JSON.stringify({ value: await seal(path, body) });
    } catch (error) {
      // The brand's key could not be fetched or used: the same as the network failing.
      throw clientError('network.abnormal', 0, error);
    }
  }

  async function send(route: AnyRoute, options: CallOptions<AnyRoute>): Promise<Response> {
    const hasBody = options.body !== undefined;
    const seal = hasBody && route.encrypted === true ? deps.seal : undefined;
    const isSealed = seal !== undefined;
    // Only a sealed body waits: a plain call reaches fetch in the same tick, as callers expect.
    const isMultipart = hasBody && route.multipart === true;
    const body = !hasBody
      ? undefined
      : isMultipart
        ? formDataOf(options.body as object)
        : seal
          ? await sealedBody(seal, route.path, options.body)
          : JSON.stringify(options.body);
    const url = buildUrl(route.path, options.query);
    const init: RequestInit = {
      method: route.method,
      headers: buildHeaders(deps.getLanguage(), hasBody && !isMultipart, isSealed, options.idempotencyKey),
      body,
      signal: options.signal,
    };
    const mirror = deps.mirrorFor?.(route) ?? '';
    try {
      return await deps.fetch(`${mirror}${url}`, init);
    } catch (error) {
      // A cancelled call is the caller's decision, not a network fault: let it through untouched.
      if (options.signal?.aborted) throw error;
      if (mirror === '') throw clientError('network.abnormal', 0, error);
      // Only reads go to a mirror, so asking the page's own host again is safe.
      deps.dropMirror?.();
    }
    try {
      return await deps.fetch(url, init);
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw clientError('network.abnormal', 0, error);
    }
  }

  /** Calls a route of the contracts and returns its `value`, or throws an `ApiError`. */
  return async function callApi<R extends AnyRoute>(
    route: R,
    options: CallOptions<R> = {},
  ): Promise<RouteValue<R>> {
    const response = await send(route, options);
    const payload: unknown = await response.json().catch(() => undefined);
    if (response.status === 401) {
      clearMemberSession();
      emitAuthExpired();
    }

    const failure = readFailure(payload);
    if (failure) {
      const { errorCode, message, issues, value } = failure;
      throw new ApiError({
        code: isErrorCode(errorCode) ? errorCode : 'system.error',
        message,
        status: response.status,
        issues,
        value,
        retryAfterSeconds: parseRetryAfter(response),
      });
    }

    if (!hasValue(payload) || !response.ok) throw clientError('response.invalid', response.status);
    return payload.value as RouteValue<R>;
  };
}
