import {
  confirmKycNameAndAge,
  decideKycDocument,
  getKycRules,
  kycDocumentFile,
  kycMember,
  kycQueue,
  openNextKycDocument,
  putKycRules,
  requestKycDocuments,
} from '@platform/contracts/kyc/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type RegisterOperatorEndpoint, requireOperator } from '../../platform/endpoint.ts';
import type { FileStorage } from '../../platform/file-storage.ts';
import { staffBrand } from '../operator/brand-access.ts';
import * as kyc from './service.ts';

export function kycOperatorRoutes(
  registerOperatorEndpoint: RegisterOperatorEndpoint,
  db: Kysely<DB>,
  storage: FileStorage,
): void {
  registerOperatorEndpoint(kycQueue, async ({ operator, query }) => {
    const staff = requireOperator(operator);
    return kyc.kycQueue(db, staff, await staffBrand(db, staff, query.merchant), query);
  });
  registerOperatorEndpoint(openNextKycDocument, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    return kyc.openNext(db, staff, await staffBrand(db, staff, body.merchant));
  });
  registerOperatorEndpoint.file(kycDocumentFile, async ({ operator, query }) =>
    kyc.documentFile(
      db,
      storage,
      await staffBrand(db, requireOperator(operator), query.merchant),
      query.documentId,
    ),
  );
  registerOperatorEndpoint(decideKycDocument, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    return kyc.decideDocument(db, staff, await staffBrand(db, staff, body.merchant), body);
  });
  registerOperatorEndpoint(requestKycDocuments, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    return kyc.requestDocuments(db, staff, await staffBrand(db, staff, body.merchant), body);
  });
  registerOperatorEndpoint(confirmKycNameAndAge, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    return kyc.confirmNameAndAge(db, staff, await staffBrand(db, staff, body.merchant), body.memberAccount);
  });
  registerOperatorEndpoint(kycMember, async ({ operator, query }) => {
    const staff = requireOperator(operator);
    return kyc.memberKyc(db, staff, await staffBrand(db, staff, query.merchant), BigInt(query.memberId));
  });
  registerOperatorEndpoint(getKycRules, async ({ operator, query }) =>
    kyc.kycRules(db, await staffBrand(db, requireOperator(operator), query.merchant)),
  );
  registerOperatorEndpoint(putKycRules, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    return kyc.setKycRules(db, staff, await staffBrand(db, staff, body.merchant), body);
  });
}
