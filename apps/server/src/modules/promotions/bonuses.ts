import { formatMinorUnits } from '@platform/contracts/money';
import type { Bonus } from '@platform/contracts/promotions/schemas';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { accountFor, inMoneyTransaction, memberBalances, transfer } from '../ledger/service.ts';
import { merchantById } from '../system/service.ts';
import { memberValidBets, stakeReaching } from '../vendor-wallet/bets.ts';
import { laterPlace, type StakePlace, stakesFrom } from '../vendor-wallet/stake-order.ts';
import { grantedWageringMultiple } from './bonus-terms.ts';
import * as repo from './repo.ts';

/**
 * Pays a promotion's bonus into the member's bonus account, in the caller's transaction: at most one
 * bonus per member and promotion (the row's unique key decides between racing claims, and the ledger
 * key is the bonus's own). A bonus without wagering goes on to the main wallet at once.
 */
export async function grantBonus(
  trx: Kysely<DB>,
  merchant: Merchant,
  promotion: repo.PromotionRow,
  memberId: bigint,
  now: Date,
): Promise<bigint> {
  const amount = promotion.bonus_amount;
  const multiple = grantedWageringMultiple(merchant, promotion.wagering_multiple);
  const id = await repo.insertBonus(trx, {
    merchantId: merchant.id,
    promotionId: promotion.id,
    memberId,
    amount,
    wageringRequired: amount * BigInt(multiple),
    wageringProduct: promotion.wagering_product,
  });
  if (id === undefined) throw new AppError('promotion.already.claimed');
  await transfer(trx, {
    merchantId: merchant.id,
    idempotencyKey: `promotion-bonus:${id}`,
    kind: 'bonus',
    legs: [
      { accountId: await accountFor(trx, merchant, 'system.promotion'), amount: -amount },
      { accountId: await accountFor(trx, merchant, 'member.bonus', { memberId }), amount },
    ],
    memo: { promotion: promotion.code, bonusId: String(id) },
  });
  if (multiple === 0) await moveToMain(trx, merchant, { id, member_id: memberId, amount }, now);
  return id;
}

async function moveToMain(
  trx: Kysely<DB>,
  merchant: Merchant,
  bonus: { id: bigint; member_id: bigint; amount: bigint },
  now: Date,
  wageredThrough?: StakePlace,
): Promise<void> {
  await transfer(trx, {
    merchantId: merchant.id,
    idempotencyKey: `promotion-bonus:${bonus.id}:release`,
    kind: 'bonus.release',
    legs: [
      {
        accountId: await accountFor(trx, merchant, 'member.bonus', { memberId: bonus.member_id }),
        amount: -bonus.amount,
      },
      {
        accountId: await accountFor(trx, merchant, 'member.main', { memberId: bonus.member_id }),
        amount: bonus.amount,
      },
    ],
    memo: { bonusId: String(bonus.id) },
  });
  await repo.markReleased(trx, bonus.id, now, wageredThrough);
}

/**
 * Plays the member's bonuses through in claim order, each counting only valid bets (stakes that can
 * no longer come back) settled after its claim and after the stake that completed the bonus before
 * it, so one stake never counts towards two bonuses. Releases each whose wagering is met and answers
 * what the first one still held has wagered; the ones claimed after it wait, at nothing. One
 * transaction holding the member's unreleased bonuses: pages, the release endpoint and the job
 * reading at once take turns, and the second finds the first's releases and where they ended.
 */
function playThrough(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  now: Date,
): Promise<{ released: number; held?: { id: bigint; wagered: bigint } }> {
  return inMoneyTransaction(db, async (trx) => {
    const unreleased = await repo.lockUnreleasedBonuses(trx, merchant.id, memberId);
    // Read after the lock: a pass that held it before us has committed where its releases ended.
    let after = await repo.lastWageredThrough(trx, memberId);
    let released = 0;
    for (const bonus of unreleased) {
      const filter = {
        merchantId: merchant.id,
        memberId,
        product: bonus.wagering_product,
        after: after ? laterPlace(after, stakesFrom(bonus.granted_at)) : stakesFrom(bonus.granted_at),
        until: now,
      };
      const wagered = await memberValidBets(trx, filter);
      const through =
        wagered < bonus.wagering_required
          ? undefined
          : await stakeReaching(trx, filter, bonus.wagering_required);
      if (!through) return { released, held: { id: bonus.id, wagered } };
      await moveToMain(trx, merchant, bonus, now, through);
      released += 1;
      after = through;
    }
    return { released };
  });
}

