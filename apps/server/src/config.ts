import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { StorageConfig } from './platform/file-storage.ts';
import { RETIRED_PUBLIC_KEYS } from './platform/retired-keys.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const ZBooleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** A key of at least 32 characters that is not one a published version of the source used. */
function secret(published?: string) {
  return z
    .string()
    .min(32)
    .refine((value) => value !== published, 'is a key published in the source: make a random one')
    .optional();
}

/** The secrets a production deployment must be given; elsewhere an unset one is made and kept with the data. */
const SECRET_VARIABLES = [
  'HOUSE_VENDOR_SECRET',
  'SPORTSBOOK_SECRET',
  'LOTTERY_SEED_SECRET',
  'GATEWAY_SEAL_KEY',
  'PROTECTION_KEY_SECRET',
] as const;

const ZConfig = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  LEDGER_CHECK_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_OWNER_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().min(1).default('data'),
  WEB_DIST: z.string().min(1).default('apps/web/dist'),
  CONSOLE_DIST: z.string().min(1).default('apps/console/dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: ZBooleanFlag.optional(),
  /** Whether start-up migrates; off, it checks the schema is up to date and stops if not. */
  MIGRATE_AT_START: ZBooleanFlag.default(true),
  /** Whether start-up stops when the built site or console is missing; on under NODE_ENV=production. */
  REQUIRE_SITE: ZBooleanFlag.optional(),
  TRUST_PROXY: ZBooleanFlag.default(false),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** The start of every key and channel of this deployment in Redis, so deployments can share one. */
  REDIS_NAMESPACE: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}:$/, {
      message: 'must be letters, digits, _ . : or - and end with a colon',
    })
    .default('platform:'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  LOGIN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  BRAND_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  HOUSE_VENDOR_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:8090/play'),
  HOUSE_VENDOR_SECRET: secret(RETIRED_PUBLIC_KEYS.HOUSE_VENDOR_SECRET),
  SPORTSBOOK_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:8100/play'),
  SPORTSBOOK_SECRET: secret(),
  LOTTERY_SEED_SECRET: secret(RETIRED_PUBLIC_KEYS.LOTTERY_SEED_SECRET),
  GATEWAY_SEAL_KEY: secret(),
  PROTECTION_KEY_SECRET: secret(),
  /** Every secret must come from the environment; on by default under NODE_ENV=production. */
  REQUIRE_SECRETS: ZBooleanFlag.optional(),
  NODE_ENV: z.string().optional(),
  SANDBOX_PAYMENTS: ZBooleanFlag.optional(),
  // A provider may take a day to settle a round: it is never timed out sooner after its last call.
  GAME_ROUND_TIMEOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(24 * 60, { message: 'must be at least 1440 minutes (24 hours) after a round’s last call' })
    .default(25 * 60),
  JOBS: z.enum(['on', 'off']).default('on'),
  SESSION_RETENTION_DAYS: z.coerce.number().int().min(1).default(90),
  OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).default(30),
  ONE_TIME_CODE_RETENTION_DAYS: z.coerce.number().int().min(1).default(1),
  EMAIL_TRANSPORT: z.enum(['smtp', 'outbox']).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SMTP_SECURE: ZBooleanFlag.optional(),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().min(1).optional(),
  SMTP_REQUIRE_TLS: ZBooleanFlag.default(true),
  SMTP_TLS_CA_FILE: z.string().min(1).optional(),
  SMTP_FROM: z.email().optional(),
  SMS_TRANSPORT: z.enum(['twilio', 'outbox']).optional(),
  SMS_COUNTRY_CODE: z
    .string()
    .regex(/^[1-9]\d{0,2}$/, 'is a country calling code of 1 to 3 digits, without + (886, 63, 1)')
    .optional(),
  TWILIO_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.twilio.com'),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'is AC and 32 hexadecimal digits')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_MESSAGING_SERVICE_SID: z
    .string()
    .regex(/^MG[0-9a-fA-F]{32}$/, 'is MG and 32 hexadecimal digits')
    .optional(),
  STORAGE: z.enum(['filesystem', 's3']).default('filesystem'),
  STORAGE_DIR: z.string().min(1).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9_-][A-Za-z0-9._-]*\/)*$/, 'is empty or path segments (not . or ..) each ending in /')
    .default(''),
  // Tests only: staff reruns of agent settlements read the clock this far ahead (see Config).
  TEST_CLOCK_OFFSET_MS: z.coerce.number().int().min(0).default(0),
});

