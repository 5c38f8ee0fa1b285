import { join } from 'node:path';
import { StartPortError, startPorts } from '../apps/server/src/start-ports.ts';
import { providerSecrets } from './provider-secrets.ts';
import { repoRoot, runProcesses } from './run-processes.ts';

const ports = (() => {
  try {
    return startPorts(process.env);
  } catch (error) {
    if (!(error instanceof StartPortError)) throw error;
    console.error(`Start-up failed: ${error.message}`);
    process.exit(1);
  }
})();
const port = String(ports.port);
// The API behind Vite takes the port above the site's unless API_PORT says otherwise; the house
// vendor PORT+10 and the sportsbook PORT+20, as under npm start.
const apiPort = process.env.API_PORT || String(ports.port + 1);
// The operator console's own Vite, reached through the site's at /console (PORT+2 unless CONSOLE_PORT).
const consolePort = process.env.CONSOLE_PORT || String(ports.port + 2);
const { HOUSE_VENDOR_SECRET, SPORTSBOOK_SECRET } = await providerSecrets();
const env = {
  ...ports.env,
  PLATFORM_WALLET_URL: process.env.PLATFORM_WALLET_URL || `http://127.0.0.1:${apiPort}/vendor-wallet/v1`,
};

// Vite serves the site with hot reload on PORT and forwards the API paths to the server, which
// restarts on change, so the whole platform is still reached on one port.
runProcesses([
  {
    name: 'api',
    args: ['--watch', 'apps/server/src/main.ts'],
    env: { ...env, PORT: apiPort, HOST: '127.0.0.1', LOG_PRETTY: process.env.LOG_PRETTY || 'true' },
  },
  {
    name: 'house-vendor',
    args: ['--watch', 'apps/house-vendor/src/main.ts'],
    env: { ...env, HOUSE_VENDOR_SECRET, LOG_PRETTY: process.env.LOG_PRETTY || 'true' },
  },
  {
    name: 'sportsbook',
    args: ['--watch', 'apps/sportsbook/src/main.ts'],
    env: { ...env, SPORTSBOOK_SECRET, LOG_PRETTY: process.env.LOG_PRETTY || 'true' },
  },
  {
    name: 'web',
    args: [join(repoRoot, 'node_modules/vite/bin/vite.js'), 'apps/web', '--strictPort'],
    env: { PORT: port, API_PORT: apiPort, CONSOLE_PORT: consolePort },
  },
  {
    name: 'console',
    args: [join(repoRoot, 'node_modules/vite/bin/vite.js'), 'apps/console', '--strictPort'],
    env: { CONSOLE_PORT: consolePort, API_PORT: apiPort },
  },
]);
