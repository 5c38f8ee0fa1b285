import { z } from 'zod';
import { ZUploadedFile } from '../uploaded-file.ts';

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

/** A staff-uploaded image, multipart: PNG or JPEG (checked by its bytes, 5 MB at most). */
export const ZImageUploadBody = z.object({
  merchant: ZBrandCode,
  image: ZUploadedFile.describe('A PNG or JPEG of at most 5 MB, checked by its content'),
});
export const ZUploadedImage = z.object({
  path: z.string().describe('Image path under the brand image hosts'),
});
