import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './fixtures/operator.ts';
import { openConsoleAs } from './pages/console-login.ts';
import { lookAt } from './pages/look.ts';

test.describe.configure({ timeout: 60_000 });

test('an admin opens a brand from the template with its own host, languages, a switch and a deposit method, and a visitor sees it', async ({
  page,
  baseURL,
}, testInfo) => {
  const code = `newbrand-${Date.now().toString(36)}`;
  const host = `${code}.localhost`;
  const name = `Jade Harbour ${code.slice(-4)}`;
  await openConsoleAs(page, E2E_ADMIN, '/brands');

  await page.getByRole('button', { name: 'New brand' }).click();
  const create = page.getByRole('dialog', { name: 'New brand from a template' });
  await expect(create.getByLabel('Template brand')).toHaveValue('demo');
  await create.getByLabel('Code', { exact: true }).fill(code);
  await create.getByLabel('Name', { exact: true }).fill(name);
  await create.getByLabel('Host', { exact: true }).fill('not a host');
  await create.getByRole('button', { name: 'Create brand' }).click();
  // The contract's own schema refuses it before anything is sent.
  await expect(create.getByRole('alert')).toContainText('not a valid host name');
  await create.getByLabel('Host', { exact: true }).fill(host);
  await create.getByRole('button', { name: 'Create brand' }).click();
  await expect(create).toBeHidden();

  await expect(page.getByRole('heading', { name })).toBeVisible();
  const general = page.getByRole('tabpanel', { name: 'General' });
  await general.getByLabel('Languages (default first)').fill('EN, TH');
  await general.getByRole('button', { name: 'Save' }).click();
  await expect(general.getByRole('status')).toHaveText('Saved: the site shows it now.');

  await page.getByRole('tab', { name: 'Site & sessions' }).click();
  const site = page.getByRole('tabpanel', { name: 'Site & sessions' });
  const description = `${name}: lottery and live games by the harbour`;
  await site.getByLabel(/^Description/).fill(description);
  await site.getByLabel(/^Browser colour, dark theme/).fill('red');
  await site.getByRole('button', { name: 'Save' }).click();
  await expect(site.getByRole('alert')).toContainText('not a colour like #1a2b3c');
  await site.getByLabel(/^Browser colour, dark theme/).fill('#0b3d2e');
  await site.getByRole('button', { name: 'Save' }).click();
  await expect(site.getByRole('status')).toHaveText('Saved: the site shows it now.');
  await lookAt(page, testInfo.outputPath('brand-site-tab.png'), { fullPage: true });

  await page.getByRole('tab', { name: 'Registration & login' }).click();
  const login = page.getByRole('tabpanel', { name: 'Registration & login' });
  const freePlay = login.getByRole('checkbox', { name: /Free trial/ });
  await expect(freePlay).toBeChecked();
  await freePlay.uncheck();
  const switches = login.locator('section');
  await switches.getByRole('button', { name: 'Save' }).click();
  await expect(switches.getByRole('status')).toBeVisible();
  // A provider's client secret is sent once and never shown again: the form only says it is set.
  const google = login.getByRole('form', { name: 'Google' });
  await google.getByLabel('Client id').fill('harbour.apps.googleusercontent.com');
  await google.getByLabel('Client secret').fill('harbour-client-secret');
  await google.getByRole('button', { name: 'Save' }).click();
  await expect(google.getByRole('status')).toBeVisible();
  const replace = google.getByLabel('Replace the client secret (empty: keep it)');
  await expect(replace).toHaveValue('');
  await expect(replace).toHaveAttribute('placeholder', 'set: never shown again');
  await lookAt(google, testInfo.outputPath('brand-google-provider.png'));

  await page.getByRole('link', { name: 'Payment methods of this brand' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(code);
  await page.getByRole('button', { name: 'Add a method' }).click();
  const method = page.getByRole('dialog', { name: 'New deposit method' });
  await method.getByLabel('Code', { exact: true }).fill('bank');
  await method.getByLabel('Name members see').fill('Harbour Bank transfer');
  await method.getByLabel('Smallest deposit').fill('10.00');
  await method.getByLabel('Largest deposit').fill('5000.00');
  await method.getByLabel('Bank', { exact: true }).fill('Harbour Bank');
  await method.getByLabel('Account name').fill('Jade Harbour Ltd');
  await method.getByLabel('Account number').fill('1234 5678 90');
  await method.getByRole('button', { name: 'Save' }).click();
  await expect(method).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'Harbour Bank transfer' })).toContainText(
    'Harbour Bank · Jade Harbour Ltd · 1234 5678 90',
  );

  const port = new URL(baseURL ?? 'http://127.0.0.1').port;
  await page.goto(`http://${host}:${port}/index`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
  // The page as the server sent it: the site's script sets the browser colour of the theme in use.
  const sent = await page.evaluate(
    (url) => fetch(url, { headers: { accept: 'text/html' } }).then((response) => response.text()),
    page.url(),
  );
  expect(sent).toContain('content="#0b3d2e" media="(prefers-color-scheme: dark)"');
  const facts = page.getByRole('region', { name: new RegExp(name) });
  await expect(facts.getByRole('listitem').filter({ hasText: 'ไทย' })).toBeVisible();
  await expect(facts.getByRole('listitem').filter({ hasText: 'Free demo play' })).toContainText(
    'not available',
  );
});
