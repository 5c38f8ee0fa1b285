import type { Locator, Page } from '@playwright/test';

/** The home page (/index) and the header every full-shell page shares. */
export class HomePage {
  readonly page: Page;
  readonly heading: Locator;
  readonly languagePicker: Locator;
  readonly themeToggle: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { level: 1 });
    this.languagePicker = page.locator('header').getByRole('combobox');
    // The header's only button: its name changes with the language and the theme it switches to.
    this.themeToggle = page.locator('header').getByRole('button');
  }

  async open(path = '/'): Promise<void> {
    await this.page.goto(path);
    await this.heading.waitFor();
  }

  async chooseLanguage(code: 'CN' | 'EN' | 'TH' | 'VI'): Promise<void> {
    await this.languagePicker.selectOption(code);
  }

  theme(): Promise<string | null> {
    return this.page.locator('html').getAttribute('data-theme');
  }

  htmlLang(): Promise<string | null> {
    return this.page.locator('html').getAttribute('lang');
  }
}
