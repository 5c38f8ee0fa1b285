import { randomBytes } from 'node:crypto';
import { gmt8DayOf } from '@platform/contracts/gmt8';
import type {
  ZProductBody,
  ZProducts,
  ZRedeemBody,
  ZRedemption,
  ZRedemptionDecisionBody,
  ZStaffProduct,
  ZStaffRedemptionsQuery,
  ZUpdateProductBody,
} from '@platform/contracts/loyalty/schemas';
import { formatMinorUnits, parseMoney } from '@platform/contracts/money';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB, RedemptionStatus } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { OperatorSession } from '../../platform/endpoint.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { memberFilteredPage } from '../../platform/paging.ts';
import { recordStaffAction } from '../audit/service.ts';
import { memberAccounts, memberIdByAccount } from '../identity/directory.ts';
import { checkPaymentPassword } from '../identity/passwords/payment-password.ts';
import { accountFor, inMoneyTransaction, transfer } from '../ledger/service.ts';
import * as repo from './mall-repo.ts';
import { movePoints } from './points.ts';

const inLanguage = (texts: Record<string, string>, language: string) => texts[language] ?? texts.EN ?? '';

export async function products(
  db: Kysely<DB>,
  merchant: Merchant,
  language: string,
): Promise<z.input<typeof ZProducts>> {
  const rows = await repo.productsOf(db, merchant.id, { enabledOnly: true });
  return {
    products: rows.map((row) => ({
      id: String(row.id),
      kind: row.kind,
      name: inLanguage(row.names, language),
      image: row.images[language] ?? row.images.EN ?? null,
      points: String(row.points),
      cashAmount: row.kind === 'cash' ? formatMinorUnits(row.cash_amount, merchant.currencyScale) : null,
      stock: row.stock,
    })),
  };
}

function redemptionView(
  merchant: Merchant,
  row: repo.RedemptionRow,
  language: string,
): z.input<typeof ZRedemption> {
  return {
    id: String(row.id),
    transactionNo: row.transaction_no,
    appliedAt: row.created_at.toISOString(),
    exchangeType: row.kind,
    productName: inLanguage(row.names, language),
    quantity: row.quantity,
    points: String(row.points),
    amount: formatMinorUnits(row.cash_amount, merchant.currencyScale),
    status: row.status,
    remark: row.remark,
  };
}

/** A transaction number staff and member can quote: the GMT+8 date and 10 random hex digits. */
function transactionNo(now: Date): string {
  const day = gmt8DayOf(now).replaceAll('-', '');
  return `PM${day}${randomBytes(5).toString('hex').toUpperCase()}`;
}

/**
 * Redeems a product: the payment password confirms it, and in one transaction the stock is taken (one
 * statement that cannot take more than there is), the redemption recorded as applying and its points
 * moved to the brand. Without the points or the stock nothing is written. The request id answers the
 * same redemption again.
 */
export async function redeem(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  body: z.output<typeof ZRedeemBody>,
  language: string,
  now = new Date(),
) {
  const productId = BigInt(body.productId);
  const sameRequest = (row: repo.RedemptionRow) => {
    if (row.product_id !== productId || row.quantity !== body.quantity)
      throw new AppError('idempotency.conflict');
    return redemptionView(merchant, row, language);
  };
  const earlier = await repo.redemptionByRequest(db, memberId, body.requestId);
  if (earlier) return sameRequest(earlier);
  await checkPaymentPassword(db, merchant, memberId, body.paymentPassword);
  const row = await inMoneyTransaction(db, async (trx) => {
    const taken = await repo.takeStock(trx, merchant.id, productId, body.quantity);
    if (!taken) {
      const product = await repo.productById(trx, merchant.id, productId);
      throw new AppError(product?.enabled ? 'mall.stock.insufficient' : 'mall.product.unknown');
    }
    const points = taken.points * BigInt(body.quantity);
    const id = await repo.insertRedemption(trx, {
      merchantId: merchant.id,
      memberId,
      productId,
      transactionNo: transactionNo(now),
      requestKey: body.requestId,
      quantity: body.quantity,
      points,
      cashAmount: taken.cash_amount * BigInt(body.quantity),
    });
    await movePoints(trx, {
      merchantId: merchant.id,
      memberId,
      points: -points,
      kind: 'points.redeem',
      key: `points:redeem:${id}`,
      memo: { redemptionId: String(id) },
    });
    return repo.redemptionByRequest(trx, memberId, body.requestId);
  }).catch(async (error: unknown) => {
    // Two requests with one id at once: the one that lost the race answers the winner's redemption.
    const code = (error as { code?: unknown } | null)?.code;
    if (code !== '23505') throw error;
    return repo.redemptionByRequest(db, memberId, body.requestId);
  });
  if (!row) throw new Error('The redemption just written is missing');
  return sameRequest(row);
}

