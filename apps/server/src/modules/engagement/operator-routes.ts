import {
  closeMission,
  createMission,
  getEngagementSettings,
  listStaffFeedback,
  listStaffMissions,
  missionResults,
  putEngagementSettings,
  replyFeedback,
} from '@platform/contracts/engagement/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type RegisterOperatorEndpoint, requireOperator } from '../../platform/endpoint.ts';
import { staffBrand } from '../operator/brand-access.ts';
import * as feedback from './feedback.ts';
import * as missions from './missions.ts';
import * as settings from './settings.ts';

export function engagementOperatorRoutes(
  registerOperatorEndpoint: RegisterOperatorEndpoint,
  db: Kysely<DB>,
): void {
  const brandOf = (operator: Parameters<typeof requireOperator>[0], code: string) => {
    const staff = requireOperator(operator);
    return staffBrand(db, staff, code).then((merchant) => ({ staff, merchant }));
  };
  registerOperatorEndpoint(listStaffFeedback, async ({ operator, query }) => {
    const { merchant } = await brandOf(operator, query.merchant);
    return feedback.staffFeedback(db, merchant, { status: query.status, limit: query.limit });
  });
  registerOperatorEndpoint(replyFeedback, async ({ operator, body }) => {
    const { staff, merchant } = await brandOf(operator, body.merchant);
    return feedback.replyFeedback(db, staff, merchant, body);
  });
  registerOperatorEndpoint(getEngagementSettings, async ({ operator, query }) => {
    const { merchant } = await brandOf(operator, query.merchant);
    return settings.engagementSettings(db, merchant);
  });
  registerOperatorEndpoint(putEngagementSettings, async ({ operator, body }) => {
    const { staff, merchant } = await brandOf(operator, body.merchant);
    return settings.setEngagementSettings(db, staff, merchant, body);
  });
  registerOperatorEndpoint(listStaffMissions, async ({ operator, query }) => {
    const { merchant } = await brandOf(operator, query.merchant);
    return missions.staffMissions(db, merchant);
  });
  registerOperatorEndpoint(missionResults, async ({ operator, query }) => {
    const { merchant } = await brandOf(operator, query.merchant);
    return missions.missionResults(db, merchant, BigInt(query.missionId));
  });
  registerOperatorEndpoint(createMission, async ({ operator, body }) => {
    const { staff, merchant } = await brandOf(operator, body.merchant);
    return missions.createMission(db, staff, merchant, body);
  });
  registerOperatorEndpoint(closeMission, async ({ operator, body }) => {
    const { staff, merchant } = await brandOf(operator, body.merchant);
    return missions.closeMission(db, staff, merchant, BigInt(body.missionId), body.reason);
  });
}
