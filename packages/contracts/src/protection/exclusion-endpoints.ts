import { defineEndpoint } from '../endpoint.ts';
import * as routes from './exclusion-routes.ts';
import { ZExclusionState, ZTakeExclusionBody } from './exclusion-schemas.ts';

export const getExclusion = defineEndpoint(routes.getExclusion, {
  tag: 'identity',
  summary: "The member's time-out or self-exclusion in force, if any",
  value: ZExclusionState,
});

export const takeExclusion = defineEndpoint(routes.takeExclusion, {
  tag: 'identity',
  summary:
    'Takes a time-out (24 hours to 6 weeks) or a self-exclusion (6 months to 5 years), confirmed with the password; it cannot be ended early and follows the person to every brand',
  body: ZTakeExclusionBody,
  value: ZExclusionState,
});
