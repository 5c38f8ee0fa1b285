import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import pg from 'pg';

/**
 * The baseline of bench/member-info.ts: the least a server can do to answer `GET /wps/member/info`, a bare
 * `node:http` server replaying through `pg` the statements the platform runs for each member's call (read
 * from its query log by the bench), in the same order and side by side where the platform runs them side
 * by side, on a pool as large as the platform's. It answers the same envelope with the same fields; a
 * token it was not given is answered 401. Ready when it prints its address.
 */
type Parameter = string | number | boolean | null | { bytes: string };
type Phases = { sql: string; parameters: Parameter[] }[][];

const { STATEMENTS_FILE = '', DATABASE_URL = '', POOL = '10' } = process.env;
const byToken = new Map(
  Object.entries(JSON.parse(await readFile(STATEMENTS_FILE, 'utf8')) as Record<string, Phases>).map(
    ([token, phases]) => [
      token,
      phases.map((phase) =>
        phase.map(({ sql, parameters }) => ({
          sql,
          // bytea parameters travel as base64 in the file; pg sends a Buffer as bytes.
          parameters: parameters.map((value) =>
            value !== null && typeof value === 'object' ? Buffer.from(value.bytes, 'base64') : value,
          ),
        })),
      ),
    ],
  ),
);
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: Number(POOL) });
/** The columns the platform's answer is made of; the rest of a row (a password hash) is not sent. */
const ANSWERED = ['id', 'account', 'nickname', 'type', 'language', 'label_name', 'confirmed_at', 'member_id'];

const server = createServer(async (request, response) => {
  const phases = byToken.get(request.headers.authorization ?? '');
  if (!phases) {
    response.writeHead(401, { 'content-type': 'application/json' }).end('{"success":false}');
    return;
  }
  const value: Record<string, unknown>[] = [];
  for (const phase of phases) {
    const results = await Promise.all(phase.map(({ sql, parameters }) => pool.query(sql, parameters)));
    for (const { rows } of results)
      for (const row of rows)
        value.push(Object.fromEntries(ANSWERED.filter((key) => key in row).map((key) => [key, row[key]])));
  }
  response
    .writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
    .end(JSON.stringify({ success: true, value }));
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') console.log(`listening on http://127.0.0.1:${address.port}/`);
});
process.on('SIGTERM', () => {
  server.close();
  void pool.end();
});
