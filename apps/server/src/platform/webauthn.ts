import type {
  Passkey,
  PasskeyLoginBody,
  PasskeyRegistrationBody,
} from '@platform/contracts/identity/passkey-schemas';
import { verifyAuthenticationResponse, verifyRegistrationResponse } from '@simplewebauthn/server';
import { COSEALG } from '@simplewebauthn/server/helpers';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** EdDSA, ES256 and RS256: what authenticators make in practice. */
export const SIGNATURE_ALGORITHMS = [COSEALG.EdDSA, COSEALG.ES256, COSEALG.RS256];
/** How long the browser's prompt may stay open; the challenge lives as long. */
export const CHALLENGE_MS = 5 * 60_000;

/**
 * Who a passkey is for: the host the page is on (the rpID, which the authenticator binds the passkey
 * to) and the page's origin, which the browser signs into every answer.
 */
export type RelyingParty = { id: string; origin: string };

/**
 * The passkey is bound to the host the browser is on, and the browser signs the page's origin. The
 * pages and the API share that origin: in production the server serves the site and the console
 * itself, and in development Vite's proxy keeps the browser's Host header (no changeOrigin) for the
 * same reason. Behind a TLS proxy, TRUST_PROXY makes protocol and host the ones the browser used.
 */
export function relyingPartyOf(request: FastifyRequest): RelyingParty {
  return {
    id: request.hostname.toLowerCase().replace(/\.$/, ''),
    origin: `${request.protocol}://${request.host}`,
  };
}

/**
 * The library's verdict on a browser's answer. It throws on malformed data, a wrong challenge, origin
 * or host, a bad signature or a counter gone backwards: all of them are `code`, with the reason kept
 * for the log.
 */
async function verdict<T extends { verified: boolean }>(
  verification: () => Promise<T>,
  code: 'passkey.registration.failed' | 'passkey.login.failed',
): Promise<T> {
  const result = await verification().catch((cause: unknown) => {
    throw new AppError(code, { cause });
  });
  if (!result.verified) throw new AppError(code);
  return result;
}

/** A kept passkey as its owner's list shows it. */
export const passkeyView = (row: {
  credential_id: string;
  name: string | null;
  created_at: Date;
  last_used_at: Date | null;
}): Passkey => ({
  id: row.credential_id,
  name: row.name,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
});

/** Checks a browser's new passkey against the challenge it answers; answers the credential to keep. */
export async function checkedNewPasskey(
  credential: PasskeyRegistrationBody['credential'],
  expected: { challenge: string; party: RelyingParty; requireUserVerification: boolean },
) {
  const { registrationInfo } = await verdict(
    () =>
      verifyRegistrationResponse({
        response: { ...credential, clientExtensionResults: {} },
        expectedChallenge: expected.challenge,
        expectedOrigin: expected.party.origin,
        expectedRPID: expected.party.id,
        requireUserVerification: expected.requireUserVerification,
        supportedAlgorithmIDs: SIGNATURE_ALGORITHMS,
      }),
    'passkey.registration.failed',
  );
  if (!registrationInfo) throw new AppError('passkey.registration.failed');
  return registrationInfo.credential;
}

/**
 * Checks a passkey's signature over the challenge it answers against the kept passkey; answers the
 * authenticator's new counter, which the caller records.
 */
export async function checkedSignature(
  credential: PasskeyLoginBody['credential'],
  kept: { credential_id: string; public_key: Uint8Array; counter: bigint; transports: string[] },
  expected: { challenge: string; party: RelyingParty; requireUserVerification: boolean },
): Promise<number> {
  const { authenticationInfo } = await verdict(
    () =>
      verifyAuthenticationResponse({
        response: { ...credential, clientExtensionResults: {} },
        expectedChallenge: expected.challenge,
        expectedOrigin: expected.party.origin,
        expectedRPID: expected.party.id,
        credential: {
          id: kept.credential_id,
          publicKey: new Uint8Array(kept.public_key),
          counter: Number(kept.counter),
          transports: kept.transports,
        },
        requireUserVerification: expected.requireUserVerification,
      }),
    'passkey.login.failed',
  );
  return authenticationInfo.newCounter;
}
