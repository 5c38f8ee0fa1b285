import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './fixtures/operator.ts';
import { openConsoleAs } from './pages/console-login.ts';
import { writeIn } from './pages/content-editor.ts';
import { followLink } from './pages/in-app.ts';
import { lookAt } from './pages/look.ts';
import { prepareVisit } from './pages/site-visit.ts';

test.describe.configure({ timeout: 120_000 });

test('staff set up a new brand in the console alone (settings, payments, games, content, promotions), and a visitor of its host sees it in EN and VI', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // The spec may run again on the same database: everything it names is new each run.
  const stamp = Date.now().toString(36);
  const code = `nb-${stamp}`;
  const host = `${code}.localhost`;
  const name = `Saigon Lantern ${stamp}`;
  const notice = { en: `Grand opening ${stamp}`, vi: `Khai trương ${stamp}` };
  const banner = { en: `Welcome to the Lantern ${stamp}`, vi: `Chào mừng đến Lantern ${stamp}` };
  const promotion = {
    code: `OPEN-${stamp}`.toUpperCase(),
    en: `Opening bonus ${stamp}`,
    vi: `Thưởng khai trương ${stamp}`,
  };

  // 1. Brands: the new brand from the demo template, on its own host, in EN; VI comes in the next step.
  await openConsoleAs(page, E2E_ADMIN, '/brands');
  await page.getByRole('button', { name: 'New brand' }).click();
  const create = page.getByRole('dialog', { name: 'New brand from a template' });
  await expect(create.getByLabel('Template brand')).toHaveValue('demo');
  await create.getByLabel('Code', { exact: true }).fill(code);
  await create.getByLabel('Name', { exact: true }).fill(name);
  await create.getByLabel('Host', { exact: true }).fill('not a host');
  await create.getByLabel('Currency', { exact: true }).fill('VND');
  await create.getByLabel('Decimals').fill('0');
  await create.getByLabel('Languages (default first)').fill('EN');
  await create.getByLabel('Time zone').fill('Asia/Ho_Chi_Minh');
  await create.getByRole('button', { name: 'Create brand' }).click();
  // The contract's own schema refuses it before anything is sent.
  await expect(create.getByRole('alert')).toContainText('not a valid host name');
  await create.getByLabel('Host', { exact: true }).fill(host);
  await create.getByRole('button', { name: 'Create brand' }).click();
  await expect(create).toBeHidden();
  await expect(page.getByRole('heading', { name })).toBeVisible();

  // 2. The brand's own settings, tab by tab: a second language, the site's description and browser
  // colour, free play off and a sign-in provider.
  const general = page.getByRole('tabpanel', { name: 'General' });
  await general.getByLabel('Languages (default first)').fill('EN, VI');
  await general.getByRole('button', { name: 'Save' }).click();
  await expect(general.getByRole('status')).toHaveText('Saved: the site shows it now.');

  await page.getByRole('tab', { name: 'Site & sessions' }).click();
  const site = page.getByRole('tabpanel', { name: 'Site & sessions' });
  const description = `${name}: lottery and live games by the river`;
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
  await google.getByLabel('Client id').fill('lantern.apps.googleusercontent.com');
  await google.getByLabel('Client secret').fill('lantern-client-secret');
  await google.getByRole('button', { name: 'Save' }).click();
  await expect(google.getByRole('status')).toBeVisible();
  const replace = google.getByLabel('Replace the client secret (empty: keep it)');
  await expect(replace).toHaveValue('');
  await expect(replace).toHaveAttribute('placeholder', 'set: never shown again');
  await lookAt(google, testInfo.outputPath('brand-google-provider.png'));

  // 3. Payments: a bank transfer into the brand's own account.
  await page.getByRole('link', { name: 'Payment methods of this brand' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(code);
  await page.getByRole('button', { name: 'Add a method' }).click();
  const method = page.getByRole('dialog', { name: 'New deposit method' });
  await method.getByLabel('Code', { exact: true }).fill('bank');
  await method.getByLabel('Name members see').fill('Lantern Bank transfer');
  await method.getByLabel('Smallest deposit').fill('50000');
  await method.getByLabel('Largest deposit').fill('50000000');
  await method.getByLabel('Bank', { exact: true }).fill('Lantern Bank');
  await method.getByLabel('Account name').fill('Saigon Lantern Ltd');
  await method.getByLabel('Account number').fill('0071 0006 95');
  await method.getByRole('button', { name: 'Save' }).click();
  await expect(method).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'Lantern Bank transfer' })).toContainText(
    'Lantern Bank · Saigon Lantern Ltd · 0071 0006 95',
  );

  // The rest works on the brand chosen in the header.
  await page.getByRole('combobox', { name: 'Brand' }).selectOption(code);

  // 4. Games: the template's catalogue came over closed; open one vendor and one of its games.
  await page.goto('/console/games/vendors?category=RNG');
  const vendor = page.getByRole('row').filter({ hasText: 'Lucky Reels' });
  await expect(vendor).toContainText('Disabled');
  await vendor.getByRole('button', { name: 'Manage' }).click();
  await page.getByRole('menuitem', { name: 'Enable vendor' }).click();
  await expect(vendor).toContainText('Live');
  await page.goto('/console/games?vendorCode=LUCKY_REELS&sort=id');
  const gameRows = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Edit' }) });
  await expect(gameRows.first()).toContainText('Disabled');
  const game = (await gameRows.first().locator('span.font-semibold').first().textContent()) ?? '';
  await gameRows.first().getByRole('button', { name: 'Edit' }).click();
  const gameDialog = page.getByRole('dialog', { name: `Edit ${game}` });
  await gameDialog.getByLabel('Enabled (members see it)').check();
  await gameDialog.getByRole('button', { name: 'Save game' }).click();
  await expect(gameDialog).toBeHidden();
  await expect(gameRows.filter({ hasText: game })).not.toContainText('Disabled');

  // 5. Content: an announcement and a home banner in both languages.
  await page.goto('/console/content');
  await page.getByRole('button', { name: 'New announcement' }).click();
  // A headline: the site's ticker runs it on every page.
  await page.getByRole('dialog').getByLabel('Kind').selectOption('H');
  await writeIn(page, /^English/, notice.en, 'Doors open tonight.');
  await writeIn(page, /^Vietnamese/, notice.vi, 'Mở cửa tối nay.');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: notice.en })).toContainText('EN · VI');
  await page.getByRole('tab', { name: 'Banners' }).click();
  await page.getByRole('button', { name: 'New banner' }).click();
  const bannerEditor = page.getByRole('dialog');
  await bannerEditor.getByLabel('Placement').selectOption({ label: 'Home page' });
  await bannerEditor.getByLabel('Image path').fill('banners/autumn-cup.svg');
  await bannerEditor.getByLabel('Opens').selectOption('ROUTE');
  await bannerEditor.getByLabel('Link').fill('/promotions');
  await writeIn(page, /^English/, banner.en);
  await writeIn(page, /^Vietnamese/, banner.vi);
  await bannerEditor.getByRole('button', { name: 'Save' }).click();
  await expect(bannerEditor).toBeHidden();

  // 6. Promotions: one running now, in both languages.
  await page.goto('/console/promotions');
  await page.getByRole('button', { name: 'New promotion' }).click();
  const form = page.getByRole('dialog', { name: 'New promotion' });
  await form.getByLabel('Code', { exact: true }).fill(promotion.code);
  await form.getByLabel('Bonus', { exact: true }).fill('100000');
  await form.getByLabel('Title', { exact: true }).fill(promotion.en);
  await form.getByLabel('Rules and description').fill('Claim it on your first day.');
  await form.getByRole('button', { name: '+ VI' }).click();
  await form.getByLabel('Title', { exact: true }).fill(promotion.vi);
  await form.getByLabel('Rules and description').fill('Nhận thưởng trong ngày đầu tiên.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: promotion.code })).toContainText('Running');

  const port = new URL(baseURL ?? 'http://127.0.0.1').port;
  // 7. The brand's page about itself: its description, both languages and no free play; and the page as
  // the server sent it, whose script sets the browser colour of the theme in use.
  await prepareVisit(page);
  await page.goto(`http://${host}:${port}/index`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
  const sent = await page.evaluate(
    (url) => fetch(url, { headers: { accept: 'text/html' } }).then((response) => response.text()),
    page.url(),
  );
  expect(sent).toContain('content="#0b3d2e" media="(prefers-color-scheme: dark)"');
  const facts = page.getByRole('region', { name: new RegExp(name) });
  await expect(facts.getByRole('listitem').filter({ hasText: 'Tiếng Việt' })).toBeVisible();
  await expect(facts.getByRole('listitem').filter({ hasText: 'Free demo play' })).toContainText(
    'not available',
  );

  // 8. A visitor of the new host, no login, on a phone.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const visitor = await context.newPage();
  await prepareVisit(visitor);
  await visitor.goto(`http://${host}:${port}/`);
  await expect(visitor).toHaveTitle(new RegExp(name));
  await expect(visitor.getByText(banner.en)).toBeVisible();
  await lookAt(visitor, testInfo.outputPath('new-brand-home-en.png'));
  // The ticker holds its headlines twice over, for an endless lap.
  await expect(visitor.getByText(notice.en).first()).toBeVisible();
  // The other pages within the site, as its links reach them: a load each is seconds on a phone.
  await followLink(visitor, '/rng?page=LUCKY_REELS');
  await expect(visitor.getByRole('button', { name: `Play ${game}` })).toBeVisible();
  await followLink(visitor, '/promotions');
  await expect(visitor.getByRole('link', { name: new RegExp(promotion.en) })).toBeVisible();

  await followLink(visitor, '/');
  // On a phone the language menu is in the menu drawer.
  await visitor.getByRole('button', { name: 'Open menu' }).click();
  const drawer = visitor.getByRole('dialog', { name: 'Menu' });
  await drawer.locator('button[aria-haspopup="menu"]').click();
  await visitor.getByRole('menu').getByRole('menuitemradio', { name: 'Tiếng Việt' }).click();
  await visitor.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(visitor.getByText(banner.vi)).toBeVisible();
  await expect(visitor.getByText(notice.vi).first()).toBeVisible();
  await lookAt(visitor, testInfo.outputPath('new-brand-home-vi.png'));
  // Within the site: a new load would start in the language prepareVisit stored.
  await visitor.getByRole('contentinfo').locator('a[href="/promotions"]').click();
  await expect(visitor.getByRole('link', { name: new RegExp(promotion.vi) })).toBeVisible();

  // The template is untouched: the demo brand's site shows none of it and keeps its whole catalogue.
  await visitor.goto(`${baseURL}/`);
  await expect(visitor).not.toHaveTitle(new RegExp(name));
  await expect(visitor.getByRole('link', { name: /^Live Casino Real dealers/ })).toBeVisible();
  await expect(
    visitor.getByRole('region', { name: 'Featured offers' }).getByRole('group').first(),
  ).toBeVisible();
  await expect(visitor.getByText(banner.en)).toHaveCount(0);
  await expect(visitor.getByText(notice.en)).toHaveCount(0);
  await visitor.goto(`${baseURL}/promotions`);
  await expect(visitor.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
  await expect(visitor.getByRole('link', { name: new RegExp(promotion.en) })).toHaveCount(0);

  // 7. Lottery: the template's games came over closed; staff open one, the draw job lays out its
  // calendar (a pass every few seconds), and the new brand's visitor finds it in the lotto menu.
  const lottery = { code: 'SSC_1M', name: "Time Lottery 1'" };
  await page.goto('/console/lottery?view=games');
  const lotteryRow = page.getByRole('row').filter({ hasText: lottery.code });
  await expect(lotteryRow).toContainText('Off');
  await lotteryRow.getByRole('button', { name: 'Edit' }).click();
  const lotteryDialog = page.getByRole('dialog', { name: `${lottery.name}: settings` });
  await lotteryDialog.getByLabel('Enabled').check();
  await lotteryDialog.getByRole('button', { name: 'Save' }).click();
  await expect(lotteryDialog).toBeHidden();
  await expect(lotteryRow).toContainText('On');
  await visitor.goto(`http://${host}:${port}/lott`);
  await expect(visitor.getByRole('link', { name: new RegExp(lottery.name) })).toBeVisible();
  await expect(async () => {
    await page.goto(`/console/lottery?view=upcoming&game=${lottery.code}`);
    await expect(page.getByRole('row').filter({ hasText: 'Taking bets' })).toContainText(lottery.name, {
      timeout: 2_000,
    });
  }).toPass();
  await context.close();
});
