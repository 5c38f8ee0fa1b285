import { randomInt } from 'node:crypto';
import { formatMinorUnits } from '@platform/contracts/money';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { DomainEventMap, DomainEvents } from '../../platform/domain-events.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { maskAccount, memberAccounts } from '../identity/directory.ts';
import { accountFor, inMoneyTransaction, transfer } from '../ledger/service.ts';
import { moneyActivity } from './activity.ts';
import * as repo from './referral-repo.ts';
import { engagementSettingsOf } from './settings.ts';

/** Letters and digits no one misreads (no 0/O, 1/I/L): a code is typed from a screenshot now and then. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
const FRIENDS_SHOWN = 100;

const newCode = () =>
  Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** The member's referral code, made on first use. */
async function codeOf(db: Kysely<DB>, merchant: Merchant, memberId: bigint): Promise<string> {
  for (;;) {
    const existing = await repo.findCodeOf(db, memberId);
    if (existing) return existing.code;
    // A code another member drew already (or this member's, made meanwhile) is drawn again.
    await repo.insertCode(db, { memberId, merchantId: merchant.id, code: newCode() });
  }
}

/**
 * Records who referred a member registering with a referral code (the `/register?referralCode=` link),
 * in the registration's transaction. A code naming no member of the brand refers no one.
 */
export async function recordReferral(
  trx: Transaction<DB>,
  { merchant, memberId, referralCode }: DomainEventMap['member.registered'],
): Promise<void> {
  const normalized = referralCode.toUpperCase();
  if (normalized === '') return;
  const referrer = await repo.findReferrer(trx, merchant.id, normalized);
  if (!referrer || referrer.member_id === memberId) return;
  await repo.insertReferral(trx, {
    merchantId: merchant.id,
    referrerId: referrer.member_id,
    referredId: memberId,
  });
}

export function referralSubscriptions(events: DomainEvents): void {
  events.subscribe('member.registered', recordReferral);
}

async function friendsWithActivity(db: Kysely<DB>, merchant: Merchant, memberId: bigint, now: Date) {
  const settings = await engagementSettingsOf(db, merchant);
  const rows = await repo.friendsOf(db, memberId, FRIENDS_SHOWN);
  const friends = await Promise.all(
    rows.map(async (row) => {
      const activity = await moneyActivity(
        db,
        { merchantId: merchant.id, currency: merchant.currency, memberId: row.referred_id },
        { from: row.created_at, until: now },
      );
      const isQualified =
        activity.deposited >= settings.referral_min_deposit && activity.bets >= settings.referral_min_bets;
      return { ...row, ...activity, isQualified };
    }),
  );
  return { settings, friends };
}

/** The referral page: the member's code, the brand's rule, the friends who came by it and their standing. */
export async function referralOf(db: Kysely<DB>, merchant: Merchant, memberId: bigint, now = new Date()) {
  const money = (amount: bigint) => formatMinorUnits(amount, merchant.currencyScale);
  const [code, { settings, friends }] = await Promise.all([
    codeOf(db, merchant, memberId),
    friendsWithActivity(db, merchant, memberId, now),
  ]);
  const accounts = await memberAccounts(
    db,
    merchant.id,
    friends.map(({ referred_id }) => referred_id),
  );
  const unpaid = friends.filter(({ isQualified, reward }) => isQualified && reward === null).length;
  return {
    code,
    minDeposit: money(settings.referral_min_deposit),
    minBets: money(settings.referral_min_bets),
    reward: money(settings.referral_reward),
    friends: friends.map((friend) => ({
      player: maskAccount(accounts.get(friend.referred_id) ?? ''),
      joinedAt: friend.created_at.toISOString(),
      deposited: money(friend.deposited),
      bets: money(friend.bets),
      isQualified: friend.isQualified,
      reward: friend.reward === null ? null : money(friend.reward),
    })),
    claimable: money(settings.referral_reward * BigInt(unpaid)),
  };
}

/**
 * Pays the reward of each qualified friend not paid yet into the member's main wallet. Each friend's
 * reward is marked paid with its transfer in one transaction, keyed by the friend: once per friend,
 * however many claims race.
 */
export async function claimReferralRewards(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  now = new Date(),
) {
  const { settings, friends } = await friendsWithActivity(db, merchant, memberId, now);
  const due = friends.filter(({ isQualified, reward }) => isQualified && reward === null);
  const reward = settings.referral_reward;
  if (due.length === 0 || reward === 0n) throw new AppError('referral.nothing.claimable');
  const [main, source] = await Promise.all([
    accountFor(db, merchant, 'member.main', { memberId }),
    accountFor(db, merchant, 'system.rewards', { subKey: 'referral' }),
  ]);
  let paid = 0;
  for (const friend of due) {
    const isPaid = await inMoneyTransaction(db, async (trx) => {
      if (
        !(await repo.markRewarded(trx, {
          referrerId: memberId,
          referredId: friend.referred_id,
          reward,
          at: now,
        }))
      )
        return false;
      await transfer(trx, {
        merchantId: merchant.id,
        idempotencyKey: `referral:${friend.referred_id}`,
        kind: 'bonus',
        legs: [
          { accountId: source, amount: -reward },
          { accountId: main, amount: reward },
        ],
        memo: { referred: String(friend.referred_id) },
      });
      return true;
    });
    if (isPaid) paid += 1;
  }
  if (paid === 0) throw new AppError('referral.nothing.claimable');
  return { paid: formatMinorUnits(reward * BigInt(paid), merchant.currencyScale), friends: paid };
}
