import type { ZLaunchGameBody, ZLaunchGameValue, ZLottoLaunchBody } from '@platform/contracts/games/launch';
import { lotteryPagePath } from '@platform/contracts/games/lottery-page';
import { DEMO_MEMBER_TYPE } from '@platform/contracts/identity/social';
import { housePaceOf, housePaceParams } from '@platform/contracts/protection/pace';
import { protectionProfile } from '@platform/contracts/protection/profiles';
import { HOUSE_PROVIDER_CODE } from '@platform/contracts/vendor-wallet/house';
import { SPORTSBOOK_PROVIDER_CODE } from '@platform/contracts/vendor-wallet/sportsbook';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Session } from '../../platform/endpoint.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { launchableGame, recordPlayed } from '../games/launchable.ts';
import { lottoMenu } from '../lottery/service.ts';
import { refuseIfExcluded } from '../protection/exclusion.ts';
import { isSingleWallet } from '../system/service.ts';
import { openGameSession, providerLaunchUrl } from './service.ts';

/**
 * The lotto lobby launch: the platform's own lottery on the site, the betting page of the named game
 * or the lottery lobby. The game must be the brand's and offered in the prize mode asked for.
 */
async function launchLotto(
  db: Kysely<DB>,
  merchant: Merchant,
  session: Session,
  body: z.output<typeof ZLottoLaunchBody>,
): Promise<z.input<typeof ZLaunchGameValue>> {
  const demo = session.memberType === DEMO_MEMBER_TYPE;
  const code = body.lottoGameCode;
  if (code === undefined) {
    if (body.lottoView === 'betting') throw new AppError('lottery.game.unknown');
    return { game_url: LOTTO_LOBBY_PATH, demo };
  }
  const { gameMenus } = await lottoMenu(db, merchant);
  const game = gameMenus.flatMap(({ games }) => games).find(({ gameCode }) => gameCode === code);
  if (!game || game.prizeMode !== body.lottoPrizeMode) throw new AppError('lottery.game.unknown');
  return { game_url: body.lottoView === 'betting' ? lotteryPagePath(code) : LOTTO_LOBBY_PATH, demo };
}

/** The site's lotto lobby: every lottery game of the brand by group. */
const LOTTO_LOBBY_PATH = '/lott';

/** The providers whose pages the platform ships, which take the member's theme from the launch. */
const OWN_PROVIDERS = new Set([SPORTSBOOK_PROVIDER_CODE, HOUSE_PROVIDER_CODE]);

/** How long a launch lets the provider take stakes: a session of play, not forever. */
const GAME_SESSION_MINUTES = 8 * 60;

/**
 * Opens a game (spec sections 3 and 4): the address of the provider's game page for the member, with
 * a launch token the provider plays the member's wallet with, or in demo mode for a demo account.
 * The token plays the main wallet, or for a vendor in transfer mode the vendor's own wallet (unless
 * the brand has only the main wallet). A PVP launch may name one of the game's rooms. A game or vendor
 * in maintenance, or one no provider runs, is refused with game.maintenance (the site then shows the
 * suggestion page).
 */
export async function launchGame(
  db: Kysely<DB>,
  merchant: Merchant,
  session: Session,
  body: z.output<typeof ZLaunchGameBody>,
  language: string,
): Promise<z.input<typeof ZLaunchGameValue>> {
  if (session.memberType !== DEMO_MEMBER_TYPE)
    await refuseIfExcluded(db, merchant, { memberId: session.memberId }, 'launch', new Date());
  if (body.launchMode === 'LOTT') return launchLotto(db, merchant, session, body);
  const game = await launchableGame(db, merchant, BigInt(body.nodeId), body.roomId);
  const demo = session.memberType === DEMO_MEMBER_TYPE;
  // The platform's own lottery plays on the site's betting page, with the member's session.
  if (game.lottery_game_code !== null) {
    if (!demo) await recordPlayed(db, session.memberId, game.id);
    return { game_url: lotteryPagePath(game.lottery_game_code), demo };
  }
  if (game.provider_code === null) throw new AppError('game.maintenance');
  const launchUrl = await providerLaunchUrl(db, game.provider_code);
  if (!launchUrl) throw new AppError('game.maintenance');
  if (!demo) await recordPlayed(db, session.memberId, game.id);
  const url = new URL(launchUrl);
  url.searchParams.set('game', game.game_code);
  if (body.roomId !== undefined) url.searchParams.set('room', body.roomId);
  url.searchParams.set('lang', language);
  url.searchParams.set('currency', merchant.currency);
  // The house games pace themselves to the brand's profile, which the seamless debit enforces: told
  // here, their players never meet its refusal in normal play.
  if (game.provider_code === HOUSE_PROVIDER_CODE) {
    const pace = housePaceOf(protectionProfile(merchant.protectionProfile), game.lines !== null);
    for (const [name, value] of Object.entries(housePaceParams(pace))) url.searchParams.set(name, value);
  }
  // The platform's own pages (the book's, the house games') follow the site's theme when the member
  // chose one; else the device's, as the site. Another vendor's address is its own business.
  if (OWN_PROVIDERS.has(game.provider_code) && body.theme !== undefined)
    url.searchParams.set('theme', body.theme);
  if (demo) url.searchParams.set('mode', 'demo');
  else {
    url.searchParams.set('mode', 'real');
    const token = await openGameSession(db, {
      merchantId: merchant.id,
      memberId: session.memberId,
      providerCode: game.provider_code,
      gameId: game.id,
      walletAccountType:
        game.wallet_mode === 'transfer' && !(await isSingleWallet(db, merchant))
          ? game.account_type_id
          : null,
      lifetimeMinutes: GAME_SESSION_MINUTES,
    });
    url.searchParams.set('token', token);
  }
  return { game_url: url.toString(), demo };
}
