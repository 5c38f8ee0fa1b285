import { describe, expect, it } from 'vitest';
import { bannerTarget } from './banner-target.ts';

describe('bannerTarget', () => {
  it('is not clickable without a linkage or without a link', () => {
    expect(bannerTarget({ linkageType: 'NONE', link: '/promotions' })).toEqual({ kind: 'none' });
    expect(bannerTarget({ linkageType: 'URL', link: null })).toEqual({ kind: 'none' });
    expect(bannerTarget({ linkageType: 'ROUTE', link: '  ' })).toEqual({ kind: 'none' });
  });

  it('opens http(s) addresses outside the site', () => {
    expect(bannerTarget({ linkageType: 'URL', link: 'https://partner.example/offer?x=1' })).toEqual({
      kind: 'external',
      href: 'https://partner.example/offer?x=1',
    });
    expect(bannerTarget({ linkageType: 'URL', link: 'http://partner.example' })).toEqual({
      kind: 'external',
      href: 'http://partner.example/',
    });
  });

  it('refuses addresses that could run script or are not addresses', () => {
    for (const link of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'not a url', '/promotions']) {
      expect(bannerTarget({ linkageType: 'URL', link })).toEqual({ kind: 'none' });
    }
  });

  it('navigates to paths of this site, with their search, and nowhere else', () => {
    expect(bannerTarget({ linkageType: 'ROUTE', link: '/rng?page=PG' })).toEqual({
      kind: 'route',
      href: '/rng?page=PG',
    });
    for (const link of ['//evil.example', '/\\evil.example', 'promotions', 'https://evil.example']) {
      expect(bannerTarget({ linkageType: 'ROUTE', link })).toEqual({ kind: 'none' });
    }
  });
});
