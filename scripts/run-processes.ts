import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export type ProcessSpec = { name: string; args: string[]; env?: Record<string, string>; command?: string };

/**
 * Runs several processes as one: their output is prefixed with their name, Ctrl-C or SIGTERM stops
 * them all gracefully, and when one of them exits the others are stopped and its code is ours.
 */
export function runProcesses(specs: ProcessSpec[]): void {
  const children: ChildProcess[] = [];
  let isStopping = false;

  const stopAll = (signal: NodeJS.Signals) => {
    isStopping = true;
    for (const child of children) if (child.exitCode === null) child.kill(signal);
  };

  for (const spec of specs) {
    const child = spawn(spec.command ?? process.execPath, spec.args, {
      cwd: repoRoot,
      // Their output passes through a pipe: logs are made readable when ours is a terminal, as the
      // processes would do themselves if they wrote to it.
      env: {
        ...(process.stdout.isTTY && !process.env.LOG_PRETTY ? { LOG_PRETTY: 'true' } : {}),
        ...process.env,
        ...spec.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = `[${spec.name}] `;
    for (const stream of [child.stdout, child.stderr]) {
      stream?.setEncoding('utf8');
      stream?.on('data', (text: string) => {
        const target = stream === child.stderr ? process.stderr : process.stdout;
        target.write(text.replace(/^(?=.)/gm, prefix));
      });
    }
    child.on('exit', (code, signal) => {
      if (!isStopping) {
        console.error(`${prefix}exited (${signal ?? code}); stopping the others`);
        stopAll('SIGTERM');
      }
      process.exitCode ||= code ?? 1;
    });
    children.push(child);
  }

  process.on('SIGINT', () => stopAll('SIGINT'));
  process.on('SIGTERM', () => stopAll('SIGTERM'));
}