/** A bonus's wagering as the member sees it; a bonus claimed after one still being wagered waits. */
export type Wagering = { wagered: bigint; isWaiting: boolean };

export function bonusView(
  merchant: Merchant,
  bonus: repo.BonusRow,
  { wagered, isWaiting }: Wagering,
  title: string,
): Bonus {
  const required = bonus.wagering_required;
  const shown = bonus.released_at !== null || wagered > required ? required : wagered;
  const money = (amount: bigint) => formatMinorUnits(amount, merchant.currencyScale);
  return {
    id: String(bonus.id),
    promotionCode: bonus.promotion_code,
    title,
    amount: money(bonus.amount),
    wageringRequired: money(required),
    wagered: money(shown),
    progress: required === 0n ? 100 : Number((shown * 100n) / required),
    status: bonus.released_at === null ? 'process' : 'released',
    waiting: isWaiting,
    grantedAt: bonus.granted_at.toISOString(),
    releasedAt: bonus.released_at?.toISOString() ?? null,
  };
}

/**
 * Moves the member's bonus to the main wallet once valid bets have played its wagering through;
 * before that it stays in the bonus account and cannot be withdrawn (bonus.wagering.unmet). Once only:
 * a released bonus answers as it is.
 */
export async function releaseBonus(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  bonusId: bigint,
  now = new Date(),
): Promise<void> {
  const bonus = (await repo.bonusesOfMember(db, memberId)).find(
    ({ id, merchant_id }) => id === bonusId && merchant_id === merchant.id,
  );
  if (!bonus) throw new AppError('bonus.not.found');
  if (bonus.released_at !== null) return;
  await playThrough(db, merchant, memberId, now);
  const after = await repo.bonusesOfMember(db, memberId);
  if (after.find(({ id }) => id === bonusId)?.released_at === null)
    throw new AppError('bonus.wagering.unmet');
}

/**
 * The member's bonuses with their progress, newest first. Bonuses whose wagering is met are moved
 * to the main wallet on the way, so the page never shows a finished bonus still held; a bonus
 * waiting for an earlier one to be played through shows nothing wagered yet.
 */
export async function memberBonuses(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  now = new Date(),
): Promise<({ bonus: repo.BonusRow } & Wagering)[]> {
  const { held } = await playThrough(db, merchant, memberId, now);
  const rows = (await repo.bonusesOfMember(db, memberId)).filter((row) => row.merchant_id === merchant.id);
  return rows.map((bonus) => {
    if (bonus.released_at !== null) return { bonus, wagered: bonus.wagering_required, isWaiting: false };
    if (bonus.id === held?.id) return { bonus, wagered: held.wagered, isWaiting: false };
    return { bonus, wagered: 0n, isWaiting: true };
  });
}

/** What the member's bonus account holds: bonuses still being wagered. */
export async function bonusBalance(db: Kysely<DB>, merchant: Merchant, memberId: bigint): Promise<bigint> {
  const balances = await memberBalances(db, merchant, memberId);
  return balances
    .filter(({ kind }) => kind === 'member.bonus')
    .reduce((sum, { balance }) => sum + balance, 0n);
}

const RELEASE_BATCH = 500;

/**
 * The scheduled job: bonuses whose wagering is met move to the main wallet even when the member does
 * not look. Each member's bonuses are played through in one transaction holding them, and a release's
 * ledger key is the bonus's own, so instances running it at once, or a member's own page, release a
 * bonus once. Answers how many it released.
 */
export async function releaseMetBonuses(db: Kysely<DB>, now = new Date()): Promise<number> {
  let released = 0;
  const members = new Map<bigint, bigint>();
  for (const bonus of await repo.unreleasedBonuses(db, RELEASE_BATCH))
    members.set(bonus.member_id, bonus.merchant_id);
  for (const [memberId, merchantId] of members) {
    const merchant = await merchantById(db, merchantId);
    if (merchant) released += (await playThrough(db, merchant, memberId, now)).released;
  }
  return released;
}
