import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorSocketPath } from './operator-socket.ts';
import { totpCode } from './platform/totp.ts';
import { runScript } from './test/run-script.ts';
import { startServerProcess } from './test/server-process.ts';

let dataDir: string;

/** `npm run operator -- <args>` on the embedded database in dataDir: its exit code and output. */
const operator = (...args: string[]) =>
  runScript('apps/server/src/operator-cli.ts', args, { DATA_DIR: dataDir });

const passwordIn = (output: string) => /One-time password: (\S+)/.exec(output)?.[1];

async function logIn(port: string, account: string, password: string) {
  const response = await fetch(`http://127.0.0.1:${port}/ops/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { value?: { token: string; mustChangePassword: boolean; next: string } },
  };
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'operator-cli-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('npm run operator on the embedded database', () => {
  it('opens the first staff account of a brand before the first start, then while the site runs', async () => {
    // Before any start: the database is migrated and the demo brand seeded by the command itself.
    const first = await operator('boss', '--roles', 'admin', '--brands', 'demo');
    expect(first.code, first.output).toBe(0);
    const bossPassword = passwordIn(first.output);
    expect(bossPassword).toBeDefined();

    // No brand cache: a console host cleared from the command line shows at once.
    const server = await startServerProcess({ DATA_DIR: dataDir, BRAND_CACHE_SECONDS: '0' });
    try {
      // The first admin finishes at its first login: a new password, then its authenticator.
      const boss = (await logIn(server.port, 'boss', bossPassword ?? '')).body.value;
      expect([boss?.mustChangePassword, boss?.next]).toEqual([true, 'password']);
      const call = async (method: string, path: string, body?: unknown) => {
        const response = await fetch(`http://127.0.0.1:${server.port}${path}`, {
          method,
          headers: {
            Authorization: boss?.token ?? '',
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
        return {
          status: response.status,
          body: (await response.json()) as { value?: Record<string, unknown> },
        };
      };
      const newPassword = 'the first admin chose this';
      expect(
        (await call('POST', '/ops/me/password', { oldPassword: bossPassword, newPassword })).status,
      ).toBe(200);
      expect((await call('GET', '/ops/audit?merchant=demo')).status).toBe(403);
      const setup = await call('POST', '/ops/me/second-factor/setup');
      const secret = String(setup.body.value?.secret);
      const confirmed = await call('POST', '/ops/me/second-factor/confirm', {
        code: totpCode(secret, new Date()),
      });
      expect(confirmed.body.value?.recoveryCodes).toHaveLength(10);
      expect((await call('GET', '/ops/audit?merchant=demo')).status).toBe(200);
      // The channel is a socket only the installation's user may reach.
      expect((await stat(join(dataDir, 'run'))).mode & 0o777).toBe(0o700);
      expect((await stat(operatorSocketPath(dataDir))).mode & 0o777).toBe(0o600);

      // While it runs: the running server opens the account, the database stays one process's.
      const second = await operator('helper', '--roles', 'support', '--brands', 'demo');
      expect(second.code, second.output).toBe(0);
      const login = await logIn(server.port, 'helper', passwordIn(second.output) ?? '');
      expect(login.status).toBe(200);

      const taken = await operator('helper', '--roles', 'support');
      expect(taken.code).toBe(1);
      expect(taken.output).toContain('The staff account helper exists already');
      const noBrand = await operator('other', '--roles', 'support', '--brands', 'nosuch');
      expect(noBrand.code).toBe(1);
      expect(noBrand.output).toContain('No brand nosuch');

      // A console host the address in use does not reach: /ops answers there only, then the command
      // line, through the running server, takes the console off it in the boss's name.
      const detail = await call('GET', '/ops/brands/detail?merchant=demo');
      const hosts = [
        ...((detail.body.value?.hosts ?? []) as object[]),
        { host: 'console.demo.example', site: 'console', primary: false },
      ];
      expect((await call('PUT', '/ops/brands/hosts', { merchant: 'demo', hosts })).status).toBe(200);
      expect((await call('GET', '/ops/me')).status).toBe(404);
      const listed = await operator('console-hosts', 'demo');
      expect(listed.output).toContain('Console hosts of demo: console.demo.example');
      const cleared = await operator('console-hosts', 'demo', '--clear', '--by', 'boss');
      expect(cleared.code, cleared.output).toBe(0);
      expect(cleared.output).toContain('removed: console.demo.example');
      const audit = await call('GET', '/ops/audit?merchant=demo&action=brand.hosts.update');
      expect(audit.status).toBe(200);
      expect(JSON.stringify(audit.body)).toContain('command line');
      const unknown = await operator('console-hosts', 'demo', '--clear', '--by', 'nobody');
      expect([unknown.code, unknown.output]).toEqual([
        1,
        expect.stringContaining('No active staff account nobody'),
      ]);
    } finally {
      await server.stop();
    }
  }, 240_000);
});