/** How emails leave: kept in the outbox table (development), or handed to an SMTP server. */
export type EmailTransportConfig =
  | { kind: 'outbox' }
  | {
      kind: 'smtp';
      host: string;
      port: number;
      /** TLS from the first byte (port 465); otherwise STARTTLS, required unless `requireTls` is off. */
      secure: boolean;
      requireTls: boolean;
      user: string | undefined;
      password: string | undefined;
      /** PEM certificates trusted besides the system's, for a relay with a private CA. */
      tlsCa: string | undefined;
      from: string;
    };

/** How SMS leave: kept in the outbox table (development), or posted to Twilio's Messages API. */
export type SmsTransportConfig =
  | { kind: 'outbox' }
  | {
      kind: 'twilio';
      apiUrl: string;
      accountSid: string;
      authToken: string;
      /** The sender: a number or sender id, or else a messaging service that picks one. */
      sender: { from: string } | { messagingServiceSid: string };
      /** Calling code that makes a national number (as members type it) international. */
      countryCode: string | undefined;
    };

export type Config = {
  port: number;
  host: string;
  /**
   * Where GET /metrics (Prometheus) is served, on HOST beside the API but never on PORT, so a load
   * balancer that forwards PORT alone keeps it from the public; unset, no metrics are served.
   */
  metricsPort: number | undefined;
  /** How often a process serving metrics checks the ledger's invariants for its gauge. */
  ledgerCheckMs: number;
  databaseUrl: string | undefined;
  /**
   * The schema owner's connection, for migrating at start-up; the app then serves as DATABASE_URL's
   * role, which may change rows but not the schema (docs/operations.md).
   */
  databaseOwnerUrl: string | undefined;
  databasePoolMax: number;
  /** Absolute directory of the embedded database, used when no DATABASE_URL is given. */
  dataDir: string;
  /** Absolute directory of the built site; the API serves it when it exists. */
  webDist: string;
  /** Absolute directory of the built operator console, served under /console when it exists. */
  consoleDist: string;
  logLevel: z.infer<typeof ZConfig>['LOG_LEVEL'];
  logPretty: boolean;
  /**
   * Whether this process migrates at start-up. Off where one step migrates before the instances
   * start (compose.yaml's `migrate` service): each of them then only checks that it is done.
   */
  migrateAtStart: boolean;
  /**
   * Whether the built site and console must exist at start-up. A production process serves the build
   * made with its image and never builds one; without it, it would serve the API alone.
   */
  requireSite: boolean;
  trustProxy: boolean;
  shutdownGraceMs: number;
  redisUrl: string | undefined;
  /**
   * What this deployment's keys and channels in Redis start with (rate-limit counters, nonces, live
   * signals), so deployments sharing one Redis never hear or count each other's.
   */
  redisNameSpace: string;
  rateLimitPerMinute: number;
  /** Login and registration attempts per minute and client address. */
  loginAttemptsPerMinute: number;
  /** How long an instance keeps a brand's configuration before reading it again; 0 reads every time. */
  brandCacheMs: number;
  /** The house provider's game page, as players' browsers reach it. */
  houseVendorUrl: string;
  /**
   * The key the house provider signs wallet calls with; unset (never in production), the random one
   * this deployment made at its first start and keeps in its database.
   */
  houseVendorSecret: string | undefined;
  /** The sportsbook's launch address (its /play), as players' browsers reach it. */
  sportsbookUrl: string;
  /**
   * The key the sportsbook signs wallet calls with; unset (never in production), the random one this
   * deployment made at its first start and keeps in its database.
   */
  sportsbookSecret: string | undefined;
  /**
   * The key every e-lottery draw's secret seed is derived from (with the draw's game and period), so
   * the database alone reveals no draw to come; unset (never in production), the random one kept in
   * the database, which a copy of the database then gives away.
   */
  lotterySeedSecret: string | undefined;
  /**
   * The key brand secrets kept in table rows (payment gateways', social-login clients') are sealed
   * with; unset (never in production), the random one kept in the database, which a copy of the
   * database then carries with the secrets it seals.
   */
  gatewaySealKey: string | undefined;
  /**
   * The key excluded persons' keys (phone, email, bank account, …) are hashed under, so every brand
   * can match a person without any table holding them in clear; unset (never in production), the
   * random one kept in the database.
   */
  protectionKeySecret: string | undefined;
  /** Rounds a provider leaves open longer than this are refunded, or closed when they paid a win. */
  gameRoundTimeoutMinutes: number;
  /**
   * Whether the built-in sandbox payment gateway runs (its pay page credits test money): a
   * development tool. SANDBOX_PAYMENTS=true/false decides; unset, it runs unless NODE_ENV=production.
   */
  sandboxPayments: boolean;
  /**
   * How far ahead of the real time a staff rerun of an agent settlement reads the clock when it
   * checks that the period is payable: 0 but in browser tests (TEST_CLOCK_OFFSET_MS, refused under
   * NODE_ENV=production), which settle a five-minute window as soon as it is played in instead of
   * waiting for its end. The scheduled settlements keep the real time: ahead, they could pay a window
   * while a test still plays in it.
   */
  settlementClockOffsetMs: number;
  /**
   * Whether this process runs the scheduled jobs (JOBS=on, the default): an API instance beside a
   * worker (`apps/server/src/worker.ts`) runs with JOBS=off. On PostgreSQL each job runs once per
   * period across every process that runs them; the embedded database has one process.
   */
  runsJobs: boolean;
  /**
   * How long rows are kept after they are spent, in days (docs/operations.md, Retention): sessions
   * after they ended (staff's view of a member's sessions and shared devices reaches this far back),
   * outbox messages after they were written, one-time codes after they were used or expired.
   */
  retentionDays: { sessions: number; outbox: number; oneTimeCodes: number };
  /**
   * The providers that deliver messages. Unset, a channel keeps its messages in the outbox table, which
   * production refuses unless asked for by EMAIL_TRANSPORT=outbox or SMS_TRANSPORT=outbox.
   */
  messaging: { email: EmailTransportConfig; sms: SmsTransportConfig };
  /** Where uploads are kept; by default DATA_DIR/files, which every instance must share (docs/operations.md). */
  storage: StorageConfig;
};

