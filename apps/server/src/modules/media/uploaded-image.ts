import { MAX_UPLOAD_BYTES } from '@platform/contracts/uploads';

/**
 * The file type the bytes themselves say, whatever the file was called: PNG, JPEG, WebP (a RIFF file
 * of the WEBP form) or PDF, nothing else.
 */
export function fileTypeOf(
  bytes: Buffer,
): 'image/png' | 'image/jpeg' | 'image/webp' | 'application/pdf' | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return undefined;
}

/** PNG or JPEG by content: what staff and members upload as pictures elsewhere. */
function imageTypeOf(bytes: Buffer): 'image/png' | 'image/jpeg' | undefined {
  const type = fileTypeOf(bytes);
  return type === 'image/png' || type === 'image/jpeg' ? type : undefined;
}

/**
 * An uploaded image: its bytes and type when it is a PNG or JPEG by content and at most 5 MB,
 * undefined otherwise.
 */
export function uploadedImage(
  file: Uint8Array,
): { contentType: 'image/png' | 'image/jpeg'; bytes: Buffer } | undefined {
  const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  const contentType = imageTypeOf(bytes);
  if (!contentType || bytes.length > MAX_UPLOAD_BYTES) return undefined;
  return { contentType, bytes };
}
