import { createHash } from 'node:crypto';
import { formatMinorUnits, parseMoney } from '@platform/contracts/money';
import type {
  PaymentMethod,
  ZPaymentMethodCreateBody,
  ZPaymentMethodsQuery,
  ZPaymentMethodUpdateBody,
} from '@platform/contracts/payments/schemas';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { OperatorSession } from '../../platform/endpoint.ts';
import { feeTermsOf, feeView } from '../../platform/fee-terms.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { recordStaffAction } from '../audit/service.ts';
import type { PaymentGateways } from '../payments/gateways.ts';
import * as repo from './method-repo.ts';

type Row = Selectable<DB['deposit_methods']>;

/** Enough of a secret to tell two apart, nothing to recover it by: 8 hex digits of its SHA-256. */
const fingerprint = (secret: string) => createHash('sha256').update(secret).digest('hex').slice(0, 8);

const methodFee = (row: Row) => ({ fixed: row.fee_fixed, bps: row.fee_bps, cap: row.fee_cap });

/** Staff's view of a method: a gateway's secret only as set or not and its fingerprint. */
function toMethod(merchant: Merchant, gateways: PaymentGateways, row: Row): PaymentMethod {
  return {
    id: String(row.id),
    code: row.code,
    kind: row.kind,
    name: row.name,
    minAmount: formatMinorUnits(row.min_amount, merchant.currencyScale),
    maxAmount: formatMinorUnits(row.max_amount, merchant.currencyScale),
    enabled: row.enabled,
    sortOrder: row.sort_order,
    bank:
      row.bank_name !== null && row.account_name !== null && row.account_number !== null
        ? {
            bankName: row.bank_name,
            accountName: row.account_name,
            accountNumber: row.account_number,
            branch: row.branch,
          }
        : null,
    gateway:
      row.gateway === null
        ? null
        : {
            code: row.gateway,
            secretSet: row.gateway_secret !== null,
            secretHint:
              row.gateway_secret === null ? null : fingerprint(gateways.secrets.open(row.gateway_secret)),
          },
    fee: feeView(merchant, methodFee(row)),
  };
}

export async function listMethods(
  db: Kysely<DB>,
  merchant: Merchant,
  gateways: PaymentGateways,
  query: z.output<typeof ZPaymentMethodsQuery>,
) {
  const { rows, total } = await repo.listMethods(db, merchant.id, query);
  return {
    items: rows.map((row) => toMethod(merchant, gateways, row)),
    total,
    page: query.page,
    size: query.size,
    gateways: gateways.codes(),
  };
}

type Fields = z.output<typeof ZPaymentMethodUpdateBody>;

/** The row's fields from a staff form; a gateway secret left out keeps `keptSecret`. */
function fieldsOf(
  merchant: Merchant,
  gateways: PaymentGateways,
  kind: Row['kind'],
  body: Omit<Fields, 'id' | 'merchant'>,
  keptSecret: { gateway: string | null; secret: string | null },
): repo.MethodFields {
  const min = parseMoney(body.minAmount, merchant.currencyScale);
  const max = parseMoney(body.maxAmount, merchant.currencyScale);
  if (min === null || max === null || min === 0n)
    throw new AppError('request.invalid', {
      issues: [
        { path: min === null || min === 0n ? 'body.minAmount' : 'body.maxAmount', code: 'invalid_amount' },
      ],
    });
  if (min > max)
    throw new AppError('request.invalid', {
      issues: [{ path: 'body.maxAmount', code: 'payment.limits.order' }],
    });
  const bank = kind === 'bank_transfer' ? body.bank : null;
  const gateway = kind === 'online' ? body.gateway : null;
  // A replacement secret is for the same gateway: one saved for another gateway never carries over.
  const secret =
    gateway?.secret !== undefined
      ? gateways.secrets.seal(gateway.secret)
      : gateway?.code === keptSecret.gateway
        ? keptSecret.secret
        : null;
  if (
    (kind === 'bank_transfer' && !bank) ||
    (kind === 'online' && (!gateway || !gateways.of(gateway.code) || !secret))
  )
    throw new AppError('payment.method.incomplete');
  const fee = feeTermsOf(merchant, body);
  return {
    name: body.name,
    min_amount: min,
    max_amount: max,
    enabled: body.enabled,
    sort_order: body.sortOrder,
    bank_name: bank?.bankName ?? null,
    account_name: bank?.accountName ?? null,
    account_number: bank?.accountNumber ?? null,
    branch: bank?.branch ?? null,
    gateway: gateway?.code ?? null,
    gateway_secret: secret,
    fee_fixed: fee.fixed,
    fee_bps: fee.bps,
    fee_cap: fee.cap,
  };
}

export async function createMethod(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  gateways: PaymentGateways,
  body: z.output<typeof ZPaymentMethodCreateBody>,
): Promise<PaymentMethod> {
  const fields = fieldsOf(merchant, gateways, body.kind, body, { gateway: null, secret: null });
  return db.transaction().execute(async (trx) => {
    const id = await repo.insertMethod(trx, merchant.id, { ...fields, code: body.code, kind: body.kind });
    if (id === undefined) throw new AppError('payment.method.code.taken');
    const row = await repo.findMethod(trx, merchant.id, id);
    if (!row) throw new Error('The method just added is missing');
    await recordStaffAction(trx, staff, {
      action: 'payment.method.create',
      merchantId: merchant.id,
      subject: `deposit-method:${id}`,
      detail: { before: null, after: toMethod(merchant, gateways, row) },
    });
    return toMethod(merchant, gateways, row);
  });
}

export async function updateMethod(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  gateways: PaymentGateways,
  body: Fields,
): Promise<PaymentMethod> {
  return db.transaction().execute(async (trx) => {
    const before = await repo.findMethod(trx, merchant.id, body.id);
    if (!before) throw new AppError('payment.method.not.found');
    const fields = fieldsOf(merchant, gateways, before.kind, body, {
      gateway: before.gateway,
      secret: before.gateway_secret,
    });
    await repo.updateMethod(trx, merchant.id, body.id, fields);
    const after = await repo.findMethod(trx, merchant.id, body.id);
    if (!after) throw new Error('The method just changed is missing');
    await recordStaffAction(trx, staff, {
      action: 'payment.method.update',
      merchantId: merchant.id,
      subject: `deposit-method:${body.id}`,
      detail: { before: toMethod(merchant, gateways, before), after: toMethod(merchant, gateways, after) },
    });
    return toMethod(merchant, gateways, after);
  });
}

/**
 * Where a brand keeps its key with a gateway: on its online deposit method of that gateway (one
 * merchant account collects and pays out). What paymentGateways is given as `keyOf`.
 */
export const brandGatewayKeys = (db: Kysely<DB>) => (merchantId: bigint, gateway: string) =>
  repo.gatewaySecretOf(db, merchantId, gateway);
