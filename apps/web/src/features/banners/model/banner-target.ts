import type { Banner } from '@platform/contracts/content/banners';

/** Where a click on a banner goes: nowhere, a new tab outside the site, or a page of the site. */
export type BannerTarget =
  | { kind: 'none' }
  | { kind: 'external'; href: string }
  | { kind: 'route'; href: string };

const NONE: BannerTarget = { kind: 'none' };

/**
 * Reads a banner's linkage. Only http(s) addresses open outside (never `javascript:` or `data:`), and
 * a route must be a path of this site (`/promotions`, not `//elsewhere.example`); anything else is
 * shown but not clickable.
 */
export function bannerTarget({ linkageType, link }: Pick<Banner, 'linkageType' | 'link'>): BannerTarget {
  const value = link?.trim();
  if (!value) return NONE;
  if (linkageType === 'URL') {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:'
        ? { kind: 'external', href: url.href }
        : NONE;
    } catch {
      return NONE;
    }
  }
  if (linkageType === 'ROUTE') {
    return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')
      ? { kind: 'route', href: value }
      : NONE;
  }
  return NONE;
}
