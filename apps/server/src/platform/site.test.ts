import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
let webDist: string;
const BIG_BUNDLE = 'export const x = 1;\n'.repeat(500);
const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'web-dist-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'index.html'), INDEX_HTML);
  await writeFile(join(webDist, 'assets', 'main-abc123.js'), 'console.log(1)');
  await writeFile(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(webDist, 'assets', 'big-def456.js'), BIG_BUNDLE);
  await writeFile(join(webDist, 'assets', 'big-def456.js.br'), brotliCompressSync(BIG_BUNDLE));
  server = await startTestServer({ webDist });
});
afterAll(async () => {
  await server?.close();
  await rm(webDist, { recursive: true, force: true });
});

const asBrowser = { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } };

describe('the site', () => {
  it.each(['/', '/index', '/rng?page=PG', '/helpmc', '/no/such/page'])(
    'serves the SPA for the page %s, uncached, so its router decides',
    async (path) => {
      const response = await server.request(path, asBrowser);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(INDEX_HTML);
    },
  );

  it('serves the SPA at / to a client that accepts no compression (curl, crawlers)', async () => {
    const response = await server.getWithHost('/', '127.0.0.1', { accept: 'text/html' });
    expect(response.status).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });

  it('answers a directory of the site with 404, not an error', async () => {
    const response = await server.getWithHost('/assets/', '127.0.0.1', { accept: 'application/json' });
    expect(response.status).toBe(404);
    expect(JSON.parse(response.body)).toMatchObject({ success: false, errorCode: 'route.not.found' });
  });

  it('serves hashed bundles as immutable and other files as revalidated', async () => {
    const bundle = await server.request('/assets/main-abc123.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('cache-control')).toContain('immutable');
    const icon = await server.request('/favicon.svg');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the precompressed file to a browser that accepts it, the plain one otherwise', async () => {
    const compressed = await server.getWithHost('/assets/big-def456.js', '127.0.0.1', {
      'accept-encoding': 'br, gzip',
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toContain('immutable');
    const plain = await server.getWithHost('/assets/big-def456.js', '127.0.0.1', {
      'accept-encoding': 'identity',
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_BUNDLE);
  });

  it('serves a file the build wrote after the server started (a redeploy without restart)', async () => {
    await writeFile(join(webDist, 'assets', 'later-0f0f0f.js'), 'console.log(2)');
    const response = await server.request('/assets/later-0f0f0f.js');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log(2)');
  });

  it('never answers an API path with the SPA', async () => {
    const response = await server.request('/wps/unknown', asBrowser);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'route.not.found' });
  });

  it('answers a missing asset with 404, not the SPA', async () => {
    const response = await server.request('/assets/missing.js');
    expect(response.status).toBe(404);
  });
});
