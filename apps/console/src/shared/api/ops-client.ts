import type { Route, RouteBody, RouteQuery, RouteValue } from '@platform/contracts/endpoint';
import { formDataOf } from '@platform/contracts/uploads';
import i18next from 'i18next';
import { errorCodeOf, OpsError } from './ops-error.ts';
import { useSession } from './session.ts';

type AnyRoute = Route<unknown, unknown, unknown>;

export type OpsCallOptions<R extends AnyRoute> = {
  body?: RouteBody<R>;
  query?: RouteQuery<R>;
  signal?: AbortSignal;
  /** The same key on a retry makes a money write happen once (the API's Idempotency-Key). */
  idempotencyKey?: string;
};

/** Query values as the API reads them: bigints and dates as text, absent values left out. */
function buildUrl(path: string, query: unknown): string {
  if (query === undefined || query === null) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, value instanceof Date ? value.toISOString() : String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** JSON with bigints (money in minor units) written as their decimal text, as the contracts expect. */
function toJson(body: unknown): string {
  return JSON.stringify(body, (_key, value: unknown) =>
    typeof value === 'bigint' ? value.toString() : value,
  );
}

/**
 * Calls an /ops route of the contracts with the tab's staff token and returns its `value`, or throws
 * an `OpsError` whose code is the translation key. A 401 ends the session: the shell sends the staff
 * member to the login page with "your session ended".
 */
export async function callOps<R extends AnyRoute>(
  route: R,
  options: OpsCallOptions<R> = {},
): Promise<RouteValue<R>> {
  const headers = new Headers({ Accept: 'application/json', Language: i18next.language.toUpperCase() });
  const { token } = useSession.getState();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // A multipart body's type (with its boundary) is the browser's to set.
  const isMultipart = options.body !== undefined && route.multipart === true;
  if (options.body !== undefined && !isMultipart) headers.set('Content-Type', 'application/json');
  if (options.idempotencyKey) headers.set('Idempotency-Key', options.idempotencyKey);
  let response: Response;
  try {
    response = await fetch(buildUrl(route.path, options.query), {
      method: route.method,
      headers,
      body:
        options.body === undefined
          ? undefined
          : isMultipart
            ? formDataOf(options.body as object)
            : toJson(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new OpsError('network.abnormal', 0);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (response.status === 401 && route.auth === 'operator') useSession.getState().end('expired');
  if (typeof payload === 'object' && payload !== null && 'success' in payload) {
    if (payload.success === true && 'value' in payload) return payload.value as RouteValue<R>;
    const issues = 'issues' in payload && Array.isArray(payload.issues) ? payload.issues : [];
    throw new OpsError(errorCodeOf(payload), response.status, issues);
  }
  throw new OpsError('response.invalid', response.status);
}

/**
 * Saves what an /ops export route answers (text/csv, not the JSON envelope) as a file named by the
 * server, with the tab's staff token; a refusal throws the envelope's error like `callOps`.
 */
export async function downloadOps<R extends AnyRoute>(route: R, query: RouteQuery<R>): Promise<void> {
  const { token } = useSession.getState();
  let response: Response;
  try {
    response = await fetch(buildUrl(route.path, query), {
      headers: {
        Language: i18next.language.toUpperCase(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    });
  } catch {
    throw new OpsError('network.abnormal', 0);
  }
  if (!response.ok) {
    if (response.status === 401) useSession.getState().end('expired');
    throw new OpsError(errorCodeOf(await response.json().catch(() => undefined)), response.status);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'export.csv';
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
}