export class ConfigError extends Error {}

type Values = z.infer<typeof ZConfig>;

function emailTransportOf(values: Values): EmailTransportConfig {
  const given = values.SMTP_URL !== undefined || values.SMTP_HOST !== undefined;
  const kind = values.EMAIL_TRANSPORT ?? (given ? 'smtp' : undefined);
  if (kind === undefined && values.NODE_ENV === 'production')
    throw new ConfigError(
      'No email provider under NODE_ENV=production: set SMTP_URL (or SMTP_HOST) and SMTP_FROM, or EMAIL_TRANSPORT=outbox to keep emails undelivered in the outbox',
    );
  if (kind !== 'smtp') return { kind: 'outbox' };
  if (values.SMTP_URL !== undefined && values.SMTP_HOST !== undefined)
    throw new ConfigError('SMTP_URL and SMTP_HOST both name the SMTP server: set one of them');
  if (values.SMTP_FROM === undefined)
    throw new ConfigError('SMTP_FROM: not set; the address emails are sent from (no-reply@example.com)');
  // The URL form carries what the separate variables do; a variable set beside it fills what it leaves out.
  const url = values.SMTP_URL === undefined ? undefined : new URL(values.SMTP_URL);
  const host = url ? url.hostname.replace(/^\[(.*)\]$/, '$1') : values.SMTP_HOST;
  if (host === undefined)
    throw new ConfigError('EMAIL_TRANSPORT=smtp needs the server: set SMTP_URL or SMTP_HOST');
  const port = values.SMTP_PORT ?? (url?.port ? Number(url.port) : undefined);
  const secure = values.SMTP_SECURE ?? (url ? url.protocol === 'smtps:' : port === 465);
  let tlsCa: string | undefined;
  if (values.SMTP_TLS_CA_FILE !== undefined) {
    try {
      tlsCa = readFileSync(resolve(repoRoot, values.SMTP_TLS_CA_FILE), 'utf8');
    } catch (error) {
      throw new ConfigError(`SMTP_TLS_CA_FILE: cannot be read (${(error as Error).message})`);
    }
  }
  return {
    kind: 'smtp',
    host,
    port: port ?? (secure ? 465 : 587),
    secure,
    requireTls: values.SMTP_REQUIRE_TLS,
    user: url?.username ? decodeURIComponent(url.username) : values.SMTP_USER,
    password: url?.password ? decodeURIComponent(url.password) : values.SMTP_PASSWORD,
    tlsCa,
    from: values.SMTP_FROM,
  };
}

