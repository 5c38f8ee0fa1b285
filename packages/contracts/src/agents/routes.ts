import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type { ZAffiliateQuery, ZAffiliateValue } from './schemas.ts';

export const checkAffiliate = defineRoute<z.output<typeof ZAffiliateValue>, z.input<typeof ZAffiliateQuery>>({
  method: 'GET',
  path: '/wps/agent/affiliate',
  auth: 'none',
});
