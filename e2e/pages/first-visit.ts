import type { Page } from '@playwright/test';

/** `system`: no theme is chosen, so the site follows the browser's colour scheme (emulateMedia). */
export type FirstVisitOptions = { theme?: 'dark' | 'light' | 'system'; language?: 'EN' | 'CN' | 'TH' | 'VI' };

/**
 * Like `prepareVisit`, but only for the first load: a reload keeps whatever the visitor chose since,
 * which is what the tests of remembered choices (theme, language) must see.
 */
export async function prepareFirstVisit(
  page: Page,
  { theme = 'dark', language = 'EN' }: FirstVisitOptions = {},
) {
  await page.addInitScript(
    ([chosenTheme, chosenLanguage]) => {
      if (chosenTheme !== 'system' && localStorage.getItem('theme') === null)
        localStorage.setItem('theme', chosenTheme);
      if (localStorage.getItem('lang') === null) localStorage.setItem('lang', chosenLanguage);
      sessionStorage.setItem('noticePopupSeen', '1');
      // The API on the page's host, as prepareVisit explains.
      if (sessionStorage.getItem('apiMirror') === null) sessionStorage.setItem('apiMirror', '');
    },
    [theme, language] as const,
  );
}
