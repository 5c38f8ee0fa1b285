import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestServer, type TestServer } from '../test/test-server.ts';

const ZOpenApi = z.object({ paths: z.record(z.string(), z.unknown()) });

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('health checks', () => {
  it('/healthz answers while the process runs', async () => {
    const response = await server.request('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, value: { status: 'ok' } });
  });

  it('/readyz answers ready when the database answers', async () => {
    const response = await server.request('/readyz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, value: { status: 'ready' } });
  });

  it('the API docs are served at /docs with the system endpoints in the OpenAPI document', async () => {
    const page = await server.request('/docs/');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger-ui');
    const document = ZOpenApi.parse(await (await server.request('/docs/json')).json());
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/wps/system/whitelabel',
        '/wps/system/status',
        '/wps/system/setting/register',
      ]),
    );
    expect(document.paths['/healthz']).toBeUndefined();
  });
});
