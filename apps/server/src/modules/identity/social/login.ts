import { createHash } from 'node:crypto';
import type { LoginValue } from '@platform/contracts/identity/schemas';
import {
  DEMO_MEMBER_TYPE,
  SOCIAL_CHANNEL_SWITCH,
  type SocialChannel,
} from '@platform/contracts/identity/social';
import { isFeatureEnabled } from '@platform/contracts/system/feature-switches';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { DomainEvents } from '../../../platform/domain-events.ts';
import type { Merchant } from '../../../platform/merchant.ts';
import { refuseIfExcluded } from '../../protection/exclusion.ts';
import type { SecretBox } from '../../system/secrets.ts';
import { getWhitelabelTree } from '../../system/service.ts';
import { createPasswordlessMember, passwordlessLogin } from '../login/passwordless.ts';
import { type Client, openSession } from '../login/session.ts';
import * as repo from '../repo.ts';
import { mayLogIn } from '../standing.ts';
import { authorizationRequest, providerConfiguration, verifiedIdentity } from './oidc.ts';
import * as socialRepo from './repo.ts';

const MINUTE_MS = 60_000;
/** How long the visitor has at the provider before the login has to start again. */
export const ATTEMPT_LIFETIME_MS = 10 * MINUTE_MS;
/** Free play: a demo session lasts two hours; the account is removed a day after it was opened. */
const DEMO_SESSION_MS = 2 * 60 * MINUTE_MS;
const DEMO_KEEP_MS = 24 * 60 * MINUTE_MS;
/** Old demo accounts are removed a batch at a time, as new ones are opened. */
const DEMO_PURGE_BATCH = 100;

const hashState = (state: string) => new Uint8Array(createHash('sha256').update(state).digest());

/** The provider proved who it is, and a demo account has nothing to protect: no second step. */
const loggedIn = passwordlessLogin;

async function enabledProvider(
  db: Kysely<DB>,
  secrets: SecretBox,
  merchant: Merchant,
  channel: SocialChannel,
) {
  const [tree, provider] = await Promise.all([
    getWhitelabelTree(db, merchant),
    socialRepo.findProvider(db, merchant.id, channel),
  ]);
  if (!isFeatureEnabled(tree, SOCIAL_CHANNEL_SWITCH[channel]) || !provider?.enabled) {
    throw new AppError('social.channel.off');
  }
  return {
    provider,
    configuration: await providerConfiguration({
      issuerUrl: provider.issuer_url,
      clientId: provider.client_id,
      clientSecret: secrets.open(provider.client_secret),
    }).catch((cause: unknown) => {
      throw new AppError('social.login.failed', { cause });
    }),
  };
}

/**
 * Starts a login at the channel's provider: keeps its state (hashed), nonce and PKCE verifier for
 * the callback, and answers where to send the visitor and the state for the browser to hold.
 */
export async function startSocialLogin(
  db: Kysely<DB>,
  secrets: SecretBox,
  merchant: Merchant,
  channel: SocialChannel,
  redirectUri: string,
  now = new Date(),
): Promise<{ url: string; state: string }> {
  const { configuration } = await enabledProvider(db, secrets, merchant, channel);
  const request = await authorizationRequest(configuration, redirectUri);
  await socialRepo.deleteExpiredAttempts(db, now);
  await socialRepo.insertAttempt(db, {
    stateHash: hashState(request.state),
    merchantId: merchant.id,
    channel,
    nonce: request.nonce,
    codeVerifier: request.codeVerifier,
    redirectUri,
    expiresAt: new Date(now.getTime() + ATTEMPT_LIFETIME_MS),
  });
  return { url: request.url, state: request.state };
}

type Callback = {
  /** The callback's full URL, as the provider sent the visitor to it. */
  url: URL;
  /** The state the visitor's browser held since the start; the callback must carry the same. */
  browserState: string | undefined;
  language: string;
  /** The member on a break asked at the start to come in only to withdraw (the password login's choice). */
  withdrawOnly: boolean;
};

/**
 * Completes a login at the provider's callback: the attempt is used once, the ID token is checked,
 * and the member linked to the provider's subject is logged in, or opened first. A break is applied
 * here as at the password login: a known member is refused (the end date in the message) unless the
 * login is only to withdraw, whose session is then restricted; a person on a break opens no account.
 */
