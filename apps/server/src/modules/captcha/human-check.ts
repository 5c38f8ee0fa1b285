import { randomBytes } from 'node:crypto';
import type { ZHumanCheckChallenge } from '@platform/contracts/captcha/schemas';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Payload } from 'altcha-lib/types';
import type { z } from 'zod';

type Challenge = z.output<typeof ZHumanCheckChallenge>;

/**
 * SHA-256 with a known counter between these bounds: a phone's browser finds it in a few thousand
 * hashes (well under a second with the widget's workers), the server checks it with one.
 */
const ALGORITHM = 'SHA-256';
const COUNTER_MIN = 1_000;
const COUNTER_MAX = 5_000;
/** Long enough to fill in a form after solving, short enough that a hoard of solutions goes stale. */
const CHALLENGE_LIFETIME_MS = 10 * 60_000;

export function newHumanCheckSecret(): string {
  return randomBytes(32).toString('base64url');
}

export async function issueChallenge(secret: string, now: Date): Promise<Challenge> {
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(COUNTER_MAX, COUNTER_MIN),
    deriveKey,
    expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: `${secret}:key`,
  });
  const { signature, parameters } = challenge;
  if (!signature) throw new Error('altcha-lib returned an unsigned challenge');
  return { signature, parameters };
}

function parsePayload(payload: string): Payload | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { challenge, solution } = parsed as Partial<Payload>;
    const isShaped =
      typeof challenge?.parameters?.nonce === 'string' &&
      typeof challenge.signature === 'string' &&
      typeof solution?.counter === 'number' &&
      typeof solution.derivedKey === 'string';
    return isShaped ? (parsed as Payload) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The nonce and expiry of a solved challenge this brand signed and that has not expired; undefined
 * for anything else (missing, malformed, tampered, wrong solution, expired).
 */
export async function checkSolution(
  secret: string,
  payload: string | undefined,
  now: Date,
): Promise<{ nonce: string; expiresAt: Date } | undefined> {
  const parsed = payload ? parsePayload(payload) : undefined;
  if (!parsed) return undefined;
  const { expiresAt } = parsed.challenge.parameters;
  // altcha-lib checks expiry against the wall clock; the service's own clock decides here too.
  if (typeof expiresAt !== 'number' || expiresAt * 1000 <= now.getTime()) return undefined;
  try {
    const result = await verifySolution({
      challenge: parsed.challenge,
      solution: parsed.solution,
      deriveKey,
      hmacSignatureSecret: secret,
      hmacKeySignatureSecret: `${secret}:key`,
    });
    if (!result.verified) return undefined;
  } catch {
    // Parameters the library refuses (unknown algorithm, bad hex) are a failed check, not a fault.
    return undefined;
  }
  return { nonce: parsed.challenge.parameters.nonce, expiresAt: new Date(expiresAt * 1000) };
}
