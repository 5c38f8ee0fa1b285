import { expect, test } from '@playwright/test';
import { DownloadPage, HelpCentrePage, JoinPage } from './pages/content-pages.ts';
import { prepareVisit } from './pages/site-visit.ts';

test.describe('visitor content pages show the seeded content', () => {
  test.beforeEach(async ({ page }) => {
    await prepareVisit(page);
  });

  test('help: topics as tabs, an answer opens in place and in the address', async ({ page }) => {
    const help = new HelpCentrePage(page);
    await help.open();
    await expect(help.heading).toHaveText('Help Centre');
    await expect(help.topic('Account')).toHaveAttribute('aria-selected', 'true');
    await expect(help.topics.getByRole('tab')).toHaveText([
      'Account',
      'Deposits and withdrawals',
      'Terms and responsible play',
    ]);

    await help.topic('Deposits and withdrawals').click();
    await help.answer('How long does a deposit take?').click();
    await expect(page.getByText('Most deposits arrive within a few minutes.')).toBeVisible();
    await expect(page).toHaveURL(/category=payments&article=deposit/);

    // The address opens the same answer for someone else.
    await page.reload();
    await expect(page.getByText('Most deposits arrive within a few minutes.')).toBeVisible();
  });

  test('helpmc: the same help centre without the site header', async ({ page }) => {
    const help = new HelpCentrePage(page);
    await help.open('/helpmc?category=terms&article=user-agreement');
    await expect(page.locator('header nav')).toHaveCount(0);
    await expect(page.getByText('We may ask for proof of identity before paying out.')).toBeVisible();
  });

  test('download: three apps with version, QR code, install button and guide', async ({ page }) => {
    const download = new DownloadPage(page);
    await download.open();
    await expect(download.cards).toHaveCount(3);

    const android = download.card('Android');
    await expect(android.getByText('v3.2.1')).toBeVisible();
    await expect(android.getByRole('img', { name: 'QR code to download Android' })).toBeVisible();
    await expect(android.getByRole('link', { name: 'Download for Android' })).toHaveAttribute(
      'href',
      /^https:\/\/download\.lucky-lotus\.example\//,
    );
    await expect(android.getByRole('listitem')).toHaveCount(4);
    await expect(download.card('iOS Lite').getByText('v1.4.0')).toBeVisible();
  });

  test('join: recruitment sections and a contact button opening a new tab', async ({ page }) => {
    const join = new JoinPage(page);
    await join.open();
    await expect(join.heading).toHaveText('Join Us');
    await expect(page.getByRole('heading', { name: 'Why partner with us' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How you are paid' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Getting started' })).toBeVisible();

    const contact = join.contactButtons.first();
    await expect(contact).toHaveAttribute('href', 'https://partners.lucky-lotus.example/apply');
    await expect(contact).toHaveAttribute('target', '_blank');
    await expect(contact).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('texts follow the language: the help centre in Vietnamese', async ({ page }) => {
    await prepareVisit(page, { language: 'VI' });
    const help = new HelpCentrePage(page);
    await page.goto('/help');
    await expect(help.heading).toHaveText('Trung tâm trợ giúp');
    await expect(page.getByRole('tab', { name: 'Tài khoản' })).toBeVisible();
  });
});
