import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { secretsForStart } from '../start-secrets.ts';

// The embedded database on disk, as `npm start` keeps it (on PostgreSQL, secrets.test.ts's first test
// is the restart).
// Each start migrates a fresh data directory on disk, which takes a while on a busy machine.
it('deployment secrets survive a restart of the embedded database in its data directory', {
  timeout: 120_000,
}, async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'secrets-'));
  try {
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = await secretsForStart(config);
    expect(first.houseVendorSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await secretsForStart(config)).toEqual(first);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});
