import { SPORTSBOOK_GAMES, SPORTSBOOK_PROVIDER_CODE } from '@platform/contracts/vendor-wallet/sportsbook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/src/test/test-server.ts';
import { buildBookApp } from '../app.ts';
import type { BookDatabase } from '../db/database.ts';
import { postgresBookDatabase } from '../db/test-database.ts';
import { memberWithToken, registerBook } from '../test-platform.ts';
import { platformWallet } from '../wallet.ts';

let platform: TestServer;
let book: BookDatabase;
let app: ReturnType<typeof buildBookApp>;

beforeAll(async () => {
  [platform, book] = await Promise.all([startTestServer(), postgresBookDatabase()]);
  app = buildBookApp({
    logLevel: 'silent',
    db: book.db,
    wallet: platformWallet({
      baseUrl: `${platform.url}/vendor-wallet/v1`,
      vendorCode: SPORTSBOOK_PROVIDER_CODE,
      secret: await registerBook(platform, 'http://127.0.0.1:4858/play'),
    }),
  });
});
afterAll(async () => {
  await app?.close();
  await book?.close();
  await platform?.close();
});

/** Launches the book as the platform does, answering the session's id from the page's address. */
async function launch(game: string, lang = 'vi') {
  const { token } = await memberWithToken(platform, 1_00n);
  const response = await app.inject({
    method: 'GET',
    url: `/play?game=${game}&mode=real&lang=${lang}&token=${token}`,
  });
  expect(response.statusCode).toBe(303);
  return String(response.headers.location).replace('/book/', '');
}

/** Where the book sends a launch: its page's address. */
async function pageOf(query: string) {
  const { token } = await memberWithToken(platform, 1_00n);
  const response = await app.inject({
    method: 'GET',
    url: `/play?game=${SPORTSBOOK_GAMES.football}&mode=real&token=${token}${query}`,
  });
  return { status: response.statusCode, location: String(response.headers.location) };
}

const sessionOf = (id: string) => app.inject({ method: 'GET', url: `/api/sessions/${id}` });

describe("a member's session", () => {
  it("keeps the brand and its odds format the platform's wallet named at the launch, and the brand's margin", async () => {
    const marginOfDemo = async () =>
      (
        await book.db.selectFrom('brand_margin').select('margin').where('brand_code', '=', 'demo').execute()
      ).map(({ margin }) => margin);
    const first = await launch(SPORTSBOOK_GAMES.football);
    expect(await marginOfDemo()).toEqual([500]);
    // Staff change the brand's format and margin: a later launch shows prices the new way, an open
    // session keeps its format, and the brand is priced at the new margin (one row, the platform's).
    await platform.database.db
      .updateTable('merchants')
      .set({ odds_format: 'malay', sportsbook_margin: 750 })
      .execute();
    try {
      const second = await launch(SPORTSBOOK_GAMES.cockfighting, 'EN');
      expect(await marginOfDemo()).toEqual([750]);

      const answers = await Promise.all([sessionOf(first), sessionOf(second)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(answers.map((answer) => answer.json())).toEqual([
        {
          sport: 'football',
          gameCode: SPORTSBOOK_GAMES.football,
          currency: 'USD',
          language: 'VI',
          oddsFormat: 'decimal',
          brand: 'demo',
        },
        {
          sport: 'cockfighting',
          gameCode: SPORTSBOOK_GAMES.cockfighting,
          currency: 'USD',
          language: 'EN',
          oddsFormat: 'malay',
          brand: 'demo',
        },
      ]);
    } finally {
      await platform.database.db
        .updateTable('merchants')
        .set({ odds_format: 'decimal', sportsbook_margin: 500 })
        .execute();
    }
  });

  it("takes the member's theme from the launch to the page, and refuses one it does not know", async () => {
    expect((await pageOf('&theme=dark')).location).toMatch(/^\/book\/[0-9a-f]{32}\?theme=dark$/);
    expect((await pageOf('')).location).toMatch(/^\/book\/[0-9a-f]{32}$/);
    expect((await pageOf('&theme=sepia')).status).toBe(400);
  });

  it('answers 404 for a session the book never opened, and refuses a launch of a game it does not have', async () => {
    expect((await sessionOf('0'.repeat(32))).statusCode).toBe(404);
    expect((await sessionOf('not-a-session')).json()).toEqual({ error: 'not_found' });
    const sessions = async () => (await book.db.selectFrom('player_session').select('id').execute()).length;
    const before = await sessions();
    const { token } = await memberWithToken(platform, 1_00n);
    const unknown = await app.inject({
      method: 'GET',
      url: `/play?game=HOUSE_DICE&mode=real&lang=EN&token=${token}`,
    });
    expect(unknown.statusCode).toBe(400);
    expect(await sessions()).toBe(before);
  });
});
