import { ConfigError, loadConfig } from '../apps/server/src/config.ts';
import { secretsForStart } from '../apps/server/src/start-secrets.ts';

/**
 * The key the house vendor signs with, for a start of the platform beside it: HOUSE_VENDOR_SECRET,
 * else the random one the platform keeps in its database (made now on a first start). The vendor has
 * no database, so it is handed the key in its environment. An invalid configuration (a production
 * start without its secrets) ends the start with the platform's message.
 */
export async function houseVendorSecret(): Promise<string> {
  try {
    const config = loadConfig();
    return config.houseVendorSecret ?? (await secretsForStart(config)).houseVendorSecret;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
