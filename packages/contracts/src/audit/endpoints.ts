import { defineEndpoint } from '../endpoint.ts';
import * as routes from './routes.ts';
import { ZStaffActionsQuery, ZStaffActionsValue } from './schemas.ts';

export const listStaffActions = defineEndpoint(routes.listStaffActions, {
  tag: 'operator',
  summary: 'What staff did on a brand (money and account actions), newest first, 50 a page by default',
  query: ZStaffActionsQuery,
  value: ZStaffActionsValue,
  permission: 'audit.read',
});
