import { getDomainRoute } from '@platform/contracts/system/routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from './call-api.ts';

/** How long one mirror may take to answer its probe before it is left out. */
const PROBE_TIMEOUT_MS = 3_000;
const STORAGE_KEY = 'fastestHost';

type Probe = (host: string, signal: AbortSignal) => Promise<unknown>;

/**
 * The spec's domain route (GET /wps/system/domainRoute): the brand's mirror hosts, each timed with a
 * tiny request, the fastest answering one chosen. One host (or none) is taken as it is, unprobed; a
 * host whose probe fails or times out is left out, and when all do, there is no choice.
 */
export async function fastestHost(
  hosts: readonly string[],
  probe: Probe,
  timeoutMs = PROBE_TIMEOUT_MS,
  clock: () => number = () => performance.now(),
): Promise<string | undefined> {
  if (hosts.length <= 1) return hosts[0];
  const timed = await Promise.all(
    hosts.map(async (host) => {
      const started = clock();
      try {
        await probe(host, AbortSignal.timeout(timeoutMs));
        return { host, elapsed: clock() - started };
      } catch {
        return undefined;
      }
    }),
  );
  const answered = timed.filter((entry) => entry !== undefined);
  answered.sort((a, b) => a.elapsed - b.elapsed);
  return answered[0]?.host;
}

/** A mirror's health check, opaque (no-cors): only how long it takes counts. */
const probeHealth: Probe = (host, signal) =>
  fetch(`${window.location.protocol}//${host}/healthz`, { mode: 'no-cors', cache: 'no-store', signal });

function remembered(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The brand's fastest mirror for this visit, measured once and remembered for the session (tab): the
 * site loads the brand's own images from it. Null when the brand has one host or none answered.
 */
export const fastestHostQuery = () =>
  queryOptions({
    queryKey: ['system', 'fastest-host'],
    queryFn: async ({ signal }): Promise<string | null> => {
      const known = remembered();
      if (known !== null) return known || null;
      const { domainList } = await callApi(getDomainRoute, { signal });
      const hosts = domainList.map(({ domain }) => domain);
      const host = hosts.length > 1 ? ((await fastestHost(hosts, probeHealth)) ?? '') : '';
      try {
        sessionStorage.setItem(STORAGE_KEY, host);
      } catch {
        // Private modes without storage measure again on the next load.
      }
      return host || null;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
