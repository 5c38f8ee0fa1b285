import rateLimit, { type FastifyRateLimitOptions, type FastifyRateLimitStore } from '@fastify/rate-limit';
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
  const { redis } = options;
  await app.register(rateLimit, {
    global: true,
    max: options.perMinute,
    timeWindow: 60_000,
    skipOnError: true,
    ...(redis ? { store: leasedStore(redis, options.nameSpace) } : {}),
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

/**
 * An instance takes at most this share of what is left of a client's allowance in one round trip,
 * and at most LEASE_MAX requests: a client whose calls go to another instance meanwhile is refused
 * at most that much early, and never let past the limit.
 */
const LEASE_SHARE = 16;
const LEASE_MAX = 100;

/**
 * Takes `lease` places of the window at once (fewer as the allowance runs out, one at a time near its
 * end), starting the window on its first place (or on any key found without one). Answers the count after them and the window's ttl.
 */
const LEASE_SCRIPT = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
local max = tonumber(ARGV[2])
local lease = math.max(1, math.min(tonumber(ARGV[3]), math.floor((max - used) / tonumber(ARGV[4]))))
local current = redis.call('INCRBY', KEYS[1], lease)
if current == lease or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, lease, redis.call('PTTL', KEYS[1])}
`;

/** The places an instance holds in a client's window: the next one to give, the last, until when. */
type Lease = { next: number; last: number; endsAt: number };
type Answer = { current: number; ttl: number };
type LeaseRedis = Redis & {
  rateLimitLease(
    key: string,
    windowMs: number,
    max: number,
    leaseMax: number,
    share: number,
  ): Promise<[number, number, number]>;
};

/**
 * The shared counter in Redis without a round trip on every request: an instance takes places in a
 * client's window in advance (INCRBY, counted before any of them is used) and gives them out locally,
 * so the count in Redis is never below what the instances let through; every instance sees a refused
 * client as refused. Places taken and not used before the window ends are lost to the client, which
 * is what bounds the lease (LEASE_SHARE, LEASE_MAX). A client past its limit is refused locally until
 * its window ends: its count can only grow until then.
 */
function leasedStore(redis: Redis, nameSpace: string) {
  const leasing = redis as LeaseRedis;
  if (!('rateLimitLease' in leasing))
    redis.defineCommand('rateLimitLease', { numberOfKeys: 1, lua: LEASE_SCRIPT });

  class LeasedStore implements FastifyRateLimitStore {
    readonly #prefix: string;
    readonly #leases = new Map<string, Lease>();
    /** A client's round trip in flight, which its other requests wait for rather than start their own. */
    readonly #taking = new Map<string, Promise<void>>();
    #sweptAt = Date.now();

    /** The plugin makes the global store with its options; each route's store is a child with its own prefix. */
    constructor(_options: FastifyRateLimitOptions, prefix = nameSpace) {
      this.#prefix = prefix;
    }

    incr(
      key: string,
      callback: (error: Error | null, answer?: Answer) => void,
      windowMs: number,
      max: number,
    ) {
      this.#place(key, windowMs, max).then(
        (answer) => callback(null, answer),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin hands a child the route's merged limit options, the route itself under routeInfo.
      const { routeInfo } = routeOptions as unknown as { routeInfo: { method: string; url: string } };
      return new LeasedStore({}, `${this.#prefix}${routeInfo.method}${routeInfo.url}-`);
    }

    async #place(key: string, windowMs: number, max: number): Promise<Answer> {
      for (;;) {
        const now = Date.now();
        this.#sweep(now, windowMs);
        const lease = this.#leases.get(key);
        if (lease && lease.endsAt > now) {
          const ttl = lease.endsAt - now;
          if (lease.next <= lease.last) {
            lease.next += 1;
            return { current: lease.next - 1, ttl };
          }
          // The allowance is used up: the window's count can only grow until it ends.
          if (lease.last >= max) return { current: max + 1, ttl };
        }
        const taking = this.#taking.get(key) ?? this.#take(key, windowMs, max);
        await taking;
      }
    }

    #take(key: string, windowMs: number, max: number): Promise<void> {
      // The window's end counted from before the round trip: never after Redis's own end, so a client
      // whose window ended there is not refused here for as long as the answer took to come back.
      const sentAt = Date.now();
      const taking = leasing
        .rateLimitLease(`${this.#prefix}${key}`, windowMs, max, LEASE_MAX, LEASE_SHARE)
        .then(([current, lease, ttl]) => {
          this.#leases.set(key, { next: current - lease + 1, last: current, endsAt: sentAt + ttl });
        })
        .finally(() => this.#taking.delete(key));
      this.#taking.set(key, taking);
      return taking;
    }

    /** Forgets leases whose window ended, once a window, so clients long gone take no memory. */
    #sweep(now: number, windowMs: number) {
      if (now - this.#sweptAt < windowMs) return;
      this.#sweptAt = now;
      for (const [key, lease] of this.#leases) if (lease.endsAt <= now) this.#leases.delete(key);
    }
  }
  return LeasedStore;
}
