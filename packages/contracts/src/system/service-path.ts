/**
 * Customer-service addresses travel obscured when their type is 3: the last 8 characters are the key,
 * the rest is base64 of the address XORed with that key. No schema here: the site imports this at run time.
 */
export const ENCODED_SERVICE_PATH_TYPE = 3;
const KEY_LENGTH = 8;

function xorWithKey(bytes: Uint8Array, key: string): Uint8Array {
  const keyBytes = new TextEncoder().encode(key);
  return bytes.map((byte, index) => byte ^ (keyBytes[index % keyBytes.length] ?? 0));
}

/** Obscures a service address the way type-3 paths travel; the key must be 8 ASCII characters. */
export function encodeServicePath(url: string, key: string): string {
  if (!/^[\x21-\x7e]{8}$/.test(key)) throw new Error('service path key must be 8 printable ASCII characters');
  const bytes = xorWithKey(new TextEncoder().encode(url), key);
  return `${btoa(String.fromCharCode(...bytes))}${key}`;
}

/** Recovers a type-3 service address; null when the path is not a well-formed encoded address. */
export function decodeServicePath(path: string): string | null {
  if (path.length <= KEY_LENGTH) return null;
  const key = path.slice(-KEY_LENGTH);
  try {
    const encoded = Uint8Array.from(atob(path.slice(0, -KEY_LENGTH)), (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(xorWithKey(encoded, key));
  } catch {
    return null;
  }
}
