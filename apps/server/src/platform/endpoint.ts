import type { KeyObject } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { Endpoint } from '@platform/contracts/endpoint';
import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { DEMO_MEMBER_TYPE } from '@platform/contracts/identity/social';
import { type OperatorAccess, type OperatorPermission, SELF } from '@platform/contracts/operator/permissions';
import type { OperatorRole } from '@platform/contracts/operator/roles';
import type { OperatorNextStep } from '@platform/contracts/operator/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from './app-error.ts';
import { type EventSink, eventStreams } from './event-stream.ts';
import { isInMaintenance, type Merchant } from './merchant.ts';
import type { LiveStreamName } from './metrics.ts';
import { multipartBody } from './multipart.ts';
import { decryptPayload } from './payload-decryption.ts';
import { tokenFromHeader } from './session-token.ts';

export type MerchantResolver = (lookup: {
  code: string | undefined;
  host: string;
}) => Promise<Merchant | undefined>;

/**
 * The logged-in session behind a request's token, for the brand it was opened on. A session that must
 * change its password first reaches only the endpoints that allow it (see EndpointOptions).
 */
export type Session = {
  sessionId: bigint;
  memberId: bigint;
  passwordChangeRequired: boolean;
  memberType: number;
  /** Staff suspended the member: reads and the calls that allow it only (see EndpointOptions). */
  suspended: boolean;
};
export type Authenticator = (merchant: Merchant, token: string) => Promise<Session | undefined>;
/** The brand's private payload key behind a key id (payload-decryption.ts). */
export type PayloadKeyFinder = (merchant: Merchant, kid: string) => Promise<KeyObject | undefined>;

type EndpointOptions = {
  /** A tighter ceiling than the API-wide one, for calls worth guessing at (login, registration). */
  perMinutePerAddress?: number;
  /** Reachable by a session that must change its password first (the change itself, member info, logout). */
  allowedBeforePasswordChange?: boolean;
  /**
   * Reachable by a suspended member although it writes: taking money out (a withdrawal), logging out,
   * the password. Every other write (a bet, a deposit, a transfer, a claim) is refused; reads are not.
   */
  allowedWhileSuspended?: boolean;
  /** A larger body than the API-wide 1 MB, for the few calls that carry an image. */
  bodyLimit?: number;
  /** Answered during the brand's maintenance too: server-to-server calls that carry money already moved. */
  openInMaintenance?: boolean;
  /**
   * The value is a CSV text (text/csv) or a stored file sent as it is, not in the envelope; the handler
   * names the file through its content-disposition header. Errors still answer the envelope.
   */
  answersCsv?: boolean;
};

/**
 * During maintenance the site shows its maintenance page, which still needs the brand's system calls
 * (status, permission check, customer service); every other member call is refused.
 */
function isClosedForMaintenance(endpoint: Endpoint, options: EndpointOptions, merchant: Merchant): boolean {
  return endpoint.tag !== 'system' && !options.openInMaintenance && isInMaintenance(merchant, new Date());
}

type OutputOf<T> = T extends z.ZodType ? z.output<T> : undefined;

type HandlerContext<E extends Endpoint> =
  E extends Endpoint<z.ZodType, infer TBody, infer TQuery>
    ? {
        request: FastifyRequest;
        /** For headers and cookies only: the registrar sends the answer. */
        reply: FastifyReply;
        merchant: Merchant;
        /** Set for every endpoint whose auth is 'token' (the request is refused without one). */
        session: Session | undefined;
        body: OutputOf<TBody>;
        query: OutputOf<TQuery>;
      }
    : never;

export type EndpointHandler<E extends Endpoint> = (
  context: HandlerContext<E>,
) => Promise<z.input<E['value']>>;

/** Same rule as the merchants table's CHECK. */
const MERCHANT_CODE_PATTERN = /^[A-Za-z0-9_-]{2,32}$/;

