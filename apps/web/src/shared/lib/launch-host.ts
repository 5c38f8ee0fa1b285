/**
 * The spec picks a game launch host at random from the server's list (`launchGameCDNs`): the game's
 * address keeps its path and query (the launch token among them) on the picked host. A site path (the
 * platform's own lottery) and an empty list leave the address as the server gave it.
 */
export function launchAddress(gameUrl: string, hosts: readonly string[], random: number): string {
  if (hosts.length === 0 || !/^https?:\/\//i.test(gameUrl)) return gameUrl;
  const host = hosts[Math.min(hosts.length - 1, Math.floor(Math.abs(random) * hosts.length))] ?? '';
  let base: URL;
  try {
    base = new URL(/^https?:\/\//i.test(host) ? host : `https://${host}`);
  } catch {
    return gameUrl;
  }
  const url = new URL(gameUrl);
  url.protocol = base.protocol;
  url.host = base.host;
  return url.toString();
}
