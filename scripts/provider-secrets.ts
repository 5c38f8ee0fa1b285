import { configOrExit, startStage } from '../apps/server/src/start-failure.ts';
import { secretsForStart } from '../apps/server/src/start-secrets.ts';

/**
 * The keys the house vendor and the sportsbook sign with, for a start of the platform beside them:
 * HOUSE_VENDOR_SECRET and SPORTSBOOK_SECRET, else the random ones the platform keeps in its database
 * (made now on a first start). Neither provider reads the platform's database, so each is handed its
 * key in its environment. An invalid configuration (a production start without its secrets), an
 * unreachable database or one another process holds ends the start with the platform's message.
 */
export async function providerSecrets(): Promise<{ HOUSE_VENDOR_SECRET: string; SPORTSBOOK_SECRET: string }> {
  const config = configOrExit();
  // Both set: the database is not opened (deploymentSecrets prefers the configuration's anyway).
  const { houseVendorSecret, sportsbookSecret } =
    config.houseVendorSecret && config.sportsbookSecret
      ? { houseVendorSecret: config.houseVendorSecret, sportsbookSecret: config.sportsbookSecret }
      : await startStage('database', config, () => secretsForStart(config));
  return { HOUSE_VENDOR_SECRET: houseVendorSecret, SPORTSBOOK_SECRET: sportsbookSecret };
}
