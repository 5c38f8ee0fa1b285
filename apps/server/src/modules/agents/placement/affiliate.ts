import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { Merchant } from '../../../platform/merchant.ts';
import { memberSiteOrigin } from '../../system/service.ts';
import * as repo from './repo.ts';

/** Affiliate codes: 4 to 16 letters and digits, matched whatever their case. */
const AFFILIATE_CODE = /^[A-Za-z0-9]{4,16}$/;

/** The agent an affiliate code brings a registration under, if the code is live on the brand. */
async function affiliateAgent(db: Kysely<DB>, merchant: Merchant, code: string): Promise<bigint | undefined> {
  const trimmed = code.trim();
  if (!AFFILIATE_CODE.test(trimmed)) return undefined;
  return repo.findAffiliateAgent(db, merchant.id, trimmed.toUpperCase());
}

/** The registration form's affiliate check: a live code answers success, anything else the spec's error. */
export async function checkAffiliate(db: Kysely<DB>, merchant: Merchant, code: string): Promise<void> {
  if ((await affiliateAgent(db, merchant, code)) === undefined) throw new AppError('affiliate.invalid');
}

/**
 * Gives an agent an affiliate code: a malformed one is refused beside the field, one the brand already
 * has (whatever its case) as unavailable.
 */
export async function addAffiliateCode(
  db: Kysely<DB>,
  merchant: Merchant,
  agentId: bigint,
  code: string,
): Promise<void> {
  const trimmed = code.trim();
  if (!AFFILIATE_CODE.test(trimmed))
    throw new AppError('request.invalid', { issues: [{ path: 'body.code', code: 'invalid' }] });
  if (!(await repo.insertAffiliateCode(db, { merchantId: merchant.id, code: trimmed, agentId })))
    throw new AppError('affiliate.code.unavailable', { issues: [{ path: 'body.code', code: 'taken' }] });
}

/**
 * The agent's live affiliate codes, oldest first, with the registrations each brought, and the member
 * site their registration links point to (`origin`: where the agent reached the platform).
 */
export async function affiliateCodes(
  db: Kysely<DB>,
  merchant: Merchant,
  agentId: bigint,
  origin: { protocol: string; host: string },
) {
  const [rows, siteUrl] = await Promise.all([
    repo.affiliateCodesOf(db, merchant.id, agentId),
    memberSiteOrigin(db, merchant, origin),
  ]);
  return {
    siteUrl,
    codes: rows.map((row) => ({
      code: row.code,
      createdAt: row.created_at.toISOString(),
      registrations: Number(row.registrations),
    })),
  };
}

/**
 * Files a registration under the agent its code names and notes the code, so the agent's list counts
 * it; undefined when the code is not live on the brand.
 */
export async function placeByAffiliateCode(
  trx: Transaction<DB>,
  merchant: Merchant,
  memberId: bigint,
  code: string,
): Promise<bigint | undefined> {
  const agentId = await affiliateAgent(trx, merchant, code);
  if (agentId === undefined) return undefined;
  await repo.recordAffiliateRegistration(trx, {
    merchantId: merchant.id,
    codeKey: code.trim().toUpperCase(),
    memberId,
  });
  return agentId;
}
