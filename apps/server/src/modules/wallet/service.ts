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
import type { Merchant } from '../../platform/merchant.ts';
import { countWalletCall, UNKNOWN_VENDOR_LABEL } from '../../platform/metrics.ts';
import { holdTransferWallet, vendorWallets } from '../games/service.ts';
import {
  accountFor,
  inMoneyTransaction,
  memberBalances,
  transfer,
  transferByKey,
} from '../ledger/service.ts';
import { refuseIfExcluded } from '../protection/exclusion.ts';
import * as limits from '../protection/limits.ts';
import { isSingleWallet } from '../system/service.ts';
import * as repo from './repo.ts';

type WalletBalance = z.output<typeof ZWalletBalance>;
type TransferValue = z.input<typeof ZWalletTransferValue>;

const MAIN = 'main';
/** A move out of every game wallet at once is counted under this vendor label. */
const ALL_WALLETS_LABEL = 'all';

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

/**
 * Idempotency keys of this module, one prefix per operation so that no request id of one can meet a
 * key of the other. The request id is percent-encoded: ids valid today are unchanged by it (keys
 * written before keep their meaning), and no id can ever bring a ':' into the key.
 */
const keys = {
  /** One move between main and a vendor wallet: the shape this module has always written. */
  single: (memberId: bigint, requestId: string) => `wallet:${memberId}:${encodeURIComponent(requestId)}`,
  /** Every vendor wallet to main, in one transfer. */
  allToMain: (memberId: bigint, requestId: string) =>
    `wallet.all:${memberId}:${encodeURIComponent(requestId)}`,
  /** The per-wallet keys "all to main" used to write: read only, so that their requests replay. */
  legacyAllToMain: (memberId: bigint, requestId: string, wallet: string) =>
    `wallet:${memberId}:${encodeURIComponent(requestId)}:${encodeURIComponent(wallet)}`,
};

type Moved = TransferValue['moved'][number];

/**
 * What an "all to main" request moved, read back from the ledger so that every copy answers alike:
 * its one transfer, or the per-wallet transfers of a request made before it was one transfer.
 */
async function movedByAllToMain(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  requestId: string,
  wallets: readonly { subKey: string; accountId: bigint }[],
): Promise<Moved[] | undefined> {
  const money = (amount: bigint) => formatMinorUnits(amount, merchant.currencyScale);
  const outOf = (entries: readonly { accountId: bigint; amount: bigint }[]) =>
    wallets.flatMap(({ subKey, accountId }) =>
      entries
        .filter((entry) => entry.accountId === accountId && entry.amount < 0n)
        .map(({ amount }) => ({ from: subKey, to: MAIN, amount: money(-amount) })),
    );
  const one = await transferByKey(db, merchant.id, keys.allToMain(memberId, requestId));
  if (one) return outOf(one.entries);
  const legacy = await Promise.all(
    wallets.map(({ subKey }) =>
      transferByKey(db, merchant.id, keys.legacyAllToMain(memberId, requestId, subKey)),
    ),
  );
  const found = legacy.flatMap((each) => (each ? each.entries : []));
  return found.length > 0 ? outOf(found) : undefined;
}

/**
 * GCS_walletTransfer: main to a vendor wallet or back, or every vendor wallet to main. Refused on a
 * single-wallet brand, between two vendor wallets, into a vendor in maintenance, or beyond what the
 * paying wallet holds (funds.insufficient, nothing moved). Every copy of a request id answers with
 * what its first copy moved, read back from the ledger; the `balance` part is the wallets as they
 * are now, not replayed, because the client asks in order to show the member what they hold.
 */
export async function transferBetweenWallets(
  db: Kysely<DB>,
  merchant: Merchant,
  session: Session,
  body: z.output<typeof ZWalletTransferBody>,
  now = new Date(),
): Promise<TransferValue> {
  const isAll = 'allToMain' in body;
  const counted = { vendor: isAll ? ALL_WALLETS_LABEL : UNKNOWN_VENDOR_LABEL };
  const operation = isAll ? 'all-out' : body.to === MAIN ? 'out' : 'in';
  try {
    const moved = await moveBetweenWallets(db, merchant, session, body, now, counted);
    countWalletCall({ vendor: counted.vendor, direction: 'transfer', operation, result: 'OK' });
    return moved;
  } catch (error) {
    const result = error instanceof AppError ? error.code : 'ERROR';
    countWalletCall({ vendor: counted.vendor, direction: 'transfer', operation, result });
    throw error;
  }
}

/**
 * The move itself. `counted.vendor` is set to the vendor's label once the brand's catalogue names it,
 * so a made-up wallet id in a body never becomes a metric's label.
 */
