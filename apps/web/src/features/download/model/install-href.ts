/** Schemes an app address may use: the web, and Apple's enterprise install links. */
const INSTALL_SCHEMES = new Set(['https:', 'http:', 'itms-services:']);

/** The address to install from, or `undefined` when it could run script or is not an address. */
export function installHref(url: string): string | undefined {
  try {
    const parsed = new URL(url.trim(), globalThis.location?.origin);
    return INSTALL_SCHEMES.has(parsed.protocol) ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
