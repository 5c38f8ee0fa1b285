import { randomBytes } from 'node:crypto';
import {
  MAX_PASSKEYS,
  type Passkey,
  type PasskeyLoginBody,
  type PasskeyRegistrationBody,
} from '@platform/contracts/identity/passkey-schemas';
import type { LoginValue } from '@platform/contracts/identity/schemas';
import { isFeatureEnabled } from '@platform/contracts/system/feature-switches';
import { generateAuthenticationOptions, generateRegistrationOptions } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { Session as AuthSession } from '../../../platform/endpoint.ts';
import type { Merchant } from '../../../platform/merchant.ts';
import {
  CHALLENGE_MS,
  checkedNewPasskey,
  checkedSignature,
  passkeyView,
  type RelyingParty,
  SIGNATURE_ALGORITHMS,
} from '../../../platform/webauthn.ts';
import { refuseIfExcluded } from '../../protection/exclusion.ts';
import { getWhitelabelTree, type Site } from '../../system/service.ts';
import { checkSite } from '../login/login.ts';
import { passwordlessLogin } from '../login/passwordless.ts';
import { type Client, openSession } from '../login/session.ts';
import * as repo from '../repo.ts';
import { rememberAddress } from '../second-step/second-step.ts';
import { mayLogIn } from '../standing.ts';
import * as passkeyRepo from './repo.ts';

const randomId = (bytes: number) => randomBytes(bytes).toString('base64url');

async function requireSwitch(db: Kysely<DB>, merchant: Merchant): Promise<void> {
  if (!isFeatureEnabled(await getWhitelabelTree(db, merchant), 'LOGIN_PASSKEY'))
    throw new AppError('passkey.off');
}

async function keepChallenge(
  db: Kysely<DB>,
  merchant: Merchant,
  challenge: string,
  owner: { memberId: bigint; userHandle: string } | null,
  now: Date,
): Promise<string> {
  await passkeyRepo.deleteExpiredChallenges(db, now);
  const id = randomId(24);
  await passkeyRepo.insertChallenge(db, {
    id,
    merchantId: merchant.id,
    purpose: owner ? 'register' : 'login',
    memberId: owner?.memberId ?? null,
    userHandle: owner?.userHandle ?? null,
    challenge,
    expiresAt: new Date(now.getTime() + CHALLENGE_MS),
  });
  return id;
}

/** A challenge answered now: taken whatever the answer's outcome, so it can never be answered twice. */
async function takeChallenge(
  db: Kysely<DB>,
  merchant: Merchant,
  scope: { id: string; memberId: bigint | null },
  now: Date,
) {
  const taken = await passkeyRepo.takeChallenge(db, {
    ...scope,
    merchantId: merchant.id,
    purpose: scope.memberId === null ? 'login' : 'register',
  });
  if (!taken || taken.expires_at <= now) throw new AppError('passkey.challenge.expired');
  return taken;
}

export async function listPasskeys(db: Kysely<DB>, session: AuthSession): Promise<Passkey[]> {
  return (await passkeyRepo.listPasskeys(db, session.memberId)).map(passkeyView);
}

/**
 * Options for the browser to create a passkey bound to this host. The member keeps one user handle
 * for all its passkeys, and a device that already holds one of them is not asked again.
 */
export async function startRegistration(
  db: Kysely<DB>,
  merchant: Merchant,
  session: AuthSession,
  party: RelyingParty,
  now = new Date(),
) {
  await requireSwitch(db, merchant);
  const member = await repo.findMemberById(db, merchant.id, session.memberId);
  if (!member) throw new AppError('login.not.session');
  const existing = await passkeyRepo.listPasskeys(db, member.id);
  if (existing.length >= MAX_PASSKEYS) throw new AppError('passkey.limit.reached');
  const userHandle = existing[0]?.user_handle ?? randomId(32);
  const options = await generateRegistrationOptions({
    rpName: merchant.name,
    rpID: party.id,
    userName: member.account,
    userDisplayName: member.nickname || member.account,
    userID: isoBase64URL.toBuffer(userHandle),
    timeout: CHALLENGE_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credential_id,
      transports: passkey.transports,
    })),
    // Discoverable, so that the login needs no account name; verified, so that it is two factors.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    // The established ones, named: the library's default would probe an experimental one (ML-DSA)
    // and print a warning at every registration.
    supportedAlgorithmIDs: SIGNATURE_ALGORITHMS,
  });
  const challengeId = await keepChallenge(
    db,
    merchant,
    options.challenge,
    { memberId: member.id, userHandle },
    now,
  );
  return { challengeId, options: { ...options } };
}

