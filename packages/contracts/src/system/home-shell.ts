/**
 * The id of what the server paints of the home page from its HTML, before the app's scripts have run
 * (the first home banner, apps/server/src/platform/site-head.ts): the app removes it once its own hero
 * shows, or once the page it shows is not the home page.
 */
export const HOME_SHELL_ID = 'home-shell';
