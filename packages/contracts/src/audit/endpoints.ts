import { defineEndpoint } from '../endpoint.ts';
import * as routes from './routes.ts';
import { ZStaffActionsCsv, ZStaffActionsFilter, ZStaffActionsQuery, ZStaffActionsValue } from './schemas.ts';

export const listStaffActions = defineEndpoint(routes.listStaffActions, {
  tag: 'operator',
  summary:
    'What staff did on a brand, newest first, filtered by action, staff member, subject and time; 50 a page by default',
  query: ZStaffActionsQuery,
  value: ZStaffActionsValue,
  permission: 'audit.read',
});

export const exportStaffActions = defineEndpoint(routes.exportStaffActions, {
  tag: 'operator',
  summary: 'The same actions as a CSV file (text/csv, newest first, at most 50,000 rows)',
  query: ZStaffActionsFilter,
  value: ZStaffActionsCsv,
  permission: 'audit.export',
});
