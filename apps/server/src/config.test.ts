import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults: port 8080, embedded database under ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.webDist).toMatch(/\/apps\/web\/dist$/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 8080 });
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '9000',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      DATA_DIR: '/var/lib/platform',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      port: 9000,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      dataDir: '/var/lib/platform',
      trustProxy: true,
    });
  });

  it('keeps uploads under DATA_DIR/files unless told another directory or a bucket', () => {
    expect(loadConfig({ DATA_DIR: '/var/lib/platform' }).storage).toEqual({
      kind: 'filesystem',
      directory: '/var/lib/platform/files',
    });
    expect(loadConfig({ STORAGE_DIR: '/srv/files' }).storage).toEqual({
      kind: 'filesystem',
      directory: '/srv/files',
    });
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'uploads' })).toThrow('STORAGE=s3 needs S3_ENDPOINT');
    expect(
      loadConfig({
        STORAGE: 's3',
        S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com',
        S3_BUCKET: 'uploads',
        S3_REGION: 'eu-west-1',
        S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PREFIX: 'platform/',
      }).storage,
    ).toEqual({
      kind: 's3',
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      bucket: 'uploads',
      region: 'eu-west-1',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
      prefix: 'platform/',
    });
    expect(() => loadConfig({ S3_PREFIX: '../' })).toThrow();
  });

  it('serves no metrics unless METRICS_PORT is set, and never on PORT', () => {
    expect(loadConfig({})).toMatchObject({ metricsPort: undefined, ledgerCheckMs: 300_000 });
    expect(loadConfig({ METRICS_PORT: '9100', LEDGER_CHECK_SECONDS: '60' })).toMatchObject({
      metricsPort: 9100,
      ledgerCheckMs: 60_000,
    });
    expect(() => loadConfig({ PORT: '9100', METRICS_PORT: '9100' })).toThrow('METRICS_PORT is PORT');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ METRICS_PORT: '70000' }, 'METRICS_PORT'],
    [{ LEDGER_CHECK_SECONDS: '1' }, 'LEDGER_CHECK_SECONDS'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/x' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    // A provider may take a day to settle a round: an open round is never timed out sooner.
    [{ GAME_ROUND_TIMEOUT_MINUTES: '60' }, 'GAME_ROUND_TIMEOUT_MINUTES'],
    [{ GAME_ROUND_TIMEOUT_MINUTES: '1439' }, 'at least 1440 minutes (24 hours)'],
  ])('refuses %o, naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  const key = (letter: string) => letter.repeat(64);

  it.each([[{ NODE_ENV: 'production' }], [{ REQUIRE_SECRETS: 'true' }]])(
    'in production (%o) refuses to start without its secrets, naming each one',
    (env) => {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(
        /HOUSE_VENDOR_SECRET[\s\S]*SPORTSBOOK_SECRET[\s\S]*LOTTERY_SEED_SECRET[\s\S]*GATEWAY_SEAL_KEY[\s\S]*PROTECTION_KEY_SECRET/,
      );
      expect(() => loadConfig({ ...env, HOUSE_VENDOR_SECRET: key('h') })).toThrow('SPORTSBOOK_SECRET');
      const providers = { ...env, HOUSE_VENDOR_SECRET: key('h'), SPORTSBOOK_SECRET: key('s') };
      expect(() => loadConfig(providers)).toThrow('LOTTERY_SEED_SECRET');
      const twoOfThree = { ...providers, LOTTERY_SEED_SECRET: key('l') };
      expect(() => loadConfig(twoOfThree)).toThrow(/GATEWAY_SEAL_KEY: not set/);
      expect(() => loadConfig(twoOfThree)).not.toThrow(
        /HOUSE_VENDOR_SECRET|SPORTSBOOK_SECRET|LOTTERY_SEED_SECRET/,
      );
      const threeOfFour = { ...twoOfThree, GATEWAY_SEAL_KEY: key('g') };
      expect(() => loadConfig(threeOfFour)).toThrow(/PROTECTION_KEY_SECRET: not set/);
      const outbox = { EMAIL_TRANSPORT: 'outbox', SMS_TRANSPORT: 'outbox' };
      expect(loadConfig({ ...threeOfFour, ...outbox, PROTECTION_KEY_SECRET: key('p') })).toMatchObject({
        houseVendorSecret: key('h'),
        sportsbookSecret: key('s'),
        lotterySeedSecret: key('l'),
        gatewaySealKey: key('g'),
        protectionKeySecret: key('p'),
      });
    },
  );

  it('outside production leaves an unset secret to the one kept with the data', () => {
    const outbox = { EMAIL_TRANSPORT: 'outbox', SMS_TRANSPORT: 'outbox' };
    expect(loadConfig({ REQUIRE_SECRETS: 'false', NODE_ENV: 'production', ...outbox })).toMatchObject({
      houseVendorSecret: undefined,
      sportsbookSecret: undefined,
      lotterySeedSecret: undefined,
      gatewaySealKey: undefined,
    });
  });

  it('refuses a GATEWAY_SEAL_KEY shorter than 32 characters, naming it', () => {
    expect(() => loadConfig({ GATEWAY_SEAL_KEY: 'short' })).toThrow(/GATEWAY_SEAL_KEY/);
  });

  it.each([
    ['HOUSE_VENDOR_SECRET', 'development-only-house-vendor-secret-change-me'],
    ['LOTTERY_SEED_SECRET', 'development lottery seed secret, never for production'],
  ])('refuses %s set to the key earlier versions published in their source', (name, published) => {
    expect(() => loadConfig({ [name]: published })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: published })).toThrow(name);
  });

  it('moves the clock of settlement reruns ahead only outside production', () => {
    expect(loadConfig({}).settlementClockOffsetMs).toBe(0);
    expect(loadConfig({ TEST_CLOCK_OFFSET_MS: '420000' }).settlementClockOffsetMs).toBe(420_000);
    const production = { NODE_ENV: 'production', REQUIRE_SECRETS: 'false', TEST_CLOCK_OFFSET_MS: '420000' };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow('TEST_CLOCK_OFFSET_MS');
  });

  it('runs the jobs unless JOBS=off (on PostgreSQL only), and refuses any other value', () => {
    expect(loadConfig({}).runsJobs).toBe(true);
    expect(loadConfig({ JOBS: 'on' }).runsJobs).toBe(true);
    const postgres = { DATABASE_URL: 'postgres://platform@db:5432/platform' };
    expect(loadConfig({ ...postgres, JOBS: 'off' }).runsJobs).toBe(false);
    expect(() => loadConfig({ ...postgres, JOBS: 'false' })).toThrow('JOBS');
    // On the embedded database no worker could run them instead.
    expect(() => loadConfig({ JOBS: 'off' })).toThrow('JOBS=off');
  });

  it('puts every Redis key and channel under REDIS_NAMESPACE, platform: unless set', () => {
    expect(loadConfig({}).redisNameSpace).toBe('platform:');
    expect(loadConfig({ REDIS_NAMESPACE: 'brand-b:' }).redisNameSpace).toBe('brand-b:');
    // Without its colon its keys would run into another deployment's whose name space starts alike.
    expect(() => loadConfig({ REDIS_NAMESPACE: 'brand-b' })).toThrow('REDIS_NAMESPACE');
  });

  it('keeps spent rows for the retention periods given, in whole days of at least one', () => {
    expect(loadConfig({}).retentionDays).toEqual({ sessions: 90, outbox: 30, oneTimeCodes: 1 });
    expect(
      loadConfig({ SESSION_RETENTION_DAYS: '400', OUTBOX_RETENTION_DAYS: '7' }).retentionDays,
    ).toMatchObject({
      sessions: 400,
      outbox: 7,
    });
    expect(() => loadConfig({ ONE_TIME_CODE_RETENTION_DAYS: '0' })).toThrow('ONE_TIME_CODE_RETENTION_DAYS');
  });
});

