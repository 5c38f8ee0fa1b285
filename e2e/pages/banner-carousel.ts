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
   * Lets whatever the page's (installed) clock just fired take effect before a test checks that the
   * slides did not move: the carousel's code a timer asked for downloads and React renders what
   * changed. The clock itself does not move.
   */
  async settle(): Promise<void> {
    await this.page.waitForLoadState('networkidle');
    // React renders in tasks it posts through a MessageChannel: a message posted now arrives after them.
    for (let round = 0; round < 2; round += 1)
      await this.page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            const channel = new MessageChannel();
            channel.port1.addEventListener('message', () => resolve());
            channel.port1.start();
            channel.port2.postMessage(null);
          }),
      );
  }

  /** The one slide keyboard and screen readers can reach (the others are inert). */
  visibleSlide(): Locator {
    return this.region.locator('[role="group"]:not([inert])');
  }
}