function storageOf(values: Values, dataDir: string): StorageConfig {
  if (values.STORAGE === 'filesystem')
    return { kind: 'filesystem', directory: resolve(repoRoot, values.STORAGE_DIR ?? join(dataDir, 'files')) };
  const {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
  } = values;
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey)
    throw new ConfigError(
      'STORAGE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  return {
    kind: 's3',
    endpoint,
    bucket,
    region: values.S3_REGION,
    accessKeyId,
    secretAccessKey,
    prefix: values.S3_PREFIX,
  };
}

function smsTransportOf(values: Values): SmsTransportConfig {
  const kind = values.SMS_TRANSPORT ?? (values.TWILIO_ACCOUNT_SID !== undefined ? 'twilio' : undefined);
  if (kind === undefined && values.NODE_ENV === 'production')
    throw new ConfigError(
      'No SMS provider under NODE_ENV=production: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM, or SMS_TRANSPORT=outbox to keep SMS undelivered in the outbox',
    );
  if (kind !== 'twilio') return { kind: 'outbox' };
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken } = values;
  if (accountSid === undefined || authToken === undefined)
    throw new ConfigError('SMS_TRANSPORT=twilio needs TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN');
  const { TWILIO_FROM: from, TWILIO_MESSAGING_SERVICE_SID: messagingServiceSid } = values;
  const sender = from !== undefined ? { from } : messagingServiceSid && { messagingServiceSid };
  if (!sender || (from !== undefined && messagingServiceSid !== undefined))
    throw new ConfigError('SMS sender: set one of TWILIO_FROM and TWILIO_MESSAGING_SERVICE_SID');
  return {
    kind: 'twilio',
    apiUrl: values.TWILIO_API_URL.replace(/\/+$/, ''),
    accountSid,
    authToken,
    sender,
    countryCode: values.SMS_COUNTRY_CODE,
  };
}

