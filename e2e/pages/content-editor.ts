import { expect, type Page } from '@playwright/test';

/** Writes the open content editor's title (and text) in `language`, chosen on its language tabs. */
export async function writeIn(page: Page, language: RegExp, title: string, text?: string) {
  const editor = page.getByRole('dialog');
  await editor.getByRole('tab', { name: language }).click();
  await editor.getByLabel('Title').fill(title);
  if (text !== undefined) await editor.getByLabel('Text', { exact: true }).fill(text);
  await expect(editor.getByTestId('content-preview')).toContainText(title);
}
