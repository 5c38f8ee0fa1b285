import { configOrExit, startStage } from '../apps/server/src/start-failure.ts';
import { secretsForStart } from '../apps/server/src/start-secrets.ts';

/**
 * The key the house vendor signs with, for a start of the platform beside it: HOUSE_VENDOR_SECRET,
 * else the random one the platform keeps in its database (made now on a first start). The vendor has
 * no database, so it is handed the key in its environment. An invalid configuration (a production
 * start without its secrets), an unreachable database or one another process holds ends the start
 * with the platform's message.
 */
export async function houseVendorSecret(): Promise<string> {
  const config = configOrExit();
  return (
    config.houseVendorSecret ??
    (await startStage('database', config, () => secretsForStart(config))).houseVendorSecret
  );
}
