import { createServer } from 'node:net';

/** The house vendor listens this far above the platform's PORT unless HOUSE_VENDOR_PORT says otherwise. */
const VENDOR_PORT_OFFSET = 10;
const DEFAULT_PORT = 8080;
const MAX_PORT = 65535;

/** The ports and addresses of the processes `npm start` (or `npm run dev`) runs side by side. */
export type StartPorts = {
  port: number;
  vendorPort: number;
  /** The environment handed to both processes: what is derived, under what the caller set. */
  env: {
    HOUSE_VENDOR_PORT: string;
    HOUSE_VENDOR_URL: string;
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

/**
 * The house vendor's port follows the platform's (PORT + 10: 8090 beside the default 8080), so two
 * copies started with different PORTs do not collide; HOUSE_VENDOR_PORT, HOUSE_VENDOR_URL and
 * PLATFORM_WALLET_URL, when set, are kept. The platform's launch URL and the vendor's wallet URL
 * follow the ports, so the two still find each other.
 */
export function startPorts(env: NodeJS.ProcessEnv): StartPorts {
  const port = portOf('PORT', env.PORT, DEFAULT_PORT);
  const vendorPort = portOf('HOUSE_VENDOR_PORT', env.HOUSE_VENDOR_PORT, port + VENDOR_PORT_OFFSET);
  if (vendorPort > MAX_PORT)
    throw new StartPortError(
      `PORT=${port} leaves no port for the house vendor (PORT+${VENDOR_PORT_OFFSET}): set HOUSE_VENDOR_PORT`,
    );
  if (vendorPort === port)
    throw new StartPortError(
      `PORT and HOUSE_VENDOR_PORT are both ${port}: give the house vendor another port`,
    );
  const vendorHost = localHost(env.HOUSE_VENDOR_HOST);
  return {
    port,
    vendorPort,
    env: {
      HOUSE_VENDOR_PORT: String(vendorPort),
      HOUSE_VENDOR_URL: env.HOUSE_VENDOR_URL || `http://${vendorHost}:${vendorPort}/play`,
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
