import type { Page } from '@playwright/test';

type VisitOptions = { theme?: 'dark' | 'light'; language?: 'EN' | 'CN' | 'TH' | 'VI' };

/**
 * Prepares a visit before the first page loads: the visitor's theme and language as the site stores
 * them, and the entry popups marked as already seen this session, so they do not cover the page under
 * test (the popup spec opts back in by not calling this). The API stays on the page's host: the demo
 * brand's two mirrors are one server, and a timing between them would pick either at random (the
 * mirror test in spec-pages.spec.ts times them on purpose).
 */
export async function prepareVisit(page: Page, { theme = 'dark', language = 'EN' }: VisitOptions = {}) {
  await page.addInitScript(
    ([chosenTheme, chosenLanguage]) => {
      localStorage.setItem('theme', chosenTheme);
      localStorage.setItem('lang', chosenLanguage);
      sessionStorage.setItem('noticePopupSeen', '1');
      sessionStorage.setItem('apiMirror', '');
    },
    [theme, language] as const,
  );
}
