import { expect, test } from '@playwright/test';
import { E2E_RISK } from './fixtures/operator.ts';
import { openConsoleAs } from './pages/console-login.ts';
import { lookAt } from './pages/look.ts';
import { registeredMember } from './pages/member-login.ts';
import { logInByApi } from './pages/member-session.ts';

/** A PNG by its bytes, as a phone camera's file would be; the server checks them, not the name. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

test('a member uploads an identity document, a risk reviewer opens it next and approves it, the member is level 1', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { username, password } = await registeredMember(page, baseURL, 'kyc');
  await logInByApi(page, baseURL, username, password);
  await page.goto('/member?page=verification');
  await expect(page.getByTestId('kyc-level')).toHaveText('Your verification level: 0');
  await page.getByLabel('Document number').fill('B1234567');
  await page.getByLabel('File').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByTestId('kyc-documents')).toContainText('Under review');
  await lookAt(page, testInfo.outputPath('member-dark-en.png'), { fullPage: true });

  const staff = await browser.newPage();
  await openConsoleAs(staff, E2E_RISK, '/kyc', { brand: 'demo' });
  await expect(staff.getByRole('heading', { name: 'KYC' })).toBeVisible();
  await lookAt(staff, testInfo.outputPath('console-en.png'), { fullPage: true });
  // Other runs may have left documents waiting: open next until this member's comes up.
  const opened = staff.getByRole('region', { name: 'Document opened for you' });
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await staff.getByRole('button', { name: 'Open next' }).click();
    await expect(opened).toBeVisible();
    if ((await opened.textContent())?.includes(username)) break;
    await opened.getByRole('button', { name: 'Approve' }).click();
    await expect(opened).toBeHidden();
  }
  await expect(opened).toContainText(username);
  await opened.getByRole('button', { name: 'Approve' }).click();
  await expect(opened).toBeHidden();
  await staff.close();

  await page.reload();
  await expect(page.getByTestId('kyc-level')).toHaveText('Your verification level: 1');
  await expect(page.getByTestId('kyc-documents')).toContainText('Approved');
});
