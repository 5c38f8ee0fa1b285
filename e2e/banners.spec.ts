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
  expect(await banners.currentSlide()).toBe(1);

  // Not before the 5 s interval, then within a second or so of it.
  await page.waitForTimeout(4_000);
  expect(await banners.currentSlide()).toBe(1);
  await expect.poll(() => banners.currentSlide(), { timeout: 3_000 }).toBe(2);
  await expect(banners.visibleSlide()).toContainText('Live dealers, around the clock');

  await expect.poll(() => banners.currentSlide(), { timeout: 7_000 }).toBe(3);
  await expect.poll(() => banners.currentSlide(), { timeout: 7_000 }).toBe(1);
});

test('the carousel holds still while hovered', async ({ page }) => {
  const banners = new BannerCarousel(page);
  await page.goto('/index');
  await banners.region.hover();
  await page.waitForTimeout(6_500);
  expect(await banners.currentSlide()).toBe(1);
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

  // An autoplaying or looping carousel would have moved the slide by now.
  const before = await banners.visibleSlide().boundingBox();
  await page.waitForTimeout(6_000);
  expect(await banners.visibleSlide().boundingBox()).toEqual(before);
});
