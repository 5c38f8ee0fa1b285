import { formatMinorUnits, parseMoney } from '@platform/contracts/money';
import type {
  ZRejectApplicationBody,
  ZStaffApplicationsQuery,
  ZStaffPromotionBody,
  ZStaffPromotionsQuery,
} from '@platform/contracts/promotions/schemas';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { OperatorSession } from '../../platform/endpoint.ts';
import { type FileStorage, withDataUrls } from '../../platform/file-storage.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { memberFilteredPage } from '../../platform/paging.ts';
import { type ApprovalKind, fourEyesAmountOf, requestApproval } from '../approvals/service.ts';
import { recordStaffAction } from '../audit/service.ts';
import { memberAccounts, memberIdByAccount } from '../identity/directory.ts';
import { inMoneyTransaction } from '../ledger/service.ts';
import { bonusTermsOf, checkBonusTerms } from './bonus-terms.ts';
import { grantBonus } from './bonuses.ts';
import * as repo from './repo.ts';

type PromotionBody = z.output<typeof ZStaffPromotionBody>;

function amountOf(merchant: Merchant, text: string, { isZeroAllowed }: { isZeroAllowed: boolean }): bigint {
  const amount = parseMoney(text, merchant.currencyScale);
  if (amount === null || (amount === 0n && !isZeroAllowed)) throw new AppError('amount.invalid');
  return amount;
}

/** The promotion's columns from the staff body, amounts checked against the brand's currency. */
function columnsOf(merchant: Merchant, body: PromotionBody) {
  checkBonusTerms(merchant, body);
  const bonus = amountOf(merchant, body.bonusAmount, { isZeroAllowed: body.kind !== 'claim' });
  return {
    category: body.category,
    kind: body.kind,
    starts_at: new Date(body.startsAt),
    ends_at: new Date(body.endsAt),
    bonus_amount: bonus,
    wagering_multiple: body.wageringMultiple,
    wagering_product: body.wageringProduct,
    new_member_days: body.newMemberDays,
    min_deposit:
      body.minDeposit === null ? null : amountOf(merchant, body.minDeposit, { isZeroAllowed: false }),
    deposit_window_days: body.depositWindowDays,
    min_vip_level: body.minVipLevel,
    required_contact: body.requiredContact,
    prize_table: JSON.stringify(
      body.prizeTable.map(({ amount, weight }) => ({
        amount: String(amountOf(merchant, amount, { isZeroAllowed: true })),
        weight,
      })),
    ),
    raffle_period: body.rafflePeriod,
    sort_order: body.sortOrder,
  };
}

const contentRows = (body: PromotionBody) =>
  body.contents.map((content) => ({
    language: content.language,
    title: content.title,
    body: content.body,
    banner_url: content.bannerUrl,
  }));

/** The state staff see, for a promotion read without it (a write's answer). */
function stateAt(promotion: repo.PromotionRow, now: Date): repo.StaffPromotionState {
  if (promotion.closed_at !== null) return 'closed';
  if (promotion.starts_at > now) return 'scheduled';
  return promotion.ends_at <= now ? 'ended' : 'running';
}

function staffView(
  merchant: Merchant,
  promotion: repo.PromotionRow & { state: repo.StaffPromotionState },
  contents: readonly repo.ContentRow[],
) {
  const money = (amount: bigint) => formatMinorUnits(amount, merchant.currencyScale);
  return {
    code: promotion.code,
    state: promotion.state,
    category: promotion.category,
    kind: promotion.kind,
    startsAt: promotion.starts_at.toISOString(),
    endsAt: promotion.ends_at.toISOString(),
    closedAt: promotion.closed_at?.toISOString() ?? null,
    bonusAmount: money(promotion.bonus_amount),
    wageringMultiple: promotion.wagering_multiple,
    wageringProduct: promotion.wagering_product,
    newMemberDays: promotion.new_member_days,
    minDeposit: promotion.min_deposit === null ? null : money(promotion.min_deposit),
    depositWindowDays: promotion.deposit_window_days,
    minVipLevel: promotion.min_vip_level,
    requiredContact: promotion.required_contact,
    prizeTable: promotion.prize_table.map(({ amount, weight }) => ({
      amount: money(BigInt(amount)),
      weight,
    })),
    rafflePeriod: promotion.raffle_period,
    sortOrder: promotion.sort_order,
    contents: contents
      .filter((content) => content.promotion_id === promotion.id)
      .map((content) => ({
        language: content.language,
        title: content.title,
        body: content.body,
        bannerUrl: content.banner_url,
      })),
  };
}

