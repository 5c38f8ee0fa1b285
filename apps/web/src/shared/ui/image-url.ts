import { resolveImageUrl } from '@platform/contracts/content/image-url';
import { HOME_SHELL_ID } from '@platform/contracts/system/home-shell';
import { useQuery } from '@tanstack/react-query';
import { systemQueries } from '../api/system-queries.ts';

/**
 * The spec picks an image host at random from the server's list; one pick per page load keeps caching
 * useful. A home page the server painted its first banner on keeps the host the server picked, so the
 * hero does not download the banner a second time from another.
 */
const shellPick = globalThis.document?.getElementById(HOME_SHELL_ID)?.dataset.imageHost;
const CDN_PICK = shellPick === undefined ? Math.floor(Math.random() * 1_000_000) : Number(shellPick);

/** Resolves image paths against the brand's CDNs; `undefined` until the brand's status has arrived. */
export function useImageUrl(): ((path: string) => string) | undefined {
  const { data } = useQuery(systemQueries.status());
  if (!data) return undefined;
  return (path) => resolveImageUrl(path, data.imageCDNs, CDN_PICK);
}
