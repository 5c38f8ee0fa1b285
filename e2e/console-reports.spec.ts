import { addDays, gmt8DayOf } from '@platform/contracts/gmt8';
import { expect, test } from '@playwright/test';
import { E2E_AUDITOR, E2E_FINANCE } from './fixtures/operator.ts';
import { openConsoleAs } from './pages/console-login.ts';
import { registerMember } from './pages/member-login.ts';

test('finance reads the reports, changes the range and downloads a CSV; the auditor reads them too', async ({
  page,
  browser,
  baseURL,
}) => {
  // A registration today: the players report has a figure to show whatever else the run did.
  await registerMember(page, baseURL, `rpt${Date.now().toString(36)}`, 'Reports-e2e-1');
  const today = gmt8DayOf(new Date());

  await openConsoleAs(page, E2E_FINANCE, '/', { brand: 'demo' });
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();
  await expect(page.getByTestId('reports-total-ggr')).toHaveText(/\d/);
  await expect(
    page.getByRole('table', { name: 'Overview' }).or(page.getByText('Nothing in this range.')),
  ).toBeVisible();

  const week = addDays(today, -6);
  await page.getByLabel('From').fill(week);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${week}`));

  await page.getByRole('tab', { name: 'Players' }).click();
  const players = page.getByRole('table', { name: 'Players' });
  const row = players.getByRole('row').filter({ hasText: today });
  await expect(row).toBeVisible();
  expect(Number(await row.getByRole('cell').nth(1).textContent())).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('table', { name: 'Retention by signup week' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toBe(`players-demo-${week}-${today}.csv`);

  const auditorPage = await browser.newPage({ baseURL });
  await openConsoleAs(auditorPage, E2E_AUDITOR, `/reports?tab=cash&from=${week}&to=${today}`, {
    brand: 'demo',
  });
  await expect(auditorPage.getByRole('heading', { name: 'Reports' })).toBeVisible();
  await expect(auditorPage.getByRole('tab', { name: 'Cash flow', selected: true })).toBeVisible();
  await expect(
    auditorPage.getByRole('table', { name: 'Cash flow' }).or(auditorPage.getByText('Nothing in this range.')),
  ).toBeVisible();
  await auditorPage.close();
});
