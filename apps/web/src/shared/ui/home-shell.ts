import { HOME_SHELL_ID } from '@platform/contracts/system/home-shell';
import { useEffect } from 'react';

/**
 * Removes what the server painted of the home page before the site's scripts ran (its first banner,
 * apps/server/src/platform/site-head.ts): the home hero calls it once its own banner shows, and every
 * page that shows instead of the home page (another route, the gate's pages, an error) once it shows.
 */
export function removeHomeShell(): void {
  document.getElementById(HOME_SHELL_ID)?.remove();
}

/** Whether the server painted the home page with the headline ticker's place kept above its banner. */
export function homeShellHasHeadlines(): boolean {
  return document.getElementById(HOME_SHELL_ID)?.hasAttribute('data-headlines') ?? false;
}

/** Removes the home page's server-painted banner while `isShown` (a page shown in the home page's place). */
export function useRemoveHomeShell(isShown = true): void {
  useEffect(() => {
    if (isShown) removeHomeShell();
  }, [isShown]);
}
