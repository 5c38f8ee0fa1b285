import { z } from 'zod';

/** The largest PostgreSQL bigint: an id past it names no row, and the database answers it with an error. */
const MAX_ROW_ID = '9223372036854775807';

/** A row's id as text (body, path or query): a whole number from 1 to the largest bigint. */
export const ZRowId = z
  .string()
  .regex(/^[1-9]\d{0,18}$/)
  // Digit strings of one length without leading zeros compare as their numbers do.
  .refine((value) => value.length < MAX_ROW_ID.length || value <= MAX_ROW_ID, {
    message: 'Past the largest id',
  });

/** A page cursor in a query (the last id a page showed), read as a bigint in the id range. */
export const ZRowCursor = ZRowId.transform((value) => BigInt(value));
