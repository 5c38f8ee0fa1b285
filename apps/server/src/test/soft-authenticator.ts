import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software authenticator for tests: it makes and uses passkeys the way a phone or a security key
 * does (EC P-256, "none" attestation), so that the server's checks run on real signatures.
 */
export type SoftPasskey = {
  /** The credential id, base64url. */
  id: string;
  rpId: string;
  /** The user handle the site gave at creation, base64url. */
  userHandle: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The signature counter the next use will report. */
  counter: number;
};

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;
const NO_AAGUID = new Uint8Array(16);

const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash('sha256').update(data).digest());
const base64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');

function uint32(value: number): Uint8Array {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value);
  return bytes;
}

function uint16(value: number): Uint8Array {
  const bytes = new Uint8Array(2);
  new DataView(bytes.buffer).setUint16(0, value);
  return bytes;
}

/** The public key as COSE_Key (RFC 9053): EC2, ES256, P-256, x and y. */
function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  );
}

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): string {
  return JSON.stringify({ type, challenge, origin, crossOrigin: false });
}

type Ceremony = {
  challenge: string;
  origin: string;
  /** The host the authenticator believes it is on; by default the passkey's own. */
  rpId?: string;
  isUserVerified?: boolean;
};

const flagsOf = (ceremony: Ceremony) =>
  FLAG_USER_PRESENT | (ceremony.isUserVerified === false ? 0 : FLAG_USER_VERIFIED);

/** A new passkey for `rpId`, not yet shown to any site. */
export function newSoftPasskey(rpId: string, userHandle: string): SoftPasskey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { id: base64url(randomBytes(16)), rpId, userHandle, privateKey, publicKey, counter: 0 };
}

/** The browser's RegistrationResponseJSON for the passkey, answering a creation challenge. */
export function attestation(passkey: SoftPasskey, ceremony: Ceremony) {
  const credentialId = Buffer.from(passkey.id, 'base64url');
  const authData = Buffer.concat([
    sha256(ceremony.rpId ?? passkey.rpId),
    Uint8Array.of(flagsOf(ceremony) | FLAG_ATTESTED_DATA),
    uint32(passkey.counter),
    NO_AAGUID,
    uint16(credentialId.length),
    credentialId,
    coseKey(passkey.publicKey),
  ]);
  const attestationObject = isoCBOR.encode(
    new Map<string, string | Uint8Array | Map<string, never>>([
      ['fmt', 'none'],
      ['attStmt', new Map<string, never>()],
      ['authData', new Uint8Array(authData)],
    ]),
  );
  return {
    id: passkey.id,
    rawId: passkey.id,
    type: 'public-key' as const,
    response: {
      clientDataJSON: Buffer.from(
        clientData('webauthn.create', ceremony.challenge, ceremony.origin),
      ).toString('base64url'),
      attestationObject: base64url(attestationObject),
      transports: ['internal' as const],
    },
    authenticatorAttachment: 'platform' as const,
    clientExtensionResults: {},
  };
}

/**
 * The browser's AuthenticationResponseJSON: the passkey signs authData || SHA-256(clientDataJSON).
 * Each use moves the counter on, as a real authenticator's does.
 */
export function assertion(passkey: SoftPasskey, ceremony: Ceremony & { counter?: number }) {
  passkey.counter = ceremony.counter ?? passkey.counter + 1;
  const authData = Buffer.concat([
    sha256(ceremony.rpId ?? passkey.rpId),
    Uint8Array.of(flagsOf(ceremony)),
    uint32(passkey.counter),
  ]);
  const clientDataJSON = clientData('webauthn.get', ceremony.challenge, ceremony.origin);
  const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), passkey.privateKey);
  return {
    id: passkey.id,
    rawId: passkey.id,
    type: 'public-key' as const,
    response: {
      clientDataJSON: Buffer.from(clientDataJSON).toString('base64url'),
      authenticatorData: base64url(authData),
      signature: base64url(signature),
      userHandle: passkey.userHandle,
    },
    authenticatorAttachment: 'platform' as const,
    clientExtensionResults: {},
  };
}