/** Checks the browser's new passkey against the member's challenge and keeps it. */
export async function finishRegistration(
  db: Kysely<DB>,
  merchant: Merchant,
  session: AuthSession,
  body: PasskeyRegistrationBody,
  party: RelyingParty,
  now = new Date(),
): Promise<Passkey> {
  await requireSwitch(db, merchant);
  const challenge = await takeChallenge(
    db,
    merchant,
    { id: body.challengeId, memberId: session.memberId },
    now,
  );
  const credential = await checkedNewPasskey(body.credential, {
    challenge: challenge.challenge,
    party,
    requireUserVerification: true,
  });
  return db.transaction().execute(async (trx) => {
    if ((await passkeyRepo.lockAndCountPasskeys(trx, session.memberId)) >= MAX_PASSKEYS)
      throw new AppError('passkey.limit.reached');
    const row = await passkeyRepo.insertPasskey(trx, {
      merchantId: merchant.id,
      memberId: session.memberId,
      credentialId: credential.id,
      userHandle: challenge.user_handle ?? '',
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: body.name ?? null,
      createdAt: now,
    });
    // The brand already knows this credential (another member's, or this one's): nothing is kept.
    if (!row) throw new AppError('passkey.registration.failed');
    return passkeyView(row);
  });
}

export async function removePasskey(
  db: Kysely<DB>,
  merchant: Merchant,
  session: AuthSession,
  credentialId: string,
): Promise<void> {
  const scope = { merchantId: merchant.id, memberId: session.memberId, credentialId };
  if (!(await passkeyRepo.deletePasskey(db, scope))) throw new AppError('passkey.not.found');
}

/** Options for the browser to sign in with any passkey of this host: the member is whoever signs. */
export async function startLogin(db: Kysely<DB>, merchant: Merchant, party: RelyingParty, now = new Date()) {
  await requireSwitch(db, merchant);
  const options = await generateAuthenticationOptions({
    rpID: party.id,
    userVerification: 'required',
    timeout: CHALLENGE_MS,
  });
  return {
    challengeId: await keepChallenge(db, merchant, options.challenge, null, now),
    options: { ...options },
  };
}

/**
 * Logs in by a passkey's signature over a login challenge. Every refusal of the credential says the
 * same, whether it is unknown, removed, another brand's, or its signature, origin or counter is wrong.
 */
export async function loginByPasskey(
  db: Kysely<DB>,
  merchant: Merchant,
  body: PasskeyLoginBody,
  party: RelyingParty,
  client: Client,
  site: Site,
  now = new Date(),
): Promise<LoginValue> {
  await requireSwitch(db, merchant);
  const challenge = await takeChallenge(db, merchant, { id: body.challengeId, memberId: null }, now);
  const passkey = await passkeyRepo.findPasskey(db, merchant.id, body.credential.id);
  const userHandle = body.credential.response.userHandle;
  if (!passkey || (userHandle !== undefined && userHandle !== passkey.user_handle))
    throw new AppError('passkey.login.failed');
  const newCounter = await checkedSignature(body.credential, passkey, {
    challenge: challenge.challenge,
    party,
    requireUserVerification: true,
  });
  // Only after the signature: whoever merely knows a credential id learns nothing of its member.
  const member = await repo.findMemberById(db, merchant.id, passkey.member_id);
  if (!member || !mayLogIn(member.status)) throw new AppError('member.no.enter');
  checkSite(member, site);
  // A break refuses a login to play by any way in; the password login alone offers the withdraw-only one.
  await refuseIfExcluded(db, merchant, { memberId: member.id }, 'login', now);
  return db.transaction().execute(async (trx) => {
    const use = { id: passkey.id, counter: newCounter, at: now };
    if (!(await passkeyRepo.recordUse(trx, use))) throw new AppError('passkey.login.failed');
    await repo.markLogin(trx, member.id, client.ip, now);
    await rememberAddress(trx, member.id, client.ip, now);
    // No second step, even from a new address: a passkey with user verification is already two
    // factors (the device, and the fingerprint, face or PIN that unlocks it), and it signs only for
    // this site's origin, so it cannot be phished. No forced password change either (spec section 4).
    const token = await openSession(trx, merchant, member.id, client, now);
    return passwordlessLogin(token, member.last_login_at);
  });
}