const ZCommonHeaders = z.object({
  merchant: z.string().optional().describe('Brand code; without it the brand is found by host'),
  language: z.string().max(8).optional().describe('Language of messages: EN (default), CN, TH, VI'),
  device: z.string().max(16).optional().describe('Client device, e.g. web'),
});

const ZEncryptedCallHeaders = ZCommonHeaders.extend({
  encryption: z
    .enum(['jwe'])
    .optional()
    .describe(
      'The body is `{"value": "<compact JWE>"}`: the JSON below encrypted with RSA-OAEP-256 + A256GCM ' +
        "to the brand's key from /wps/system/status, with its `kid` and the call's path as `htu` in the protected header",
    ),
});

/** What Fastify needs of a contract endpoint: path, method, schemas for validation and the document. */
function routeOptions(endpoint: Endpoint, options: EndpointOptions, headers: z.ZodType) {
  return {
    method: endpoint.method,
    url: endpoint.path,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.perMinutePerAddress
      ? {
          config: {
            rateLimit: { max: options.perMinutePerAddress, timeWindow: 60_000 } satisfies RateLimitOptions,
          },
        }
      : {}),
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(endpoint.permission
        ? {
            description: `Permission: \`${endpoint.permission}\`${endpoint.platformWide ? ' (staff over every brand)' : ''}`,
          }
        : {}),
      headers,
      ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: {
        200: options.answersCsv ? endpoint.value : ZSuccess(endpoint.value),
        '4xx': ZFailure,
        '5xx': ZFailure,
      },
    },
  };
}

/**
 * Registers one contract endpoint: the contract validates the input and documents the route, the
 * request's brand is resolved before the handler runs, and the handler's value is wrapped in the envelope.
 */
