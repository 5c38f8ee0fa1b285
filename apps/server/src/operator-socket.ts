import { chmod, mkdir, rm } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { join } from 'node:path';
import { OPERATOR_ROLES } from '@platform/contracts/operator/roles';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from './db/schema.ts';
import { CommandRefused, clearConsoleHosts, consoleHostsOf } from './modules/brands/service.ts';
import { createOperator } from './modules/operator/service.ts';
import { resolveMerchant } from './modules/system/service.ts';

/** What opening a staff account asks for: its name, its roles, the brands it sees (none: every brand). */
const ZStaffAccountSpec = z.object({
  account: z.string().trim().min(1).max(64),
  roles: z.array(z.enum(OPERATOR_ROLES)).min(1),
  brands: z.array(z.string().min(1).max(64)),
});
export type StaffAccountSpec = z.infer<typeof ZStaffAccountSpec>;

/** A refusal to tell the person at the command line (an unknown brand, a name taken), not a fault. */
export class StaffAccountRefused extends Error {}

/** What `console-hosts` asks for: a brand's console hosts, taken off them when `by` names who does it. */
const ZConsoleHostsRequest = z.object({
  brand: z.string().min(1).max(64),
  by: z.string().trim().min(1).max(64).optional(),
});
type ConsoleHostsRequest = z.infer<typeof ZConsoleHostsRequest>;

/** The brand's console hosts, or those taken off it when the request names who clears them. */
export function consoleHostsCommand(db: Kysely<DB>, request: ConsoleHostsRequest): Promise<string[]> {
  return request.by === undefined
    ? consoleHostsOf(db, request.brand)
    : clearConsoleHosts(db, { code: request.brand, by: request.by });
}

/** Opens a staff account and answers its one-time password. */
export async function openStaffAccount(db: Kysely<DB>, spec: StaffAccountSpec): Promise<string> {
  const merchantIds: bigint[] = [];
  for (const code of spec.brands) {
    const merchant = await resolveMerchant(db, { code, host: '' });
    if (!merchant) throw new StaffAccountRefused(`No brand ${code}`);
    merchantIds.push(merchant.id);
  }
  try {
    return (await createOperator(db, { account: spec.account, roles: spec.roles, merchantIds })).password;
  } catch (error) {
    if (error instanceof Error && error.message.endsWith('exists already'))
      throw new StaffAccountRefused(error.message);
    throw error;
  }
}

type Command = (
  db: Kysely<DB>,
  body: unknown,
  log: (detail: Record<string, unknown>, message: string) => void,
) => Promise<object>;

/** What the local channel does, by path. */
const COMMANDS = new Map<string, Command>([
  [
    '/staff-accounts',
    async (db, body, log) => {
      const spec = ZStaffAccountSpec.parse(body);
      const password = await openStaffAccount(db, spec);
      log(
        { account: spec.account, roles: spec.roles, brands: spec.brands },
        'staff account opened by npm run operator',
      );
      return { password };
    },
  ],
  [
    '/console-hosts',
    async (db, body, log) => {
      const request = ZConsoleHostsRequest.parse(body);
      const hosts = await consoleHostsCommand(db, request);
      if (request.by !== undefined)
        log({ brand: request.brand, by: request.by, hosts }, 'console hosts cleared by npm run operator');
      return { hosts };
    },
  ],
]);

/**
 * The running server's local channel for `npm run operator`, on the embedded database, which only one
 * process can open: a Unix socket in DATA_DIR/run, a directory only the installation's user may enter,
 * so the file system, not a key, decides who may use it. Nothing of it is reachable over the network.
 */
export function operatorSocketPath(dataDir: string): string {
  return join(dataDir, 'run', 'operator.sock');
}

/** Serves the local channel; answers how to stop it (which removes the socket). */
export async function serveOperatorSocket(
  db: Kysely<DB>,
  dataDir: string,
  log: (detail: Record<string, unknown>, message: string) => void,
): Promise<() => Promise<void>> {
  const directory = join(dataDir, 'run');
  await mkdir(directory, { recursive: true, mode: 0o700 });
  await chmod(directory, 0o700);
  const path = operatorSocketPath(dataDir);
  // A socket left by a process that is gone (the data directory's lock proves none holds it now).
  await rm(path, { force: true });
  const server = createServer(async (req, res) => {
    const answer = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    const command = req.method === 'POST' ? COMMANDS.get(req.url ?? '') : undefined;
    if (!command) return answer(404, { error: 'not found' });
    let text = '';
    for await (const chunk of req) {
      text += chunk;
      if (text.length > 10_000) return answer(413, { error: 'request too large' });
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return answer(400, { error: 'the request is not JSON' });
    }
    try {
      return answer(200, await command(db, body, log));
    } catch (error) {
      if (error instanceof z.ZodError) return answer(400, { error: z.prettifyError(error) });
      if (error instanceof StaffAccountRefused || error instanceof CommandRefused)
        return answer(409, { error: error.message });
      return answer(500, { error: 'the server failed to do it: see its log' });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  await chmod(path, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}

/**
 * Asks the running server at DATA_DIR to do `path` with `body`: its answer, or undefined when no
 * server listens there (no socket, or one a stopped server left).
 */
function askServer(
  dataDir: string,
  path: string,
  body: object,
): Promise<Record<string, unknown> | undefined> {
  return new Promise((resolve, reject) => {
    const call = request({ socketPath: operatorSocketPath(dataDir), method: 'POST', path }, async (res) => {
      let text = '';
      for await (const chunk of res) text += chunk;
      const answer = JSON.parse(text) as Record<string, unknown>;
      const error = typeof answer.error === 'string' ? answer.error : undefined;
      if (res.statusCode === 200) resolve(answer);
      else if (res.statusCode === 409 || res.statusCode === 400) reject(new CommandRefused(error));
      else reject(new Error(error ?? `the server answered ${res.statusCode}`));
    });
    call.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
    call.end(JSON.stringify(body));
  });
}

/** Asks the running server at DATA_DIR to open the account: its password, or undefined when none runs. */
export async function openStaffAccountThroughServer(
  dataDir: string,
  spec: StaffAccountSpec,
): Promise<string | undefined> {
  const answer = await askServer(dataDir, '/staff-accounts', spec);
  return answer === undefined ? undefined : String(answer.password);
}

/** `console-hosts` done by the running server at DATA_DIR: the hosts, or undefined when none runs. */
export async function consoleHostsThroughServer(
  dataDir: string,
  request: ConsoleHostsRequest,
): Promise<string[] | undefined> {
  const answer = await askServer(dataDir, '/console-hosts', request);
  return answer === undefined ? undefined : z.array(z.string()).parse(answer.hosts);
}
