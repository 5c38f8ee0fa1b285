import type { GameMenus, Vendor } from '@platform/contracts/games/categories';
import { GAME_CATEGORIES, type GameCategory } from '../../../shared/lib/game-categories.ts';

/** A dropdown with this many vendors or fewer sits centred under its entry; more get a wide grid. */
const CENTRED_VENDOR_LIMIT = 6;

export type CategoryEntry = GameCategory & { vendors: Vendor[] };

export function isCentredDropdown(vendorCount: number): boolean {
  return vendorCount <= CENTRED_VENDOR_LIMIT;
}

/** One entry per nav category that has vendors, in the order the server gave. */
export function categoryEntries(menus: GameMenus): CategoryEntry[] {
  return menus.flatMap(({ gameCategory, vendors }) => {
    const category = GAME_CATEGORIES.find(({ id }) => id === gameCategory);
    return category?.isNavEntry && vendors.length > 0 ? [{ ...category, vendors }] : [];
  });
}

export type VendorLink =
  | { to: CategoryEntry['to']; search?: { page: string } }
  | { to: '/game'; search: { maintenance: string } };

/**
 * A vendor in maintenance leads to the game page's maintenance notice (with other games to play);
 * slot vendors open their own tab of the slots lobby (`/rng?page=`); others open the category.
 */
export function vendorLink(entry: CategoryEntry, vendor: Vendor): VendorLink {
  if (vendor.inMaintenance) return { to: '/game', search: { maintenance: vendor.vendorCode } };
  return entry.id === 'RNG' ? { to: entry.to, search: { page: vendor.vendorCode } } : { to: entry.to };
}
