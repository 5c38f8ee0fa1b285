import {
  adjustPoints,
  approveRedemption,
  completeRedemption,
  createProduct,
  getPointsSettings,
  getVipSettings,
  listStaffProducts,
  listStaffRedemptions,
  putConvertSetting,
  putPointsRatios,
  putVipSettings,
  rejectRedemption,
  updateProduct,
} from '@platform/contracts/loyalty/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type RegisterOperatorEndpoint, requireOperator } from '../../platform/endpoint.ts';
import { staffBrand } from '../operator/brand-access.ts';
import * as conversion from './convert.ts';
import * as mall from './mall.ts';
import * as points from './points.ts';
import * as vip from './vip.ts';

export function loyaltyOperatorRoutes(
  registerOperatorEndpoint: RegisterOperatorEndpoint,
  db: Kysely<DB>,
): void {
  registerOperatorEndpoint(listStaffProducts, async ({ operator, query }) =>
    mall.staffProducts(db, await staffBrand(db, requireOperator(operator), query.merchant)),
  );
  for (const endpoint of [createProduct, updateProduct] as const)
    registerOperatorEndpoint(endpoint, async ({ operator, body }) => {
      const staff = requireOperator(operator);
      return mall.saveProduct(db, staff, await staffBrand(db, staff, body.merchant), body);
    });
  registerOperatorEndpoint(listStaffRedemptions, async ({ operator, query }) =>
    mall.staffRedemptions(db, await staffBrand(db, requireOperator(operator), query.merchant), query),
  );
  for (const [endpoint, decision] of [
    [approveRedemption, 'approve'],
    [rejectRedemption, 'reject'],
    [completeRedemption, 'complete'],
  ] as const)
    registerOperatorEndpoint(endpoint, async ({ operator, body }) => {
      const staff = requireOperator(operator);
      return mall.decideRedemption(db, staff, await staffBrand(db, staff, body.merchant), body, decision);
    });
  registerOperatorEndpoint(getPointsSettings, async ({ operator, query }) =>
    points.pointsSettings(db, await staffBrand(db, requireOperator(operator), query.merchant)),
  );
  registerOperatorEndpoint(putPointsRatios, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    return points.setRatios(db, staff, await staffBrand(db, staff, body.merchant), body.ratios);
  });
  registerOperatorEndpoint(putConvertSetting, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    return conversion.setConvertRate(db, staff, await staffBrand(db, staff, body.merchant), body.rate);
  });
  registerOperatorEndpoint(adjustPoints, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    return points.adjustPoints(db, staff, await staffBrand(db, staff, body.merchant), body);
  });
  registerOperatorEndpoint(getVipSettings, async ({ operator, query }) =>
    vip.staffVipSettings(db, await staffBrand(db, requireOperator(operator), query.merchant)),
  );
  registerOperatorEndpoint(putVipSettings, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    return vip.setVipSettings(db, staff, await staffBrand(db, staff, body.merchant), body);
  });
}
