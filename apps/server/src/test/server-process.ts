import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export type ServerProcess = {
  port: string;
  /** The log messages so far, in order. */
  messages: string[];
  /** Its standard output so far, line by line, as written (each a JSON log entry). */
  lines: string[];
  stderr: () => string;
  /** Sends SIGTERM and answers the exit code; removes the process's data directory. */
  stop: () => Promise<number | null>;
  /** Sends SIGKILL, as a crash or an OOM kill would, and answers once it is gone; removes its data directory. */
  kill: () => Promise<void>;
};

/**
 * `npm start`'s server (main.ts, or `script` such as the worker) as a process of its own, on a free
 * port over a fresh embedded database, with `env` on top; answers once it serves, or fails with its
 * output if it exits first.
 */
export async function startServerProcess(
  env: Record<string, string> = {},
  script = 'apps/server/src/main.ts',
): Promise<ServerProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'platform-process-'));
  const child = spawn(process.execPath, [script], {
    cwd: new URL('../../../../', import.meta.url).pathname,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_PRETTY: 'false',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const messages: string[] = [];
  const lines: string[] = [];
  const ready = new Promise<string>((resolve) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      lines.push(line);
      const { msg } = JSON.parse(line) as { msg: string };
      messages.push(msg);
      const match = /http:\/\/localhost:(\d+)\//.exec(msg);
      if (match?.[1]) resolve(match[1]);
    });
  });
  const started = await Promise.race([
    ready,
    exited.then((code) => new Error(`the server exited with ${code} before serving:\n${stderr}`)),
  ]);
  if (started instanceof Error) {
    await rm(dataDir, { recursive: true, force: true });
    throw started;
  }
  return {
    port: started,
    messages,
    lines,
    stderr: () => stderr,
    stop: async () => {
      child.kill('SIGTERM');
      const code = await exited;
      await rm(dataDir, { recursive: true, force: true });
      return code;
    },
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
