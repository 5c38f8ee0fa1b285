import { randomBytes } from 'node:crypto';
import {
  MAX_PASSKEYS,
  type Passkey,
  type PasskeyLoginBody,
  type PasskeyRegistrationBody,
} from '@platform/contracts/identity/passkey-schemas';
import { generateAuthenticationOptions, generateRegistrationOptions } from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { OperatorSession } from '../../platform/endpoint.ts';
import {
  CHALLENGE_MS,
  checkedNewPasskey,
  checkedSignature,
  passkeyView,
  type RelyingParty,
  SIGNATURE_ALGORITHMS,
} from '../../platform/webauthn.ts';
import * as passkeyRepo from './passkey-repo.ts';
import * as repo from './repo.ts';
import { claimCodeAttempt, STAFF_PARTY_NAME } from './service.ts';

/*
 * A staff passkey is a second factor, like the authenticator's code: the password comes first, always.
 * Possession of the device is the factor, so user verification (fingerprint, PIN) is asked for but not
 * required, and a plain security key works; the signature covers the console's origin, so unlike a
 * code it cannot be phished.
 */

/**
 * Adding or removing a passkey changes how the account passes its second factor: only a session that
 * has passed it may, or a stolen password alone would add its own.
 */
function requirePassedSession(operator: OperatorSession): void {
  if (operator.next !== 'done') throw new AppError('operator.second.factor.required');
}

async function keepChallenge(
  db: Kysely<DB>,
  operator: OperatorSession,
  purpose: 'register' | 'verify',
  challenge: string,
  now: Date,
): Promise<string> {
  await passkeyRepo.deleteExpiredChallenges(db, now);
  const id = randomBytes(24).toString('base64url');
  await passkeyRepo.insertChallenge(db, {
    id,
    sessionId: operator.sessionId,
    purpose,
    challenge,
    expiresAt: new Date(now.getTime() + CHALLENGE_MS),
  });
  return id;
}

async function takeChallenge(
  db: Kysely<DB>,
  operator: OperatorSession,
  scope: { id: string; purpose: 'register' | 'verify' },
  now: Date,
): Promise<string> {
  const taken = await passkeyRepo.takeChallenge(db, { ...scope, sessionId: operator.sessionId });
  if (!taken || taken.expires_at <= now) throw new AppError('passkey.challenge.expired');
  return taken.challenge;
}

export async function listPasskeys(db: Kysely<DB>, operator: OperatorSession): Promise<Passkey[]> {
  return (await passkeyRepo.listPasskeys(db, operator.operatorId)).map(passkeyView);
}

/** Options for the browser to create a passkey bound to the console's host. */
export async function startRegistration(
  db: Kysely<DB>,
  operator: OperatorSession,
  party: RelyingParty,
  now = new Date(),
) {
  requirePassedSession(operator);
  const row = await repo.findOperatorById(db, operator.operatorId);
  if (!row) throw new AppError('login.not.session');
  const existing = await passkeyRepo.listPasskeys(db, row.id);
  if (existing.length >= MAX_PASSKEYS) throw new AppError('passkey.limit.reached');
  const options = await generateRegistrationOptions({
    rpName: STAFF_PARTY_NAME,
    rpID: party.id,
    userName: row.account,
    timeout: CHALLENGE_MS,
    attestationType: 'none',
    // A device that already holds one of the account's passkeys is not asked again.
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credential_id,
      transports: passkey.transports,
    })),
    // The login names the account first, so the passkey need not be discoverable.
    authenticatorSelection: { residentKey: 'discouraged', userVerification: 'preferred' },
    supportedAlgorithmIDs: SIGNATURE_ALGORITHMS,
  });
  const challengeId = await keepChallenge(db, operator, 'register', options.challenge, now);
  return { challengeId, options: { ...options } };
}

/**
 * Checks the browser's new passkey against the session's challenge and keeps it. Run it in the
 * transaction that records it.
 */
