import { expect, test } from '@playwright/test';
import { NoticeModal } from './pages/notice-modal.ts';
import { prepareVisit } from './pages/site-visit.ts';

test('notice: the header opens the announcements, 9 a page, paginated, with a detail pane', async ({
  page,
}) => {
  await prepareVisit(page);
  const notices = new NoticeModal(page);
  await page.goto('/index');
  await notices.open();

  await expect(notices.items).toHaveCount(9);
  await expect(notices.pageButton(1)).toHaveAttribute('aria-current', 'page');
  await expect(notices.pageButton(2)).toBeVisible();
  const [firstTitle = ''] = await notices.itemTitles();
  await expect(notices.openNotice.getByRole('heading')).toHaveText(firstTitle);
  await expect(notices.openNotice.getByText(/\(GMT\+8\)$/)).toBeVisible();

  await notices.goToPage(2);
  await expect(notices.pageButton(2)).toHaveAttribute('aria-current', 'page');
  const secondPageCount = await notices.items.count();
  expect(secondPageCount).toBeGreaterThanOrEqual(3);
  expect(secondPageCount).toBeLessThanOrEqual(9);
  await expect(notices.openNotice.getByRole('heading')).not.toHaveText(firstTitle);

  const lastTitle = (await notices.itemTitles()).at(-1) ?? '';
  await notices.choose(lastTitle);
  await expect(notices.openNotice.getByRole('heading')).toHaveText(lastTitle);

  await page.keyboard.press('Escape');
  await expect(notices.dialog).toBeHidden();
  await expect(notices.messagesButton).toBeFocused();
});

test('popup announcements show once per browser session', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/index');
  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Got it' }).click();
  await expect(popup).toBeHidden();

  await page.reload();
  await page.getByRole('heading', { level: 1 }).waitFor();
  // The announcements are read again: a popup would open once they arrive.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
