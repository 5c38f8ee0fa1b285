import { randomUUID } from 'node:crypto';

/** The header a request's id travels in: answered by each server, passed on with the calls it causes. */
export const REQUEST_ID_HEADER = 'x-request-id';

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * A request's id: the caller's when it is sane, so one id follows a request across services (a game
 * round's wallet calls carry the vendor request's), else a new one. Never a caller's arbitrary text:
 * it is written into every log line of the request.
 */
export function requestIdOf(headers: Record<string, string | string[] | undefined>): string {
  const given = headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
}