export async function memberRedemptions(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  query: { page: number; pageSize: number },
  language: string,
) {
  const [rows, total] = await Promise.all([
    repo.redemptionsOfMember(db, memberId, {
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
    }),
    repo.redemptionCount(db, memberId),
  ]);
  return { total, records: rows.map((row) => redemptionView(merchant, row, language)) };
}

async function staffView(db: Kysely<DB>, merchant: Merchant, rows: repo.RedemptionRow[]) {
  const accounts = await memberAccounts(db, merchant.id, [
    ...new Set(rows.map(({ member_id }) => member_id)),
  ]);
  return rows.map((row) => ({
    ...redemptionView(merchant, row, 'EN'),
    memberAccount: accounts.get(row.member_id) ?? '',
  }));
}

/** A page of the brand's redemptions; a member account that names nobody finds none. */
export async function staffRedemptions(
  db: Kysely<DB>,
  merchant: Merchant,
  query: z.output<typeof ZStaffRedemptionsQuery>,
) {
  return memberFilteredPage(
    query,
    (account) => memberIdByAccount(db, merchant.id, account),
    (filter) =>
      repo.redemptionsOfBrand(db, merchant.id, { status: query.status, order: query.order, ...filter }),
    (rows) => staffView(db, merchant, rows),
  );
}

type Decision = 'approve' | 'reject' | 'complete';
/** Which statuses each decision starts from, and where it leads. */
const TRANSITIONS: Record<Decision, { from: readonly RedemptionStatus[]; to: RedemptionStatus }> = {
  approve: { from: ['applying'], to: 'approved' },
  reject: { from: ['applying', 'approved'], to: 'rejected' },
  complete: { from: ['approved'], to: 'completed' },
};

/**
 * A staff decision on a redemption, in one transaction with what it moves and the audit record:
 * approve; reject (the points and the stock come back); complete (a cash product's money is paid
 * from the brand's rewards account into the member's main wallet).
 */
