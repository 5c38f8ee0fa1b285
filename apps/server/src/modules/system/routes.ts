import {
  getDomainRoute,
  getOnlineService,
  getPermission,
  getRegisterSettings,
  getSystemStatus,
  getWhitelabel,
} from '@platform/contracts/system/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { RegisterEndpoint } from '../../platform/endpoint.ts';
import * as access from './access-service.ts';
import { getOnlineService as onlineService } from './online-service.ts';
import type { SecretBox } from './secrets.ts';
import * as system from './service.ts';

export function systemRoutes(registerEndpoint: RegisterEndpoint, db: Kysely<DB>, secrets: SecretBox): void {
  registerEndpoint(getWhitelabel, ({ merchant }) => system.getWhitelabelTree(db, merchant));
  registerEndpoint(getSystemStatus, ({ merchant }) => system.getSystemStatus(db, secrets, merchant));
  registerEndpoint(getRegisterSettings, ({ merchant }) => system.getRegisterSettings(db, merchant));
  registerEndpoint(getPermission, ({ merchant, request }) =>
    access.checkPermission(db, merchant, request.ip),
  );
  registerEndpoint(getDomainRoute, ({ merchant, request }) =>
    access.getDomainRoute(db, merchant, request.hostname),
  );
  registerEndpoint(getOnlineService, ({ merchant }) => onlineService(db, merchant));
}
