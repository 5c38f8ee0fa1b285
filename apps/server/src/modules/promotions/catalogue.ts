import { formatMinorUnits } from '@platform/contracts/money';
import type { PROMOTION_CATEGORIES } from '@platform/contracts/promotions/constants';
import type { PromotionDetail, PromotionSummary } from '@platform/contracts/promotions/schemas';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { grantedWageringMultiple } from './bonus-terms.ts';
import { bonusBalance, bonusView, memberBonuses, releaseBonus } from './bonuses.ts';
import { unmetRules } from './eligibility.ts';
import * as repo from './repo.ts';
import { periodKey, promotionStatus } from './status.ts';

type Category = (typeof PROMOTION_CATEGORIES)[number];
export type Viewer = { language: string; memberId: bigint | undefined };

/** The content in the viewer's language, else the brand's default language, else the first there is. */
function contentFor(contents: readonly repo.ContentRow[], language: string, merchant: Merchant) {
  return (
    contents.find((content) => content.language === language) ??
    contents.find((content) => content.language === merchant.defaultLanguage) ??
    contents[0]
  );
}

/** What the viewer did with each promotion: applications, bonuses (with their progress) and draws. */
async function memberRecords(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint | undefined,
  promotionIds: bigint[],
  now: Date,
) {
  if (memberId === undefined) return { applications: [], bonuses: [], draws: [] };
  const [applications, bonuses, draws] = await Promise.all([
    repo.applicationsOfMember(db, memberId, promotionIds),
    memberBonuses(db, merchant, memberId, now),
    repo.drawsOfMember(db, memberId, promotionIds),
  ]);
  return { applications, bonuses, draws };
}

type Records = Awaited<ReturnType<typeof memberRecords>>;

function summaryOf(
  merchant: Merchant,
  promotion: repo.PromotionRow,
  contents: readonly repo.ContentRow[],
  records: Records,
  viewer: Viewer,
  now: Date,
): PromotionSummary & { body: string } {
  const content = contentFor(contents, viewer.language, merchant);
  const application = records.applications.find((row) => row.promotion_id === promotion.id);
  const bonus = records.bonuses.find(({ bonus }) => bonus.promotion_id === promotion.id)?.bonus;
  const hasDrawn =
    promotion.raffle_period !== null &&
    records.draws.some(
      (draw) =>
        draw.promotion_id === promotion.id &&
        draw.period_key === periodKey(promotion.raffle_period ?? 'once', now),
    );
  return {
    code: promotion.code,
    category: promotion.category,
    kind: promotion.kind,
    title: content?.title ?? promotion.code,
    body: content?.body ?? '',
    bannerUrl: content?.banner_url ?? null,
    startsAt: promotion.starts_at.toISOString(),
    endsAt: promotion.ends_at.toISOString(),
    status: promotionStatus({
      promotion: {
        kind: promotion.kind,
        startsAt: promotion.starts_at,
        endsAt: promotion.ends_at,
        closedAt: promotion.closed_at,
      },
      application: application && { status: application.status },
      bonus: bonus && { releasedAt: bonus.released_at },
      hasDrawn,
      now,
    }),
    bonusAmount: formatMinorUnits(promotion.bonus_amount, merchant.currencyScale),
    wageringMultiple: grantedWageringMultiple(merchant, promotion.wagering_multiple),
  };
}

/** Promotions are shown from creation (coming soon) until a week after they end or close. */
const SHOWN_AFTER_END_MS = 7 * 86_400_000;
const isShown = (promotion: repo.PromotionRow, now: Date) =>
  now.getTime() - Math.min(promotion.ends_at.getTime(), promotion.closed_at?.getTime() ?? Infinity) <
  SHOWN_AFTER_END_MS;

/** The promotions lobby: the categories that have promotions, and the promotions (of one category). */
export async function promotionList(
  db: Kysely<DB>,
  merchant: Merchant,
  viewer: Viewer,
  category: Category | undefined,
  now = new Date(),
) {
  const shown = (await repo.promotionsOfBrand(db, merchant.id)).filter((row) => isShown(row, now));
  const chosen = shown.filter((row) => category === undefined || row.category === category);
  const ids = chosen.map(({ id }) => id);
  const [contents, records] = await Promise.all([
    repo.contentsOf(db, ids),
    memberRecords(db, merchant, viewer.memberId, ids, now),
  ]);
  return {
    categories: [...new Set(shown.map((row) => row.category))],
    promotions: chosen.map((promotion) => {
      const { body: _body, ...summary } = summaryOf(
        merchant,
        promotion,
        contents.filter((content) => content.promotion_id === promotion.id),
        records,
        viewer,
        now,
      );
      return summary;
    }),
  };
}

