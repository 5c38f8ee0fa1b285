import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { portInUseMessage } from './start-ports.ts';

/** What start-up was doing when it failed: the same error code means different things in each. */
export type StartStage = 'database' | 'listen' | 'metrics';

type Context = { port: number; host: string; databaseUrl?: string | undefined };

const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ECONNRESET',
]);

/** The PostgreSQL server and database of a connection string, without its password. */
function databaseName(url: string): string {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname}`;
}

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code } = error as { code?: unknown };
  if (typeof code === 'string') return code;
  // pg's pool reports a failed connection of several addresses (IPv4 and IPv6) as an AggregateError.
  if (error instanceof AggregateError) return codeOf(error.errors[0]);
  return undefined;
}

/**
 * A failed start-up in one line that says what failed and how to fix it, for the failures a person
 * starting the server can fix (a busy port, an unreachable database, a directory in use); undefined
 * for anything else, which is reported with its stack as a fault of ours.
 */
export function startFailureMessage(stage: StartStage, error: unknown, context: Context): string | undefined {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) return error.message;
  const code = codeOf(error);
  if (stage === 'listen' || stage === 'metrics') {
    const variable = stage === 'listen' ? 'PORT' : 'METRICS_PORT';
    if (code === 'EADDRINUSE') return portInUseMessage(context.port, `set ${variable}=<another port>`);
    if (code === 'EACCES')
      return `port ${context.port} needs privileges this user lacks: set ${variable} to 1024 or above`;
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
      return `HOST=${context.host} is not an address of this machine: set HOST=0.0.0.0 or one of its addresses`;
    return undefined;
  }
  if (!context.databaseUrl) return undefined;
  const where = databaseName(context.databaseUrl);
  if (code && UNREACHABLE.has(code))
    return `cannot reach PostgreSQL at ${where} (${code}): start PostgreSQL, or fix DATABASE_URL (unset, the embedded database is used)`;
  // PostgreSQL's own refusals, by SQLSTATE.
  if (code === '3D000')
    return `the database ${where} does not exist: create it (createdb), or fix DATABASE_URL`;
  if (code === '28P01' || code === '28000')
    return `PostgreSQL at ${where} refused the login of DATABASE_URL (${(error as Error).message}): fix its user or password`;
  return undefined;
}

/**
 * Runs one stage of start-up; a failure it can explain ends the process with that line (exit code 1),
 * any other is thrown on.
 */
export async function startStage<T>(stage: StartStage, context: Context, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const message = startFailureMessage(stage, error, context);
    if (message === undefined) throw error;
    console.error(`Start-up failed: ${message}`);
    process.exit(1);
  }
}

/** The environment's configuration, or the end of start-up with what is wrong in it. */
export function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * When the site or the console must be served (production) but is not built: the line that says so.
 * Start-up never builds them (the image does, once); undefined when both are there or not required.
 */
export function missingSiteMessage(config: Pick<Config, 'requireSite' | 'webDist' | 'consoleDist'>) {
  if (!config.requireSite) return undefined;
  const missing = [
    { name: 'site', variable: 'WEB_DIST', dist: config.webDist },
    { name: 'console', variable: 'CONSOLE_DIST', dist: config.consoleDist },
  ].filter(({ dist }) => !existsSync(join(dist, 'index.html')));
  if (missing.length === 0) return undefined;
  const where = missing.map(({ name, variable, dist }) => `the ${name} (${variable}: ${dist})`).join(' and ');
  return `${where} ${missing.length > 1 ? 'are' : 'is'} not built: build with \`npm run build\` (the image's \`deploy/image.sh build\`); a production start never builds (REQUIRE_SITE=false serves the API alone)`;
}
