import { captchaImage } from '@platform/contracts/captcha/routes';
import type { Route } from '@platform/contracts/endpoint';
import { readStorage, writeStorage } from '../lib/storage.ts';

/**
 * The brand's mirrors (the domain route's hosts): the site times each with a tiny probe and sends its
 * reads to the fastest for the rest of the session. Writes stay on the page's own host: a money call
 * is never sent across origins, and one whose answer was lost can never be resent blindly; the captcha
 * image sets a cookie of the page's host, so it stays there too. The timing is in choose-mirror.ts,
 * loaded after the page: a first visit does not wait for its code.
 */

/** The chosen mirror's origin; empty once measured with the page's own host best, absent before. */
export const MIRROR_KEY = 'apiMirror';

/** The origin a call of `route` goes to: the chosen mirror for a read, else '' (the page's own host). */
export function mirrorFor(route: Pick<Route, 'method' | 'path'>): string {
  if (route.method !== 'GET' || route.path === captchaImage.path) return '';
  return readStorage('session', MIRROR_KEY) ?? '';
}

/** The mirror failed at the network level: the rest of the session reads from the page's own host. */
export function dropMirror(): void {
  writeStorage('session', MIRROR_KEY, '');
}
