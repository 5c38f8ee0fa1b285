import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('GET /media/<kind>/<name>.svg', () => {
  it('draws a vendor icon with its initials, the same every time', async () => {
    const first = await server.request('/media/vendors/LUCKY_REELS.svg');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await first.text();
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('>LR</text>');
    expect(await (await server.request('/media/vendors/LUCKY_REELS.svg')).text()).toBe(svg);
  });

  it('draws game tiles with the initials of the game', async () => {
    const response = await server.request('/media/games/LUCKY_REELS_FORTUNE_KOI.svg');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('>FK</text>');
  });

  it('draws banners', async () => {
    const response = await server.request('/media/banners/welcome.svg');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('viewBox="0 0 1200 400"');
  });

  it("draws mall products with their kind's glyph, and a gift's for an unknown kind", async () => {
    const cash = await (await server.request('/media/products/cash-5.svg')).text();
    expect(cash).toContain('viewBox="0 0 400 300"');
    expect(cash).toContain('fill="#fde047"');
    const unknown = await (await server.request('/media/products/other-1.svg')).text();
    expect(unknown).toContain('c-30-40-60-10-30 0');
  });

  it.each(['/media/other/x.svg', '/media/vendors/x.png', '/media/vendors/%3Cscript%3E.svg'])(
    'answers 404 for %s',
    async (path) => {
      expect((await server.request(path)).status).toBe(404);
    },
  );
});
