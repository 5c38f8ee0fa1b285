import type { Locator, Page } from '@playwright/test';

/** The help centre (/help, /helpmc): topics as tabs, answers that open in place. */
export class HelpCentrePage {
  readonly page: Page;
  readonly heading: Locator;
  readonly topics: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { level: 1 });
    this.topics = page.getByRole('tablist', { name: 'Help topics' });
  }

  async open(path = '/help'): Promise<void> {
    await this.page.goto(path);
    await this.topics.waitFor();
  }

  topic(name: string): Locator {
    return this.topics.getByRole('tab', { name });
  }

  answer(question: string): Locator {
    return this.page.getByRole('button', { name: question });
  }
}

/** The app download page (/down): one card per app. */
export class DownloadPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly cards: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { level: 1 });
    this.cards = page.locator('main').getByRole('article');
  }

  async open(): Promise<void> {
    await this.page.goto('/down');
    await this.cards.first().waitFor();
  }

  card(platform: string): Locator {
    return this.page.getByRole('article', { name: platform, exact: true });
  }
}

/** The join-us page (/join): recruitment sections and the contact button. */
export class JoinPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly sections: Locator;
  readonly contactButtons: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { level: 1 });
    this.sections = page.locator('main section');
    this.contactButtons = page.getByRole('link', { name: /Contact the agent team/ });
  }

  async open(): Promise<void> {
    await this.page.goto('/join');
    await this.sections.first().waitFor();
  }
}
