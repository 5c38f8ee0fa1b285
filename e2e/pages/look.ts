import type { Locator, Page } from '@playwright/test';

/**
 * Screenshots for a person to look at: `E2E_SHOTS=1 npm run test:e2e` writes them under each test's
 * results folder. Without it they are skipped: CI's machine is gone after the run, and a full-page
 * capture costs seconds of software rendering on a loaded machine.
 */
export const TAKES_SHOTS = Boolean(process.env.E2E_SHOTS);

export async function lookAt(target: Page | Locator, path: string, options: { fullPage?: boolean } = {}) {
  if (!TAKES_SHOTS) return;
  if ('goto' in target) await target.screenshot({ path, ...options });
  else await target.screenshot({ path });
}
