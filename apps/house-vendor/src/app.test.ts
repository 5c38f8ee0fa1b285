import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildVendorApp } from './app.ts';

const app = buildVendorApp({ logLevel: 'silent', frameAncestors: [] });
let url = '';
beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
});
afterAll(() => app.close());

describe('house vendor', () => {
  it('answers its health check over HTTP', async () => {
    const response = await fetch(`${url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', service: 'house-vendor' });
  });

  it('answers 404 for anything else', async () => {
    expect((await fetch(`${url}/wallet`)).status).toBe(404);
  });
});
