import { z } from 'zod';

export const ZAffiliateQuery = z.object({
  code: z.string().max(64),
  domain: z.string().max(253).optional().describe('The host the visitor registers on'),
});

export const ZAffiliateValue = z.object({ valid: z.literal(true) });
