import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
/** Another brand, with a member host and an agent host of its own. */
const OTHER = { code: 'rival', host: 'rival.example', agentHost: 'agents.rival.example' };

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const { id } = await db
    .insertInto('merchants')
    .values({
      code: OTHER.code,
      name: 'Rival',
      currency: 'USD',
      currency_scale: 2,
      default_language: 'EN',
      languages: ['EN'],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('merchant_domains')
    .values([
      { host: OTHER.host, merchant_id: id, site: 'member' },
      { host: OTHER.agentHost, merchant_id: id, site: 'agent' },
    ])
    .execute();
});
afterAll(async () => {
  await server?.close();
});

const READ = '/wps/system/domainRoute';

function preflight(host: string, origin: string, method = 'GET') {
  return server.sendWithHost({
    method: 'OPTIONS',
    path: READ,
    host,
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,language,device,merchant',
    },
  });
}

function read(host: string, origin: string, headers: Record<string, string> = {}) {
  return server.getWithHost(READ, host, { origin, ...headers });
}

describe("CORS between a brand's mirrors", () => {
  it("lets a page on one of the brand's mirrors read the API of another, its preflight kept two hours", async () => {
    const answer = await preflight('127.0.0.1', 'http://localhost');
    expect(answer.status).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe('http://localhost');
    expect(answer.headers['access-control-allow-methods']).toBe('GET');
    expect(String(answer.headers['access-control-allow-headers'])).toContain('Authorization');
    expect(answer.headers['access-control-max-age']).toBe('7200');
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
    expect(answer.headers.vary).toContain('Origin');

    const response = await read('127.0.0.1', 'http://localhost');
    expect(response.status).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    // Even an answer to no origin says it depends on it, so no cache hands a mirror's answer to another.
    expect((await server.getWithHost(READ, '127.0.0.1')).headers.vary).toContain('Origin');
  });

  it.each([
    ['a random origin', 'https://evil.example'],
    ["another brand's host", `http://${OTHER.host}`],
    ["another brand's agent host", `http://${OTHER.agentHost}`],
    ['a mirror on another scheme', 'https://localhost'],
    ['a mirror on another port', 'http://localhost:8080'],
    ['a lookalike of a mirror', 'http://localhost.evil.example'],
    ['an origin with a path', 'http://localhost/'],
    ['the opaque origin of a sandboxed frame', 'null'],
  ])('gives %s no access, neither preflight nor read', async (_name, origin) => {
    const answer = await preflight('127.0.0.1', origin);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers['access-control-allow-methods']).toBeUndefined();
    const response = await read('127.0.0.1', origin);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("gives the demo brand's mirrors no access to another brand's host, nor by naming that brand", async () => {
    expect((await preflight(OTHER.host, 'http://localhost')).headers['access-control-allow-origin']).toBe(
      undefined,
    );
    const named = await read('127.0.0.1', 'http://localhost', { merchant: OTHER.code });
    expect(named.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("keeps the member site's mirrors apart from the agent site's of the same brand", async () => {
    const answer = await preflight(OTHER.host, `http://${OTHER.agentHost}`);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows reads only: a preflight for a write is refused even from a mirror', async () => {
    const answer = await preflight('127.0.0.1', 'http://localhost', 'POST');
    expect(answer.status).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers['access-control-allow-methods']).toBeUndefined();
  });
});

describe('the mirror probe', () => {
  it('answers no data, never cached, readable by a mirror', async () => {
    const response = await server.getWithHost('/wps/system/ping', '127.0.0.1', {
      origin: 'http://localhost',
    });
    expect(response.status).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost');
  });
});

describe('GET /wps/system/domainRoute', () => {
  it('lists the mirrors of the site asked: the agent host its own, the member host the member ones', async () => {
    const domainsOf = async (host: string) =>
      (
        JSON.parse((await server.getWithHost(READ, host)).body) as {
          value: { domainList: { domain: string }[] };
        }
      ).value.domainList;
    expect(await domainsOf(OTHER.host)).toEqual([{ domain: OTHER.host }]);
    expect(await domainsOf(OTHER.agentHost)).toEqual([{ domain: OTHER.agentHost }]);
  });
});
