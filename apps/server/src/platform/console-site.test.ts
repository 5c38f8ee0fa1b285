import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
let consoleDist: string;
const INDEX_HTML =
  '<!doctype html><html><head><title>Console</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  consoleDist = await mkdtemp(join(tmpdir(), 'console-dist-'));
  await mkdir(join(consoleDist, 'assets'));
  await writeFile(join(consoleDist, 'index.html'), INDEX_HTML);
  await writeFile(join(consoleDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  server = await startTestServer({ consoleDist });
});
afterAll(async () => {
  await server?.close();
  await rm(consoleDist, { recursive: true, force: true });
});

const asBrowser = { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } };

describe('the operator console', () => {
  it.each(['/console', '/console/', '/console/login', '/console/staff?page=2'])(
    'answers its page for %s, uncached and under the strict policy, so its router decides',
    async (path) => {
      const response = await server.request(path, asBrowser);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>Console</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    },
  );

  it('serves hashed assets for good, and a missing file or the template itself as a 404', async () => {
    const asset = await server.request('/console/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await server.request('/console/assets/missing-000.js')).status).toBe(404);
    const template = await server.request('/console/index.html', { headers: { accept: 'application/json' } });
    expect(template.status).toBe(404);
  });
});
