import { HOUSE_PROVIDER_CODE } from '@platform/contracts/vendor-wallet/house';
import {
  SPORTSBOOK_PROVIDER_CODE,
  SPORTSBOOK_ROUND_IDLE_MINUTES,
} from '@platform/contracts/vendor-wallet/sportsbook';
import type { Kysely } from 'kysely';
import { createContent } from '../../modules/content/service.ts';
import { addDepositMethods } from '../../modules/deposits/service.ts';
import { addMissions } from '../../modules/engagement/missions.ts';
import { addGames, addVendors } from '../../modules/games/service.ts';
import { openJackpots } from '../../modules/jackpots/service.ts';
import { addLotteryGames } from '../../modules/lottery/service.ts';
import { addProducts } from '../../modules/loyalty/mall.ts';
import { addPromotions } from '../../modules/promotions/staff.ts';
import { type SecretBox, secretBox, storedSecret } from '../../modules/system/secrets.ts';
import { createMerchant, hasAnyMerchant } from '../../modules/system/service.ts';
import { registerProvider } from '../../modules/vendor-wallet/service.ts';
import { setAutoReceiveMinutes } from '../../modules/withdrawals/repo.ts';
import { isUniqueViolation } from '../pg-errors.ts';
import type { DB } from '../schema.ts';
import { DEMO_BRAND } from './demo-brand.ts';
import { demoContent } from './demo-content.ts';
import { demoDepositMethods } from './demo-deposit-methods.ts';
import { DEMO_MISSIONS, demoProducts, demoPromotions } from './demo-engagement.ts';
import { demoGames } from './demo-games.ts';
import { demoJackpots } from './demo-jackpots.ts';
import { demoLotteryGames } from './demo-lottery.ts';
import { SPORTSBOOK_NAME } from './demo-sportsbook.ts';
import { demoVendors } from './demo-vendors.ts';

/** The demo brand's minutes before a paid withdrawal nobody confirmed counts as received. */
export const DEMO_AUTO_RECEIVE_MINUTES = 60;

/** How a game provider is reached: its launch address and the key it signs wallet calls with. */
export type ProviderSettings = { launchUrl: string; signingSecret: string };

/**
 * Registers the house game provider and the sportsbook (again at every start, so a changed address or
 * key applies, and a key an earlier version seeded is replaced), then opens the demo brand with its
 * vendors and content on an empty database; does nothing more once any brand exists. Without
 * settings, each provider is the local one (npm start's ports) with the key this deployment keeps in
 * its database; without a box, the providers' keys and the demo gateway's secret are sealed under the
 * kept key (GATEWAY_SEAL_KEY unset).
 */
export async function seedIfEmpty(
  db: Kysely<DB>,
  house?: ProviderSettings,
  box?: SecretBox,
  sportsbook?: ProviderSettings,
): Promise<boolean> {
  const sealer = box ?? (await secretBox(db));
  await registerProvider(db, sealer, {
    code: HOUSE_PROVIDER_CODE,
    name: 'Lotus Originals',
    ...(house ?? {
      launchUrl: 'http://127.0.0.1:8090/play',
      signingSecret: await storedSecret(db, 'HOUSE_VENDOR_SECRET'),
    }),
  });
  await registerProvider(db, sealer, {
    code: SPORTSBOOK_PROVIDER_CODE,
    name: SPORTSBOOK_NAME,
    roundIdleMinutes: SPORTSBOOK_ROUND_IDLE_MINUTES,
    ...(sportsbook ?? {
      launchUrl: 'http://127.0.0.1:8100/play',
      signingSecret: await storedSecret(db, 'SPORTSBOOK_SECRET'),
    }),
  });
  if (await hasAnyMerchant(db)) return false;
  try {
    await db.transaction().execute(async (trx) => {
      const merchantId = await createMerchant(trx, DEMO_BRAND);
      const vendors = demoVendors();
      await addVendors(trx, merchantId, vendors);
      await addGames(trx, merchantId, demoGames(vendors));
      await addLotteryGames(trx, merchantId, demoLotteryGames());
      await openJackpots(trx, { id: merchantId, currency: DEMO_BRAND.currency }, demoJackpots());
      await createContent(trx, merchantId, demoContent(new Date()));
      await addDepositMethods(
        trx,
        merchantId,
        demoDepositMethods().map((method) =>
          method.gateway
            ? { ...method, gateway: { ...method.gateway, secret: sealer.seal(method.gateway.secret) } }
            : method,
        ),
      );
      await addPromotions(trx, merchantId, demoPromotions(new Date()));
      await addMissions(trx, merchantId, DEMO_MISSIONS);
      await addProducts(trx, merchantId, demoProducts());
      // Shorter than the platform's day, so a demo withdrawal left unconfirmed is seen to resolve.
      await setAutoReceiveMinutes(trx, merchantId, DEMO_AUTO_RECEIVE_MINUTES);
    });
    return true;
  } catch (error) {
    // Another instance starting at the same moment seeded first: the brand exists, which is the goal.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
