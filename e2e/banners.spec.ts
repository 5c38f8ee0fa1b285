import { expect, test } from '@playwright/test';
import { BannerCarousel } from './pages/banner-carousel.ts';
import { prepareVisit } from './pages/site-visit.ts';

test.beforeEach(async ({ page }) => {
  await prepareVisit(page);
});

test('three home banners play by themselves every 5 s and loop back to the first', async ({ page }) => {
  test.setTimeout(45_000);
  const banners = new BannerCarousel(page);
  await page.goto('/index');
  await expect(banners.slides).toHaveCount(3);
  await expect(banners.visibleSlide()).toContainText('Welcome bonus on your first deposit');

  const changes = await banners.recordChanges(3, 25_000);
  expect(changes.map(({ slide }) => slide)).toEqual([2, 3, 1]);
  // Each slide stays its 5 s before the next (a loose margin: the machine may be busy).
  for (const [index, change] of changes.entries()) {
    if (index === 0) continue;
    const interval = change.at - (changes[index - 1]?.at ?? 0);
    expect(interval).toBeGreaterThan(4_500);
    expect(interval).toBeLessThan(7_000);
  }
  await expect(banners.visibleSlide()).toContainText('Welcome bonus on your first deposit');
});

test('the carousel holds still while hovered', async ({ page }) => {
  const banners = new BannerCarousel(page);
  await page.goto('/index');
  await banners.region.hover();
  await page.waitForTimeout(6_500);
  expect(await banners.currentSlide()).toBe(1);
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
  await page.goto(`http://single-banner.localhost:${port}/index`);
  await expect(banners.slides).toHaveCount(1);
  await expect(banners.visibleSlide()).toContainText('Welcome bonus on your first deposit');
  await expect(banners.dots).toHaveCount(0);
  await expect(banners.nextButton).toHaveCount(0);

  // An autoplaying or looping carousel would have moved the slide sideways by now. Only x is
  // compared: the page may still settle vertically by a fraction of a pixel as it finishes loading.
  const before = await banners.visibleSlide().boundingBox();
  await page.waitForTimeout(6_000);
  const after = await banners.visibleSlide().boundingBox();
  expect(after?.x).toBe(before?.x);
  expect(after?.width).toBe(before?.width);
});
