import {
  SIGNATURE_WINDOW_MS,
  VENDOR_HEADERS,
  VENDOR_WALLET_OPERATIONS,
  VENDOR_WALLET_STATUS,
  type VendorWalletCode,
  type VendorWalletOperation,
  type VendorWalletResponse,
  ZAdjustRequest,
  ZBalanceRequest,
  ZCloseRoundRequest,
  ZCreditRequest,
  ZDebitRequest,
  ZJackpotWinRequest,
  ZRiskSignalRequest,
  ZRollbackRequest,
} from '@platform/contracts/vendor-wallet/protocol';
import { isVendorSignatureValid } from '@platform/contracts/vendor-wallet/signature';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { ZodError } from 'zod';
import type { DB } from '../../db/schema.ts';
import { countWalletCall, UNKNOWN_VENDOR_LABEL } from '../../platform/metrics.ts';
import { hasNulText, storableText } from '../../platform/nul-text.ts';
import { cachedLookup } from '../../platform/ttl-cache.ts';
import { gameIdOfProvider, isSlotGame, maxWinMultiplierOf, stakeLimitsOf } from '../games/service.ts';
import { memberBirthday } from '../identity/directory.ts';
import { jackpotsOf } from '../jackpots/service.ts';
import type { SecretBox } from '../system/secrets.ts';
import { merchantById } from '../system/service.ts';
import { batchedCallLog } from './call-log.ts';
import { redisNonces } from './nonces.ts';
import * as repo from './repo.ts';
import * as wallet from './service.ts';

/** The seamless-wallet API's address: `POST <base>/<operation>`. */
const VENDOR_WALLET_BASE = '/vendor-wallet/v1';

const BODY_LIMIT_BYTES = 16 * 1024;

type Provider = NonNullable<Awaited<ReturnType<typeof repo.findProvider>>>;

const operations = {
  balance: async (context, json) => wallet.balance(context, ZBalanceRequest.parse(json)),
  debit: async (context, json) => wallet.debit(context, ZDebitRequest.parse(json)),
  credit: async (context, json) => wallet.credit(context, ZCreditRequest.parse(json)),
  rollback: async (context, json) => wallet.rollback(context, ZRollbackRequest.parse(json)),
  'close-round': async (context, json) => wallet.closeRound(context, ZCloseRoundRequest.parse(json)),
  adjust: async (context, json) => wallet.adjust(context, ZAdjustRequest.parse(json)),
  'jackpot-win': async (context, json) => wallet.jackpotWin(context, ZJackpotWinRequest.parse(json)),
  'risk-signal': async (context, json) => wallet.riskSignal(context, ZRiskSignalRequest.parse(json)),
} satisfies Record<
  VendorWalletOperation,
  (context: wallet.CallContext, json: unknown) => Promise<wallet.WalletAnswer>
>;

/**
 * A refusal that names no balance. Used only where no player may be named: before the signature is
 * checked (an unknown vendor, a bad signature, a stale timestamp: anyone could send those, and a
 * balance in the answer would tell a stranger a player's money), for a replayed nonce (a captured
 * request sent again must learn nothing new), and for a body that is not JSON (no token to read).
 */
const refusal = (code: Exclude<VendorWalletCode, 'OK'>): wallet.WalletAnswer => ({
  status: VENDOR_WALLET_STATUS[code],
  body: { code },
});

function header(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  return typeof value === 'string' ? value : '';
}

/**
 * The API game providers call, outside the site's envelope: each call signed by the provider, its
 * raw body kept with the answer's code, whatever the answer was (in batches: call-log.ts). With `redis`, nonces are spent there (under
 * `nonceNameSpace`), shared by every instance; without it, or while it cannot answer, they are rows
 * of the database.
 */
