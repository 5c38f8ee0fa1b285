import cookie from '@fastify/cookie';
import { forgotPassword } from '@platform/contracts/identity/routes';
import { REQUEST_ID_HEADER, requestIdOf } from '@platform/contracts/request-id';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import pino from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { agentOperatorRoutes } from './modules/agents/operator-routes.ts';
import { agentSubscriptions } from './modules/agents/placement/placement.ts';
import { agentReportRoutes } from './modules/agents/reporting/routes.ts';
import { agentRoutes } from './modules/agents/routes.ts';
import { settlementOperatorRoutes, settlementRoutes } from './modules/agents/settlement/routes.ts';
import { mayTransferToUpline } from './modules/agents/tree/tree.ts';
import { approvalRoutes } from './modules/approvals/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { brandOperatorRoutes } from './modules/brands/operator-routes.ts';
import { captchaRoutes } from './modules/captcha/routes.ts';
import { contentOperatorRoutes } from './modules/content/operator-routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { homeShell } from './modules/content/service.ts';
import { depositOperatorRoutes } from './modules/deposits/operator-routes.ts';
import { brandGatewayKeys } from './modules/deposits/payment-methods.ts';
import { paymentOperatorRoutes } from './modules/deposits/payment-routes.ts';
import { depositCallbackRoutes, depositRoutes } from './modules/deposits/routes.ts';
import { registerSandboxPages, SANDBOX_FORM_PATHS } from './modules/deposits/sandbox-page.ts';
import { depositConfirmation, depositedInWindow } from './modules/deposits/service.ts';
import { engagementOperatorRoutes } from './modules/engagement/operator-routes.ts';
import { referralSubscriptions } from './modules/engagement/referral.ts';
import { engagementRoutes } from './modules/engagement/routes.ts';
import { gameOperatorRoutes } from './modules/games/operator-routes.ts';
import { gamesRoutes } from './modules/games/routes.ts';
import { catalogueSubscriptions } from './modules/games/service.ts';
import { confirmMemberPassword } from './modules/identity/directory.ts';
import { authenticate } from './modules/identity/login/session.ts';
import { passkeyRoutes } from './modules/identity/passkeys/routes.ts';
import { profileRoutes } from './modules/identity/profile/routes.ts';
import { identityRoutes } from './modules/identity/routes.ts';
import { socialRoutes } from './modules/identity/social/routes.ts';
import { jackpotOperatorRoutes } from './modules/jackpots/operator-routes.ts';
import { jackpotRoutes } from './modules/jackpots/routes.ts';
import { jackpotClosing, jackpotFunding } from './modules/jackpots/staff.ts';
import { kycOperatorRoutes } from './modules/kyc/operator-routes.ts';
import { kycRoutes } from './modules/kyc/routes.ts';
import { ledgerRoutes } from './modules/ledger/routes.ts';
import { createLotteryLive, type LotteryLive, liveChannel } from './modules/lottery/live.ts';
import { lotteryLiveRoutes } from './modules/lottery/live-routes.ts';
import { lotteryOperatorRoutes } from './modules/lottery/operator-routes.ts';
import { lotteryRoutes } from './modules/lottery/routes.ts';
import { lotterySubscriptions } from './modules/lottery/service.ts';
import { loyaltyOperatorRoutes } from './modules/loyalty/operator-routes.ts';
import { pointsAdjustment } from './modules/loyalty/points.ts';
import { loyaltyRoutes } from './modules/loyalty/routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import {
  createMemberLive,
  memberLiveChannel,
  readMarks as readMemberLiveMarks,
  signalMemberChanges,
} from './modules/member-live/live.ts';
import { memberLiveRoutes } from './modules/member-live/routes.ts';
import { memberMessageOperatorRoutes, memberMessageRoutes } from './modules/member-messages/routes.ts';
import { messagingRoutes } from './modules/messaging/routes.ts';
import { operatorRoutes } from './modules/operator/routes.ts';
import { authenticate as authenticateOperator } from './modules/operator/service.ts';
import { paymentGateways } from './modules/payments/gateways.ts';
import { playerOperatorRoutes } from './modules/players/operator-routes.ts';
import { promotionOperatorRoutes } from './modules/promotions/operator-routes.ts';
import { promotionRoutes } from './modules/promotions/routes.ts';
import { promotionGrant } from './modules/promotions/staff.ts';
import { setMemberKeySource } from './modules/protection/exclusion.ts';
import { exclusionOperatorRoutes } from './modules/protection/exclusion-operator-routes.ts';
import { exclusionRoutes } from './modules/protection/exclusion-routes.ts';
import { limitRoutes } from './modules/protection/limits-routes.ts';
import { reportOperatorRoutes } from './modules/reports/routes.ts';
import { riskOperatorRoutes } from './modules/risk/operator-routes.ts';
import { staffPasskeyRoutes } from './modules/staff/passkey-routes.ts';
import { staffRoutes } from './modules/staff/routes.ts';
import { jobRunRoutes } from './modules/system/job-routes.ts';
import { cachedMerchantResolver } from './modules/system/merchant-cache.ts';
import { payloadKeyById } from './modules/system/payload-keys.ts';
import { systemRoutes } from './modules/system/routes.ts';
import type { SecretBox } from './modules/system/secrets.ts';
import { consoleHosts, mirrorHosts, resolveMerchant } from './modules/system/service.ts';
import { betRoutes, launchRoutes } from './modules/vendor-wallet/bet-routes.ts';
import { vendorWalletOperatorRoutes } from './modules/vendor-wallet/operator-routes.ts';
import { vendorWalletRoutes } from './modules/vendor-wallet/routes.ts';
import { hasOpenRounds } from './modules/vendor-wallet/service.ts';
import { balanceAdjustment } from './modules/wallet/adjustment.ts';
import { walletOperatorRoutes } from './modules/wallet/operator-routes.ts';
import { walletRoutes } from './modules/wallet/routes.ts';
import { withdrawalOperatorRoutes } from './modules/withdrawals/operator-routes.ts';
import { payoutCallbackRoutes, withdrawalRoutes } from './modules/withdrawals/routes.ts';
import {
  memberKeysWithBankAccounts,
  withdrawalApproval,
  withdrawalRefund,
} from './modules/withdrawals/service.ts';
import { registerApiDocs } from './platform/api-docs.ts';
import { registerCompression } from './platform/compression.ts';
import { registerConsoleHosts } from './platform/console-hosts.ts';
import { createDomainEvents } from './platform/domain-events.ts';
import { registerDraining } from './platform/draining.ts';
import { createEndpointRegistrar, createOperatorEndpointRegistrar } from './platform/endpoint.ts';
import { registerErrorHandling } from './platform/errors.ts';
import type { FileStorage } from './platform/file-storage.ts';
import { registerFormBody } from './platform/form-body.ts';
import { registerHealth } from './platform/health.ts';
import { registerLanguage } from './platform/language.ts';
import { logRedactPaths } from './platform/logging.ts';
import { registerHttpMetrics } from './platform/metrics.ts';
import { registerMirrorAccess } from './platform/mirrors.ts';
import { registerMultipart } from './platform/multipart.ts';
import { refuseNulText } from './platform/nul-text.ts';
import { registerRateLimit } from './platform/rate-limit.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { registerSite } from './platform/site.ts';
import { cachedLookup } from './platform/ttl-cache.ts';