export function createEndpointRegistrar(
  app: FastifyInstance,
  resolveMerchant: MerchantResolver,
  authenticate: Authenticator,
  findPayloadKey: PayloadKeyFinder,
) {
  const merchants = new WeakMap<FastifyRequest, Merchant>();

  /** The request's brand, resolved once (an encrypted body needs it before validation). */
  async function merchantOf(request: FastifyRequest): Promise<Merchant> {
    const known = merchants.get(request);
    if (known) return known;
    const merchant = await findMerchant(request);
    merchants.set(request, merchant);
    return merchant;
  }

  async function findMerchant(request: FastifyRequest): Promise<Merchant> {
    const header = request.headers.merchant;
    const code = (Array.isArray(header) ? header[0] : header)?.trim() || undefined;
    // A code that cannot exist is not looked up; it gets the same answer as an unknown one.
    if (code !== undefined && !MERCHANT_CODE_PATTERN.test(code)) throw new AppError('merchant.not.found');
    const host = request.hostname.toLowerCase().replace(/\.$/, '');
    const merchant = await resolveMerchant({ code, host });
    if (!merchant) throw new AppError('merchant.not.found');
    return merchant;
  }

  /** The brand and session of a call, refused as the endpoint's options say (maintenance, token, state). */
  async function callerOf(request: FastifyRequest, endpoint: Endpoint, options: EndpointOptions) {
    const merchant = await merchantOf(request);
    if (isClosedForMaintenance(endpoint, options, merchant)) throw new AppError('system.maintenance');
    const token = tokenFromHeader(request.headers.authorization);
    const session = token ? await authenticate(merchant, token) : undefined;
    if (endpoint.auth === 'token' && !session) throw new AppError('login.not.session');
    if (endpoint.auth === 'token' && session?.passwordChangeRequired && !options.allowedBeforePasswordChange)
      throw new AppError('password.change.required');
    if (
      endpoint.auth === 'token' &&
      session?.suspended &&
      endpoint.method !== 'GET' &&
      !options.allowedWhileSuspended
    )
      throw new AppError('member.suspended');
    return { merchant, session };
  }

  function registerEndpoint<E extends Endpoint>(
    endpoint: E,
    handler: EndpointHandler<E>,
    options: EndpointOptions = {},
  ): void {
    app.withTypeProvider<ZodTypeProvider>().route({
      ...routeOptions(endpoint, options, endpoint.encrypted ? ZEncryptedCallHeaders : ZCommonHeaders),
      ...(endpoint.multipart
        ? {
            // Before validation, so that the contract validates the parts read as a body.
            preValidation: async (request: FastifyRequest) => {
              request.body = await multipartBody(request);
            },
          }
        : {}),
      ...(endpoint.encrypted
        ? {
            // Before validation, so that the contract validates the opened body like a plain one.
            preValidation: async (request: FastifyRequest) => {
              const encryption = request.headers.encryption;
              if (encryption === undefined) return;
              if (encryption !== 'jwe') throw new AppError('payload.encryption.invalid');
              const merchant = await merchantOf(request);
              if (isClosedForMaintenance(endpoint, options, merchant))
                throw new AppError('system.maintenance');
              request.body = await decryptPayload(request.body, endpoint.path, (kid) =>
                findPayloadKey(merchant, kid),
              );
            },
          }
        : {}),
      handler: async (request, reply) => {
        const { merchant, session } = await callerOf(request, endpoint, options);
        // The contract's schemas validated body and query before this handler was reached.
        const context = {
          request,
          reply,
          merchant,
          session,
          body: request.body,
          query: request.query,
        } as unknown as HandlerContext<E>;
        const value = await handler(context);
        if (options.answersCsv) {
          reply.type('text/csv; charset=utf-8');
          return value;
        }
        return { success: true as const, value };
      },
    });
  }

  const openEventStream = eventStreams(app);

  /**
   * Registers a server-sent event stream: refused like any call (an envelope error) until the caller
   * is known, then held open. `open` starts sending and answers what stops it; the stream is ended
   * by the client leaving, by `end`, at `maxAgeMs` (the client reconnects, so a session ended meanwhile
   * is asked again), or at shutdown.
   */
  function registerEventStream<E extends Endpoint>(
    endpoint: E,
    open: (context: HandlerContext<E>, events: EventSink) => Promise<() => void>,
    { maxAgeMs, counted }: { maxAgeMs: number; counted: LiveStreamName },
  ): void {
    app.withTypeProvider<ZodTypeProvider>().route({
      // Documented as its value, not in the envelope (as a CSV answer is).
      ...routeOptions(endpoint, { answersCsv: true }, ZCommonHeaders),
      handler: async (request, reply) => {
        const { merchant, session } = await callerOf(request, endpoint, {});
        const context = { request, reply, merchant, session, body: undefined, query: request.query };
        await openEventStream(request, reply, {
          start: (events) => open(context as unknown as HandlerContext<E>, events),
          counted,
          maxAgeMs,
        });
      },
    });
  }

  return Object.assign(registerEndpoint, { events: registerEventStream });
}

export type RegisterEndpoint = ReturnType<typeof createEndpointRegistrar>;

/** The session of an endpoint whose auth is 'token': the registrar has already refused requests without one. */
export function requireSession(session: Session | undefined): Session {
  if (!session) throw new AppError('login.not.session');
  return session;
}

/** The session of a member with an official account: a demo account is told to register or log in. */
export function requireOfficialMember(session: Session | undefined): Session {
  const live = requireSession(session);
  if (live.memberType === DEMO_MEMBER_TYPE) throw new AppError('member.not.official');
  return live;
}

/** A staff session of the operator API: who, with which roles and permissions, over which brands. */
export type OperatorSession = {
  sessionId: bigint;
  operatorId: bigint;
  roles: readonly OperatorRole[];
  /** What the roles permit from this call's address: a role's address list may withhold its share. */
  permissions: ReadonlySet<OperatorPermission>;
  allBrands: boolean;
  merchantIds: readonly bigint[];
  merchantCodes: readonly string[];
  mustChangePassword: boolean;
  /** What the session must do before it may work (password change, second factor); 'done' when nothing. */
  next: OperatorNextStep;
  /** Where this call came from, for the audit log and the roles' address lists. */
  ip: string | null;
};
export type OperatorAuthenticator = (
  token: string,
  ip: string | null,
) => Promise<OperatorSession | undefined>;