async function singleView(db: Kysely<DB>, merchant: Merchant, promotion: repo.PromotionRow) {
  const contents = await repo.contentsOf(db, [promotion.id]);
  return staffView(merchant, { ...promotion, state: stateAt(promotion, new Date()) }, contents);
}

async function viewOf(db: Kysely<DB>, merchant: Merchant, code: string) {
  const promotion = await repo.findPromotion(db, merchant.id, code);
  if (!promotion) throw new Error(`The promotion ${code} just written is missing`);
  return singleView(db, merchant, promotion);
}

export async function staffPromotions(
  db: Kysely<DB>,
  merchant: Merchant,
  query: z.output<typeof ZStaffPromotionsQuery>,
  now = new Date(),
) {
  const { rows, total } = await repo.promotionsPage(
    db,
    merchant.id,
    {
      state: query.state,
      sort: query.sort,
      order: query.order,
      offset: (query.page - 1) * query.size,
      limit: query.size,
    },
    now,
  );
  const contents = await repo.contentsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => staffView(merchant, row, contents)),
    total,
    page: query.page,
    size: query.size,
    languages: merchant.languages,
    defaultLanguage: merchant.defaultLanguage,
    bonusTerms: bonusTermsOf(merchant),
  };
}

/** What a promotion gave and to how many members: every figure from one SQL statement (repo.resultsOf). */
export async function promotionResults(db: Kysely<DB>, merchant: Merchant, code: string) {
  const promotion = await repo.findPromotion(db, merchant.id, code);
  if (!promotion) throw new AppError('promotion.not.found');
  const row = await repo.resultsOf(db, promotion.id);
  if (!row) throw new Error('The results query answered no row');
  const money = (amount: string) => formatMinorUnits(BigInt(amount), merchant.currencyScale);
  return {
    code,
    participants: Number(row.participants),
    applications: {
      applying: Number(row.applying),
      approved: Number(row.approved),
      rejected: Number(row.rejected),
    },
    bonuses: Number(row.bonuses),
    bonusesReleased: Number(row.bonuses_released),
    bonusCost: money(row.bonus_cost),
    raffleDraws: Number(row.raffle_draws),
    raffleCost: money(row.raffle_cost),
    cost: money(String(BigInt(row.bonus_cost) + BigInt(row.raffle_cost))),
  };
}

/** Creates a promotion with its content; the code is the brand's (promotion.code.taken). Audited. */
export async function createPromotion(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: PromotionBody,
) {
  const columns = columnsOf(merchant, body);
  await db.transaction().execute(async (trx) => {
    const id = await repo.insertPromotion(trx, { ...columns, merchant_id: merchant.id, code: body.code });
    if (id === undefined) throw new AppError('promotion.code.taken');
    await repo.setContents(trx, id, contentRows(body));
    await recordStaffAction(trx, staff, {
      action: 'promotion.create',
      merchantId: merchant.id,
      subject: `promotion:${id}`,
      detail: { code: body.code, kind: body.kind, bonusAmount: body.bonusAmount },
    });
  });
  return viewOf(db, merchant, body.code);
}

/** A promotion as the demo seed writes it: its columns (amounts in minor units) and its content per language. */
export type PromotionDefinition = {
  promotion: Omit<repo.NewPromotion, 'merchant_id' | 'prize_table'> & {
    prizeTable?: readonly { amount: bigint; weight: number }[];
  };
  contents: readonly Omit<repo.ContentRow, 'promotion_id'>[];
};