export async function finishRegistration(
  db: Kysely<DB>,
  operator: OperatorSession,
  body: PasskeyRegistrationBody,
  party: RelyingParty,
  now = new Date(),
): Promise<Passkey> {
  requirePassedSession(operator);
  const challenge = await takeChallenge(db, operator, { id: body.challengeId, purpose: 'register' }, now);
  const credential = await checkedNewPasskey(body.credential, {
    challenge,
    party,
    requireUserVerification: false,
  });
  if ((await passkeyRepo.lockAndCountPasskeys(db, operator.operatorId)) >= MAX_PASSKEYS)
    throw new AppError('passkey.limit.reached');
  const row = await passkeyRepo.insertPasskey(db, {
    operatorId: operator.operatorId,
    credentialId: credential.id,
    publicKey: credential.publicKey,
    counter: credential.counter,
    transports: credential.transports ?? [],
    name: body.name ?? null,
    createdAt: now,
  });
  // Some account already has this credential: nothing is kept.
  if (!row) throw new AppError('passkey.registration.failed');
  return passkeyView(row);
}

/** Removes one of the account's own passkeys; answers it. Run it in the transaction that records it. */
export async function removePasskey(
  db: Kysely<DB>,
  operator: OperatorSession,
  credentialId: string,
): Promise<Passkey> {
  requirePassedSession(operator);
  const row = await passkeyRepo.deletePasskey(db, operator.operatorId, credentialId);
  if (!row) throw new AppError('passkey.not.found');
  return passkeyView(row);
}

/** The second-factor step of a session whose account has passkeys: options for any of them. */
export async function startVerification(
  db: Kysely<DB>,
  operator: OperatorSession,
  party: RelyingParty,
  now = new Date(),
) {
  if (operator.next !== 'second-factor') throw new AppError('totp.not.pending');
  const passkeys = await passkeyRepo.listPasskeys(db, operator.operatorId);
  if (passkeys.length === 0) throw new AppError('second.step.method.unavailable');
  const options = await generateAuthenticationOptions({
    rpID: party.id,
    allowCredentials: passkeys.map((passkey) => ({
      id: passkey.credential_id,
      transports: passkey.transports,
    })),
    userVerification: 'preferred',
    timeout: CHALLENGE_MS,
  });
  const challengeId = await keepChallenge(db, operator, 'verify', options.challenge, now);
  return { challengeId, options: { ...options } };
}

/**
 * Passes this session's second factor with a passkey's signature. The attempt counts before it is
 * checked, as a code does: five failures lock the second factor a while, whatever its kind.
 */
export async function verifyByPasskey(
  db: Kysely<DB>,
  operator: OperatorSession,
  body: PasskeyLoginBody,
  party: RelyingParty,
  now = new Date(),
): Promise<{ done: true; recoveryCodesLeft: number }> {
  if (operator.next !== 'second-factor') throw new AppError('totp.not.pending');
  await claimCodeAttempt(db, operator.operatorId, now);
  const challenge = await takeChallenge(db, operator, { id: body.challengeId, purpose: 'verify' }, now);
  const passkey = await passkeyRepo.findPasskey(db, operator.operatorId, body.credential.id);
  if (!passkey) throw new AppError('second.step.code.invalid');
  const newCounter = await checkedSignature(body.credential, passkey, {
    challenge,
    party,
    requireUserVerification: false,
  }).catch((error: unknown) => {
    // One answer for every wrong second factor, code or signature.
    throw new AppError('second.step.code.invalid', { cause: error });
  });
  await db.transaction().execute(async (trx) => {
    const use = { id: passkey.id, counter: newCounter, at: now };
    if (!(await passkeyRepo.recordUse(trx, use))) throw new AppError('second.step.code.invalid');
    await repo.clearFactorFailures(trx, operator.operatorId);
    await repo.markSecondFactor(trx, operator.sessionId, now);
  });
  return { done: true, recoveryCodesLeft: await repo.recoveryCodesLeft(db, operator.operatorId) };
}
