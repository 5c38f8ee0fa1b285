import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';

/**
 * An address of the test's own, sent as X-Forwarded-For (which the browser tests' server trusts). The
 * login guard counts failed logins per address for 15 minutes: a test that fails logins on purpose from
 * the shared local address would put every test after it, within those minutes, behind the image captcha.
 */
export const ownAddress = (): string => `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`;

/** The page's requests come from an address of the test's own. */
export async function fromOwnAddress(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ownAddress() });
}
