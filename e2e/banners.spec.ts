import { expect, test } from '@playwright/test';
import { BannerCarousel } from './pages/banner-carousel.ts';
import { prepareVisit } from './pages/site-visit.ts';

// The carousel's motion is what these tests are about (the config turns motion off).
test.use({ reducedMotion: 'no-preference' });

test.beforeEach(async ({ page }) => {
  await prepareVisit(page);
});

test('three home banners play by themselves every 5 s and loop back to the first', async ({ page }) => {
  const banners = new BannerCarousel(page);
  await page.clock.install();
  await page.goto('/index');
  await expect(banners.slides).toHaveCount(3);
  await expect(banners.visibleSlide()).toContainText('Welcome bonus on your first deposit');

  // A hover holds the slide on show (the first, unless a loaded machine was slower than its 5 s) and
  // fetches the carousel's code; the page's clock then stands still and moves only when told.
  // Leaving gives the slide its full 5 s from that moment.
  await banners.region.hover();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  let previous = await banners.currentSlide();
  expect(previous).toBeGreaterThan(0);
  await page.mouse.move(0, 0);
  // Each slide stays exactly its 5 s: not a moment less, then the next one shows, the third looping
  // back to the first; at least three moves, and on until the first slide is back.
  const shown: number[] = [];
  while (shown.length < 3 || previous !== 1) {
    await page.clock.runFor(4_999);
    await banners.settle();
    expect(await banners.currentSlide()).toBe(previous);
    await page.clock.runFor(1);
    const next = (previous % 3) + 1;
    await expect.poll(() => banners.currentSlide()).toBe(next);
    shown.push(next);
    previous = next;
  }
  expect(shown).toContain(1);
  await expect(banners.visibleSlide()).toContainText('Welcome bonus on your first deposit');
});

test('the carousel holds still while hovered', async ({ page }) => {
  const banners = new BannerCarousel(page);
  await page.clock.install();
  await page.goto('/index');
  await expect(banners.slides).toHaveCount(3);
  await banners.region.hover();
  const hovered = await banners.currentSlide();
  expect(hovered).toBeGreaterThan(0);
  await page.clock.runFor(6_500);
  await banners.settle();
  expect(await banners.currentSlide()).toBe(hovered);
});

test('the arrows and a drag move the slides from the moment the page shows', async ({ page }) => {
  const banners = new BannerCarousel(page);
  await page.goto('/index');
  await expect(banners.slides).toHaveCount(3);
  // The carousel's library downloads on this first hover: the click waits for it instead of being lost.
  await banners.nextButton.click();
  await expect.poll(() => banners.currentSlide()).toBe(2);

  const box = await banners.region.boundingBox();
  if (!box) throw new Error('the carousel has no box');
  const middle = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, middle);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, middle, { steps: 10 });
  await page.mouse.up();
  await expect.poll(() => banners.currentSlide()).toBe(3);
});

test('a banner with a route linkage navigates inside the site', async ({ page }) => {
  const banners = new BannerCarousel(page);
  await page.goto('/index');
  await banners.visibleSlide().getByRole('link').click();
  await expect(page).toHaveURL(/\/promotions$/);
});

test('a single banner neither plays nor loops and has no slide controls', async ({ page, baseURL }) => {
  const port = new URL(baseURL ?? 'http://127.0.0.1').port;
  const banners = new BannerCarousel(page);
  await page.clock.install();
  await page.goto(`http://single-banner.localhost:${port}/index`);
  await expect(banners.slides).toHaveCount(1);
  await expect(banners.visibleSlide()).toContainText('Welcome bonus on your first deposit');
  await expect(banners.dots).toHaveCount(0);
  await expect(banners.nextButton).toHaveCount(0);

  // An autoplaying or looping carousel would have moved the slide sideways by now. Only x is
  // compared: the page may still settle vertically by a fraction of a pixel as it finishes loading.
  const before = await banners.visibleSlide().boundingBox();
  await page.clock.runFor(6_000);
  await banners.settle();
  // A move it started would animate on the page's clock.
  await page.clock.runFor(1_000);
  const after = await banners.visibleSlide().boundingBox();
  expect(after?.x).toBe(before?.x);
  expect(after?.width).toBe(before?.width);
});
