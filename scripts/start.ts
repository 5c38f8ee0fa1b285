import { buildSiteIfChanged, WEB_SITE } from '../apps/server/src/site-build.ts';
import { isPortFree, portInUseMessage, StartPortError, startPorts } from '../apps/server/src/start-ports.ts';
import { providerSecrets } from './provider-secrets.ts';
import { runProcesses } from './run-processes.ts';

/** Ends the start with one line saying what is wrong and how to fix it. */
function fail(message: string): never {
  console.error(`Start-up failed: ${message}`);
  process.exit(1);
}

const ports = (() => {
  try {
    return startPorts(process.env);
  } catch (error) {
    if (error instanceof StartPortError) fail(error.message);
    throw error;
  }
})();
// Before the build and the database: a second copy started on the same ports is told at once.
if (!(await isPortFree(ports.port)))
  fail(
    portInUseMessage(
      ports.port,
      `set PORT=<another port> (the house vendor takes PORT+10, the sportsbook PORT+20)`,
    ),
  );
if (!(await isPortFree(ports.vendorPort)))
  fail(
    `${portInUseMessage(ports.vendorPort, 'set HOUSE_VENDOR_PORT=<another port>')} (it is the house vendor's${
      process.env.HOUSE_VENDOR_PORT ? '' : ', PORT+10: another PORT moves it too'
    })`,
  );
if (!(await isPortFree(ports.sportsbookPort)))
  fail(
    `${portInUseMessage(ports.sportsbookPort, 'set SPORTSBOOK_PORT=<another port>')} (it is the sportsbook's${
      process.env.SPORTSBOOK_PORT ? '' : ', PORT+20: another PORT moves it too'
    })`,
  );

if ((await buildSiteIfChanged(WEB_SITE)) === 'unchanged')
  console.log(
    'The site is up to date with its sources: starting without a build (npm run build forces one).',
  );
const { HOUSE_VENDOR_SECRET, SPORTSBOOK_SECRET } = await providerSecrets();
// The platform (site, API, docs) on PORT, the house game vendor on PORT+10 and the sportsbook on
// PORT+20 unless HOUSE_VENDOR_PORT or SPORTSBOOK_PORT is set; each is told where the others are. The
// book keeps its own embedded database in DATA_DIR/sportsbook unless told otherwise.
runProcesses([
  { name: 'platform', args: ['apps/server/src/main.ts'], env: { ...ports.env, PORT: String(ports.port) } },
  {
    name: 'house-vendor',
    args: ['apps/house-vendor/src/main.ts'],
    env: { ...ports.env, HOUSE_VENDOR_SECRET },
  },
  {
    name: 'sportsbook',
    args: ['apps/sportsbook/src/main.ts'],
    env: { ...ports.env, SPORTSBOOK_SECRET },
  },
]);
