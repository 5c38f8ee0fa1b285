import { readFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../apps/server/src/db/schema.ts';

/**
 * Processor time per party while a loop runs (docs/benchmarks.md): on a machine shared with other
 * work a rate moves with the load, but what each process spent a call moves much less. The parties
 * are the bench's own process, the platform server, the PostgreSQL backends connected to the run's
 * database (their own time from /proc, as `ps` counts it; the WAL writer and checkpointer are shared
 * with other databases and left out) and Redis (its INFO, which counts every client of that server).
 */

/** Linux's USER_HZ is 100: /proc counts processor time in hundredths of a second. */
const MS_PER_TICK = 10;

/** utime + stime of a process in ms, or 0 once it has gone. */
async function procMs(pid: number): Promise<number> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces: the fields are counted from its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
  } catch {
    return 0;
  }
}

/** Redis's own processor time in ms (INFO cpu), over a connection of its own; null without Redis. */
function redisMs(url: string): Promise<number | null> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    let text = '';
    const socket = connect({ host: hostname, port: Number(port || 6379) }, () =>
      socket.write('INFO cpu\r\n'),
    );
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
      const user = /used_cpu_user:([\d.]+)/.exec(text);
      const system = /used_cpu_sys:([\d.]+)/.exec(text);
      if (!user?.[1] || !system?.[1] || !text.includes('used_cpu_user_main_thread')) return;
      socket.end();
      resolve((Number(user[1]) + Number(system[1])) * 1000);
    });
    socket.on('error', () => resolve(null));
  });
}

export type PartyCpu = { bench: number; server: number; postgres: number; redis: number | null };

/**
 * Starts counting; the function it answers stops and gives each party's processor time in ms per
 * call over `calls`. `db` is a pool of the run's database (its backends are found by
 * name at both ends: a pool may open one meanwhile, counted from its start).
 */
export function partyCpu(settings: { serverPid: number; db: Kysely<DB>; redisUrl: string | undefined }) {
  const backends = async () => {
    const { rows } = await sql<{ pid: number }>`SELECT pid FROM pg_stat_activity
      WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()`.execute(
      settings.db,
    );
    return rows.map(({ pid }) => pid);
  };
  const sample = async () => {
    const pids = await backends();
    const postgres = new Map(await Promise.all(pids.map(async (pid) => [pid, await procMs(pid)] as const)));
    return {
      bench: process.cpuUsage(),
      server: await procMs(settings.serverPid),
      postgres,
      redis: settings.redisUrl ? await redisMs(settings.redisUrl) : null,
    };
  };
  return async () => {
    const start = await sample();
    return async (calls: number): Promise<PartyCpu> => {
      const end = await sample();
      const bench = process.cpuUsage(start.bench);
      let postgres = 0;
      for (const [pid, used] of end.postgres) postgres += used - (start.postgres.get(pid) ?? 0);
      const perCall = (total: number) => Number((total / Math.max(calls, 1)).toFixed(3));
      return {
        bench: perCall((bench.user + bench.system) / 1000),
        server: perCall(end.server - start.server),
        postgres: perCall(postgres),
        redis: start.redis === null || end.redis === null ? null : perCall(end.redis - start.redis),
      };
    };
  };
}