/** A promotion the brand shows, or promotion.not.found. */
export async function shownPromotion(db: Kysely<DB>, merchant: Merchant, code: string, now = new Date()) {
  const promotion = await repo.findPromotion(db, merchant.id, code);
  if (!promotion || !isShown(promotion, now)) throw new AppError('promotion.not.found');
  return promotion;
}

/** One promotion for its page: content, rules, and what the viewer did and may do. */
export async function promotionDetail(
  db: Kysely<DB>,
  merchant: Merchant,
  viewer: Viewer,
  code: string,
  now = new Date(),
): Promise<PromotionDetail> {
  const promotion = await shownPromotion(db, merchant, code, now);
  const [contents, records, unmet] = await Promise.all([
    repo.contentsOf(db, [promotion.id]),
    memberRecords(db, merchant, viewer.memberId, [promotion.id], now),
    viewer.memberId === undefined ? [] : unmetRules(db, merchant, viewer.memberId, promotion, now),
  ]);
  const summary = summaryOf(merchant, promotion, contents, records, viewer, now);
  const money = (amount: bigint) => formatMinorUnits(amount, merchant.currencyScale);
  const application = records.applications[0];
  const bonus = records.bonuses.find(({ bonus }) => bonus.promotion_id === promotion.id);
  const lastDraw = records.draws[0];
  return {
    ...summary,
    rules: {
      newMemberDays: promotion.new_member_days,
      minDeposit: promotion.min_deposit === null ? null : money(promotion.min_deposit),
      depositWindowDays: promotion.deposit_window_days,
      minVipLevel: promotion.min_vip_level,
      requiredContact: promotion.required_contact,
    },
    unmetRules: unmet,
    application: application
      ? {
          status: application.status,
          remark: application.remark,
          reason: application.reason,
          imageCount: Number(application.image_count),
          createdAt: application.created_at.toISOString(),
        }
      : null,
    bonus: bonus ? bonusView(merchant, bonus.bonus, bonus, summary.title) : null,
    raffle:
      promotion.raffle_period === null
        ? null
        : {
            period: promotion.raffle_period,
            prizes: promotion.prize_table.map(({ amount }) => money(BigInt(amount))),
            lastDraw: lastDraw
              ? { amount: money(lastDraw.amount), drawnAt: lastDraw.created_at.toISOString() }
              : null,
          },
  };
}

/** The member's bonuses, titled in the viewer's language. */
async function titledBonuses(db: Kysely<DB>, merchant: Merchant, viewer: Viewer & { memberId: bigint }) {
  const bonuses = await memberBonuses(db, merchant, viewer.memberId);
  const contents = await repo.contentsOf(db, [...new Set(bonuses.map(({ bonus }) => bonus.promotion_id))]);
  return bonuses.map(({ bonus, ...wagering }) => {
    const content = contentFor(
      contents.filter((row) => row.promotion_id === bonus.promotion_id),
      viewer.language,
      merchant,
    );
    return bonusView(merchant, bonus, wagering, content?.title ?? bonus.promotion_code);
  });
}

/** The bonus details page (bonusDetails): each bonus with its wagering progress, and the bonus balance. */
export async function bonusDetails(
  db: Kysely<DB>,
  merchant: Merchant,
  viewer: Viewer & { memberId: bigint },
) {
  // The balance after the bonuses: reading them releases those played through.
  const bonuses = await titledBonuses(db, merchant, viewer);
  const balance = await bonusBalance(db, merchant, viewer.memberId);
  return { bonuses, bonusBalance: formatMinorUnits(balance, merchant.currencyScale) };
}

/** Moves a bonus played through to the main wallet (refused before: bonus.wagering.unmet), and shows it. */
export async function releaseMemberBonus(
  db: Kysely<DB>,
  merchant: Merchant,
  viewer: Viewer & { memberId: bigint },
  bonusId: string,
) {
  await releaseBonus(db, merchant, viewer.memberId, BigInt(bonusId));
  const released = (await titledBonuses(db, merchant, viewer)).find(({ id }) => id === bonusId);
  if (!released) throw new Error('The bonus just released is missing');
  return released;
}
