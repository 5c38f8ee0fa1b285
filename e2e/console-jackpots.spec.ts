import { expect, test } from '@playwright/test';
import { SESSION_STORAGE_KEYS } from '../apps/console/src/shared/api/session-keys.ts';
import { E2E_AUDITOR, E2E_FINANCE } from './fixtures/operator.ts';
import { openConsoleAs } from './pages/console-login.ts';
import { lookAt } from './pages/look.ts';

// A fixture brand nobody plays on: a pool opened here changes no other spec's jackpots.
const BRAND = 'e2e-mandatory';

test('finance opens a jackpot and tops its pool up in the console; the auditor only reads it', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  await page.addInitScript(([key, brand]) => sessionStorage.setItem(key, brand), [
    SESSION_STORAGE_KEYS.brand,
    BRAND,
  ] as const);
  await openConsoleAs(page, E2E_FINANCE, '/jackpots');
  await expect(page.getByRole('heading', { name: 'Jackpots', level: 1 })).toBeVisible();

  const open = page.getByRole('form', { name: 'Open a jackpot' });
  await open.getByLabel('Code', { exact: true }).fill('E2E_POOL');
  await open.getByLabel('Share (basis points, 100 = 1 %)').fill('50');
  await open.getByLabel('Seed amount').fill('25');
  await open.getByLabel('Games (codes)').fill('HOUSE_LOTUS_FORTUNE');
  await open.getByLabel('Reason').fill('A pool for the slot');
  await open.getByRole('button', { name: 'Open' }).click();
  await expect(open.getByRole('status')).toHaveText('25.00 moved into the pool.');

  const card = page.getByRole('region', { name: 'E2E_POOL' });
  await expect(card).toContainText('Pool now: 25.00');
  await expect(card).toContainText('0.5 %');
  await card.getByText('Manage').click();
  const funding = card.getByRole('form', { name: 'Fund from the house' });
  await funding.getByLabel('Amount', { exact: true }).fill('10');
  await funding.getByLabel('Reason').fill('Launch week boost');
  await funding.getByRole('button', { name: 'Fund' }).click();
  await expect(funding.getByRole('status')).toHaveText('10.00 moved into the pool.');
  await expect(card).toContainText('Pool now: 35.00');
  await lookAt(page, testInfo.outputPath('console-jackpots.png'), { fullPage: true });

  const auditorContext = await browser.newContext({ baseURL });
  const auditor = await auditorContext.newPage();
  await auditor.addInitScript(([key, brand]) => sessionStorage.setItem(key, brand), [
    SESSION_STORAGE_KEYS.brand,
    BRAND,
  ] as const);
  await openConsoleAs(auditor, E2E_AUDITOR, '/jackpots');
  const seen = auditor.getByRole('region', { name: 'E2E_POOL' });
  await expect(seen).toContainText('Pool now: 35.00');
  await expect(seen.getByText('Manage')).toHaveCount(0);
  await expect(auditor.getByRole('form', { name: 'Open a jackpot' })).toHaveCount(0);
  await auditorContext.close();
});
