import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type {
  ZPlatformActionsFilter,
  ZPlatformActionsQuery,
  ZStaffActionsCsv,
  ZStaffActionsFilter,
  ZStaffActionsQuery,
  ZStaffActionsValue,
} from './schemas.ts';

export const listStaffActions = defineRoute<
  z.output<typeof ZStaffActionsValue>,
  z.input<typeof ZStaffActionsQuery>
>({ method: 'GET', path: '/ops/audit', auth: 'operator' });

/** Answers text/csv, not the JSON envelope: the console saves it as a file. */
export const exportStaffActions = defineRoute<
  z.output<typeof ZStaffActionsCsv>,
  z.input<typeof ZStaffActionsFilter>
>({ method: 'GET', path: '/ops/audit/export', auth: 'operator' });

/** The platform's own log: what belongs to no brand (staff accounts and their access). */
export const listPlatformActions = defineRoute<
  z.output<typeof ZStaffActionsValue>,
  z.input<typeof ZPlatformActionsQuery>
>({ method: 'GET', path: '/ops/audit/platform', auth: 'operator' });

export const exportPlatformActions = defineRoute<
  z.output<typeof ZStaffActionsCsv>,
  z.input<typeof ZPlatformActionsFilter>
>({ method: 'GET', path: '/ops/audit/platform/export', auth: 'operator' });
