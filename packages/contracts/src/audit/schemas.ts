import { z } from 'zod';
import { ZRowCursor } from '../row-id.ts';

/**
 * What the audit viewer filters by; the same for a page and for the CSV export, of one brand's log or
 * of the platform's own (staff management, which belongs to no brand).
 */
export const ZPlatformActionsFilter = z.object({
  action: z
    .string()
    .regex(/^[a-z][a-z_.-]{1,63}$/)
    .optional()
    .describe('Only this action, for example deposit.confirm'),
  staff: ZRowCursor.optional().describe("Only this staff member's actions (their id)"),
  subject: z
    .string()
    .regex(/^[a-z][a-z-]{0,31}:[0-9A-Za-z_.-]{1,64}$/)
    .optional()
    .describe('Only actions on this, as kind:id (member:7, deposit:12)'),
  from: z.iso.datetime({ offset: true }).optional().describe('Only actions at or after this time'),
  to: z.iso.datetime({ offset: true }).optional().describe('Only actions before this time'),
});

export const ZStaffActionsFilter = ZPlatformActionsFilter.extend({
  merchant: z.string().min(2).max(32).describe('Brand code'),
});

const paging = {
  order: z.enum(['desc', 'asc']).default('desc').describe('Newest first (desc) or oldest first (asc)'),
  before: ZRowCursor.optional().describe('Only actions older than this id (newest first: the next page)'),
  after: ZRowCursor.optional().describe('Only actions newer than this id (oldest first: the next page)'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
};

export const ZStaffActionsQuery = ZStaffActionsFilter.extend(paging);
export const ZPlatformActionsQuery = ZPlatformActionsFilter.extend(paging);

export const ZStaffActionsValue = z.object({
  actions: z.array(
    z.object({
      id: z.string(),
      operatorId: z.string(),
      operatorAccount: z.string(),
      action: z.string(),
      subject: z.string().describe('What was acted on, as kind:id (deposit:12, member:7)'),
      reason: z.string().nullable(),
      detail: z
        .record(z.string(), z.unknown())
        .describe('What was done: the before and after where there are'),
      ip: z.string().nullable().describe('The address the staff member acted from'),
      createdAt: z.iso.datetime(),
    }),
  ),
  next: z
    .string()
    .nullable()
    .describe(
      'Pass as `before` (newest first) or `after` (oldest first) for the next page; null on the last',
    ),
});

export const ZStaffActionsCsv = z
  .string()
  .describe('text/csv, UTF-8 with a byte-order mark, newest first, at most 50,000 rows');
