import { compactDecrypt, exportJWK, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { sealPayload } from './seal-payload.ts';

describe('sealPayload', () => {
  it("encrypts to the brand's key so that only its private half opens it, naming the path", async () => {
    const { publicKey, privateKey } = await generateKeyPair('RSA-OAEP-256', { extractable: true });
    const { n, e } = await exportJWK(publicKey);
    const key = {
      alg: 'RSA-OAEP-256',
      enc: 'A256GCM',
      kid: 'brand-key-1',
      jwk: { kty: 'RSA', n: n ?? '', e: e ?? '' },
    } as const;
    const body = { username: 'player01', password: 'Lotus-2026!' };

    const jwe = await sealPayload(body, '/wps/session/login', key);

    expect(jwe.split('.')).toHaveLength(5);
    expect(jwe).not.toContain('Lotus');
    const { plaintext, protectedHeader } = await compactDecrypt(jwe, privateKey);
    expect(JSON.parse(new TextDecoder().decode(plaintext))).toEqual(body);
    expect(protectedHeader).toEqual({
      alg: 'RSA-OAEP-256',
      enc: 'A256GCM',
      kid: 'brand-key-1',
      htu: '/wps/session/login',
    });
    const other = await generateKeyPair('RSA-OAEP-256');
    await expect(compactDecrypt(jwe, other.privateKey)).rejects.toThrow();
  });
});
