import { defineEndpoint } from '../endpoint.ts';
import * as routes from './routes.ts';
import { ZAffiliateQuery, ZAffiliateValue } from './schemas.ts';

export const checkAffiliate = defineEndpoint(routes.checkAffiliate, {
  tag: 'agents',
  summary:
    'Whether an affiliate (invitation) code is live on the brand; the registration form hides the field when it is',
  query: ZAffiliateQuery,
  value: ZAffiliateValue,
});