async function moveBetweenWallets(
  db: Kysely<DB>,
  merchant: Merchant,
  session: Session,
  body: z.output<typeof ZWalletTransferBody>,
  now: Date,
  counted: { vendor: string },
): Promise<TransferValue> {
  if (await isSingleWallet(db, merchant)) throw new AppError('wallet.single');
  const { memberId } = session;
  const offered = await vendorWallets(db, merchant);
  const money = (amount: bigint) => formatMinorUnits(amount, merchant.currencyScale);
  const main = await accountFor(db, merchant, 'member.main', { memberId });
  const vendorAccount = (id: string) => accountFor(db, merchant, 'member.vendor', { memberId, subKey: id });

  if ('allToMain' in body) {
    // The member's game wallets as they stand in `from` (the moving transaction, or after it).
    const heldWallets = async (from: Kysely<DB>) =>
      Promise.all(
        (await memberBalances(from, merchant, memberId))
          .filter(({ kind }) => kind === 'member.vendor')
          .map(async ({ subKey, balance }) => ({
            subKey,
            balance,
            accountId: await accountFor(from, merchant, 'member.vendor', { memberId, subKey }),
          })),
      );
    await inMoneyTransaction(db, async (trx) => {
      const request = { merchantId: merchant.id, memberId, requestId: body.requestId };
      if (!(await repo.claimAllToMain(trx, request))) return;
      const wallets = await heldWallets(trx);
      // A request made before requests were kept: its per-wallet transfers are what it moved.
      if (await movedByAllToMain(trx, merchant, memberId, body.requestId, wallets)) return;
      const paying = wallets.filter(({ balance }) => balance > 0n);
      const total = paying.reduce((sum, { balance }) => sum + balance, 0n);
      if (total === 0n) return;
      await transfer(trx, {
        merchantId: merchant.id,
        idempotencyKey: keys.allToMain(memberId, body.requestId),
        kind: 'wallet.transfer',
        legs: [
          ...paying.map(({ accountId, balance }) => ({ accountId, amount: -balance })),
          { accountId: main, amount: total },
        ],
        memo: { to: MAIN },
      });
      // Money back from the games counts as won towards the member's loss limits.
      await limits.recordWin(trx, merchant, memberId, total, now);
    });
    const moved = await movedByAllToMain(db, merchant, memberId, body.requestId, await heldWallets(db));
    return { moved: moved ?? [], balance: await walletBalance(db, merchant, memberId) };
  }

  if ((body.from === MAIN) === (body.to === MAIN)) throw new AppError('wallet.transfer.invalid');
  const amount = parseMoney(body.amount, merchant.currencyScale);
  if (amount === null || amount === 0n)
    throw new AppError('amount.invalid', { issues: [{ path: 'body.amount', code: 'invalid' }] });
  const vendorId = body.from === MAIN ? body.to : body.from;
  const key = keys.single(memberId, body.requestId);
  // A copy of a move that was made answers it even if the vendor has since gone into maintenance or
  // off the brand's list: those rules held when the move was made. The ledger checks it is the same move.
  const isCopy = (await transferByKey(db, merchant.id, key)) !== undefined;
  const vendor = offered.find(({ accountTypeId }) => String(accountTypeId) === vendorId);
  if (vendor) counted.vendor = vendor.providerCode ?? `wallet-${vendor.accountTypeId}`;
  if (!isCopy) {
    // Money in the wallet of a vendor the brand no longer offers may still come back to main.
    const isHeld = async () =>
      (await memberBalances(db, merchant, memberId)).some(
        ({ kind, subKey }) => kind === 'member.vendor' && subKey === vendorId,
      );
    const isKnown = vendor !== undefined || (body.to === MAIN && (await isHeld()));
    if (!isKnown) throw new AppError('wallet.transfer.invalid');
    if (body.to !== MAIN && vendor?.inMaintenance) throw new AppError('wallet.vendor.maintenance');
    // Money into a game wallet is a stake to come; back to main is the way out, always open.
    if (body.to !== MAIN) await refuseIfExcluded(db, merchant, { memberId }, 'transfer', new Date());
  }
  const vendorWallet = await vendorAccount(vendorId);
  const [from, to] = body.from === MAIN ? [main, vendorWallet] : [vendorWallet, main];
  const moveOn = (on: Kysely<DB>) =>
    transfer(on, {
      merchantId: merchant.id,
      idempotencyKey: key,
      kind: 'wallet.transfer',
      legs: [
        { accountId: from, amount: -amount },
        { accountId: to, amount },
      ],
      memo: { from: body.from, to: body.to },
    });
  // Money into a vendor's wallet (not a copy: that answers its first move) is checked again under a
  // hold on the vendor's wallet mode: staff may have switched it to the seamless wallet since it was
  // read above, and a switch checks the wallet is empty under the same lock.
  // Into a game wallet is a stake as the member's limits count it, and out of one a win: each counted
  // once, with the move, so a refused stake moves nothing.
  const into = !isCopy && body.to !== MAIN ? vendor : undefined;
  if (into === undefined)
    await inMoneyTransaction(db, async (trx) => {
      const moved = await moveOn(trx);
      if (!moved.replayed && body.to === MAIN) await limits.recordWin(trx, merchant, memberId, amount, now);
    });
  else
    await inMoneyTransaction(db, async (trx) => {
      if (!(await holdTransferWallet(trx, merchant, into.accountTypeId)))
        throw new AppError('wallet.transfer.invalid');
      const moved = await moveOn(trx);
      if (!moved.replayed) await limits.recordStake(trx, merchant, memberId, amount, now);
    });
  return {
    moved: [{ from: body.from, to: body.to, amount: money(amount) }],
    balance: await walletBalance(db, merchant, memberId),
  };
}
