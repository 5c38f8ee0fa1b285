import type { Locator, Page } from '@playwright/test';

/** A category lobby (/fish, /rng, ...): one card per provider, each with its play action. */
export class LobbyPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await this.page.getByRole('heading', { name: 'Providers' }).waitFor();
  }

  provider(name: string): Locator {
    return this.page.locator('main').getByRole('article').filter({ hasText: name });
  }

  async play(provider: string): Promise<void> {
    await this.provider(provider).getByRole('link', { name: 'Play' }).click();
  }
}

/** The game page's maintenance notice (/game?maintenance=<vendor>) with its suggested games. */
export class GameMaintenancePage {
  readonly page: Page;
  readonly heading: Locator;
  readonly homeButton: Locator;
  readonly suggestions: Locator;
  /** The suggested games' tiles, named "<game> <vendor>". */
  readonly tiles: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { level: 1 });
    this.homeButton = page.getByRole('link', { name: 'Back to home' });
    this.suggestions = page.getByRole('region', { name: 'Popular games to play instead' });
    this.tiles = this.suggestions.getByRole('listitem').getByRole('link');
  }

  async open(vendorCode: string): Promise<void> {
    await this.page.goto(`/game?maintenance=${vendorCode}`);
    await this.tiles.first().waitFor();
  }

  tileOf(vendorName: string): Locator {
    return this.tiles.filter({ hasText: vendorName });
  }
}
