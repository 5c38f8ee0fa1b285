import { randomBytes } from 'node:crypto';
import { SPORTSBOOK_GAMES, SPORTSBOOK_PROVIDER_CODE } from '@platform/contracts/vendor-wallet/sportsbook';
// The platform the book's tests bet against is the real one: its server, database and wallet API.
import { accountFor, balancesOf } from '../../server/src/modules/ledger/service.ts';
import { secretBox } from '../../server/src/modules/system/secrets.ts';
import { resolveMerchant } from '../../server/src/modules/system/service.ts';
import { openGameSession, registerProvider } from '../../server/src/modules/vendor-wallet/service.ts';
import { deposit } from '../../server/src/test/ledger.ts';
import { registeredMember } from '../../server/src/test/member.ts';
import type { TestServer } from '../../server/src/test/test-server.ts';

/**
 * Registers the book with the test platform as its sportsbook provider, launched at `launchUrl` and
 * signing with the answered key. The seed already offers the book's games to the demo brand.
 */
export async function registerBook(platform: TestServer, launchUrl: string): Promise<string> {
  const { db } = platform.database;
  const secret = randomBytes(32).toString('hex');
  await registerProvider(db, await secretBox(db), {
    code: SPORTSBOOK_PROVIDER_CODE,
    name: 'Lotus Sportsbook',
    signingSecret: secret,
    launchUrl,
    // A bet's round stays open until its event is over, which may be weeks away.
    roundIdleMinutes: 30 * 24 * 60,
  });
  return secret;
}

let members = 0;

/**
 * A member of the brand (the demo one unless named) with `amount` (minor units) in the main wallet
 * and a launch token of the book's football game, as the platform's launch gives the book. A brand
 * opened in the test without the book's games launches the demo brand's: the wallet plays the
 * launched game and answers the member's own brand.
 */
export async function memberWithToken(platform: TestServer, amount: bigint, brand = 'demo') {
  const { db } = platform.database;
  members += 1;
  const member = await registeredMember(platform, `sportsbook${members}`, brand);
  const merchant = await resolveMerchant(db, { code: brand, host: '' });
  if (!merchant) throw new Error(`no brand ${brand}`);
  const main = await accountFor(db, merchant, 'member.main', { memberId: member.id });
  await deposit(db, merchant, main, amount, `sportsbook-${members}`);
  const game = await db
    .selectFrom('games')
    .select('id')
    .where('game_code', '=', SPORTSBOOK_GAMES.football)
    .where('merchant_id', 'in', (eb) =>
      eb.selectFrom('merchants').select('id').where('code', 'in', [brand, 'demo']),
    )
    .orderBy((eb) => eb('merchant_id', '=', merchant.id), 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const token = await openGameSession(db, {
    merchantId: merchant.id,
    memberId: member.id,
    providerCode: SPORTSBOOK_PROVIDER_CODE,
    gameId: game.id,
    lifetimeMinutes: 60,
  });
  return { token, balance: async () => (await balancesOf(db, [main]))[0]?.balance };
}
