import { formatMinorUnits, parseMoney } from '@platform/contracts/money';
import type {
  ZWalletBalance,
  ZWalletTransferBody,
  ZWalletTransferValue,
} from '@platform/contracts/wallet/schemas';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Session } from '../../platform/endpoint.ts';
import { vendorWallets } from '../games/service.ts';
import { accountFor, memberBalances, type Transfer, transfer } from '../ledger/service.ts';
import type { Merchant } from '../system/merchant.ts';
import { isSingleWallet } from '../system/service.ts';

type WalletBalance = z.output<typeof ZWalletBalance>;
type TransferValue = z.input<typeof ZWalletTransferValue>;

const MAIN = 'main';

/**
 * The member's balance (spec sections 3 and 7): the main wallet first, then a wallet for each vendor
 * the brand offers (nothing held reads zero, and nothing is opened to read it), then any other vendor
 * wallet still holding money, and their sum. With the brand's single-wallet switch on there is only
 * the main wallet.
 */
export async function walletBalance(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
): Promise<WalletBalance> {
  const [isSingle, offered, held] = await Promise.all([
    isSingleWallet(db, merchant),
    vendorWallets(db, merchant),
    memberBalances(db, merchant, memberId),
  ]);
  const main = held.find(({ kind }) => kind === 'member.main')?.balance ?? 0n;
  const heldByVendor = new Map(
    held.filter(({ kind }) => kind === 'member.vendor').map(({ subKey, balance }) => [subKey, balance]),
  );
  const vendorIds = isSingle
    ? []
    : [
        ...new Set([
          ...offered.map(({ accountTypeId }) => String(accountTypeId)),
          ...[...heldByVendor].filter(([, balance]) => balance !== 0n).map(([id]) => id),
        ]),
      ];
  const vendors = vendorIds.map((id) => ({ id, balance: heldByVendor.get(id) ?? 0n }));
  const money = (amount: bigint) => formatMinorUnits(amount, merchant.currencyScale);
  return {
    currency: merchant.currency,
    sumBalance: money(vendors.reduce((sum, { balance }) => sum + balance, main)),
    isSingle,
    wallets: [
      { wallet: MAIN, balance: money(main) },
      ...vendors.map(({ id, balance }) => ({ wallet: id, balance: money(balance) })),
    ],
  };
}

/** Moves `amount` between the member's main wallet and one vendor wallet, under the member's own key. */
function moveBetween(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  move: { from: string; to: string; amount: bigint; key: string },
  accounts: { main: bigint; vendor: bigint },
): Promise<Transfer> {
  const [from, to] = move.from === MAIN ? [accounts.main, accounts.vendor] : [accounts.vendor, accounts.main];
  return transfer(db, {
    merchantId: merchant.id,
    // Keys are unique per brand: the member's id keeps one member's request ids from meeting another's.
    idempotencyKey: `wallet:${memberId}:${move.key}`,
    kind: 'wallet.transfer',
    legs: [
      { accountId: from, amount: -move.amount },
      { accountId: to, amount: move.amount },
    ],
    memo: { from: move.from, to: move.to },
  });
}

/**
 * GCS_walletTransfer: main to a vendor wallet or back, or every vendor wallet to main. Refused on a
 * single-wallet brand, between two vendor wallets, into a vendor in maintenance, or beyond what the
 * paying wallet holds (funds.insufficient, nothing moved). The same request id answers the first move.
 */
export async function transferBetweenWallets(
  db: Kysely<DB>,
  merchant: Merchant,
  session: Session,
  body: z.output<typeof ZWalletTransferBody>,
): Promise<TransferValue> {
  if (await isSingleWallet(db, merchant)) throw new AppError('wallet.single');
  const { memberId } = session;
  const offered = await vendorWallets(db, merchant);
  const money = (amount: bigint) => formatMinorUnits(amount, merchant.currencyScale);
  const main = await accountFor(db, merchant, 'member.main', { memberId });
  const vendorAccount = (id: string) => accountFor(db, merchant, 'member.vendor', { memberId, subKey: id });

  if ('allToMain' in body) {
    const moved: TransferValue['moved'] = [];
    const held = await memberBalances(db, merchant, memberId);
    for (const { kind, subKey, balance } of held) {
      if (kind !== 'member.vendor' || balance <= 0n) continue;
      try {
        await moveBetween(
          db,
          merchant,
          memberId,
          { from: subKey, to: MAIN, amount: balance, key: `${body.requestId}:${subKey}` },
          { main, vendor: await vendorAccount(subKey) },
        );
        moved.push({ from: subKey, to: MAIN, amount: money(balance) });
      } catch (error) {
        // A retry after money reached this wallet again: its part of the request was done the first time.
        if (!(error instanceof AppError && error.code === 'idempotency.conflict')) throw error;
      }
    }
    return { moved, balance: await walletBalance(db, merchant, memberId) };
  }

  const vendorId = body.from === MAIN ? body.to : body.from;
  const vendor = offered.find(({ accountTypeId }) => String(accountTypeId) === vendorId);
  // Money in the wallet of a vendor the brand no longer offers may still come back to main.
  const isHeld = async () =>
    (await memberBalances(db, merchant, memberId)).some(
      ({ kind, subKey }) => kind === 'member.vendor' && subKey === vendorId,
    );
  const isKnown = vendor !== undefined || (body.to === MAIN && (await isHeld()));
  if ((body.from === MAIN) === (body.to === MAIN) || !isKnown) throw new AppError('wallet.transfer.invalid');
  if (body.to !== MAIN && vendor?.inMaintenance) throw new AppError('wallet.vendor.maintenance');
  const amount = parseMoney(body.amount, merchant.currencyScale);
  if (amount === null || amount === 0n) throw new AppError('amount.invalid');
  await moveBetween(
    db,
    merchant,
    memberId,
    { from: body.from, to: body.to, amount, key: body.requestId },
    { main, vendor: await vendorAccount(vendorId) },
  );
  return {
    moved: [{ from: body.from, to: body.to, amount: money(amount) }],
    balance: await walletBalance(db, merchant, memberId),
  };
}
