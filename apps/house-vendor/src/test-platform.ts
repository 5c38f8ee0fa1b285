import { ZSuccess } from '@platform/contracts/envelope';
import { ZLaunchGameValue } from '@platform/contracts/games/launch';
import { HOUSE_GAMES } from '@platform/contracts/vendor-wallet/house';
import { expect } from 'vitest';
// The platform the house vendor's tests play against is the real one: its server, database and wallet API.
import { accountFor, balancesOf } from '../../server/src/modules/ledger/service.ts';
import { resolveMerchant } from '../../server/src/modules/system/service.ts';
import { deposit } from '../../server/src/test/ledger.ts';
import { registeredMember } from '../../server/src/test/member.ts';
import type { TestServer } from '../../server/src/test/test-server.ts';
import type { GameKind } from './rounds.ts';

let members = 0;

/** A member of the demo brand with `amount` (minor units) in the main wallet, as a deposit leaves it. */
export async function fundedMember(platform: TestServer, amount: bigint) {
  const { db } = platform.database;
  members += 1;
  const member = await registeredMember(platform, `housevendor${members}`);
  const merchant = await resolveMerchant(db, { code: 'demo', host: '' });
  if (!merchant) throw new Error('no demo brand');
  const main = await accountFor(db, merchant, 'member.main', { memberId: member.id });
  await deposit(db, merchant, main, amount, `house-vendor-${members}`);
  return { ...member, balance: async () => (await balancesOf(db, [main]))[0]?.balance };
}

/**
 * The site's launch of the house vendor's game (the one on the seamless wallet), at a table if `roomId`
 * names one: the platform answers the provider's address, with a launch token for real play.
 */
export async function launchAddress(
  platform: TestServer,
  memberToken: string,
  kind: GameKind,
  roomId?: string,
): Promise<string> {
  return launchGameAddress(platform, memberToken, HOUSE_GAMES[kind], { roomId });
}

/** The same launch for any of the house vendor's game codes (a shared table's too), in `language`. */
export async function launchGameAddress(
  platform: TestServer,
  memberToken: string,
  gameCode: string,
  { roomId, language = 'EN' }: { roomId?: string | undefined; language?: string } = {},
): Promise<string> {
  const game = await platform.database.db
    .selectFrom('games')
    .select('id')
    .where('vendor_code', '=', 'LOTUS_ORIGINALS')
    .where('game_code', '=', gameCode)
    .executeTakeFirstOrThrow();
  const response = await platform.request('/wps/game/launchGame', {
    method: 'POST',
    headers: {
      Merchant: 'demo',
      Language: language,
      Authorization: memberToken,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ nodeId: String(game.id), launchMode: 'GLS', ...(roomId ? { roomId } : {}) }),
  });
  return ZSuccess(ZLaunchGameValue).parse(await response.json()).value.game_url;
}

/**
 * Follows a launch address as the player's browser does in the iframe: the vendor sends it on to its
 * game page; answers the session's id.
 */
export async function openLaunch(address: string): Promise<string> {
  const response = await fetch(address, { redirect: 'manual' });
  expect(response.status).toBe(303);
  const page = response.headers.get('location') ?? '';
  expect(page).toMatch(/^\/game\/[0-9a-f]{32}$/);
  return page.slice('/game/'.length);
}
