import type { KeyObject } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { Endpoint } from '@platform/contracts/endpoint';
import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { DEMO_MEMBER_TYPE } from '@platform/contracts/identity/social';
import type { OperatorRole } from '@platform/contracts/operator/roles';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from './app-error.ts';
import { isInMaintenance, type Merchant } from './merchant.ts';
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
};
export type Authenticator = (merchant: Merchant, token: string) => Promise<Session | undefined>;
/** The brand's private payload key behind a key id (payload-decryption.ts). */
export type PayloadKeyFinder = (merchant: Merchant, kid: string) => Promise<KeyObject | undefined>;

type EndpointOptions = {
  /** A tighter ceiling than the API-wide one, for calls worth guessing at (login, registration). */
  perMinutePerAddress?: number;
  /** Reachable by a session that must change its password first (the change itself, member info, logout). */
  allowedBeforePasswordChange?: boolean;
  /** A larger body than the API-wide 1 MB, for the few calls that carry an image. */
  bodyLimit?: number;
  /** Answered during the brand's maintenance too: server-to-server calls that carry money already moved. */
  openInMaintenance?: boolean;
  /**
   * The value is a CSV text sent as it is (text/csv), not in the envelope; the handler names the file
   * through its content-disposition header. Errors still answer the envelope.
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
      headers,
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

  return function registerEndpoint<E extends Endpoint>(
    endpoint: E,
    handler: EndpointHandler<E>,
    options: EndpointOptions = {},
  ): void {
    app.withTypeProvider<ZodTypeProvider>().route({
      ...routeOptions(endpoint, options, endpoint.encrypted ? ZEncryptedCallHeaders : ZCommonHeaders),
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
        const merchant = await merchantOf(request);
        if (isClosedForMaintenance(endpoint, options, merchant)) throw new AppError('system.maintenance');
        const token = tokenFromHeader(request.headers.authorization);
        const session = token ? await authenticate(merchant, token) : undefined;
        if (endpoint.auth === 'token' && !session) throw new AppError('login.not.session');
        if (
          endpoint.auth === 'token' &&
          session?.passwordChangeRequired &&
          !options.allowedBeforePasswordChange
        )
          throw new AppError('password.change.required');
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
  };
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

/** A staff session of the operator API: who, with which roles, over which brands. */
export type OperatorSession = {
  sessionId: bigint;
  operatorId: bigint;
  roles: readonly OperatorRole[];
  allBrands: boolean;
  merchantIds: readonly bigint[];
  mustChangePassword: boolean;
  /** Where this call came from, for the audit log. */
  ip: string | null;
};
export type OperatorAuthenticator = (token: string) => Promise<Omit<OperatorSession, 'ip'> | undefined>;

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

/** What a CSV export of the operator API answers: a file name and its lines as they are read. */
export type CsvFile = { filename: string; body: Readable };

/**
 * Registers one endpoint of the operator API. It belongs to no brand: the staff session decides which
 * brands a call may touch, and the endpoint's roles who may call it at all. `registerOperatorEndpoint.csv`
 * registers an export the same way, answering a streamed text/csv file instead of the envelope.
 */
export function createOperatorEndpointRegistrar(app: FastifyInstance, authenticate: OperatorAuthenticator) {
  function route<E extends Endpoint>(
    endpoint: E,
    options: EndpointOptions,
    answer: (context: OperatorHandlerContext<E>, reply: FastifyReply) => Promise<unknown>,
  ): void {
    app.withTypeProvider<ZodTypeProvider>().route({
      ...routeOptions(endpoint, options, ZOperatorHeaders),
      handler: async (request, reply) => {
        const token = tokenFromHeader(request.headers.authorization);
        const staff = token ? await authenticate(token) : undefined;
        const operator = staff && { ...staff, ip: request.ip || null };
        if (endpoint.auth === 'operator') {
          if (!operator) throw new AppError('login.not.session');
          if (!operator.roles.some((role) => endpoint.roles?.includes(role)))
            throw new AppError('access.forbidden');
          if (operator.mustChangePassword && !options.allowedBeforePasswordChange)
            throw new AppError('operator.password.change.required');
        }
        const context = {
          request,
          operator,
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
    options: EndpointOptions = {},
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

  return Object.assign(registerOperatorEndpoint, { csv: registerOperatorCsvEndpoint });
}

export type RegisterOperatorEndpoint = ReturnType<typeof createOperatorEndpointRegistrar>;

/** The staff session of an endpoint whose auth is 'operator'. */
export function requireOperator(operator: OperatorSession | undefined): OperatorSession {
  if (!operator) throw new AppError('login.not.session');
  return operator;
}