export function vendorWalletRoutes(
  app: FastifyInstance,
  db: Kysely<DB>,
  options: {
    cacheMs: number;
    /** Opens the providers' signing keys, kept sealed. */
    secrets: SecretBox;
    redis?: Redis | undefined;
    nonceNameSpace: string;
    /** The platform's time (a test's controlled clock); the system clock when left out. */
    now?: () => Date;
  },
): void {
  const now = options.now ?? (() => new Date());
  const callLog = batchedCallLog(db, app.log);
  app.addHook('onClose', () => callLog.close());
  const spendInRedis = options.redis ? redisNonces(options.redis, options.nonceNameSpace) : undefined;
  const providerOf = cachedLookup(
    async (code: string) => {
      const provider = await repo.findProvider(db, code);
      return provider && { ...provider, signing_secret: options.secrets.open(provider.signing_secret) };
    },
    (code) => code,
    { ttlMs: options.cacheMs },
  );
  const brandOf = cachedLookup(
    (id: bigint) => merchantById(db, id),
    (id) => String(id),
    { ttlMs: options.cacheMs },
  );
  // A launch's session never changes once written, and a game's code seldom: each instance keeps
  // them as briefly as the brands, so a debit's checks cost no statement.
  const sessionOf = cachedLookup(
    ({ provider, tokenHash }: { provider: string; tokenHash: Uint8Array }) =>
      repo.findSession(db, provider, tokenHash),
    ({ provider, tokenHash }) => `${provider}:${Buffer.from(tokenHash).toString('hex')}`,
    { ttlMs: options.cacheMs, maxEntries: 100_000 },
  );
  const gameOf = cachedLookup(
    ({ provider, merchantId, gameCode }: { provider: string; merchantId: bigint; gameCode: string }) =>
      gameIdOfProvider(db, merchantId, provider, gameCode),
    ({ provider, merchantId, gameCode }) => `${provider}:${merchantId}:${gameCode}`,
    { ttlMs: options.cacheMs },
  );

  // Asked inside the credit's transaction, on its connection (the embedded database has but one).
  const capOf = cachedLookup(
    ({ trx, gameId }: { trx: Kysely<DB>; gameId: bigint }) => maxWinMultiplierOf(trx, gameId),
    ({ gameId }) => String(gameId),
    { ttlMs: options.cacheMs },
  );

  const limitsOf = cachedLookup(
    (gameId: bigint) => stakeLimitsOf(db, gameId),
    (gameId) => String(gameId),
    { ttlMs: options.cacheMs },
  );

  const jackpotsOfBrand = cachedLookup(
    (merchantId: bigint) => jackpotsOf(db, merchantId),
    (merchantId) => String(merchantId),
    { ttlMs: options.cacheMs },
  );

  const slotOf = cachedLookup(
    (gameId: bigint) => isSlotGame(db, gameId),
    (gameId) => String(gameId),
    { ttlMs: options.cacheMs },
  );

  // Set once by the member: kept as briefly as the brands, so a slot debit under stake bands costs
  // no statement for it.
  const birthdayOf = cachedLookup(
    ({ merchantId, memberId }: { merchantId: bigint; memberId: bigint }) =>
      memberBirthday(db, merchantId, memberId),
    ({ merchantId, memberId }) => `${merchantId}:${memberId}`,
    { ttlMs: options.cacheMs, maxEntries: 100_000 },
  );

  /**
   * Spends the nonce of a debit refused before its statement. A body naming a transaction id (the
   * only kind that can move money) takes that id's lock, so a copy of the call that ran meanwhile is
   * found; any other cannot debit whatever is sent again.
   */
  function keepDebitNonce(provider: string, nonce: string, json: unknown): Promise<boolean> {
    const transactionId = (json as { transactionId?: unknown } | null | undefined)?.transactionId;
    return typeof transactionId === 'string' && transactionId.length > 0 && !hasNulText(transactionId)
      ? repo.keepDebitNonce(db, provider, nonce, transactionId)
      : repo.keepNonce(db, provider, nonce);
  }

  async function verified(
    request: FastifyRequest,
    rawBody: string,
  ): Promise<{ provider: Provider; nonce: string } | wallet.WalletAnswer> {
    const provider = await providerOf(header(request, VENDOR_HEADERS.vendor));
    if (!provider) return refusal('UNKNOWN_VENDOR');
    const timestamp = header(request, VENDOR_HEADERS.timestamp);
    const nonce = header(request, VENDOR_HEADERS.nonce);
    const parts = { timestamp, nonce, path: request.url, body: rawBody };
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(nonce)) return refusal('BAD_SIGNATURE');
    if (!isVendorSignatureValid(provider.signing_secret, parts, header(request, VENDOR_HEADERS.signature)))
      return refusal('BAD_SIGNATURE');
    if (!/^\d{1,15}$/.test(timestamp) || Math.abs(Date.now() - Number(timestamp)) > SIGNATURE_WINDOW_MS)
      return refusal('STALE_TIMESTAMP');
    return { provider, nonce };
  }

  /**
   * Only a signed call spends a nonce, so nobody else can use one up. Every operation but the debit
   * spends it first: in Redis, or in the database while Redis cannot answer (so games keep running: a
   * nonce spent in Redis just before could then be replayed once, but every operation is idempotent
   * on its transaction id, so a replay moves nothing). The debit, the hot path, spends it in its one
   * statement, under its transaction id's lock (vendor_debit, 0294: no Redis round trip), or after a
   * refusal decided before that statement, under the same lock (keepDebitNonce).
   */
  async function signedCall(
    operation: VendorWalletOperation,
    provider: string,
    nonce: string,
    rawBody: string,
  ): Promise<wallet.WalletAnswer> {
    const inStatement = operation === 'debit';
    const spent = spendInRedis && !inStatement ? await spendInRedis(provider, nonce) : 'unavailable';
    if (spent === 'replayed') return refusal('NONCE_REPLAYED');
    const spentInRedis = spent === 'new';
    if (!spentInRedis && !inStatement && !(await repo.keepNonce(db, provider, nonce)))
      return refusal('NONCE_REPLAYED');
    const context: wallet.CallContext = {
      db,
      providerCode: provider,
      merchantById: brandOf,
      sessionOf: (tokenHash) => sessionOf({ provider, tokenHash }),
      gameIdOf: (merchantId, gameCode) => gameOf({ provider, merchantId, gameCode }),
      maxWinMultiplierOf: (trx, gameId) => capOf({ trx, gameId }),
      stakeLimitsOf: limitsOf,
      isSlot: slotOf,
      jackpotsOf: jackpotsOfBrand,
      birthdayOf: (merchantId, memberId) => birthdayOf({ merchantId, memberId }),
      now,
      log: app.log,
      call: { nonce: spentInRedis ? null : nonce },
    };
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      json = undefined;
    }
    const token = (json as { token?: unknown } | null)?.token;
    // No field of the protocol means a NUL, and the database cannot hold one: a NUL anywhere, even in
    // a field the operation ignores, is a malformed call, answered like any other.
    let answer: wallet.WalletAnswer;
    if (json === undefined) answer = refusal('INVALID_REQUEST');
    else if (hasNulText(json))
      answer = await wallet.invalidRequest(context, hasNulText(token) ? undefined : token);
    else
      answer = await operations[operation](context, json).catch((error: unknown) => {
        if (error instanceof ZodError) return wallet.invalidRequest(context, token);
        throw error;
      });
    if (inStatement && !answer.nonceSpent && !(await keepDebitNonce(provider, nonce, json)))
      return refusal('NONCE_REPLAYED');
    return answer;
  }

  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    // Every call is kept in vendor_calls with its answer code: two log lines per call on top would cost
    // more than the call at a provider's rates. Failures are still logged. The site's browser headers
    // (CSP, frame and referrer rules) mean nothing to a server calling JSON: only nosniff is kept.
    scope.post<{ Params: { operation: string } }>(
      `${VENDOR_WALLET_BASE}/:operation`,
      { logLevel: 'warn', config: { ownNulCheck: true, securityHeaders: false } },
      async (request, reply) => {
        const receivedAt = new Date();
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const operation = VENDOR_WALLET_OPERATIONS.find((name) => name === request.params.operation);
        let answer: wallet.WalletAnswer;
        let signed = false;
        let providerCode: string | null = null;
        // Counted under the provider its signature proved: an unsigned call's header could name anything.
        const count = (result: string) =>
          countWalletCall({
            vendor: providerCode ?? UNKNOWN_VENDOR_LABEL,
            direction: 'seamless',
            operation: operation ?? 'unknown',
            result,
          });
        try {
          if (!operation) answer = refusal('INVALID_REQUEST');
          else {
            const call = await verified(request, rawBody);
            if ('status' in call) answer = call;
            else {
              signed = true;
              providerCode = call.provider.code;
              answer = await signedCall(operation, call.provider.code, call.nonce, rawBody);
            }
          }
        } catch (error) {
          count('ERROR');
          throw error;
        }
        count(answer.body.code);
        callLog.add({
          providerCode: providerCode ?? (header(request, VENDOR_HEADERS.vendor).slice(0, 32) || null),
          operation: storableText((operation ?? request.params.operation).slice(0, 32)),
          rawBody: storableText(rawBody),
          signatureValid: signed,
          answerCode: answer.body.code,
          httpStatus: answer.status,
          requestId: request.id,
          receivedAt,
        });
        const body: VendorWalletResponse = answer.body;
        return reply.status(answer.status).header('x-content-type-options', 'nosniff').send(body);
      },
    );
  });
}
