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

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
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
});
