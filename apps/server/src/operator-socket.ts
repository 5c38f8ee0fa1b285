import { chmod, mkdir, rm } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { join } from 'node:path';
import { OPERATOR_ROLES } from '@platform/contracts/operator/roles';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from './db/schema.ts';
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
  onOpened: (spec: StaffAccountSpec) => void,
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
    if (req.method !== 'POST' || req.url !== '/staff-accounts') return answer(404, { error: 'not found' });
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
    const spec = ZStaffAccountSpec.safeParse(body);
    if (!spec.success) return answer(400, { error: z.prettifyError(spec.error) });
    try {
      const password = await openStaffAccount(db, spec.data);
      onOpened(spec.data);
      return answer(200, { password });
    } catch (error) {
      if (error instanceof StaffAccountRefused) return answer(409, { error: error.message });
      return answer(500, { error: 'the server failed to open the account: see its log' });
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
 * Asks the running server at DATA_DIR to open the account: its password, or undefined when no server
 * listens there (no socket, or one a stopped server left).
 */
export function openStaffAccountThroughServer(
  dataDir: string,
  spec: StaffAccountSpec,
): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const call = request(
      { socketPath: operatorSocketPath(dataDir), method: 'POST', path: '/staff-accounts' },
      async (res) => {
        let text = '';
        for await (const chunk of res) text += chunk;
        const body = JSON.parse(text) as { password?: string; error?: string };
        if (res.statusCode === 200 && body.password) resolve(body.password);
        else if (res.statusCode === 409 || res.statusCode === 400)
          reject(new StaffAccountRefused(body.error));
        else reject(new Error(body.error ?? `the server answered ${res.statusCode}`));
      },
    );
    call.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
    call.end(JSON.stringify(spec));
  });
}
