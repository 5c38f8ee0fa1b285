import { readStorage, writeStorage } from '../lib/storage.ts';
import { MIRROR_KEY } from './mirror.ts';

/** The mirrors' timing (mirror.ts), loaded a moment after the page has loaded. */

const PING_PATH = '/wps/system/ping';
/** The probes' cap: a mirror slower than this is no better than none. */
const PROBE_TIMEOUT_MS = 3000;
/**
 * A mirror must answer in under half the own host's time: each first read of an address on another
 * origin pays a preflight round trip as well (kept two hours after), so a small lead would cost more
 * than it saves.
 */
const MIRROR_ADVANTAGE = 2;
/** Nor is a lead a player cannot feel worth a second origin (and timings this close are noise). */
const MIN_GAIN_MS = 50;

type Probe = { origin: string; ms: number };

/** The origin reads go to: a faster mirror, or the page's own (`ownOrigin`), whose probe may have failed. */
export function pickOrigin(ownOrigin: string, probes: readonly Probe[]): string {
  const own = probes.find((probe) => probe.origin === ownOrigin)?.ms ?? Number.POSITIVE_INFINITY;
  const fastest = probes
    .filter((probe) => probe.origin !== ownOrigin)
    .reduce<Probe | undefined>(
      (best, probe) => (best === undefined || probe.ms < best.ms ? probe : best),
      undefined,
    );
  const isWorthIt =
    fastest !== undefined && fastest.ms * MIRROR_ADVANTAGE < own && fastest.ms + MIN_GAIN_MS <= own;
  return isWorthIt ? fastest.origin : ownOrigin;
}

/** The origins of `domains` at the page's scheme and port; anything that is not a bare host is left out. */
export function mirrorOrigins(
  domains: readonly string[],
  page: Pick<Location, 'protocol' | 'port'>,
): string[] {
  const port = page.port ? `:${page.port}` : '';
  const origins = domains.flatMap((domain) => {
    try {
      const url = new URL(`${page.protocol}//${domain}${port}`);
      return url.hostname === domain.toLowerCase() ? [url.origin] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

async function timeProbe(origin: string, signal: AbortSignal): Promise<Probe | undefined> {
  const started = performance.now();
  try {
    // No header of ours and no credentials: a simple request, so the probe costs no preflight.
    const response = await fetch(`${origin}${PING_PATH}`, {
      mode: 'cors',
      credentials: 'omit',
      cache: 'no-store',
      signal,
    });
    return response.ok ? { origin, ms: performance.now() - started } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Times the page's own host and the brand's mirrors (`listDomains`, the domain route) in parallel and
 * remembers the fastest for the session. Once a session: a failed domain route is tried on the next load.
 */
export async function chooseMirror(
  listDomains: () => Promise<readonly string[]>,
  page: Location = globalThis.location,
): Promise<void> {
  if (readStorage('session', MIRROR_KEY) !== null) return;
  const domains = await listDomains().catch(() => undefined);
  if (domains === undefined) return;
  const others = mirrorOrigins(domains, page).filter((origin) => origin !== page.origin);
  const probes =
    others.length === 0
      ? []
      : await Promise.all(
          [page.origin, ...others].map((origin) => timeProbe(origin, AbortSignal.timeout(PROBE_TIMEOUT_MS))),
        );
  const chosen = pickOrigin(
    page.origin,
    probes.filter((probe) => probe !== undefined),
  );
  writeStorage('session', MIRROR_KEY, chosen === page.origin ? '' : chosen);
}
