/**
 * Keys that earlier versions shipped in their source and used whenever none was configured. They are
 * public, so they are kept here only to be refused: set as a secret they stop start-up, and what they
 * made (a house provider's key, e-lottery draws laid out under them) is replaced or cancelled.
 */
export const RETIRED_PUBLIC_KEYS = {
  HOUSE_VENDOR_SECRET: 'development-only-house-vendor-secret-change-me',
  LOTTERY_SEED_SECRET: 'development lottery seed secret, never for production',
} as const;
