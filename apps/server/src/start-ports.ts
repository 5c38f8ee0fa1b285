import { createServer } from 'node:net';

/** The house vendor listens this far above the platform's PORT unless HOUSE_VENDOR_PORT says otherwise. */
const VENDOR_PORT_OFFSET = 10;
/** The sportsbook listens this far above the platform's PORT unless SPORTSBOOK_PORT says otherwise. */
const SPORTSBOOK_PORT_OFFSET = 20;
const DEFAULT_PORT = 8080;
const MAX_PORT = 65535;

/** The ports and addresses of the processes `npm start` (or `npm run dev`) runs side by side. */
export type StartPorts = {
  port: number;
  vendorPort: number;
  sportsbookPort: number;
  /** The environment handed to every process: what is derived, under what the caller set. */
  env: {
    HOUSE_VENDOR_PORT: string;
    HOUSE_VENDOR_URL: string;
    SPORTSBOOK_PORT: string;
    SPORTSBOOK_URL: string;
    /**
     * Where the book keeps its embedded database (in its `sportsbook` folder): the platform's DATA_DIR,
     * so a second copy's DATA_DIR moves both.
     */
    SPORTSBOOK_DATA_DIR: string;
    PLATFORM_WALLET_URL: string;
  };
};

export class StartPortError extends Error {}

function portOf(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > MAX_PORT)
    throw new StartPortError(`${name}=${value} is not a port: give a number from 1 to ${MAX_PORT}`);
  return port;
}

/** Where the platform is reached from the same machine: its HOST, unless that means every address. */
function localHost(host: string | undefined): string {
  return !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
}

/** A provider's port: `variable` when set, else `offset` above the platform's, which must leave one. */
function providerPort(
  env: NodeJS.ProcessEnv,
  port: number,
  provider: { variable: string; offset: number; name: string },
): number {
  const chosen = portOf(provider.variable, env[provider.variable], port + provider.offset);
  if (chosen > MAX_PORT)
    throw new StartPortError(
      `PORT=${port} leaves no port for ${provider.name} (PORT+${provider.offset}): set ${provider.variable}`,
    );
  if (chosen === port)
    throw new StartPortError(
      `PORT and ${provider.variable} are both ${port}: give ${provider.name} another port`,
    );
  return chosen;
}

/**
 * The house vendor's and the sportsbook's ports follow the platform's (PORT + 10 and PORT + 20: 8090
 * and 8100 beside the default 8080), so two copies started with different PORTs do not collide;
 * HOUSE_VENDOR_PORT, SPORTSBOOK_PORT, their URLs, SPORTSBOOK_DATA_DIR and PLATFORM_WALLET_URL, when
 * set, are kept. The
 * platform's launch URLs and the providers' wallet URL follow the ports, so they still find each other.
 */
export function startPorts(env: NodeJS.ProcessEnv): StartPorts {
  const port = portOf('PORT', env.PORT, DEFAULT_PORT);
  const vendorPort = providerPort(env, port, {
    variable: 'HOUSE_VENDOR_PORT',
    offset: VENDOR_PORT_OFFSET,
    name: 'the house vendor',
  });
  const sportsbookPort = providerPort(env, port, {
    variable: 'SPORTSBOOK_PORT',
    offset: SPORTSBOOK_PORT_OFFSET,
    name: 'the sportsbook',
  });
  if (sportsbookPort === vendorPort)
    throw new StartPortError(
      `the house vendor and the sportsbook would both take port ${vendorPort}: set HOUSE_VENDOR_PORT or SPORTSBOOK_PORT to another`,
    );
  const vendorHost = localHost(env.HOUSE_VENDOR_HOST);
  const sportsbookHost = localHost(env.SPORTSBOOK_HOST);
  return {
    port,
    vendorPort,
    sportsbookPort,
    env: {
      HOUSE_VENDOR_PORT: String(vendorPort),
      HOUSE_VENDOR_URL: env.HOUSE_VENDOR_URL || `http://${vendorHost}:${vendorPort}/play`,
      SPORTSBOOK_PORT: String(sportsbookPort),
      SPORTSBOOK_URL: env.SPORTSBOOK_URL || `http://${sportsbookHost}:${sportsbookPort}/play`,
      SPORTSBOOK_DATA_DIR: env.SPORTSBOOK_DATA_DIR || env.DATA_DIR || 'data',
      PLATFORM_WALLET_URL:
        env.PLATFORM_WALLET_URL || `http://${localHost(env.HOST)}:${port}/vendor-wallet/v1`,
    },
  };
}

/** The one-line answer to a port something else already listens on. */
export function portInUseMessage(port: number, fix: string): string {
  return `port ${port} is in use: ${fix}, or stop the other process`;
}

/** Whether a port can be listened on (on every address, as the platform's default HOST does). */
export function isPortFree(port: number, host?: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}
