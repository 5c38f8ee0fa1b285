import { expect, type Page, test } from '@playwright/test';
import { SESSION_STORAGE_KEYS } from '../apps/console/src/shared/api/session-keys.ts';
import { E2E_ADMIN, E2E_CONTENT } from './fixtures/operator.ts';
import { openConsoleAs } from './pages/console-login.ts';
import { writeIn } from './pages/content-editor.ts';
import { DownloadPage } from './pages/content-pages.ts';
import { lookAt } from './pages/look.ts';
import { NoticeModal } from './pages/notice-modal.ts';
import { prepareVisit } from './pages/site-visit.ts';

test.describe.configure({ timeout: 90_000 });

/** The console on the demo brand, as a staff member over every brand who chose it in the header. */
async function openOnDemo(page: Page, staff: { token: string }, path: string) {
  await page.addInitScript((key) => sessionStorage.setItem(key, 'demo'), SESSION_STORAGE_KEYS.brand);
  await openConsoleAs(page, staff, path);
}

test('content staff publish an announcement and a banner in EN and CN, an admin sets a game in maintenance and another hot, and a visitor sees them', async ({
  browser,
  page,
}) => {
  const stamp = Date.now().toString(36);
  const notice = { en: `Server upgrade ${stamp}`, cn: `服务器升级 ${stamp}` };
  const banner = { en: `Join the autumn cup ${stamp}`, cn: `秋季杯赛 ${stamp}` };

  await openOnDemo(page, E2E_CONTENT, '/content');
  await page.getByRole('button', { name: 'New announcement' }).click();
  await writeIn(page, /^English/, notice.en, 'Play resumes at 6am.');
  await writeIn(page, /^Chinese/, notice.cn, '早上六点恢复。');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  const noticeRow = page.getByRole('row').filter({ hasText: notice.en });
  await expect(noticeRow).toContainText('CN · EN');

  await page.getByRole('tab', { name: 'Banners' }).click();
  await page.getByRole('button', { name: 'New banner' }).click();
  const editor = page.getByRole('dialog');
  await editor.getByLabel('Placement').selectOption({ label: 'Registration' });
  await editor.getByLabel('Sort order').fill('-10');
  // The image travels as a multipart upload; its stored path fills the field.
  await editor.getByLabel('Upload image').setInputFiles({
    name: 'autumn-cup.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    ),
  });
  await expect(editor.getByLabel('Image path')).toHaveValue(/^uploads\/\d+\.png$/);
  await editor.getByLabel('Opens').selectOption('ROUTE');
  await editor.getByLabel('Link').fill('/promotions');
  await writeIn(page, /^English/, banner.en);
  await writeIn(page, /^Chinese/, banner.cn);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: banner.en })).toContainText('Registration');

  const admin = await browser.newPage();
  await openOnDemo(admin, E2E_ADMIN, '/games?vendorCode=JUNGLE_SLOTS&sort=id');
  const gameRows = admin.getByRole('row').filter({ has: admin.getByRole('button', { name: 'Edit' }) });
  await expect(gameRows.first()).toBeVisible();
  const nameOf = async (index: number) =>
    (await gameRows.nth(index).locator('span.font-semibold').textContent()) ?? '';
  const [downGame, hotGame] = [await nameOf(0), await nameOf(1)];
  for (const [name, flag] of [
    [downGame, 'In maintenance'],
    [hotGame, 'Hot'],
  ] as const) {
    await gameRows.filter({ hasText: name }).getByRole('button', { name: 'Edit' }).click();
    const dialog = admin.getByRole('dialog', { name: `Edit ${name}` });
    await dialog.getByLabel(flag, { exact: true }).check();
    await dialog.getByRole('button', { name: 'Save game' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(gameRows.filter({ hasText: downGame })).toContainText('Maintenance');
  await expect(gameRows.filter({ hasText: hotGame })).toContainText('Hot');
  await admin.close();

  const visitor = await browser.newPage();
  await prepareVisit(visitor);
  await visitor.goto('/rng?page=JUNGLE_SLOTS');
  const tile = (name: string) =>
    visitor.locator('main div.group').filter({ has: visitor.getByRole('button', { name: `Play ${name}` }) });
  await expect(tile(downGame)).toContainText('Maintenance');
  await expect(tile(hotGame)).toContainText('Hot');
  const notices = new NoticeModal(visitor);
  await notices.open();
  await expect(notices.list).toContainText(notice.en);
  await visitor.keyboard.press('Escape');
  await visitor.goto('/register');
  await expect(visitor.getByText(banner.en)).toBeVisible();
  await visitor.close();

  const chinese = await browser.newPage();
  await prepareVisit(chinese, { language: 'CN' });
  await chinese.goto('/register');
  await expect(chinese.getByText(banner.cn)).toBeVisible();
  await chinese.close();
});

test('content staff publish a new iOS build and a visitor downloads it; an admin sets a house game’s stake limits', async ({
  browser,
  page,
}) => {
  const version = `4.${Date.now() % 1000}.0`;
  const address = `https://get.example.com/lotus-${version}.ipa`;
  await openOnDemo(page, E2E_CONTENT, '/content?tab=download');
  const ios = page.getByRole('form', { name: 'iOS', exact: true });
  await ios.getByLabel('Download address (https)').fill(address);
  await ios.getByLabel('Version').fill(version);
  await ios.getByRole('button', { name: 'Save' }).click();
  await expect(ios.getByLabel('Version')).toHaveValue(version);
  await lookAt(page, 'test-results/shots/console-app-builds.png', { fullPage: true });

  const visitor = await browser.newPage();
  await prepareVisit(visitor);
  const download = new DownloadPage(visitor);
  await download.open();
  const card = download.card('iOS');
  await expect(card.getByText(`v${version}`)).toBeVisible();
  await expect(card.getByRole('link', { name: 'Download for iOS' })).toHaveAttribute('href', address);
  await visitor.close();

  const admin = await browser.newPage();
  await openOnDemo(admin, E2E_ADMIN, '/games?search=HOUSE_LUCKY_DICE');
  const row = admin.getByRole('row').filter({ has: admin.getByRole('button', { name: 'Edit' }) });
  await row.first().getByRole('button', { name: 'Edit' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Minimum stake').fill('5.00');
  await dialog.getByLabel('Maximum stake').fill('1.00');
  await dialog.getByRole('button', { name: 'Save game' }).click();
  await expect(dialog.getByRole('alert')).toContainText('minimum no larger than the maximum');
  await dialog.getByLabel('Maximum stake').fill('500');
  await lookAt(dialog, 'test-results/shots/console-game-stake-limits.png');
  await dialog.getByRole('button', { name: 'Save game' }).click();
  await expect(dialog).toBeHidden();
  await row.first().getByRole('button', { name: 'Edit' }).click();
  await expect(admin.getByRole('dialog').getByLabel('Maximum stake')).toHaveValue('500.00');
  await admin.close();
});
