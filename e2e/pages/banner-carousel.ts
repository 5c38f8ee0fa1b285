import type { Locator, Page } from '@playwright/test';

/** The home page's banner carousel (group w_home). */
export class BannerCarousel {
  readonly page: Page;
  readonly region: Locator;
  readonly slides: Locator;
  readonly dots: Locator;
  readonly nextButton: Locator;

  constructor(page: Page) {
    this.page = page;
    this.region = page.getByRole('region', { name: 'Featured offers' });
    this.slides = this.region.getByRole('group');
    this.dots = this.region.getByRole('button', { name: /^Go to slide/ });
    this.nextButton = this.region.getByRole('button', { name: 'Next slide' });
  }

  /** The 1-based number of the slide on show, read from the slide pickers. */
  async currentSlide(): Promise<number> {
    const labels = await this.dots.evaluateAll((dots) =>
      dots
        .filter((dot) => dot.getAttribute('aria-current') === 'true')
        .map((dot) => dot.getAttribute('aria-label')),
    );
    return Number(labels[0]?.replace(/\D/g, '') ?? 0);
  }

  /**
   * Watches the carousel until the slide has changed `count` times and returns each new slide with
   * when it arrived, so intervals can be measured between changes, whatever the page's load time.
   */
  async recordChanges(count: number, timeoutMs: number): Promise<{ slide: number; at: number }[]> {
    const changes: { slide: number; at: number }[] = [];
    const deadline = Date.now() + timeoutMs;
    let current = await this.currentSlide();
    while (changes.length < count && Date.now() < deadline) {
      await this.page.waitForTimeout(50);
      const slide = await this.currentSlide();
      if (slide !== current) {
        changes.push({ slide, at: Date.now() });
        current = slide;
      }
    }
    return changes;
  }

  /** The one slide keyboard and screen readers can reach (the others are inert). */
  visibleSlide(): Locator {
    return this.region.locator('[role="group"]:not([inert])');
  }
}
