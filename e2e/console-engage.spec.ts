import { expect, test } from '@playwright/test';
import { E2E_LOTTERY, E2E_OFFICIAL_DRAW } from './fixtures/lottery.ts';
import { E2E_ADMIN, E2E_FINANCE, E2E_MARKETING, E2E_RISK } from './fixtures/operator.ts';
import { openConsoleAs } from './pages/console-login.ts';
import { lookAt } from './pages/look.ts';

test('marketing staff create a promotion, see the member’s card, and a visitor finds it on the site', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const code = `ENG-${Date.now().toString(36)}`;
  const title = `Weekend boost ${code}`;
  await openConsoleAs(page, E2E_MARKETING, '/promotions', { brand: 'demo' });
  await expect(page.getByRole('heading', { name: 'Promotions' })).toBeVisible();
  await page.getByRole('button', { name: 'New promotion' }).click();
  const form = page.getByRole('dialog', { name: 'New promotion' });
  await form.getByLabel('Code', { exact: true }).fill(code);
  await form.getByLabel('Bonus', { exact: true }).fill('8.00');
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Rules and description').fill('Claim eight dollars to play the weekend.');
  // The demo brand's basic profile sets no wagering ceiling and lets a bonus count every product.
  await expect(form.getByLabel('Wagered on')).toHaveValue('');
  await form.getByLabel('Wagered on').selectOption('games');
  await lookAt(form, test.info().outputPath('promotion-form.png'));
  const preview = form.getByTestId('promotion-preview');
  await expect(preview).toContainText(title);
  await expect(preview).toContainText('Bonus 8.00, to wager 1 times');
  await expect(preview.getByText('Claim', { exact: true })).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('Running');
  await row.getByRole('button', { name: 'Manage' }).click();
  await page.getByRole('menuitem', { name: "Member's view" }).click();
  await expect(page.getByRole('dialog').getByTestId('promotion-preview')).toContainText(title);
  await page.keyboard.press('Escape');
  await row.getByRole('button', { name: 'Manage' }).click();
  await page.getByRole('menuitem', { name: 'Results' }).click();
  await expect(page.getByTestId('promotion-results')).toContainText('Members taking part');

  await page.goto('/promotions');
  await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
});

test('finance staff read and change the points earning ratios beside the member’s cards; a bad value is refused before sending', async ({
  page,
}) => {
  await openConsoleAs(page, E2E_FINANCE, '/promotions?view=points', { brand: 'demo' });
  const sports = page.getByLabel('Sports: money per point');
  await expect(sports).not.toHaveValue('');
  const preview = page.getByRole('region', { name: 'What a member sees' });
  // A value that changes on every run, so the save is seen even when an earlier run left its own.
  const money = `${(Date.now() % 900) + 100}.00`;
  await sports.fill('0');
  await page.getByRole('button', { name: 'Save ratios' }).click();
  await expect(page.getByRole('alert')).toContainText('Sports: more than 0 and at most 1,000,000');
  await sports.fill(money);
  await expect(preview).toContainText(`${money} = 1 point`);
  await page.getByRole('button', { name: 'Save ratios' }).click();
  await expect(page.getByText("The brand's own ratios")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Sports: money per point')).toHaveValue(money);
  await expect(preview).toContainText(`${money} = 1 point`);
  await lookAt(page, 'test-results/console-engage/points-settings.png', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await lookAt(page, 'test-results/console-engage/points-settings-phone.png', { fullPage: true });
});

test('lottery: one staff member enters a result, cannot approve it; a second approves; the history shows it with the proofs', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  const awaiting = `/lottery?view=awaiting&game=${E2E_OFFICIAL_DRAW.gameCode}`;
  await openConsoleAs(page, E2E_RISK, awaiting, { brand: 'demo' });
  const draw = page.getByRole('row').filter({ hasText: E2E_OFFICIAL_DRAW.period });
  await draw.getByRole('button', { name: 'Enter result' }).click();
  const entry = page.getByRole('dialog');
  await entry.getByLabel('Balls').fill('4 2 7');
  await entry.getByRole('button', { name: 'Enter result' }).click();
  await expect(entry).toBeHidden();
  await expect(draw.getByTestId('pending-result')).toContainText('Entered by e2e.risk: 4 2 7');
  await expect(draw).toContainText('Your entry: another staff member approves it.');
  await expect(draw.getByRole('button', { name: 'Approve result' })).toHaveCount(0);

  const second = await browser.newContext();
  const admin = await second.newPage();
  await openConsoleAs(admin, E2E_ADMIN, awaiting, { brand: 'demo' });
  const same = admin.getByRole('row').filter({ hasText: E2E_OFFICIAL_DRAW.period });
  await same.getByRole('button', { name: 'Approve result' }).click();
  const approval = admin.getByRole('dialog');
  await expect(approval).toContainText('Entered by e2e.risk: 4 2 7');
  await approval.getByLabel('Balls').fill('4 2 7');
  await approval.getByRole('button', { name: 'Approve result' }).click();
  await expect(approval).toBeHidden();
  await expect(same).toHaveCount(0);

  await admin.goto(`/console/lottery?view=history&game=${E2E_OFFICIAL_DRAW.gameCode}`);
  const done = admin.getByRole('row').filter({ hasText: E2E_OFFICIAL_DRAW.period });
  await expect(done.getByTestId('draw-proof')).toContainText('4 2 7');
  await expect(done).toContainText('Entered by e2e.risk, approved by e2e.admin');

  // An e-lottery draw's proof: the seed's hash published before betting, the seed revealed after.
  await admin.goto(`/console/lottery?view=history&game=${E2E_LOTTERY.gameCode}`);
  const proof = admin.getByTestId('draw-proof').first();
  await expect(async () => {
    await admin.reload();
    await expect(proof).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 90_000 });
  await proof.getByText('Fairness proof').click();
  await expect(proof).toContainText('Seed hash, published before betting opened');
  await expect(proof.locator('dd').nth(0)).toHaveText(/^[0-9a-f]{64}$/);
  await expect(proof.locator('dd').nth(1)).toHaveText(/^[0-9a-f]{64}$/);
  await second.close();
});
