import type { SocialChannel } from '@platform/contracts/identity/social';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

export function findProvider(db: Kysely<DB>, merchantId: bigint, channel: SocialChannel) {
  return db
    .selectFrom('social_login_providers')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('channel', '=', channel)
    .executeTakeFirst();
}

export function listProviders(db: Kysely<DB>, merchantId: bigint) {
  return db
    .selectFrom('social_login_providers')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('channel')
    .execute();
}

/** A provider's settings; `clientSecret` sealed, or undefined to keep the one stored. */
export type ProviderSettings = {
  channel: SocialChannel;
  issuerUrl: string;
  clientId: string;
  clientSecret: string | undefined;
  enabled: boolean;
};

export async function upsertProvider(
  db: Kysely<DB>,
  merchantId: bigint,
  provider: ProviderSettings,
): Promise<void> {
  const values = {
    issuer_url: provider.issuerUrl,
    client_id: provider.clientId,
    enabled: provider.enabled,
  };
  // Without a new secret the provider saved before is changed in place: its secret stays.
  if (provider.clientSecret === undefined) {
    await db
      .updateTable('social_login_providers')
      .set(values)
      .where('merchant_id', '=', merchantId)
      .where('channel', '=', provider.channel)
      .execute();
    return;
  }
  const withSecret = { ...values, client_secret: provider.clientSecret };
  await db
    .insertInto('social_login_providers')
    .values({ merchant_id: merchantId, channel: provider.channel, ...withSecret })
    .onConflict((conflict) => conflict.columns(['merchant_id', 'channel']).doUpdateSet(withSecret))
    .execute();
}

type NewAttempt = {
  stateHash: Uint8Array;
  merchantId: bigint;
  channel: SocialChannel;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  expiresAt: Date;
};

export async function insertAttempt(db: Kysely<DB>, attempt: NewAttempt): Promise<void> {
  await db
    .insertInto('social_login_attempts')
    .values({
      state_hash: attempt.stateHash,
      merchant_id: attempt.merchantId,
      channel: attempt.channel,
      nonce: attempt.nonce,
      code_verifier: attempt.codeVerifier,
      redirect_uri: attempt.redirectUri,
      expires_at: attempt.expiresAt,
    })
    .execute();
}

/** Takes an attempt out in one statement, so that two callbacks with the same state cannot both use it. */
export function takeAttempt(
  db: Kysely<DB>,
  scope: { stateHash: Uint8Array; merchantId: bigint; channel: SocialChannel },
) {
  return db
    .deleteFrom('social_login_attempts')
    .where('state_hash', '=', scope.stateHash)
    .where('merchant_id', '=', scope.merchantId)
    .where('channel', '=', scope.channel)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteExpiredAttempts(db: Kysely<DB>, now: Date): Promise<void> {
  await db.deleteFrom('social_login_attempts').where('expires_at', '<=', now).execute();
}

export async function findLinkedMember(
  db: Kysely<DB>,
  scope: { merchantId: bigint; channel: SocialChannel; subject: string },
) {
  return db
    .selectFrom('member_social_links')
    .innerJoin('members', 'members.id', 'member_social_links.member_id')
    .select(['members.id', 'members.status', 'members.last_login_at'])
    .where('member_social_links.merchant_id', '=', scope.merchantId)
    .where('member_social_links.channel', '=', scope.channel)
    .where('member_social_links.subject', '=', scope.subject)
    .executeTakeFirst();
}

/** Links a subject to a member unless another request linked it first; answers whether this one did. */
export async function insertLink(
  db: Kysely<DB>,
  link: { merchantId: bigint; channel: SocialChannel; subject: string; memberId: bigint },
): Promise<boolean> {
  const row = await db
    .insertInto('member_social_links')
    .values({
      merchant_id: link.merchantId,
      channel: link.channel,
      subject: link.subject,
      member_id: link.memberId,
    })
    .onConflict((conflict) => conflict.columns(['merchant_id', 'channel', 'subject']).doNothing())
    .returning('member_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes up to `limit` demo accounts opened before `openedBefore`; their sessions go with them. */
export async function deleteOldDemoMembers(
  db: Kysely<DB>,
  scope: { type: number; openedBefore: Date; limit: number },
): Promise<void> {
  await db
    .deleteFrom('members')
    .where(
      'id',
      'in',
      db
        .selectFrom('members')
        .select('id')
        .where('type', '=', scope.type)
        .where('created_at', '<', scope.openedBefore)
        .orderBy('created_at')
        .limit(scope.limit),
    )
    .execute();
}