/** Adds a brand's promotions without staff (the demo seed); a code the brand has already is left as it is. */
export async function addPromotions(
  db: Kysely<DB>,
  merchantId: bigint,
  definitions: readonly PromotionDefinition[],
): Promise<void> {
  for (const { promotion, contents } of definitions) {
    const { prizeTable = [], ...columns } = promotion;
    const id = await repo.insertPromotion(db, {
      ...columns,
      merchant_id: merchantId,
      prize_table: JSON.stringify(
        prizeTable.map(({ amount, weight }) => ({ amount: String(amount), weight })),
      ),
    });
    if (id !== undefined) await repo.setContents(db, id, contents);
  }
}

/** Changes a promotion found by its code; the audit record keeps the value before. */
export async function updatePromotion(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: PromotionBody,
) {
  const columns = columnsOf(merchant, body);
  await db.transaction().execute(async (trx) => {
    const before = await repo.lockPromotion(trx, merchant.id, body.code);
    if (!before) throw new AppError('promotion.not.found');
    const view = await singleView(trx, merchant, before);
    await repo.updatePromotion(trx, before.id, { ...columns, updated_at: new Date() });
    await repo.setContents(trx, before.id, contentRows(body));
    await recordStaffAction(trx, staff, {
      action: 'promotion.update',
      merchantId: merchant.id,
      subject: `promotion:${before.id}`,
      detail: { before: view },
    });
  });
  return viewOf(db, merchant, body.code);
}

/**
 * Closes a promotion: no more applications, claims or draws; what members have keeps its course.
 * Audited with the reason and the state before and after; closing a closed one records nothing.
 */
export async function closePromotion(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: { code: string; reason: string },
  now = new Date(),
) {
  await db.transaction().execute(async (trx) => {
    const promotion = await repo.lockPromotion(trx, merchant.id, body.code);
    if (!promotion) throw new AppError('promotion.not.found');
    if (promotion.closed_at !== null) return;
    await repo.updatePromotion(trx, promotion.id, { closed_at: now, updated_at: now });
    await recordStaffAction(trx, staff, {
      action: 'promotion.close',
      merchantId: merchant.id,
      subject: `promotion:${promotion.id}`,
      reason: body.reason,
      detail: {
        code: promotion.code,
        before: { state: stateAt(promotion, now), closedAt: null },
        after: { state: 'closed', closedAt: now.toISOString() },
      },
    });
  });
  return viewOf(db, merchant, body.code);
}

async function applicationViews(db: Kysely<DB>, merchant: Merchant, rows: repo.ApplicationRow[]) {
  const accounts = await memberAccounts(db, merchant.id, [
    ...new Set(rows.map(({ member_id }) => member_id)),
  ]);
  return rows.map((row) => ({
    id: String(row.id),
    promotionCode: row.promotion_code,
    memberAccount: accounts.get(row.member_id) ?? '',
    remark: row.remark,
    status: row.status,
    reason: row.reason,
    imageCount: Number(row.image_count),
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  }));
}

/** A page of the brand's applications; a member account that names nobody finds none. */
export async function staffApplications(
  db: Kysely<DB>,
  merchant: Merchant,
  query: z.output<typeof ZStaffApplicationsQuery>,
) {
  return memberFilteredPage(
    query,
    (account) => memberIdByAccount(db, merchant.id, account),
    (filter) =>
      repo.applicationsOfBrand(db, merchant.id, {
        status: query.status,
        promotionCode: query.promotionCode,
        order: query.order,
        ...filter,
      }),
    (rows) => applicationViews(db, merchant, rows),
  );
}

export async function applicationImages(
  db: Kysely<DB>,
  storage: FileStorage,
  merchant: Merchant,
  applicationId: string,
) {
  const application = await repo.findApplication(db, merchant.id, BigInt(applicationId));
  if (!application) throw new AppError('promotion.application.not.found');
  const images = await withDataUrls(storage, await repo.imagesOf(db, application.id));
  return { images: images.map(({ row, dataUrl }) => ({ id: String(row.id), dataUrl })) };
}

/** A decision's reason: the audit log keeps it; the member sees only a rejection's. */
type DecisionBody = { applicationId: string; reason: string };

