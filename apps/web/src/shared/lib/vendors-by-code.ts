import type { GameMenus, Vendor } from '@platform/contracts/games/categories';

/** Every vendor of the game menus by its code, whatever its category: how games name their vendor. */
export function vendorsByCode(menus: GameMenus | undefined): ReadonlyMap<string, Vendor> {
  return new Map(
    (menus ?? []).flatMap((menu) => menu.vendors.map((vendor) => [vendor.vendorCode, vendor] as const)),
  );
}
