import { ZUploadedImage } from '@platform/contracts/catalogue/paging';
import { ZSuccess } from '@platform/contracts/envelope';
import {
  HOUSE_CARD_ROOM_GAMES,
  HOUSE_GAMES,
  HOUSE_LIVE_GAMES,
} from '@platform/contracts/vendor-wallet/house';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient } from '../../test/api-client.ts';
import { staffToken } from '../../test/staff-token.ts';
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

  it("draws each house game's tile, without text, the same for the Chinese lists", async () => {
    const codes = [
      ...Object.values(HOUSE_GAMES),
      ...Object.values(HOUSE_LIVE_GAMES),
      ...Object.values(HOUSE_CARD_ROOM_GAMES),
    ];
    const tiles = await Promise.all(
      codes.map(async (code) => {
        const response = await server.request(`/media/games/${code}.svg`);
        expect(response.status).toBe(200);
        return response.text();
      }),
    );
    for (const tile of tiles) {
      expect(tile).toContain('viewBox="0 0 400 300"');
      // No glyph of a font: text, emoji and font-family have no place in a house tile.
      expect(tile).not.toMatch(/<text|font-family|[^\s!-~]/);
    }
    expect(new Set(tiles).size).toBe(codes.length);
    const chinese = await server.request(`/media/games/${HOUSE_GAMES.fishing}_CN.svg`);
    expect(await chinese.text()).toBe(tiles[codes.indexOf(HOUSE_GAMES.fishing)]);
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

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const IMAGE_HEADERS = {
  'content-type': 'image/png',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
};

describe('GET /media/uploads/<id>.<png|jpg>', () => {
  it('serves an uploaded image from the file storage, the row keeping only its key', async () => {
    const admin = await staffToken(server, 'media.admin', { roles: ['admin'] });
    const answer = await testClient(() => server, { brand: null }).upload(admin, '/ops/content/images', {
      merchant: 'demo',
      image: PNG,
    });
    const { path } = ZSuccess(ZUploadedImage).parse(await answer.json()).value;
    const id = BigInt(/^uploads\/(\d+)\.png$/.exec(path)?.[1] ?? '0');
    const row = await server.database.db
      .selectFrom('media_images')
      .select(['bytes', 'storage_key'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.bytes).toBeNull();
    expect(await server.storage.get(row.storage_key ?? '')).toEqual(PNG);
    const served = await server.request(`/media/${path}`);
    expect(served.status).toBe(200);
    expect(Object.fromEntries([...served.headers].filter(([name]) => name in IMAGE_HEADERS))).toEqual(
      IMAGE_HEADERS,
    );
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
  });

  it('takes an upload only from staff with the permission, for one of their brands', async () => {
    const db = server.database.db;
    const demo = await db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    const { upload } = testClient(() => server, { brand: null });
    const support = await staffToken(server, 'media.support', { roles: ['support'] });
    const editor = await staffToken(server, 'media.editor', { roles: ['content'], merchantIds: [demo.id] });
    const status = async (token: string, merchant: string) =>
      (await upload(token, '/ops/content/images', { merchant, image: PNG })).status;
    expect(await status(support, 'demo')).toBe(403);
    expect(await status(editor, 'another')).toBe(403);
    expect(await status(editor, 'demo')).toBe(200);
  });

  it('still serves an image stored in its row before the file storage', async () => {
    const db = server.database.db;
    const demo = await db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    const { id } = await db
      .insertInto('media_images')
      .values({ merchant_id: demo.id, content_type: 'image/png', bytes: PNG })
      .returning('id')
      .executeTakeFirstOrThrow();
    const served = await server.request(`/media/uploads/${id}.png`);
    expect(served.status).toBe(200);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    expect((await server.request(`/media/uploads/${id}.jpg`)).status).toBe(404);
  });
});
