import type { PRODUCT_KINDS } from '@platform/contracts/loyalty/schemas';

export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** A product of the points mall as the grid shows it and the redeem window buys it. */
export type MallProduct = {
  id: string;
  kind: ProductKind;
  name: string;
  image: string | null;
  points: string;
  cashAmount: string | null;
  stock: number;
};
