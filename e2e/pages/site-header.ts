import type { Locator, Page } from '@playwright/test';

/** Languages the header menu lists directly; the rest are chosen in the full list's dialog. */
const HEADER_LANGUAGES: Record<string, string> = {
  CN: '简体中文',
  EN: 'English',
  TH: 'ไทย',
  VI: 'Tiếng Việt',
};

/** Names the full list shows for the other languages these tests choose. */
const DIALOG_LANGUAGES: Record<string, string> = { AR: 'العربية', JA: '日本語' };

/** The header every page with one shares: clock, language menu, theme toggle and the desktop nav. */
export class SiteHeader {
  readonly page: Page;
  readonly header: Locator;
  /** The language menu's trigger (the header's only menu button), named in the current language. */
  readonly languageButton: Locator;
  readonly themeToggle: Locator;
  readonly clock: Locator;
  readonly nav: Locator;

  constructor(page: Page) {
    this.page = page;
    this.header = page.locator('header').first();
    this.languageButton = this.header.locator('button[aria-haspopup="menu"]').filter({ visible: true });
    this.themeToggle = page.getByTestId('theme-toggle').filter({ visible: true }).first();
    this.clock = page.getByTestId('gmt8-clock').filter({ visible: true }).first();
    this.nav = this.header.getByRole('navigation');
  }

  async chooseLanguage(code: keyof typeof HEADER_LANGUAGES | keyof typeof DIALOG_LANGUAGES): Promise<void> {
    await this.languageButton.click();
    const menu = this.page.getByRole('menu');
    const direct = HEADER_LANGUAGES[code];
    if (direct) {
      await menu.getByRole('menuitemradio', { name: direct }).click();
      return;
    }
    await menu.getByRole('menuitem').click();
    await this.page.getByRole('dialog').getByRole('button', { name: DIALOG_LANGUAGES[code] }).click();
  }

  /** A category's entry in the desktop nav (its link and its vendor dropdown), by category id. */
  navEntry(category: string): Locator {
    return this.nav.locator(`[data-nav-entry="${category}"]`);
  }

  dropdown(category: string): Locator {
    return this.navEntry(category).locator('[data-centered]');
  }

  theme(): Promise<string | null> {
    return this.page.locator('html').getAttribute('data-theme');
  }

  direction(): Promise<string | null> {
    return this.page.locator('html').getAttribute('dir');
  }
}