const BODY_LIMIT_BYTES = 1024 * 1024;
/**
 * How often an instance looks at every followed member besides the signals: the safety net for a lost
 * signal with Redis, and the only way to hear another process's changes without it (one process, the
 * embedded database, hears its own by signal).
 */
const MEMBER_LIVE_TICK_MS = { withRedis: 10_000, alone: 1_000 };

export type AppDependencies = {
  config: Pick<
    Config,
    | 'logLevel'
    | 'logPretty'
    | 'trustProxy'
    | 'webDist'
    | 'brandCacheMs'
    | 'rateLimitPerMinute'
    | 'loginAttemptsPerMinute'
    | 'sandboxPayments'
  > &
    // Tests that build the app leave the console out.
    Partial<Pick<Config, 'consoleDist'>> &
    Partial<Pick<Config, 'settlementClockOffsetMs'>>;
  database: Database;
  /** Shared state across instances (rate-limit counters, vendor call nonces), when configured. */
  redis?: Redis;
  /** Prefix of this deployment's keys in Redis. */
  redisNameSpace?: string;
  /** Origins of the game providers' pages, which the /game page may frame. */
  gameOrigins?: readonly string[];
  /** Live draw updates shared with the draw jobs; made here (and closed with the app) when not given. */
  lotteryLive?: LotteryLive;
  /** Seals and opens the brands' gateway secrets (system/secrets.ts: secretBox). */
  secrets: SecretBox;
  /** Where uploaded files are kept (config STORAGE). */
  storage: FileStorage;
  /** The time the seamless wallet's fair-pace rules count to: a test's controlled clock, else the system's. */
  clock?: () => Date;
};