export async function completeSocialLogin(
  db: Kysely<DB>,
  secrets: SecretBox,
  events: DomainEvents,
  merchant: Merchant,
  channel: SocialChannel,
  callback: Callback,
  client: Client,
  now = new Date(),
): Promise<LoginValue> {
  const state = callback.url.searchParams.get('state');
  if (!state || state !== callback.browserState) throw new AppError('social.state.invalid');
  const attempt = await socialRepo.takeAttempt(db, {
    stateHash: hashState(state),
    merchantId: merchant.id,
    channel,
  });
  if (!attempt || attempt.expires_at <= now) throw new AppError('social.state.invalid');
  // The visitor declined, or the provider refused: nothing to exchange.
  if (callback.url.searchParams.has('error')) throw new AppError('social.login.failed');
  const { configuration } = await enabledProvider(db, secrets, merchant, channel);
  const identity = await verifiedIdentity(configuration, callback.url, {
    state,
    nonce: attempt.nonce,
    codeVerifier: attempt.code_verifier,
    redirectUri: attempt.redirect_uri,
  }).catch((cause: unknown) => {
    throw new AppError('social.login.failed', { cause });
  });
  const scope = { merchantId: merchant.id, channel, subject: identity.subject };
  // Before the login's transaction: a refusal's record must outlive the refusal.
  const known = await socialRepo.findLinkedMember(db, scope);
  if (!known)
    await refuseIfExcluded(db, merchant, { keys: { email: identity.email ?? null } }, 'register', now);
  else if (mayLogIn(known.status) && !callback.withdrawOnly)
    await refuseIfExcluded(db, merchant, { memberId: known.id }, 'login', now);
  return db.transaction().execute(async (trx) => {
    const linked = await socialRepo.findLinkedMember(trx, scope);
    if (linked && !mayLogIn(linked.status)) throw new AppError('member.no.enter');
    const memberId =
      linked?.id ??
      (await registerThroughProvider(trx, events, merchant, channel, callback, identity.email, client));
    // Two first logins of one subject at once: the second finds the link taken and fails whole.
    if (!linked && !(await socialRepo.insertLink(trx, { ...scope, memberId }))) {
      throw new AppError('social.state.invalid');
    }
    await repo.markLogin(trx, memberId, client.ip, now);
    return loggedIn(await openSession(trx, merchant, memberId, client, now), linked?.last_login_at ?? null);
  });
}

/** A first login through a provider registers a member, as the form does without any code. */
async function registerThroughProvider(
  trx: Transaction<DB>,
  events: DomainEvents,
  merchant: Merchant,
  channel: SocialChannel,
  callback: Callback,
  email: string | undefined,
  client: Client,
): Promise<bigint> {
  const memberId = await createPasswordlessMember(trx, merchant, {
    prefix: channel,
    type: 0,
    language: callback.language,
    profile: email ? { email } : {},
    ip: client.ip,
  });
  await events.publish(trx, 'member.registered', { merchant, memberId, affiliateCode: '', referralCode: '' });
  return memberId;
}

/**
 * Free play (spec section 4): opens a demo account (type 4, no password) and logs it in for a short
 * session. Demo accounts opened more than a day ago, on any brand, are removed on the way.
 */
export async function loginFreePlay(
  db: Kysely<DB>,
  merchant: Merchant,
  client: Client,
  language: string,
  now = new Date(),
): Promise<LoginValue> {
  if (!isFeatureEnabled(await getWhitelabelTree(db, merchant), 'FREE_PLAY'))
    throw new AppError('freeplay.off');
  await socialRepo.deleteOldDemoMembers(db, {
    type: DEMO_MEMBER_TYPE,
    openedBefore: new Date(now.getTime() - DEMO_KEEP_MS),
    limit: DEMO_PURGE_BATCH,
  });
  return db.transaction().execute(async (trx) => {
    const memberId = await createPasswordlessMember(trx, merchant, {
      prefix: 'demo',
      type: DEMO_MEMBER_TYPE,
      language,
      profile: {},
      // Demo accounts play nobody's money and are removed after a day: no agent's team holds them, so
      // this is no registration.
      ip: client.ip,
    });
    await repo.markLogin(trx, memberId, client.ip, now);
    return loggedIn(
      await openSession(trx, merchant, memberId, client, now, { lifetimeMs: DEMO_SESSION_MS }),
      null,
    );
  });
}
