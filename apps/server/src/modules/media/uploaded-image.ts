/** An uploaded image is at most this large (withdrawal proofs, activity applications). */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The image type the bytes themselves say, whatever the file was called: PNG or JPEG, nothing else. */
function imageTypeOf(bytes: Buffer): 'image/png' | 'image/jpeg' | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return undefined;
}

/**
 * A member's image sent as base64: its bytes and type when it is a PNG or JPEG by content and at most
 * 5 MB, undefined otherwise.
 */
export function uploadedImage(
  base64: string,
): { contentType: 'image/png' | 'image/jpeg'; bytes: Buffer } | undefined {
  const bytes = Buffer.from(base64, 'base64');
  const contentType = imageTypeOf(bytes);
  if (!contentType || bytes.length > MAX_IMAGE_BYTES) return undefined;
  return { contentType, bytes };
}
