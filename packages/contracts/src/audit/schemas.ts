import { z } from 'zod';
import { ZRowCursor } from '../row-id.ts';

export const ZStaffActionsQuery = z.object({
  merchant: z.string().min(2).max(32).describe('Brand code'),
  action: z
    .string()
    .regex(/^[a-z][a-z.]{1,63}$/)
    .optional()
    .describe('Only this action, for example deposit.confirm'),
  before: ZRowCursor.optional().describe('Only actions older than this id (the next page)'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const ZStaffActionsValue = z.object({
  actions: z.array(
    z.object({
      id: z.string(),
      operatorId: z.string(),
      operatorAccount: z.string(),
      action: z.string(),
      subject: z.string().describe('What was acted on, as kind:id (deposit:12, member:7)'),
      reason: z.string().nullable(),
      detail: z.record(z.string(), z.unknown()),
      ip: z.string().nullable().describe('The address the staff member acted from'),
      createdAt: z.iso.datetime(),
    }),
  ),
});
