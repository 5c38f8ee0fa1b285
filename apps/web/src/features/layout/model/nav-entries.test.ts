import type { Vendor } from '@platform/contracts/games/categories';
import { describe, expect, it } from 'vitest';
import { categoryEntries, isCentredDropdown, vendorLink } from './nav-entries.ts';

function vendors(count: number): Vendor[] {
  return Array.from({ length: count }, (_, index) => ({
    accountTypeId: index,
    vendorCode: `V${index}`,
    displayName: `Vendor ${index}`,
    smallIcon: `vendors/V${index}.svg`,
    isHot: false,
    inMaintenance: false,
    seamless: false,
  }));
}

describe('nav entries', () => {
  it('centres a dropdown of up to 6 vendors and widens one of 7 or more', () => {
    expect(isCentredDropdown(1)).toBe(true);
    expect(isCentredDropdown(6)).toBe(true);
    expect(isCentredDropdown(7)).toBe(false);
    expect(isCentredDropdown(20)).toBe(false);
  });

  it("keeps the server's order and leaves out categories without vendors", () => {
    const entries = categoryEntries([
      { gameCategory: 'RNG', vendors: vendors(7) },
      { gameCategory: 'FISH', vendors: [] },
      { gameCategory: 'LOTT', vendors: vendors(1) },
      { gameCategory: 'LIVE', vendors: vendors(2) },
    ]);
    expect(entries.map(({ id, to }) => [id, to])).toEqual([
      ['RNG', '/rng'],
      ['LOTT', '/lottery'],
      ['LIVE', '/live'],
    ]);
  });

  it('opens a slot vendor on its own tab, any other on its category, one in maintenance on its notice', () => {
    const [rng, sports] = categoryEntries([
      { gameCategory: 'RNG', vendors: vendors(1) },
      { gameCategory: 'SPORTS', vendors: vendors(1) },
    ]);
    const [vendor] = vendors(1);
    if (!rng || !sports || !vendor) throw new Error('fixture');
    expect(vendorLink(rng, vendor)).toEqual({ to: '/rng', search: { page: 'V0' } });
    expect(vendorLink(sports, vendor)).toEqual({ to: '/sports' });
    expect(vendorLink(rng, { ...vendor, inMaintenance: true })).toEqual({
      to: '/game',
      search: { maintenance: 'V0' },
    });
  });
});
