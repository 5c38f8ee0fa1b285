import { defineEndpoint } from '../endpoint.ts';
import * as routes from './routes.ts';
import {
  ZPlatformActionsFilter,
  ZPlatformActionsQuery,
  ZStaffActionsCsv,
  ZStaffActionsFilter,
  ZStaffActionsQuery,
  ZStaffActionsValue,
} from './schemas.ts';

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

/**
 * What staff did that belongs to no brand (staff accounts, roles, brands, access settings): only for
 * staff over every brand, since it names accounts of every brand.
 */
export const listPlatformActions = defineEndpoint(routes.listPlatformActions, {
  tag: 'operator',
  summary:
    'What staff did on the platform itself (staff management), newest first, with the same filters; staff over every brand only',
  query: ZPlatformActionsQuery,
  value: ZStaffActionsValue,
  permission: 'audit.read',
  platformWide: true,
});

export const exportPlatformActions = defineEndpoint(routes.exportPlatformActions, {
  tag: 'operator',
  summary: "The platform's own actions as a CSV file (text/csv, newest first, at most 50,000 rows)",
  query: ZPlatformActionsFilter,
  value: ZStaffActionsCsv,
  permission: 'audit.export',
  platformWide: true,
});
