import { z } from 'zod';

/** The brand a console call acts on, by code. */
export const ZBrandCode = z.string().min(2).max(32).describe('Brand code');

/** Server paging and sorting of a console list over `sortKeys`. */
export function pagedQuery<const T extends readonly [string, ...string[]]>(sortKeys: T, sort: T[number]) {
  return {
    merchant: ZBrandCode,
    sort: z.enum(sortKeys).default(sort as never),
    order: z.enum(['asc', 'desc']).default('asc'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    size: z.coerce.number().int().min(1).max(200).default(50),
  };
}

/** A page of a console list. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  });
}

/** Where the brand's image paths resolve: its first image host (the site picks among them). */
export const ZImageHost = z
  .string()
  .describe("The brand's image host that image paths are relative to; empty: the site's own root");

/** The body an image upload may reach: a 5 MB image as base64, and the rest of the call. */
export const IMAGE_UPLOAD_BODY_BYTES = 8 * 1024 * 1024;

/** A staff-uploaded image: PNG or JPEG as base64 (checked by its bytes, 5 MB at most). */
export const ZImageUploadBody = z.object({
  merchant: ZBrandCode,
  image: z.string().min(1).max(7_000_000).describe('Base64 of a PNG or JPEG of at most 5 MB'),
});
export const ZUploadedImage = z.object({
  path: z.string().describe('Image path under the brand image hosts'),
});