/**
 * A staff decision on an application, once (promotion.application.state), in the caller's transaction
 * with its audit record (the reason, the status before and after) and, on approval, the promotion's
 * bonus paid into the member's bonus balance.
 */
async function decideIn(
  trx: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: DecisionBody,
  decision: 'approved' | 'rejected',
  now: Date,
): Promise<bigint> {
  const application = await repo.lockApplication(trx, merchant.id, BigInt(body.applicationId));
  if (!application) throw new AppError('promotion.application.not.found');
  if (application.status !== 'applying') throw new AppError('promotion.application.state');
  await repo.decideApplication(trx, application.id, {
    status: decision,
    reason: decision === 'rejected' ? body.reason : null,
    at: now,
  });
  const promotion = await repo.promotionById(trx, application.promotion_id);
  if (!promotion) throw new Error('The promotion of an application is missing');
  if (decision === 'approved' && promotion.bonus_amount > 0n)
    await grantBonus(trx, merchant, promotion, application.member_id, now);
  await recordStaffAction(trx, staff, {
    action: decision === 'approved' ? 'promotion.application.approve' : 'promotion.application.reject',
    merchantId: merchant.id,
    subject: `promotion-application:${application.id}`,
    reason: body.reason,
    detail: {
      promotion: promotion.code,
      memberId: application.member_id,
      bonusAmount: promotion.bonus_amount,
      before: { status: application.status },
      after: { status: decision },
    },
  });
  return application.id;
}

async function applicationView(db: Kysely<DB>, merchant: Merchant, id: bigint) {
  const row = await repo.findApplication(db, merchant.id, id);
  if (!row) throw new Error('The application just decided is missing');
  const [view] = await applicationViews(db, merchant, [row]);
  if (!view) throw new Error('The application just decided is missing');
  return view;
}

async function decide(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: DecisionBody,
  decision: 'approved' | 'rejected',
  now = new Date(),
) {
  const id = await inMoneyTransaction(db, (trx) => decideIn(trx, staff, merchant, body, decision, now));
  return applicationView(db, merchant, id);
}

/**
 * Approves an application. From the brand's four-eyes amount of promotion bonuses the approval is a
 * request instead (the application locked for it), and the bonus is paid when a second person
 * approves it (promotionGrant below).
 */
export async function approveApplication(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: DecisionBody,
) {
  const application = await repo.findApplication(db, merchant.id, BigInt(body.applicationId));
  if (!application) throw new AppError('promotion.application.not.found');
  const promotion = await repo.promotionById(db, application.promotion_id);
  const fourEyes = await fourEyesAmountOf(db, merchant, 'promotion.grant');
  if (
    !promotion ||
    application.status !== 'applying' ||
    fourEyes === null ||
    promotion.bonus_amount < fourEyes
  )
    return decide(db, staff, merchant, body, 'approved');
  const request = await requestApproval(db, staff, merchant, {
    kind: 'promotion.grant',
    target: `promotion-application:${application.id}`,
    amount: promotion.bonus_amount,
    detail: { applicationId: String(application.id), promotion: promotion.code },
    reason: `Bonus of promotion ${promotion.code} for application ${application.id}: ${body.reason}`,
    // A second request while this one waits is refused by the target's lock; after a rejection
    // the application may be asked for again.
    idempotencyKey: `promotion-grant:${application.id}:${Date.now()}`,
  });
  return { ...(await applicationView(db, merchant, application.id)), pendingApproval: request.id };
}

/** An approved bonus grant: the application is approved by the second person, and its bonus paid. */
export const promotionGrant: ApprovalKind = {
  async execute(trx, merchant, request, approver) {
    const id = await decideIn(
      trx,
      approver,
      merchant,
      { applicationId: request.detail.applicationId ?? '', reason: request.reason },
      'approved',
      new Date(),
    );
    return { applicationId: String(id) };
  },
};

export const rejectApplication = (
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: z.output<typeof ZRejectApplicationBody>,
) => decide(db, staff, merchant, body, 'rejected');
