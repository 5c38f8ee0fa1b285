/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { lookAt } from './pages/look.ts';
import { prepareVisit } from './pages/site-visit.ts';

/**
 * On a 390 px phone scrolled to the end of a page, no line of the footer runs level with the floating
 * LINE button (the 18+ line, the copyright line): beside it, a line only as long as EN's or VI's clears
 * it by a few pixels, and a longer one runs under it. The footer ends with room for it. In EN, CN and
 * VI, dark and light.
 */
test.use({ viewport: { width: 390, height: 844 } });

for (const language of ['EN', 'CN', 'VI'] as const)
  for (const theme of ['dark', 'light'] as const)
    test(`${language} ${theme}: no footer line runs level with the LINE button`, async ({ page }, info) => {
      await prepareVisit(page, { theme, language });
      await page.goto('/index');
      const button = page.locator('a[href^="https://line.example/"]').last();
      await expect(button).toBeVisible();
      const footer = page.locator('footer');
      await footer.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect
        .poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight)))
        .toBeGreaterThanOrEqual(await page.evaluate(() => document.documentElement.scrollHeight - 1));
      const shortcut = await button.boundingBox();
      if (!shortcut) throw new Error('the LINE button has no box');
      // Each line of text as laid out (a range's boxes), not its element's box, which holds its padding;
      // a line level with the button is one a longer text would run under.
      const covered = await footer.evaluate((element, box) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        const hits: string[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const overlaps = [...range.getClientRects()].some(
            (line) => line.width > 0 && line.top < box.y + box.height && line.bottom > box.y,
          );
          if (overlaps) hits.push(node.textContent.trim().slice(0, 40));
        }
        return hits;
      }, shortcut);
      expect(covered).toEqual([]);
      await lookAt(page, info.outputPath(`footer-390-${language}-${theme}.png`));
    });
