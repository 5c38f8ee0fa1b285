import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

const NUL = '\u0000';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers a NUL in its own protocol (the seamless wallet's INVALID_REQUEST), checking
     * its raw body with `hasNulText` and `storableText`; the platform's hook leaves it alone.
     */
    ownNulCheck?: boolean;
  }
}

/** Where in `value` a string or key holds a NUL, as its path under `root`; a stack, so depth costs no recursion. */
function nulPath(root: string, value: unknown): string | undefined {
  const pending: Array<{ path: string; value: unknown }> = [{ path: root, value }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (next.value.includes(NUL)) return next.path;
      continue;
    }
    if (typeof next.value !== 'object' || next.value === null) continue;
    for (const [key, item] of Object.entries(next.value)) {
      const path = `${next.path}.${key}`;
      if (key.includes(NUL)) return path;
      pending.push({ path, value: item });
    }
  }
  return undefined;
}

/** Whether any string or key in `value` (a string itself, or parsed JSON) holds a NUL. */
export const hasNulText = (value: unknown): boolean => nulPath('', value) !== undefined;

/** `text` as PostgreSQL text can keep it: each NUL written as the JSON escape that stands for it. */
export const storableText = (text: string): string => text.replaceAll(NUL, '\\u0000');

/**
 * PostgreSQL text and JSON cannot hold a NUL character, and no field of ours means one: a NUL anywhere
 * in a request's path, query or body is invalid input, refused before any route reads it, so no route
 * can reach the database with one and answer 500.
 */
export function refuseNulText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.ownNulCheck) return;
    const path =
      nulPath('params', request.params) ??
      nulPath('querystring', request.query) ??
      nulPath('body', request.body);
    if (path) throw new AppError('request.invalid', { issues: [{ path, code: 'invalid_format' }] });
  });
}
