const ABSOLUTE = /^(https?:)?\/\//i;

/**
 * Where an image of the brand's lives: an absolute address stays as it is; a relative one (as the
 * server stores banners and icons) sits under one of the brand's image CDNs, so an operator can move
 * the artwork without touching the data. The site resolves them, and so does the server for what it
 * paints of the home page before the site's scripts run.
 */
export function resolveImageUrl(path: string, cdns: readonly string[], pick: number): string {
  if (ABSOLUTE.test(path) || path.startsWith('data:')) return path;
  const cdn = cdns.length > 0 ? cdns[Math.abs(pick) % cdns.length] : undefined;
  if (cdn === undefined) return path.startsWith('/') ? path : `/${path}`;
  return `${cdn.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
