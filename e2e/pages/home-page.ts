import type { Locator, Page } from '@playwright/test';

/** The home page (/index); the header it shares with other pages is `SiteHeader`. */
export class HomePage {
  readonly page: Page;
  readonly heading: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { level: 1 });
  }

  async open(path = '/'): Promise<void> {
    await this.page.goto(path);
    await this.heading.waitFor();
  }

  htmlLang(): Promise<string | null> {
    return this.page.locator('html').getAttribute('lang');
  }
}
