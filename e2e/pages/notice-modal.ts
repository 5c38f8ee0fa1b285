import type { Locator, Page } from '@playwright/test';

/** The notice window (announcements), opened from the header's messages icon. */
export class NoticeModal {
  readonly page: Page;
  readonly messagesButton: Locator;
  readonly dialog: Locator;
  readonly list: Locator;
  readonly items: Locator;
  readonly pagination: Locator;
  readonly openNotice: Locator;

  constructor(page: Page) {
    this.page = page;
    this.messagesButton = page.locator('header').getByRole('button', { name: 'Messages' });
    this.dialog = page.getByRole('dialog', { name: 'Announcements' });
    this.list = this.dialog.getByRole('list', { name: 'Announcement list' });
    this.items = this.list.getByRole('listitem');
    this.pagination = this.dialog.getByRole('navigation', { name: 'Announcement pages' });
    this.openNotice = this.dialog.getByRole('article');
  }

  async open(): Promise<void> {
    await this.messagesButton.click();
    await this.list.waitFor();
  }

  pageButton(page: number): Locator {
    return this.pagination.getByRole('button', { name: `Page ${page}`, exact: true });
  }

  async goToPage(page: number): Promise<void> {
    await this.pageButton(page).click();
  }

  /** The titles of the listed notices, in order. */
  itemTitles(): Promise<string[]> {
    return this.items.locator('button > span:first-child').allTextContents();
  }

  async choose(title: string): Promise<void> {
    await this.list.getByRole('button', { name: title }).click();
  }
}
