import type { Page } from '@playwright/test';

type VisitOptions = { theme?: 'dark' | 'light'; language?: 'EN' | 'CN' | 'TH' | 'VI' };

/**
 * Prepares a visit before the first page loads: the visitor's theme and language as the site stores
 * them, and the entry popups marked as already seen this session, so they do not cover the page under
 * test (the popup spec opts back in by not calling this).
 */
export async function prepareVisit(page: Page, { theme = 'dark', language = 'EN' }: VisitOptions = {}) {
  await page.addInitScript(
    ([chosenTheme, chosenLanguage]) => {
      localStorage.setItem('theme', chosenTheme);
      localStorage.setItem('lang', chosenLanguage);
      sessionStorage.setItem('noticePopupSeen', '1');
    },
    [theme, language] as const,
  );
}
