import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import * as routes from './routes.ts';
import {
  ZKycConfirmBody,
  ZKycDecisionBody,
  ZKycFileQuery,
  ZKycMember,
  ZKycMemberQuery,
  ZKycMerchantBody,
  ZKycOpenNext,
  ZKycQueue,
  ZKycQueueQuery,
  ZKycRequestBody,
  ZKycRules,
  ZKycRulesBody,
  ZKycRulesQuery,
  ZKycStatus,
  ZKycUploadBody,
  ZStaffKycDocument,
} from './schemas.ts';

export const kycStatus = defineEndpoint(routes.kycStatus, {
  tag: 'member',
  summary: "The member's KYC level, what the brand asks each level for, and their documents",
  value: ZKycStatus,
});

export const uploadKycDocument = defineEndpoint(routes.uploadKycDocument, {
  tag: 'member',
  summary:
    'Uploads a KYC document (identity document with its number, proof of address, or selfie): JPEG, PNG, WebP or PDF, 5 MB at most, checked by its content',
  body: ZKycUploadBody,
  value: ZKycStatus,
});

export const kycQueue = defineEndpoint(routes.kycQueue, {
  tag: 'operator',
  summary: 'KYC documents of the brand in one state, oldest or newest first, paged',
  query: ZKycQueueQuery,
  value: ZKycQueue,
  permission: 'kyc.read',
});

export const openNextKycDocument = defineEndpoint(routes.openNextKycDocument, {
  tag: 'operator',
  summary:
    'Takes the oldest uploaded document no other reviewer holds and holds it for the caller for 10 minutes',
  body: ZKycMerchantBody,
  value: ZKycOpenNext,
  permission: 'kyc.review',
});

export const kycDocumentFile = defineEndpoint(routes.kycDocumentFile, {
  tag: 'operator',
  summary: "A KYC document's file as uploaded (its own content type, as an attachment, never sniffed)",
  query: ZKycFileQuery,
  value: z.string(),
  permission: 'kyc.read',
});

export const decideKycDocument = defineEndpoint(routes.decideKycDocument, {
  tag: 'operator',
  summary: 'Approves an uploaded document, or rejects it with the reason the member reads; audited',
  body: ZKycDecisionBody,
  value: ZStaffKycDocument,
  permission: 'kyc.review',
});

export const requestKycDocuments = defineEndpoint(routes.requestKycDocuments, {
  tag: 'operator',
  summary: 'Sends the member a message saying which documents to upload; audited',
  body: ZKycRequestBody,
  value: z.object({ sent: z.literal(true) }),
  permission: 'kyc.review',
});

export const confirmKycNameAndAge = defineEndpoint(routes.confirmKycNameAndAge, {
  tag: 'operator',
  summary: "Confirms the member's name and age (KYC level 1) from a check made outside the platform; audited",
  body: ZKycConfirmBody,
  value: ZKycMember,
  permission: 'kyc.review',
});

export const kycMember = defineEndpoint(routes.kycMember, {
  tag: 'operator',
  summary: "A member's KYC level and every document they uploaded",
  query: ZKycMemberQuery,
  value: ZKycMember,
  permission: 'kyc.read',
});

export const getKycRules = defineEndpoint(routes.getKycRules, {
  tag: 'operator',
  summary: 'Which KYC level the brand asks for withdrawals and deposits',
  query: ZKycRulesQuery,
  value: ZKycRules,
  permission: 'kyc.read',
});

export const putKycRules = defineEndpoint(routes.putKycRules, {
  tag: 'operator',
  summary: 'Replaces the brand KYC rules; audited',
  body: ZKycRulesBody,
  value: ZKycRules,
  permission: 'kyc.rules.manage',
});
