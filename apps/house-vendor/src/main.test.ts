import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));

describe('the house vendor server', () => {
  it('does not start without the signing key, naming the variable (no key ships in the source)', () => {
    const { HOUSE_VENDOR_SECRET: _, ...env } = process.env;
    const run = spawnSync(process.execPath, [main], {
      env: { ...env, HOUSE_VENDOR_PORT: '0', NODE_ENV: 'production' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('HOUSE_VENDOR_SECRET: not set');
  });
});