export function loggerOptions(config: AppDependencies['config']): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: logRedactPaths, censor: '[redacted]' },
    ...(config.logPretty
      ? {
          transport: {
            target: 'pino-pretty',
            // A terminal's reader wants the line: not the fields every line repeats, nor a request's,
            // which its line already says.
            options: {
              singleLine: true,
              translateTime: 'HH:MM:ss',
              ignore: 'pid,hostname,reqId,method,url,statusCode,ms,ip',
            },
          },
        }
      : // Written in blocks of 4 KB, or every quarter of a second when there is less, rather
        // than one system call per line: on a busy instance a write per request was about 6 % of its
        // time (docs/benchmarks.md, Member info). pino writes what is left when the process exits.
        { stream: pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 250 }) }),
  };
}

/**
 * One log line per request, when it is answered (method, path, status, time), instead of Fastify's two
 * (one on arrival with the client's address and port, one on completion).
 */
function logRequests(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const ms = Math.round(reply.elapsedTime);
    request.log.info(
      { method: request.method, url: request.url, statusCode: reply.statusCode, ms, ip: request.ip },
      `${request.method} ${request.url} ${reply.statusCode} ${ms} ms`,
    );
  });
}

/** The whole HTTP application, without listening: main.ts serves it, tests start it on a free port. */
export async function buildApp({
  config,
  database,
  redis,
  redisNameSpace = 'platform:',
  gameOrigins = [],
  lotteryLive,
  secrets,
  clock,
  storage,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // The caller's id is read in genReqId, where it is checked; Fastify's own header option would trust it.
    requestIdHeader: false,
    // A caller's request id is kept when it is sane, so logs can be followed across services.
    genReqId: (request) => requestIdOf(request.headers),
    routerOptions: { maxParamLength: 200 },
    // Draining is answered by our own hook, in the envelope.
    return503OnClosing: false,
    // One line per request is written by logRequests instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  });
  logRequests(app);
  registerHttpMetrics(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  registerCompression(app);

  registerLanguage(app);
  registerErrorHandling(app);
  refuseNulText(app);
  registerFormBody(app, [forgotPassword.path, ...SANDBOX_FORM_PATHS]);
  await app.register(cookie);
  await registerMultipart(app);
  registerSecurityHeaders(app, { gameOrigins });
  await registerRateLimit(app, {
    perMinute: config.rateLimitPerMinute,
    redis,
    nameSpace: `${redisNameSpace}rate:`,
  });
  await registerApiDocs(app);
  const isDraining = registerDraining(app);
  registerHealth(app, {
    pingDatabase: async () => {
      await sql`select 1`.execute(database.db);
    },
    isDraining,
  });

  const { db } = database;
  const merchantOf = cachedMerchantResolver((lookup) => resolveMerchant(db, lookup), {
    ttlMs: config.brandCacheMs,
  });
  const mirrorHostsOf = cachedLookup(
    async (lookup: { code: string | undefined; host: string }) => {
      const merchant = await merchantOf(lookup);
      return merchant ? mirrorHosts(db, merchant, lookup.host) : [];
    },
    ({ code, host }) => `${code ?? ''} ${host}`,
    { ttlMs: config.brandCacheMs },
  );
  registerMirrorAccess(app, mirrorHostsOf);
  const consoleHostsOf = cachedLookup<void, string[]>(
    () => consoleHosts(db),
    () => '',
    { ttlMs: config.brandCacheMs },
  );
  registerConsoleHosts(app, consoleHostsOf);
  const registerEndpoint = createEndpointRegistrar(
    app,
    merchantOf,
    (merchant, token) => authenticate(db, merchant, token),
    async (merchant, kid) => (await payloadKeyById(db, secrets, merchant, kid))?.privateKey,
  );
  // Side effects across modules: each module subscribes to the events of the modules below it.
  const events = createDomainEvents();
  // Every exclusion check gathers the member's keys from identity and withdrawals, modules above protection.
  setMemberKeySource(memberKeysWithBankAccounts);
  agentSubscriptions(events);
  referralSubscriptions(events);
  // A new brand's lottery games before its catalogue, whose lottery entries open them by code.
  lotterySubscriptions(events);
  catalogueSubscriptions(events);
  systemRoutes(registerEndpoint, db, secrets);
  gamesRoutes(registerEndpoint, db);
  launchRoutes(registerEndpoint, db);
  contentRoutes(registerEndpoint, db);
  identityRoutes(registerEndpoint, db, {
    attemptsPerMinute: config.loginAttemptsPerMinute,
    events,
    mayTransferToUpline,
  });
  passkeyRoutes(registerEndpoint, db, { attemptsPerMinute: config.loginAttemptsPerMinute });
  profileRoutes(registerEndpoint, db, { attemptsPerMinute: config.loginAttemptsPerMinute });
  socialRoutes(app, registerEndpoint, db, {
    resolveMerchant: merchantOf,
    events,
    secrets,
    attemptsPerMinute: config.loginAttemptsPerMinute,
  });
  captchaRoutes(registerEndpoint, db, { imagesPerMinute: config.loginAttemptsPerMinute });
  agentRoutes(registerEndpoint, db, { attemptsPerMinute: config.loginAttemptsPerMinute });
  agentReportRoutes(registerEndpoint, db);
  settlementRoutes(registerEndpoint, db);
  walletRoutes(registerEndpoint, db);
  memberMessageRoutes(registerEndpoint, db);
  engagementRoutes(registerEndpoint, db);
  const gateways = paymentGateways({
    db,
    sandbox: config.sandboxPayments,
    secrets,
    keyOf: brandGatewayKeys(db),
  });
  kycRoutes(registerEndpoint, db, storage);
  depositRoutes(registerEndpoint, db, gateways);
  depositCallbackRoutes(app, db, gateways);
  payoutCallbackRoutes(app, db, gateways);
  withdrawalRoutes(registerEndpoint, db, storage, { attemptsPerMinute: config.loginAttemptsPerMinute });
  exclusionRoutes(registerEndpoint, db, {
    confirmPassword: (merchantId, memberId, password) =>
      confirmMemberPassword(db, merchantId, memberId, password),
    personKeysOf: (merchantId, memberId) => memberKeysWithBankAccounts(db, merchantId, memberId),
    events,
  });
  limitRoutes(registerEndpoint, db, { depositedIn: depositedInWindow });
  promotionRoutes(registerEndpoint, db, storage);
  registerSandboxPages(app, db, { enabled: config.sandboxPayments, gateways });
  vendorWalletRoutes(app, db, {
    cacheMs: config.brandCacheMs,
    secrets,
    redis,
    nonceNameSpace: `${redisNameSpace}nonce:`,
    ...(clock ? { now: clock } : {}),
  });
  betRoutes(registerEndpoint, db);
  jackpotRoutes(registerEndpoint, db);
  lotteryRoutes(registerEndpoint, db);
  loyaltyRoutes(registerEndpoint, db, { attemptsPerMinute: config.loginAttemptsPerMinute });
  const live =
    lotteryLive ??
    createLotteryLive(db, {
      redis,
      channel: liveChannel(redisNameSpace),
      onError: (err) => app.log.warn({ err }, 'live lottery updates missed a change'),
    });
  if (!lotteryLive) app.addHook('onClose', () => live.close());
  lotteryLiveRoutes(app, db, { resolveMerchant: merchantOf, live });
  const memberLive = createMemberLive({
    readMarks: readMemberLiveMarks(db),
    tickMs: redis ? MEMBER_LIVE_TICK_MS.withRedis : MEMBER_LIVE_TICK_MS.alone,
    redis,
    channel: memberLiveChannel(redisNameSpace),
    onError: (err) => app.log.warn({ err }, 'a look for members’ live changes failed'),
  });
  // This process's writes (its requests, and its jobs when it runs them) signal every instance.
  const stopMemberSignals = signalMemberChanges(db, memberLive.publish, (err) =>
    app.log.warn({ err }, 'a live member update was not signalled'),
  );
  app.addHook('onClose', async () => {
    stopMemberSignals();
    await memberLive.close();
  });
  memberLiveRoutes(registerEndpoint, memberLive);
  mediaRoutes(app, db, storage);
  const registerOperatorEndpoint = createOperatorEndpointRegistrar(app, (token, ip) =>
    authenticateOperator(db, token, ip),
  );
  operatorRoutes(registerOperatorEndpoint, db, { attemptsPerMinute: config.loginAttemptsPerMinute });
  messagingRoutes(registerOperatorEndpoint, db);
  ledgerRoutes(registerOperatorEndpoint, db);
  jobRunRoutes(registerOperatorEndpoint, db);
  auditRoutes(registerOperatorEndpoint, db);
  walletOperatorRoutes(registerOperatorEndpoint, db);
  approvalRoutes(registerOperatorEndpoint, db, {
    'balance.adjust': balanceAdjustment,
    'promotion.grant': promotionGrant,
    'withdrawal.approve': withdrawalApproval,
    'withdrawal.review.refund': withdrawalRefund,
    'points.adjust': pointsAdjustment,
    'deposit.confirm': depositConfirmation,
    'jackpot.fund': jackpotFunding,
    'jackpot.close': jackpotClosing,
  });
  jackpotOperatorRoutes(registerOperatorEndpoint, db);
  riskOperatorRoutes(registerOperatorEndpoint, db);
  vendorWalletOperatorRoutes(registerOperatorEndpoint, db);
  agentOperatorRoutes(registerOperatorEndpoint, db);
  settlementOperatorRoutes(registerOperatorEndpoint, db, {
    clockOffsetMs: config.settlementClockOffsetMs ?? 0,
  });
  depositOperatorRoutes(registerOperatorEndpoint, db, gateways);
  withdrawalOperatorRoutes(registerOperatorEndpoint, db, storage, gateways);
  kycOperatorRoutes(registerOperatorEndpoint, db, storage);
  exclusionOperatorRoutes(registerOperatorEndpoint, db, secrets);
  brandOperatorRoutes(registerOperatorEndpoint, db, {
    events,
    secrets,
    brandChanged: () => {
      merchantOf.clear();
      mirrorHostsOf.clear();
      consoleHostsOf.clear();
    },
  });
  paymentOperatorRoutes(registerOperatorEndpoint, db, gateways);
  promotionOperatorRoutes(registerOperatorEndpoint, db, storage);
  loyaltyOperatorRoutes(registerOperatorEndpoint, db);
  lotteryOperatorRoutes(registerOperatorEndpoint, db, { live });
  memberMessageOperatorRoutes(registerOperatorEndpoint, db);
  engagementOperatorRoutes(registerOperatorEndpoint, db);
  staffRoutes(registerOperatorEndpoint, db);
  staffPasskeyRoutes(registerOperatorEndpoint, db, { attemptsPerMinute: config.loginAttemptsPerMinute });
  playerOperatorRoutes(registerOperatorEndpoint, db, gateways);
  reportOperatorRoutes(registerOperatorEndpoint, db);
  gameOperatorRoutes(registerOperatorEndpoint, db, hasOpenRounds, storage);
  contentOperatorRoutes(registerOperatorEndpoint, db, storage);

  await registerSite(app, config.webDist, {
    resolveMerchant: merchantOf,
    mirrorHostsOf,
    gameOrigins,
    // Read with the page it is painted on, so it is kept as long (a changed banner shows after it).
    homeShellOf: (merchant) => homeShell(db, merchant),
    cacheMs: config.brandCacheMs,
    consoleDist: config.consoleDist ?? '',
  });
  return app;
}
