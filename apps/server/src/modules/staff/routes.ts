import {
  getStaffAccess,
  inviteStaff,
  listStaff,
  putStaffAccess,
  resetStaffSecondFactor,
  setStaffBrands,
  setStaffRoles,
  setStaffStatus,
} from '@platform/contracts/operator/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type RegisterOperatorEndpoint, requireOperator } from '../../platform/endpoint.ts';
import { staffAccess } from '../operator/service.ts';
import * as staff from './service.ts';

/** Staff management for admins: HTTP only, the rules are in service.ts and the operator module. */
export function staffRoutes(registerOperatorEndpoint: RegisterOperatorEndpoint, db: Kysely<DB>): void {
  registerOperatorEndpoint(listStaff, ({ query }) => staff.listStaff(db, query));
  registerOperatorEndpoint(inviteStaff, ({ operator, body }) =>
    staff.inviteStaff(db, requireOperator(operator), body),
  );
  registerOperatorEndpoint(setStaffRoles, ({ operator, body }) =>
    staff.changeStaff(db, requireOperator(operator), body.operatorId, { kind: 'roles', roles: body.roles }),
  );
  registerOperatorEndpoint(setStaffBrands, ({ operator, body }) =>
    staff.changeStaff(db, requireOperator(operator), body.operatorId, {
      kind: 'brands',
      brands: body.brands,
    }),
  );
  registerOperatorEndpoint(setStaffStatus, ({ operator, body }) =>
    staff.changeStaff(db, requireOperator(operator), body.operatorId, {
      kind: 'status',
      status: body.status,
      reason: body.reason,
    }),
  );
  registerOperatorEndpoint(resetStaffSecondFactor, ({ operator, body }) =>
    staff.changeStaff(db, requireOperator(operator), body.operatorId, {
      kind: 'second-factor-reset',
      reason: body.reason,
    }),
  );
  registerOperatorEndpoint(getStaffAccess, () => staffAccess(db));
  registerOperatorEndpoint(putStaffAccess, ({ operator, body }) =>
    staff.setStaffAccess(db, requireOperator(operator), body),
  );
}