/** What the registrar knows of each operator route, for the authorization matrix test. */
export type OperatorRouteRule = {
  method: string;
  path: string;
  auth: Endpoint['auth'];
  permission: OperatorAccess | undefined;
  platformWide: boolean;
};
const operatorRouteRules = new WeakMap<FastifyInstance, Map<string, OperatorRouteRule>>();

/** The access rule of each operator route `app` registered, by `METHOD path`. */
export function operatorRulesOf(app: FastifyInstance): ReadonlyMap<string, OperatorRouteRule> {
  return operatorRouteRules.get(app) ?? new Map();
}

type OperatorHandlerContext<E extends Endpoint> =
  E extends Endpoint<z.ZodType, infer TBody, infer TQuery>
    ? {
        request: FastifyRequest;
        /** Set for every endpoint whose auth is 'operator' (the request is refused without one). */
        operator: OperatorSession | undefined;
        body: OutputOf<TBody>;
        query: OutputOf<TQuery>;
      }
    : never;

const ZOperatorHeaders = z.object({
  language: z.string().max(8).optional().describe('Language of messages: EN (default), CN, TH, VI'),
});

/** The brand codes a request names, in its query or body, before either is validated. */
function requestedBrands(request: FastifyRequest): unknown[] {
  return [request.query, request.body].flatMap((part) =>
    part !== null && typeof part === 'object' && 'merchant' in part ? [part.merchant] : [],
  );
}

/**
 * Whether the staff session may make this call at all: its second factor and password are done
 * (except for its own account's calls) and one of its roles grants the endpoint's permission from this
 * address. Answers the refusal, if any.
 */
function refusal(endpoint: Endpoint, staff: OperatorSession): AppError | undefined {
  if (endpoint.permission === SELF) return undefined;
  if (staff.next === 'password') return new AppError('operator.password.change.required');
  if (staff.next !== 'done') return new AppError('operator.second.factor.required');
  if (endpoint.permission === undefined || !staff.permissions.has(endpoint.permission))
    return new AppError('access.forbidden');
  return undefined;
}

/**
 * Whether the brand the call names is one of the session's (a platform-wide call: the session has
 * them all). Answers the refusal, if any.
 */
function brandRefusal(
  endpoint: Endpoint,
  staff: OperatorSession,
  request: FastifyRequest,
): AppError | undefined {
  if (endpoint.permission === SELF || staff.allBrands) return undefined;
  if (endpoint.platformWide) return new AppError('access.forbidden');
  // A brand-scoped call names its brand; one that names none is not let through on trust.
  const brands = requestedBrands(request);
  const own =
    brands.length > 0 &&
    brands.every((code) => typeof code === 'string' && staff.merchantCodes.includes(code));
  return own ? undefined : new AppError('access.forbidden');
}

/** What a CSV export of the operator API answers: a file name and its lines as they are read. */
export type CsvFile = { filename: string; body: Readable };

/** What a file download of the operator API answers; the name is the handler's own, from validated input. */
export type StoredFile = { filename: string; contentType: string; bytes: Buffer };

/**
 * Registers one endpoint of the operator API. It belongs to no brand: the staff session decides which
 * brands a call may touch, and the endpoint's permission who may call it at all. Both are checked
 * before the input is validated, so a refused caller learns nothing of what the call expects.
 * `registerOperatorEndpoint.csv` registers an export the same way, answering a streamed text/csv file
 * instead of the envelope.
 */
