import { z } from 'zod';

/** A member's uploaded image as base64: the server checks it is a PNG or JPEG of 5 MB at most by content. */
export const ZImageBase64 = z
  .string()
  .max(7_000_000)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/)
  .describe('The PNG or JPEG file, base64; 5 MB at most, checked by its content');
