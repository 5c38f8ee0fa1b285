/** Loopback hosts, where a developer's service may run without TLS. */
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

function isLoopback(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname) || hostname.endsWith('.localhost');
}

/**
 * Whether a customer-service address may be opened: an absolute https address (http only on the
 * local machine) without credentials, whose host the brand lists. The address comes from the server
 * obscured, not signed: this allow-list keeps a tampered answer from sending players to a phishing page.
 */
export function isAllowedServiceUrl(url: string, allowedHosts: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.username !== '' || parsed.password !== '') return false;
  const hostname = parsed.hostname.toLowerCase();
  const isSecure = parsed.protocol === 'https:' || (parsed.protocol === 'http:' && isLoopback(hostname));
  if (!isSecure) return false;
  const host = parsed.host.toLowerCase();
  return allowedHosts.some((allowed) => {
    const candidate = allowed.trim().toLowerCase();
    return candidate === hostname || candidate === host;
  });
}
