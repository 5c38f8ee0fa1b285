import { join } from 'node:path';
import { houseVendorSecret } from './house-vendor-secret.ts';
import { repoRoot, runProcesses } from './run-processes.ts';

const port = process.env.PORT ?? '8080';
const apiPort = process.env.API_PORT ?? '8081';
const HOUSE_VENDOR_SECRET = await houseVendorSecret();

// Vite serves the site with hot reload on PORT and forwards the API paths to the server, which
// restarts on change, so the whole platform is still reached on one port.
runProcesses([
  {
    name: 'api',
    args: ['--watch', 'apps/server/src/main.ts'],
    env: { PORT: apiPort, HOST: '127.0.0.1', LOG_PRETTY: 'true' },
  },
  { name: 'house-vendor', args: ['--watch', 'apps/house-vendor/src/main.ts'], env: { HOUSE_VENDOR_SECRET } },
  {
    name: 'web',
    args: [join(repoRoot, 'node_modules/vite/bin/vite.js'), 'apps/web', '--strictPort'],
    env: { PORT: port, API_PORT: apiPort },
  },
]);
