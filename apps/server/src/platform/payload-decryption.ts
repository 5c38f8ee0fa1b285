import type { KeyObject } from 'node:crypto';
import { type CompactJWEHeaderParameters, compactDecrypt, errors as joseErrors } from 'jose';
import { AppError } from './app-error.ts';

/** The private key behind a key id, if the brand owns one by that id. */
export type PrivateKeyFinder = (kid: string) => Promise<KeyObject | undefined>;

const ALGORITHMS = { keyManagementAlgorithms: ['RSA-OAEP-256'], contentEncryptionAlgorithms: ['A256GCM'] };
/** Compact JWE: five base64url parts. */
const COMPACT_JWE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

const decoder = new TextDecoder();

/**
 * Opens a body sent as `{ "value": "<compact JWE>" }` with the header `Encryption: jwe`. The protected
 * header names the call's path (`htu`), so a payload captured from one call cannot be replayed to
 * another; anything that does not open cleanly is refused with one code.
 */
export async function decryptPayload(
  body: unknown,
  path: string,
  findKey: PrivateKeyFinder,
): Promise<unknown> {
  const jwe = typeof body === 'object' && body !== null ? (body as { value?: unknown }).value : undefined;
  if (typeof jwe !== 'string' || !COMPACT_JWE.test(jwe)) throw new AppError('payload.encryption.invalid');
  try {
    const { plaintext, protectedHeader } = await compactDecrypt(
      jwe,
      async (header: CompactJWEHeaderParameters) => {
        const key = typeof header.kid === 'string' ? await findKey(header.kid) : undefined;
        if (!key) throw new AppError('payload.encryption.invalid');
        return key;
      },
      ALGORITHMS,
    );
    if (protectedHeader.htu !== path) throw new AppError('payload.encryption.invalid');
    return JSON.parse(decoder.decode(plaintext)) as unknown;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof joseErrors.JOSEError || error instanceof SyntaxError)
      throw new AppError('payload.encryption.invalid', { cause: error });
    throw error;
  }
}
