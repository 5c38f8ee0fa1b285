import { formatMinorUnits } from '@platform/contracts/money';
import type { ZApplyBody } from '@platform/contracts/promotions/schemas';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB, PromotionKind } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { type FileStorage, newFileKey } from '../../platform/file-storage.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { accountFor, inMoneyTransaction, transfer } from '../ledger/service.ts';
import { uploadedImage } from '../media/uploaded-image.ts';
import { grantBonus } from './bonuses.ts';
import { shownPromotion } from './catalogue.ts';
import { unmetRules } from './eligibility.ts';
import * as repo from './repo.ts';
import { drawPrize, isOpen, periodKey } from './status.ts';

/**
 * The promotion of `code` if the member may take part in it now the way `kind` does: it is of that
 * kind (promotion.action.invalid), open (promotion.not.open) and its rules are met (promotion.not.eligible).
 */
async function takingPart(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  code: string,
  kind: PromotionKind,
  now: Date,
): Promise<repo.PromotionRow> {
  const promotion = await shownPromotion(db, merchant, code, now);
  if (promotion.kind !== kind) throw new AppError('promotion.action.invalid');
  const window = { startsAt: promotion.starts_at, endsAt: promotion.ends_at, closedAt: promotion.closed_at };
  if (!isOpen(window, now)) throw new AppError('promotion.not.open');
  if ((await unmetRules(db, merchant, memberId, promotion, now)).length > 0)
    throw new AppError('promotion.not.eligible');
  return promotion;
}

/**
 * Applies to an activity with a remark and up to 3 images (PNG or JPEG by content, 5 MB each), once
 * per member: staff decide. The application and its images land together or not at all.
 */
export async function applyToPromotion(
  db: Kysely<DB>,
  storage: FileStorage,
  merchant: Merchant,
  memberId: bigint,
  body: z.output<typeof ZApplyBody>,
  now = new Date(),
): Promise<void> {
  const images = body.images.map((file) => uploadedImage(file));
  if (images.some((image) => image === undefined)) throw new AppError('promotion.image.invalid');
  const promotion = await takingPart(db, merchant, memberId, body.code, 'apply', now);
  await db.transaction().execute(async (trx) => {
    const id = await repo.insertApplication(trx, {
      merchantId: merchant.id,
      promotionId: promotion.id,
      memberId,
      remark: body.remark,
    });
    if (id === undefined) throw new AppError('promotion.already.claimed');
    // Stored once the application is accepted: a refused one leaves no files.
    const stored = [];
    for (const image of images.filter((image) => image !== undefined)) {
      const storageKey = newFileKey('promotions');
      await storage.put(storageKey, image.bytes, image.contentType);
      stored.push({ contentType: image.contentType, storageKey });
    }
    await repo.insertImages(trx, id, stored);
  });
}

/** Claims a claim promotion's bonus: paid once, however many claims race (promotion.already.claimed). */
export async function claimPromotion(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  code: string,
  now = new Date(),
): Promise<void> {
  const promotion = await takingPart(db, merchant, memberId, code, 'claim', now);
  await inMoneyTransaction(db, (trx) => grantBonus(trx, merchant, promotion, memberId, now));
}

/**
 * Draws a raffle's prize for the current period with the CSPRNG and pays it to the main wallet.
 * Once per member and period: a second claim (or one racing the first) answers the first draw.
 */
export async function claimRaffle(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  code: string,
  now = new Date(),
) {
  const promotion = await takingPart(db, merchant, memberId, code, 'raffle', now);
  const key = periodKey(promotion.raffle_period ?? 'once', now);
  const earlier = await repo.findDraw(db, promotion.id, memberId, key);
  const draw =
    earlier ??
    (await inMoneyTransaction(db, async (trx) => {
      const prizeIndex = drawPrize(promotion.prize_table);
      const amount = BigInt(promotion.prize_table[prizeIndex]?.amount ?? '0');
      const id = await repo.insertDraw(trx, {
        merchantId: merchant.id,
        promotionId: promotion.id,
        memberId,
        periodKey: key,
        prizeIndex,
        amount,
      });
      if (id !== undefined && amount > 0n)
        await transfer(trx, {
          merchantId: merchant.id,
          idempotencyKey: `promotion-raffle:${id}`,
          kind: 'bonus',
          legs: [
            { accountId: await accountFor(trx, merchant, 'system.promotion'), amount: -amount },
            { accountId: await accountFor(trx, merchant, 'member.main', { memberId }), amount },
          ],
          memo: { promotion: promotion.code, drawId: String(id) },
        });
      return repo.findDraw(trx, promotion.id, memberId, key);
    }));
  if (!draw) throw new Error('The raffle draw just made is missing');
  return {
    amount: formatMinorUnits(draw.amount, merchant.currencyScale),
    prizeIndex: draw.prize_index,
    periodKey: draw.period_key,
    drawnAt: draw.created_at.toISOString(),
  };
}