/** Reads the environment once; relative paths are taken from the repository root. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as shells and container files often leave them.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ZConfig.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  const requireSecrets = values.REQUIRE_SECRETS ?? values.NODE_ENV === 'production';
  const missing = SECRET_VARIABLES.filter((name) => values[name] === undefined);
  if (requireSecrets && missing.length > 0)
    throw new ConfigError(
      `Missing secrets (required under NODE_ENV=production or REQUIRE_SECRETS=true):\n  ${missing
        .map((name) => `${name}: not set; make one with \`openssl rand -hex 32\``)
        .join('\n  ')}`,
    );
  if (values.DATABASE_OWNER_URL !== undefined && values.DATABASE_URL === undefined)
    throw new ConfigError('DATABASE_OWNER_URL migrates for DATABASE_URL: set DATABASE_URL too');
  if (values.METRICS_PORT !== undefined && values.METRICS_PORT !== 0 && values.METRICS_PORT === values.PORT)
    throw new ConfigError(
      'METRICS_PORT is PORT: give the metrics a port of their own, which the public never reaches',
    );
  // The embedded database is one process's: no worker could run the jobs this process leaves.
  if (values.JOBS === 'off' && values.DATABASE_URL === undefined)
    throw new ConfigError(
      'JOBS=off leaves the jobs to a worker, which needs PostgreSQL: set DATABASE_URL too',
    );
  if (values.TEST_CLOCK_OFFSET_MS !== 0 && values.NODE_ENV === 'production')
    throw new ConfigError('TEST_CLOCK_OFFSET_MS is for tests: it is refused under NODE_ENV=production');
  return {
    port: values.PORT,
    host: values.HOST,
    metricsPort: values.METRICS_PORT,
    ledgerCheckMs: values.LEDGER_CHECK_SECONDS * 1000,
    databaseUrl: values.DATABASE_URL,
    databaseOwnerUrl: values.DATABASE_OWNER_URL,
    databasePoolMax: values.DATABASE_POOL_MAX,
    dataDir: resolve(repoRoot, values.DATA_DIR),
    webDist: resolve(repoRoot, values.WEB_DIST),
    consoleDist: resolve(repoRoot, values.CONSOLE_DIST),
    logLevel: values.LOG_LEVEL,
    logPretty: values.LOG_PRETTY ?? Boolean(process.stdout.isTTY),
    migrateAtStart: values.MIGRATE_AT_START,
    requireSite: values.REQUIRE_SITE ?? values.NODE_ENV === 'production',
    trustProxy: values.TRUST_PROXY,
    shutdownGraceMs: values.SHUTDOWN_GRACE_MS,
    redisUrl: values.REDIS_URL,
    redisNameSpace: values.REDIS_NAMESPACE,
    rateLimitPerMinute: values.RATE_LIMIT_PER_MINUTE,
    loginAttemptsPerMinute: values.LOGIN_ATTEMPTS_PER_MINUTE,
    brandCacheMs: values.BRAND_CACHE_SECONDS * 1000,
    houseVendorUrl: values.HOUSE_VENDOR_URL,
    houseVendorSecret: values.HOUSE_VENDOR_SECRET,
    sportsbookUrl: values.SPORTSBOOK_URL,
    sportsbookSecret: values.SPORTSBOOK_SECRET,
    lotterySeedSecret: values.LOTTERY_SEED_SECRET,
    gatewaySealKey: values.GATEWAY_SEAL_KEY,
    protectionKeySecret: values.PROTECTION_KEY_SECRET,
    gameRoundTimeoutMinutes: values.GAME_ROUND_TIMEOUT_MINUTES,
    sandboxPayments: values.SANDBOX_PAYMENTS ?? values.NODE_ENV !== 'production',
    settlementClockOffsetMs: values.TEST_CLOCK_OFFSET_MS,
    runsJobs: values.JOBS === 'on',
    retentionDays: {
      sessions: values.SESSION_RETENTION_DAYS,
      outbox: values.OUTBOX_RETENTION_DAYS,
      oneTimeCodes: values.ONE_TIME_CODE_RETENTION_DAYS,
    },
    messaging: { email: emailTransportOf(values), sms: smsTransportOf(values) },
    storage: storageOf(values, resolve(repoRoot, values.DATA_DIR)),
  };
}
