import type { Endpoint, EndpointValue } from '@platform/contracts/endpoint';
import { ZFieldIssue, ZSuccess } from '@platform/contracts/envelope';
import { isErrorCode } from '@platform/contracts/errors/codes';
import { z } from 'zod';
import { readStorage } from '../lib/storage.ts';
import { ApiError, type ClientErrorCode } from './api-error.ts';
import { emitAuthExpired } from './auth-events.ts';
import { clearMemberSession, SESSION_KEY } from './session.ts';

type InputOf<T> = T extends z.ZodType ? z.input<T> : never;

export type CallOptions<E extends Endpoint> = {
  body?: InputOf<E['body']>;
  query?: InputOf<E['query']>;
  signal?: AbortSignal;
};

export type ApiClientDeps = {
  fetch: typeof globalThis.fetch;
  /** The site's current language code, sent as the `Language` header (EN, CN, ...). */
  getLanguage: () => string;
  /** Text of an error the browser raises itself, in the current language. */
  translate: (code: ClientErrorCode) => string;
};

/** Reads a failure even when its code is newer than this build's contracts. */
const ZAnyFailure = z.object({
  success: z.literal(false),
  errorCode: z.string(),
  message: z.string(),
  issues: z.array(ZFieldIssue).optional(),
});

function buildUrl(path: string, query: unknown): string {
  if (query === undefined || query === null) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function buildHeaders(language: string, hasBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json', Language: language, Device: 'web' });
  const merchantCode = readStorage('session', SESSION_KEY.merchantCode);
  if (merchantCode) headers.set('Merchant', merchantCode);
  const token = readStorage('session', SESSION_KEY.token);
  if (token) headers.set('Authorization', token);
  if (hasBody) headers.set('Content-Type', 'application/json');
  return headers;
}

function parseRetryAfter(response: Response): number | undefined {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

export function createApiClient(deps: ApiClientDeps) {
  const clientError = (code: ClientErrorCode, status: number, cause?: unknown) =>
    new ApiError({ code, status, message: deps.translate(code), cause });

  async function send(endpoint: Endpoint, options: CallOptions<Endpoint>): Promise<Response> {
    const hasBody = options.body !== undefined;
    try {
      return await deps.fetch(buildUrl(endpoint.path, options.query), {
        method: endpoint.method,
        headers: buildHeaders(deps.getLanguage(), hasBody),
        body: hasBody ? JSON.stringify(options.body) : undefined,
        signal: options.signal,
      });
    } catch (error) {
      // A cancelled call is the caller's decision, not a network fault: let it through untouched.
      if (options.signal?.aborted) throw error;
      throw clientError('network.abnormal', 0, error);
    }
  }

  /** Calls an endpoint of the contracts and returns its validated `value`, or throws an `ApiError`. */
  return async function callApi<E extends Endpoint>(
    endpoint: E,
    options: CallOptions<E> = {},
  ): Promise<EndpointValue<E>> {
    const response = await send(endpoint, options);
    const payload: unknown = await response.json().catch(() => undefined);
    if (response.status === 401) {
      clearMemberSession();
      emitAuthExpired();
    }

    const failure = ZAnyFailure.safeParse(payload);
    if (failure.success) {
      const { errorCode, message, issues } = failure.data;
      throw new ApiError({
        code: isErrorCode(errorCode) ? errorCode : 'system.error',
        message,
        status: response.status,
        issues,
        retryAfterSeconds: parseRetryAfter(response),
      });
    }

    const envelope = ZSuccess(endpoint.value).safeParse(payload);
    if (!envelope.success || !response.ok) {
      throw clientError('response.invalid', response.status, envelope.error);
    }
    return envelope.data.value as EndpointValue<E>;
  };
}
