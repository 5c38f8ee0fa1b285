import type { Locator, Page } from '@playwright/test';

/** The whole-site pages that replace every route: maintenance and the blocked region. */
export class GatePage {
  readonly page: Page;
  readonly heading: Locator;
  readonly refreshButton: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { level: 1 });
    this.refreshButton = page.getByRole('button', { name: 'Refresh' });
  }

  /** A site address on one of the fixture brands' hosts, on the test server's port. */
  static url(host: string, path: string, baseURL: string | undefined): string {
    const { port } = new URL(baseURL ?? 'http://127.0.0.1');
    return `http://${host}:${port}${path}`;
  }
}
