import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * The real platform server on a free port and a fresh embedded database (PostgreSQL when `env` or the
 * environment sets DATABASE_URL), ready when it logs its address; `stop` ends it and removes its data.
 * BENCH_SERVER_NODE_ARGS gives the server's node options Node refuses in NODE_OPTIONS, such as
 * `--cpu-prof --cpu-prof-dir=<dir>` to profile the server while a bench runs (docs/benchmarks.md), and
 * BENCH_SERVER_PORT its port, on a machine whose users each keep to ports of their own (else any free one).
 */
export async function startPlatform(env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-platform-'));
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: process.env.BENCH_SERVER_PORT ?? '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_PRETTY: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.on('exit', () => reject(new Error('server exited before it was ready')));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const match = /http:\/\/localhost:(\d+)\//.exec(line);
      if (match?.[1]) resolve(match[1]);
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    stop: async () => {
      // Removed once the server has exited: it writes its embedded database until then.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
