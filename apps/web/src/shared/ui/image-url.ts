import { useQuery } from '@tanstack/react-query';
import { systemQueries } from '../api/system-queries.ts';

const ABSOLUTE = /^(https?:)?\/\//i;

/**
 * Where an image of the brand's lives: an absolute address stays as it is; a relative one (as the
 * server stores banners and icons) sits under one of the brand's image CDNs, so an operator can move
 * the artwork without touching the data.
 */
export function resolveImageUrl(path: string, cdns: readonly string[], pick: number): string {
  if (ABSOLUTE.test(path) || path.startsWith('data:')) return path;
  const cdn = cdns.length > 0 ? cdns[Math.abs(pick) % cdns.length] : undefined;
  if (cdn === undefined) return path.startsWith('/') ? path : `/${path}`;
  return `${cdn.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** The spec picks an image host at random from the server's list; one pick per page load keeps caching useful. */
const CDN_PICK = Math.floor(Math.random() * 1_000_000);

/** Resolves image paths against the brand's CDNs; `undefined` until the brand's status has arrived. */
export function useImageUrl(): ((path: string) => string) | undefined {
  const { data } = useQuery(systemQueries.status());
  if (!data) return undefined;
  return (path) => resolveImageUrl(path, data.imageCDNs, CDN_PICK);
}
