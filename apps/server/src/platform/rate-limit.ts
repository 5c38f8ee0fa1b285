import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from './app-error.ts';

/** Probes of the load balancer and the site's files are not API traffic and are never limited. */
const UNLIMITED = /^\/(healthz|readyz)(\?|$)|^\/(?!wps\/|lgw\/|media\/)/;

type RateLimitOptions = {
  /** Requests per minute and client address, across the API. */
  perMinute: number;
  /** Shared counters for several instances; without it each instance counts on its own. */
  redis: Redis | undefined;
  /** Keeps the counters of one deployment (or one test) apart from another's in a shared Redis. */
  nameSpace: string;
};

/**
 * A ceiling on requests per client address over the whole API, answered with 429 `rate.limited`,
 * its wait in the message and in `Retry-After`. When Redis fails, requests pass rather than fail:
 * nothing correct depends on Redis. Tighter limits per action (login, SMS) come with those actions.
 */
export async function registerRateLimit(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: options.perMinute,
    timeWindow: 60_000,
    nameSpace: options.nameSpace,
    skipOnError: true,
    ...(options.redis ? { redis: options.redis } : {}),
    allowList: (request) => UNLIMITED.test(request.url),
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) => {
      const retryAfter = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError('rate.limited', {
        params: { retryAfter },
        headers: { 'retry-after': String(retryAfter) },
      });
    },
  });
}
