import { houseVendorSecret } from './house-vendor-secret.ts';
import { runProcesses } from './run-processes.ts';

const HOUSE_VENDOR_SECRET = await houseVendorSecret();
// The platform (site, API, docs) on PORT and the house game vendor beside it.
runProcesses([
  { name: 'platform', args: ['apps/server/src/main.ts'] },
  { name: 'house-vendor', args: ['apps/house-vendor/src/main.ts'], env: { HOUSE_VENDOR_SECRET } },
]);
