import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The slice of the DOM the check needs; this project's types have no DOM. */
type AnimatedWindow = {
  document: {
    getAnimations(): { playState: string; effect: { getTiming(): { iterations?: number } } | null }[];
  };
  performance: { now(): number };
  quietSince?: number | undefined;
};

/** How long no finite animation may run before the page counts as settled. */
const QUIET_MS = 300;

/**
 * Finite animations (the page fade, images fading in) must end first: half-faded text fails contrast.
 * The page must stay still for a moment too: content shown after a late chunk (a language's texts
 * after a reload) starts its fade after a first look found nothing running.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() => {
    (globalThis as unknown as AnimatedWindow).quietSince = undefined;
  });
  await page.waitForFunction(
    (quietMs) => {
      const window = globalThis as unknown as AnimatedWindow;
      const running = window.document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
        );
      const now = window.performance.now();
      window.quietSince = running ? undefined : (window.quietSince ?? now);
      return window.quietSince !== undefined && now - window.quietSince >= quietMs;
    },
    QUIET_MS,
    { polling: 50 },
  );
}

/** The rules whose outcome depends on the colours: all a second theme of the same page can change. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** `rules`: only those (say COLOUR_RULES after a change of theme); `excluding`: CSS selectors left out. */
type ScanOptions = { rules?: readonly string[]; excluding?: readonly string[] };

/**
 * Serious and critical WCAG 2.1 AA violations on the page as it is now; `within` (a CSS selector)
 * scans only that part, say an open window, which is much quicker than the whole page.
 */
export async function blockingViolations(
  page: Page,
  within?: string,
  { rules, excluding = [] }: ScanOptions = {},
) {
  await settled(page);
  // Legacy mode runs axe in the page itself: the default runs it per frame, then again in a blank tab
  // it opens to merge what every frame found, which doubled a scan's time. The site has no frames of
  // its own to scan (a game's frame is the vendor's page). Only violations come back: the passes list
  // every node checked, megabytes a page that nothing reads.
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode()
    .options({ resultTypes: ['violations'] });
  if (within !== undefined) builder = builder.include(within);
  if (rules !== undefined) builder = builder.withRules([...rules]);
  for (const selector of excluding) builder = builder.exclude(selector);
  const axe = await builder.analyze();
  return axe.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target) }));
}
