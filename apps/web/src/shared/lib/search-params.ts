import { z } from 'zod';

/**
 * An optional free-text search parameter. The router parses `?code=123` into the number 123, so
 * numbers are turned back into text; anything unusable is dropped instead of failing the page.
 */
export const ZOptionalSearchText = z
  .preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.string().trim().min(1).max(64).optional(),
  )
  .catch(undefined);