export function createOperatorEndpointRegistrar(app: FastifyInstance, authenticate: OperatorAuthenticator) {
  const rules = new Map<string, OperatorRouteRule>();
  operatorRouteRules.set(app, rules);
  function route<E extends Endpoint>(
    endpoint: E,
    options: Pick<EndpointOptions, 'perMinutePerAddress' | 'answersCsv' | 'bodyLimit'>,
    answer: (context: OperatorHandlerContext<E>, reply: FastifyReply) => Promise<unknown>,
  ): void {
    if (endpoint.auth === 'operator' && endpoint.permission === undefined)
      throw new Error(`${endpoint.method} ${endpoint.path} names no permission`);
    rules.set(`${endpoint.method} ${endpoint.path}`, {
      method: endpoint.method,
      path: endpoint.path,
      auth: endpoint.auth,
      permission: endpoint.permission,
      platformWide: endpoint.platformWide === true,
    });
    const sessions = new WeakMap<FastifyRequest, OperatorSession>();
    app.withTypeProvider<ZodTypeProvider>().route({
      ...routeOptions(endpoint, options, ZOperatorHeaders),
      preValidation: async (request: FastifyRequest) => {
        const token = tokenFromHeader(request.headers.authorization);
        const staff = token ? await authenticate(token, request.ip || null) : undefined;
        if (staff) sessions.set(request, staff);
        if (endpoint.auth !== 'operator') return;
        if (!staff) throw new AppError('login.not.session');
        const refused = refusal(endpoint, staff);
        if (refused) throw refused;
        // A file is read only from staff who may upload it, and before the brand it names is checked.
        if (endpoint.multipart) request.body = await multipartBody(request);
        const elsewhere = brandRefusal(endpoint, staff, request);
        if (elsewhere) throw elsewhere;
      },
      handler: async (request, reply) => {
        const context = {
          request,
          operator: sessions.get(request),
          body: request.body,
          query: request.query,
        } as unknown as OperatorHandlerContext<E>;
        return answer(context, reply);
      },
    });
  }

  function registerOperatorEndpoint<E extends Endpoint>(
    endpoint: E,
    handler: (context: OperatorHandlerContext<E>) => Promise<z.input<E['value']>>,
    options: Pick<EndpointOptions, 'perMinutePerAddress' | 'bodyLimit'> = {},
  ): void {
    route(endpoint, options, async (context) => ({ success: true as const, value: await handler(context) }));
  }

  function registerOperatorCsvEndpoint<E extends Endpoint>(
    endpoint: E,
    handler: (context: OperatorHandlerContext<E>) => Promise<CsvFile>,
  ): void {
    route(endpoint, { answersCsv: true }, async (context, reply) => {
      const file = await handler(context);
      // The name is the handler's own, built from validated input only.
      reply.header('content-disposition', `attachment; filename="${file.filename}"`);
      reply.type('text/csv; charset=utf-8');
      return file.body;
    });
  }

  /**
   * A stored file answered as it is: its own content type, as an attachment (a browser saves it rather
   * than running it on the console's origin), never sniffed into another type, never cached.
   */
  function registerOperatorFileEndpoint<E extends Endpoint>(
    endpoint: E,
    handler: (context: OperatorHandlerContext<E>) => Promise<StoredFile>,
  ): void {
    route(endpoint, { answersCsv: true }, async (context, reply) => {
      const file = await handler(context);
      reply.header('content-disposition', `attachment; filename="${file.filename}"`);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('cache-control', 'no-store');
      reply.header('content-security-policy', "default-src 'none'; sandbox");
      reply.type(file.contentType);
      return file.bytes;
    });
  }

  return Object.assign(registerOperatorEndpoint, {
    csv: registerOperatorCsvEndpoint,
    file: registerOperatorFileEndpoint,
  });
}

export type RegisterOperatorEndpoint = ReturnType<typeof createOperatorEndpointRegistrar>;

/** The staff session of an endpoint whose auth is 'operator'. */
export function requireOperator(operator: OperatorSession | undefined): OperatorSession {
  if (!operator) throw new AppError('login.not.session');
  return operator;
}
