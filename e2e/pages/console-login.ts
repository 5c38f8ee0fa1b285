import { expect, type Page } from '@playwright/test';
import { SESSION_STORAGE_KEYS } from '../../apps/console/src/shared/api/session-keys.ts';
import { totpCode } from '../../apps/server/src/platform/totp.ts';

/**
 * Opens the operator console at `path` (under /console) already logged in as a seeded staff account
 * (e2e/fixtures/operator.ts): its fixture session, second factor passed, is put in the tab's
 * sessionStorage before the console's code runs, as a login would leave it.
 */
export async function openConsoleAs(
  page: Page,
  staff: { token: string },
  path = '/',
  { brand }: { brand?: string } = {},
): Promise<void> {
  await page.addInitScript(
    ({ keys, token, brand }) => {
      // Only a fresh tab: a logout in the test stays a logout across its reloads.
      if (sessionStorage.getItem(`${keys.token}.injected`) === null) {
        sessionStorage.setItem(keys.token, token);
        sessionStorage.setItem(`${keys.token}.injected`, '1');
        // As if chosen in the header's brand menu (staff over every brand start with none).
        if (brand) sessionStorage.setItem(keys.brand, brand);
      }
    },
    { keys: SESSION_STORAGE_KEYS, token: staff.token, brand },
  );
  await page.goto(`/console${path === '/' ? '/' : path}`);
}

/** The console's login window, step by step, as a staff member goes through it the first time. */
export class ConsoleLogin {
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async open(): Promise<void> {
    await this.page.goto('/console/login');
  }

  async logIn(account: string, password: string): Promise<void> {
    await this.page.getByLabel('Account').fill(account);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Log in' }).click();
  }

  async changeInitialPassword(oldPassword: string, newPassword: string): Promise<void> {
    await expect(this.page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
    await this.page.getByLabel('Current password').fill(oldPassword);
    await this.page.getByLabel('New password', { exact: true }).fill(newPassword);
    await this.page.getByLabel('New password again').fill(newPassword);
    await this.page.getByRole('button', { name: 'Change password' }).click();
  }

  /** Reads the key shown, plays the phone with it, and answers the recovery codes shown once. */
  async setUpAuthenticator(): Promise<string[]> {
    await expect(this.page.getByRole('heading', { name: 'Set up your authenticator' })).toBeVisible();
    await expect(this.page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = (await this.page.getByTestId('totp-secret').textContent())?.trim() ?? '';
    await this.page.getByLabel('6-digit code').fill(totpCode(secret, new Date()));
    await this.page.getByRole('button', { name: 'Confirm' }).click();
    const codes = this.page.getByTestId('recovery-codes').getByRole('listitem');
    await expect(codes).toHaveCount(10);
    return codes.allTextContents();
  }

  async confirmRecoveryCodesSaved(): Promise<void> {
    const proceed = this.page.getByRole('button', { name: 'Continue' });
    await expect(proceed).toBeDisabled();
    await this.page.getByLabel('I have saved them').check();
    await proceed.click();
  }
}
