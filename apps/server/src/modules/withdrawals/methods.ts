import { formatMinorUnits, parseMoney } from '@platform/contracts/money';
import type { FeeTerms } from '@platform/contracts/payments/fees';
import type { WithdrawalMethodSetting, ZWithdrawalMethodBody } from '@platform/contracts/payments/schemas';
import { WITHDRAWAL_METHODS, type WithdrawalMethod } from '@platform/contracts/withdrawals/schemas';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { OperatorSession } from '../../platform/endpoint.ts';
import { feeTermsOf, feeView } from '../../platform/fee-terms.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { recordStaffAction } from '../audit/service.ts';
import type { PaymentGateways } from '../payments/gateways.ts';
import * as repo from './repo.ts';

type Row = Awaited<ReturnType<typeof repo.methodRows>>[number];
type Limits = { min: bigint; max: bigint };

/**
 * Every way out the platform pays by, as the brand set it, in the brand's order (ties in the
 * platform's): a method the brand never set is offered, within the brand's limits, at its place in
 * the platform's list counted from 1, as a brand's deposit methods are.
 */
function settingsOf(rows: Row[]) {
  return WITHDRAWAL_METHODS.map((method, index) => {
    const own = rows.find((row) => row.method === method);
    return {
      method,
      enabled: own?.enabled ?? true,
      min: own?.min_amount ?? null,
      max: own?.max_amount ?? null,
      sortOrder: own?.sort_order ?? index + 1,
      fee: { fixed: own?.fee_fixed ?? 0n, bps: own?.fee_bps ?? 0, cap: own?.fee_cap ?? null } as FeeTerms,
      isDefault: own === undefined,
      payoutGateway: own?.payout_gateway ?? null,
    };
  }).sort((a, b) => a.sortOrder - b.sortOrder);
}

const amount = (merchant: Merchant, value: bigint | null) =>
  value === null ? null : formatMinorUnits(value, merchant.currencyScale);

function settingView(
  merchant: Merchant,
  setting: ReturnType<typeof settingsOf>[number],
): WithdrawalMethodSetting {
  return {
    method: setting.method,
    enabled: setting.enabled,
    minAmount: amount(merchant, setting.min),
    maxAmount: amount(merchant, setting.max),
    fee: feeView(merchant, setting.fee),
    sortOrder: setting.sortOrder,
    isDefault: setting.isDefault,
    payoutGateway: setting.payoutGateway,
  };
}

/**
 * The methods a member may withdraw by, in order, each with the limits it ends up with: its own
 * within the brand's. One whose own limits leave nothing inside the brand's is not offered.
 */
export async function offeredMethods(db: Kysely<DB>, merchant: Merchant, brand: Limits) {
  return settingsOf(await repo.methodRows(db, merchant.id))
    .filter((setting) => setting.enabled)
    .map((setting) => ({
      method: setting.method,
      min: setting.min !== null && setting.min > brand.min ? setting.min : brand.min,
      max: setting.max !== null && setting.max < brand.max ? setting.max : brand.max,
      fee: setting.fee,
    }))
    .filter(({ min, max }) => min <= max);
}

/** The offered method a request names, refused when the brand does not offer it. */
export async function offeredMethod(
  db: Kysely<DB>,
  merchant: Merchant,
  brand: Limits,
  method: WithdrawalMethod,
) {
  const offered = (await offeredMethods(db, merchant, brand)).find((entry) => entry.method === method);
  if (!offered) throw new AppError('withdrawal.method.disabled');
  return offered;
}

export async function staffMethods(db: Kysely<DB>, merchant: Merchant, brand: Limits) {
  return {
    items: settingsOf(await repo.methodRows(db, merchant.id)).map((setting) =>
      settingView(merchant, setting),
    ),
    brandMinAmount: formatMinorUnits(brand.min, merchant.currencyScale),
    brandMaxAmount: formatMinorUnits(brand.max, merchant.currencyScale),
  };
}

/** A limit of a method's form: null keeps the brand's; anything but a positive amount is refused beside its field. */
function ownAmount(merchant: Merchant, text: string | null, field: 'minAmount' | 'maxAmount') {
  if (text === null) return null;
  const value = parseMoney(text, merchant.currencyScale);
  if (value === null || value === 0n)
    throw new AppError('request.invalid', { issues: [{ path: `body.${field}`, code: 'invalid_amount' }] });
  return value;
}

/**
 * Sets one method of the brand: enabled, its own limits, its order, the gateway it pays out through
 * (one that runs here, and that the brand holds a key with); audited with before and after.
 */
export async function setMethod(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  gateways: PaymentGateways,
  body: z.output<typeof ZWithdrawalMethodBody>,
): Promise<WithdrawalMethodSetting> {
  const gateway = body.payoutGateway;
  if (
    gateway !== undefined &&
    gateway !== null &&
    (!gateways.of(gateway) || (await gateways.keyOf(merchant.id, gateway)) === undefined)
  )
    throw new AppError('payment.method.incomplete');
  const min = ownAmount(merchant, body.minAmount, 'minAmount');
  const max = ownAmount(merchant, body.maxAmount, 'maxAmount');
  const fee = feeTermsOf(merchant, body);
  if (min !== null && max !== null && min > max)
    throw new AppError('request.invalid', {
      issues: [{ path: 'body.maxAmount', code: 'payment.limits.order' }],
    });
  return db.transaction().execute(async (trx) => {
    const before = settingsOf(await repo.methodRows(trx, merchant.id, { lock: true })).find(
      (setting) => setting.method === body.method,
    );
    await repo.setMethod(trx, merchant.id, {
      method: body.method,
      enabled: body.enabled,
      min_amount: min,
      max_amount: max,
      sort_order: body.sortOrder,
      fee_fixed: fee.fixed,
      fee_bps: fee.bps,
      fee_cap: fee.cap,
      payout_gateway: gateway === undefined ? (before?.payoutGateway ?? null) : gateway,
    });
    const after = settingsOf(await repo.methodRows(trx, merchant.id)).find(
      (setting) => setting.method === body.method,
    );
    if (!before || !after) throw new Error('A withdrawal method the platform pays by is missing');
    await recordStaffAction(trx, staff, {
      action: 'withdrawal.method.update',
      merchantId: merchant.id,
      subject: `withdrawal-method:${body.method}`,
      detail: { before: settingView(merchant, before), after: settingView(merchant, after) },
    });
    return settingView(merchant, after);
  });
}
