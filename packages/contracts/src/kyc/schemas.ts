import { z } from 'zod';
import { ZMoney } from '../money.ts';
import { ZRowId } from '../row-id.ts';
import { ZUploadedFile } from '../uploaded-file.ts';

/** 0: nothing checked; 1: name and age confirmed; 2: identity document and proof of address. */
export const KYC_LEVELS = [0, 1, 2] as const;
export type KycLevel = (typeof KYC_LEVELS)[number];

export const KYC_DOCUMENT_KINDS = ['identity', 'address', 'selfie'] as const;
export const KYC_DOCUMENT_STATES = ['uploaded', 'approved', 'rejected', 'expired'] as const;

/**
 * What a brand asks a level for: any withdrawal, a withdrawal above `amount`, or a deposit once the
 * member's deposits (this one included) pass `amount`.
 */
export const KYC_RULE_KINDS = ['any_withdrawal', 'withdrawal_above', 'deposits_above'] as const;

/** A KYC document is at most this large (JPEG, PNG, WebP or PDF, checked by its content). */
export const KYC_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

const ZLevel = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const ZKycRule = z.object({
  kind: z.enum(KYC_RULE_KINDS),
  amount: ZMoney.nullable().describe('The amount the rule starts above; null for any_withdrawal'),
  level: z.union([z.literal(1), z.literal(2)]),
});

export const ZKycDocument = z.object({
  id: z.string(),
  kind: z.enum(KYC_DOCUMENT_KINDS),
  state: z.enum(KYC_DOCUMENT_STATES).describe('expired: approved or waiting, past its expiry date'),
  reason: z.string().nullable().describe('Why it was rejected'),
  expiresOn: z.iso.date().nullable(),
  uploadedAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});

export const ZKycStatus = z.object({
  level: ZLevel,
  rules: z.array(ZKycRule),
  documents: z.array(ZKycDocument),
});

export const ZKycUploadBody = z
  .object({
    kind: z.enum(KYC_DOCUMENT_KINDS),
    documentNumber: z.string().trim().min(3).max(40).optional().describe('Required for an identity document'),
    expiresOn: z.iso.date().optional().describe("The document's own expiry date, if it has one"),
    file: ZUploadedFile.describe('The JPEG, PNG, WebP or PDF file, 5 MB at most, checked by its content'),
  })
  .refine((body) => body.kind !== 'identity' || body.documentNumber !== undefined, {
    path: ['documentNumber'],
    message: 'An identity document needs its number',
  });

const ZMerchantCode = z.string().min(2).max(32);
const ZAccount = z.string().trim().min(1).max(64);

export const KYC_QUEUE_SORTS = ['oldest', 'newest'] as const;
export const ZKycQueueQuery = z.object({
  merchant: ZMerchantCode,
  state: z.enum(KYC_DOCUMENT_STATES).default('uploaded'),
  sort: z.enum(KYC_QUEUE_SORTS).default('oldest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

export const ZStaffKycDocument = ZKycDocument.extend({
  memberAccount: z.string(),
  documentNumber: z.string().nullable(),
  contentType: z.string(),
  lockedByYou: z.boolean().describe('Held for the caller by "open next"'),
  lockedUntil: z.iso.datetime().nullable().describe('While a reviewer holds it: until when'),
});

export const ZKycQueue = z.object({ documents: z.array(ZStaffKycDocument), hasMore: z.boolean() });

export const ZKycMerchantBody = z.object({ merchant: ZMerchantCode });
export const ZKycOpenNext = z.object({
  document: ZStaffKycDocument.nullable().describe('None when no document waits'),
});

export const ZKycFileQuery = z.object({ merchant: ZMerchantCode, documentId: ZRowId });

export const ZKycDecisionBody = z
  .object({
    merchant: ZMerchantCode,
    documentId: ZRowId,
    decision: z.enum(['approve', 'reject']),
    reason: z.string().trim().max(500).optional().describe('Required to reject: the member reads it'),
  })
  .refine((body) => body.decision === 'approve' || (body.reason?.length ?? 0) >= 2, {
    path: ['reason'],
    message: 'A rejection needs its reason',
  });

export const ZKycRequestBody = z.object({
  merchant: ZMerchantCode,
  memberAccount: ZAccount,
  title: z.string().trim().min(1).max(100),
  content: z.string().trim().min(1).max(2000).describe('What to upload, as the member will read it'),
});

export const ZKycConfirmBody = z.object({ merchant: ZMerchantCode, memberAccount: ZAccount });

export const ZKycMemberQuery = z.object({ merchant: ZMerchantCode, memberId: ZRowId });
export const ZKycMember = z.object({
  level: ZLevel,
  nameAndAgeConfirmedAt: z.iso.datetime().nullable(),
  documents: z.array(ZStaffKycDocument),
});

export const ZKycRulesQuery = z.object({ merchant: ZMerchantCode });
export const ZKycRules = z.object({ rules: z.array(ZKycRule) });
export const ZKycRulesBody = z.object({
  merchant: ZMerchantCode,
  rules: z
    .array(ZKycRule)
    .max(KYC_RULE_KINDS.length)
    .refine((rules) => new Set(rules.map(({ kind }) => kind)).size === rules.length, 'One rule per kind'),
});

export type KycStatus = z.infer<typeof ZKycStatus>;
export type StaffKycDocument = z.infer<typeof ZStaffKycDocument>;
