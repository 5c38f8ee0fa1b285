import { expect, test } from '@playwright/test';
import { E2E_CONTENT, E2E_OPERATOR } from './fixtures/operator.ts';
import { blockingViolations } from './pages/axe.ts';
import { logInAt, registeredMember } from './pages/member-login.ts';
import { staffHeaders } from './pages/staff-session.ts';

/** A 1×1 PNG and JPEG header bytes: images as a phone's screenshots would be. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const HOUR = 3_600_000;

test('a member applies to an activity with images and a remark; staff approve it; the member sees the bonus and its wagering', async ({
  page,
  baseURL,
  request,
}) => {
  // A long flow through the site and the operator API, on a shared machine.
  test.setTimeout(360_000);
  const login = async (staff: { token: string }) => staffHeaders(staff);
  const code = `E2E-${Date.now().toString(36)}`;
  const created = await request.post('/ops/promotions', {
    headers: await login(E2E_CONTENT),
    data: {
      merchant: 'demo',
      code,
      category: 'deposit',
      kind: 'apply',
      startsAt: new Date(Date.now() - HOUR).toISOString(),
      endsAt: new Date(Date.now() + 48 * HOUR).toISOString(),
      bonusAmount: '20.00',
      wageringMultiple: 3,
      contents: [
        {
          language: 'EN',
          title: 'First deposit reward',
          body: 'Send a screenshot of your first deposit.\n\nStaff add a 20.00 bonus.',
          bannerUrl: 'banners/welcome.svg',
        },
        { language: 'CN', title: '首存奖励', body: '上传首存截图。' },
        { language: 'VI', title: 'Thưởng nạp đầu', body: 'Gửi ảnh chụp lần nạp đầu.' },
      ],
    },
  });
  expect(created.ok()).toBe(true);

  const { username, password } = await registeredMember(page, baseURL, 'promo');
  await logInAt(page, baseURL, username, password, '/promotions');
  await page.getByRole('tab', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/category=deposit/);
  await page.getByRole('link', { name: /First deposit reward/ }).click();
  await expect(page).toHaveURL(new RegExp(`/promo\\?code=${code}`));
  // The address changes before the activity's page replaces the lobby (its code loads on demand):
  // its form shows that the lobby's cards, each with a status of its own, are gone.
  const form = page.getByRole('form', { name: 'Apply for this activity' });
  await expect(form).toBeVisible();
  await expect(page.getByRole('heading', { name: 'First deposit reward' })).toBeVisible();
  await expect(page.getByTestId('promotion-status')).toHaveText('Join');
  expect(await blockingViolations(page, 'main')).toEqual([]);

  await form.getByRole('textbox', { name: 'Remark' }).fill('Deposited 100 by bank transfer');
  await expect(form.getByText('30 / 140')).toBeVisible();
  await form.getByLabel(/Images/).setInputFiles([
    { name: 'deposit.png', mimeType: 'image/png', buffer: PNG },
    { name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: JPEG },
  ]);
  await expect(form.getByRole('button', { name: 'Remove image 2' })).toBeVisible();
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Application sent. We will review it soon.')).toBeVisible();
  await expect(page.getByTestId('promotion-status')).toHaveText('Applying');
  await expect(page.getByTestId('promotion-application')).toContainText('Under review');

  // Support staff see the application with its two images and approve it.
  const support = await login(E2E_OPERATOR);
  const listed = await request.get('/ops/promotions/applications?merchant=demo&status=applying', {
    headers: support,
  });
  const { value } = (await listed.json()) as {
    value: {
      items: { id: string; promotionCode: string; memberAccount: string; imageCount: number }[];
    };
  };
  const mine = value.items.find((row) => row.promotionCode === code);
  expect(mine).toMatchObject({ memberAccount: username, imageCount: 2 });
  const approved = await request.post('/ops/promotions/applications/approve', {
    headers: support,
    data: { merchant: 'demo', applicationId: mine?.id, reason: 'Deposit checked' },
  });
  expect(approved.ok()).toBe(true);

  await page.reload();
  await expect(page.getByTestId('promotion-status')).toHaveText('In progress');
  await expect(page.getByTestId('promotion-application')).toContainText('Approved');
  await expect(page.getByTestId('bonus-progress')).toContainText('Wagered $0.00 of $60.00');
  await expect(page.getByRole('progressbar', { name: 'Wagering progress' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );

  await page.goto('/member?page=bonusDetails');
  await expect(page.getByTestId('bonus-balance')).toHaveText('$20.00');
  await expect(page.getByRole('link', { name: 'First deposit reward' })).toBeVisible();
  await expect(page.getByTestId('bonus-progress')).toContainText('$20.00');
  await page.getByRole('button', { name: 'Move to main wallet' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Play through the bonus wagering requirement before withdrawing it.',
  );
});