describe('loadConfig: message providers', () => {
  const smtp = { SMTP_FROM: 'no-reply@example.com' };
  const twilio = {
    TWILIO_ACCOUNT_SID: `AC${'a'.repeat(32)}`,
    TWILIO_AUTH_TOKEN: 'token',
    TWILIO_FROM: '+15005550006',
  };

  it('keeps both channels in the outbox when no provider is set', () => {
    expect(loadConfig({}).messaging).toEqual({ email: { kind: 'outbox' }, sms: { kind: 'outbox' } });
  });

  it('reads the SMTP server from SMTP_URL, its escaped login included, or from SMTP_HOST and the rest', () => {
    expect(
      loadConfig({ ...smtp, SMTP_URL: 'smtps://mail%40example.com:p%40ss%20word@smtp.example.com' }).messaging
        .email,
    ).toEqual({
      kind: 'smtp',
      host: 'smtp.example.com',
      port: 465,
      secure: true,
      requireTls: true,
      user: 'mail@example.com',
      password: 'p@ss word',
      tlsCa: undefined,
      from: 'no-reply@example.com',
    });
    expect(loadConfig({ ...smtp, SMTP_HOST: 'relay.internal' }).messaging.email).toMatchObject({
      host: 'relay.internal',
      port: 587,
      secure: false,
      requireTls: true,
      user: undefined,
    });
    expect(
      loadConfig({ ...smtp, SMTP_HOST: 'relay.internal', SMTP_PORT: '465' }).messaging.email,
    ).toMatchObject({
      port: 465,
      secure: true,
    });
    expect(
      loadConfig({ ...smtp, SMTP_URL: 'smtp://127.0.0.1:2525', SMTP_REQUIRE_TLS: 'false' }).messaging.email,
    ).toMatchObject({ host: '127.0.0.1', port: 2525, secure: false, requireTls: false });
  });

  it('reads Twilio from its account, token and sender', () => {
    expect(loadConfig({ ...twilio, SMS_COUNTRY_CODE: '63' }).messaging.sms).toEqual({
      kind: 'twilio',
      apiUrl: 'https://api.twilio.com',
      accountSid: `AC${'a'.repeat(32)}`,
      authToken: 'token',
      sender: { from: '+15005550006' },
      countryCode: '63',
    });
    const service = { ...twilio, TWILIO_FROM: '', TWILIO_MESSAGING_SERVICE_SID: `MG${'b'.repeat(32)}` };
    expect(loadConfig(service).messaging.sms).toMatchObject({
      sender: { messagingServiceSid: `MG${'b'.repeat(32)}` },
    });
  });

  it.each([
    [{ SMTP_HOST: 'smtp.example.com' }, 'SMTP_FROM: not set'],
    [{ ...smtp, SMTP_HOST: 'a.example.com', SMTP_URL: 'smtp://b.example.com' }, 'set one of them'],
    [{ ...smtp, SMTP_URL: 'http://smtp.example.com' }, 'SMTP_URL'],
    [{ ...smtp, EMAIL_TRANSPORT: 'smtp' }, 'set SMTP_URL or SMTP_HOST'],
    [{ ...smtp, SMTP_HOST: 'smtp.example.com', SMTP_TLS_CA_FILE: '/nonexistent/ca.pem' }, 'SMTP_TLS_CA_FILE'],
    [{ ...twilio, TWILIO_AUTH_TOKEN: '' }, 'TWILIO_AUTH_TOKEN'],
    [{ ...twilio, TWILIO_MESSAGING_SERVICE_SID: `MG${'b'.repeat(32)}` }, 'set one of TWILIO_FROM'],
    [{ ...twilio, TWILIO_FROM: '' }, 'set one of TWILIO_FROM'],
    [{ ...twilio, TWILIO_ACCOUNT_SID: 'AC123' }, 'TWILIO_ACCOUNT_SID'],
    [{ ...twilio, SMS_COUNTRY_CODE: '+886' }, 'SMS_COUNTRY_CODE'],
  ])('refuses %o, saying what is missing', (env, problem) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(problem);
  });

  it('in production refuses to start without a provider for each channel, unless told to keep it in the outbox', () => {
    const production = { NODE_ENV: 'production', REQUIRE_SECRETS: 'false' };
    expect(() => loadConfig(production)).toThrow(/No email provider under NODE_ENV=production: set SMTP_URL/);
    expect(() => loadConfig({ ...production, ...smtp, SMTP_HOST: 'smtp.example.com' })).toThrow(
      /No SMS provider under NODE_ENV=production: set TWILIO_ACCOUNT_SID/,
    );
    expect(
      loadConfig({ ...production, ...smtp, ...twilio, SMTP_HOST: 'smtp.example.com' }).messaging,
    ).toMatchObject({
      email: { kind: 'smtp' },
      sms: { kind: 'twilio' },
    });
    expect(
      loadConfig({ ...production, EMAIL_TRANSPORT: 'outbox', SMS_TRANSPORT: 'outbox' }).messaging,
    ).toEqual({
      email: { kind: 'outbox' },
      sms: { kind: 'outbox' },
    });
  });
});
