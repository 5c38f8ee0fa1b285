import { z } from 'zod';

/**
 * A file part of a multipart/form-data upload, as the server has read it: its bytes. The server
 * checks what the bytes are (never the name or type the browser gave) and their size.
 */
export const ZUploadedFile = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array, 'a file part')
  .meta({ type: 'string', format: 'binary' });
