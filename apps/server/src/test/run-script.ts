import { spawn } from 'node:child_process';

const repoRoot = new URL('../../../../', import.meta.url).pathname;

/**
 * Runs one of the repository's scripts (a path from its root) as `npm` would, with `env` over the
 * test's environment, and answers its exit code and its whole output (stdout then stderr as they came).
 */
export function runScript(script: string, args: string[], env: Record<string, string>, timeout = 90_000) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout,
    });
    let output = '';
    const collect = (chunk: string) => {
      output += chunk;
    };
    child.stdout.setEncoding('utf8').on('data', collect);
    child.stderr.setEncoding('utf8').on('data', collect);
    child.on('exit', (code) => resolve({ code, output }));
  });
}