export async function decideRedemption(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: z.output<typeof ZRedemptionDecisionBody>,
  decision: Decision,
  now = new Date(),
) {
  const transition = TRANSITIONS[decision];
  const id = await inMoneyTransaction(db, async (trx) => {
    const row = await repo.lockRedemption(trx, merchant.id, BigInt(body.redemptionId));
    if (!row) throw new AppError('mall.redemption.not.found');
    if (!transition.from.includes(row.status)) throw new AppError('mall.redemption.state');
    if (decision === 'reject') {
      await movePoints(trx, {
        merchantId: merchant.id,
        memberId: row.member_id,
        points: row.points,
        kind: 'points.refund',
        key: `points:refund:${row.id}`,
        memo: { redemptionId: String(row.id) },
      });
      await repo.returnStock(trx, row.product_id, row.quantity);
    }
    if (decision === 'complete' && row.cash_amount > 0n)
      await transfer(trx, {
        merchantId: merchant.id,
        idempotencyKey: `mall:cash:${row.id}`,
        kind: 'mall.cash',
        legs: [
          { accountId: await accountFor(trx, merchant, 'system.rewards'), amount: -row.cash_amount },
          {
            accountId: await accountFor(trx, merchant, 'member.main', { memberId: row.member_id }),
            amount: row.cash_amount,
          },
        ],
        memo: { redemptionId: String(row.id) },
      });
    await repo.setRedemptionStatus(trx, row.id, {
      status: transition.to,
      remark: body.remark ?? null,
      at: now,
    });
    await recordStaffAction(trx, staff, {
      action: `mall.redemption.${decision}`,
      merchantId: merchant.id,
      subject: `redemption:${row.id}`,
      reason: body.remark ?? null,
      detail: { memberId: row.member_id, points: row.points, cashAmount: row.cash_amount },
    });
    return row.id;
  });
  const row = await repo.lockRedemption(db, merchant.id, id);
  if (!row) throw new Error('The redemption just decided is missing');
  const [view] = await staffView(db, merchant, [row]);
  if (!view) throw new Error('The redemption just decided is missing');
  return view;
}

function staffProductView(merchant: Merchant, row: repo.ProductRow): z.input<typeof ZStaffProduct> {
  return {
    id: String(row.id),
    kind: row.kind,
    names: row.names,
    images: row.images,
    points: String(row.points),
    cashAmount: row.kind === 'cash' ? formatMinorUnits(row.cash_amount, merchant.currencyScale) : null,
    stock: row.stock,
    enabled: row.enabled,
    sortOrder: row.sort_order,
  };
}

export async function staffProducts(db: Kysely<DB>, merchant: Merchant) {
  const rows = await repo.productsOf(db, merchant.id, { enabledOnly: false });
  return { products: rows.map((row) => staffProductView(merchant, row)) };
}

/** A cash product pays a positive amount per item; no other kind pays any. */
function productFields(merchant: Merchant, body: z.output<typeof ZProductBody>): repo.ProductFields {
  const cashAmount = body.cashAmount === undefined ? 0n : parseMoney(body.cashAmount, merchant.currencyScale);
  if (cashAmount === null || (body.kind === 'cash') !== cashAmount > 0n)
    throw new AppError('loyalty.settings.invalid');
  return {
    kind: body.kind,
    names: body.names,
    images: body.images,
    points: BigInt(body.points),
    cashAmount,
    stock: body.stock,
    enabled: body.enabled,
    sortOrder: body.sortOrder,
  };
}

/** Adds a brand's products without staff (the demo seed). */
export async function addProducts(
  db: Kysely<DB>,
  merchantId: bigint,
  products: readonly repo.ProductFields[],
): Promise<void> {
  for (const product of products) await repo.insertProduct(db, merchantId, product);
}

/** Adds a product or changes one (`productId`), recorded in the staff audit log. */
export async function saveProduct(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: z.output<typeof ZProductBody> | z.output<typeof ZUpdateProductBody>,
) {
  const fields = productFields(merchant, body);
  const id = await db.transaction().execute(async (trx) => {
    let productId: bigint;
    if ('productId' in body) {
      productId = BigInt(body.productId);
      if (!(await repo.updateProduct(trx, merchant.id, productId, fields)))
        throw new AppError('mall.product.unknown');
    } else {
      productId = await repo.insertProduct(trx, merchant.id, fields);
    }
    await recordStaffAction(trx, staff, {
      action: 'productId' in body ? 'mall.product.update' : 'mall.product.create',
      merchantId: merchant.id,
      subject: `product:${productId}`,
      detail: { ...fields, points: String(fields.points), cashAmount: String(fields.cashAmount) },
    });
    return productId;
  });
  const row = await repo.productById(db, merchant.id, id);
  if (!row) throw new Error('The product just saved is missing');
  return staffProductView(merchant, row);
}
