import {
  approveApplication,
  closePromotion,
  createPromotion,
  listApplicationImages,
  listApplications,
  listStaffPromotions,
  promotionResults,
  rejectApplication,
  updatePromotion,
} from '@platform/contracts/promotions/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type RegisterOperatorEndpoint, requireOperator } from '../../platform/endpoint.ts';
import type { FileStorage } from '../../platform/file-storage.ts';
import { staffBrand } from '../operator/brand-access.ts';
import * as staff from './staff.ts';

export function promotionOperatorRoutes(
  registerOperatorEndpoint: RegisterOperatorEndpoint,
  db: Kysely<DB>,
  storage: FileStorage,
): void {
  registerOperatorEndpoint(listStaffPromotions, async ({ operator, query }) =>
    staff.staffPromotions(db, await staffBrand(db, requireOperator(operator), query.merchant), query),
  );
  registerOperatorEndpoint(promotionResults, async ({ operator, query }) =>
    staff.promotionResults(db, await staffBrand(db, requireOperator(operator), query.merchant), query.code),
  );
  for (const [endpoint, write] of [
    [createPromotion, staff.createPromotion],
    [updatePromotion, staff.updatePromotion],
  ] as const)
    registerOperatorEndpoint(endpoint, async ({ operator, body }) => {
      const session = requireOperator(operator);
      return write(db, session, await staffBrand(db, session, body.merchant), body);
    });
  registerOperatorEndpoint(closePromotion, async ({ operator, body }) => {
    const session = requireOperator(operator);
    return staff.closePromotion(db, session, await staffBrand(db, session, body.merchant), body);
  });
  registerOperatorEndpoint(listApplications, async ({ operator, query }) =>
    staff.staffApplications(db, await staffBrand(db, requireOperator(operator), query.merchant), query),
  );
  registerOperatorEndpoint(listApplicationImages, async ({ operator, query }) =>
    staff.applicationImages(
      db,
      storage,
      await staffBrand(db, requireOperator(operator), query.merchant),
      query.applicationId,
    ),
  );
  registerOperatorEndpoint(approveApplication, async ({ operator, body }) => {
    const session = requireOperator(operator);
    return staff.approveApplication(db, session, await staffBrand(db, session, body.merchant), body);
  });
  registerOperatorEndpoint(rejectApplication, async ({ operator, body }) => {
    const session = requireOperator(operator);
    return staff.rejectApplication(db, session, await staffBrand(db, session, body.merchant), body);
  });
}
