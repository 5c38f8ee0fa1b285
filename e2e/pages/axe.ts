import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The slice of the DOM's animation API the check needs; this project's types have no DOM. */
type AnimatedDocument = {
  getAnimations(): { playState: string; effect: { getTiming(): { iterations?: number } } | null }[];
};

/** Finite animations (the page fade, images fading in) must end first: half-faded text fails contrast. */
async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    (globalThis as unknown as { document: AnimatedDocument }).document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/**
 * Serious and critical WCAG 2.1 AA violations on the page as it is now; `within` (a CSS selector)
 * scans only that part, say an open window, which is much quicker than the whole page.
 */
export async function blockingViolations(page: Page, within?: string) {
  await settleAnimations(page);
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const axe = await (within === undefined ? builder : builder.include(within)).analyze();
  return axe.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target) }));
}
