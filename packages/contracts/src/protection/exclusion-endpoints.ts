import { defineEndpoint } from '../endpoint.ts';
import * as routes from './exclusion-routes.ts';
import {
  ZExclusionState,
  ZPlayerExclusions,
  ZPlayerExclusionsQuery,
  ZRegisterQuery,
  ZRegisterSourceBody,
  ZRegisterStatus,
  ZRegisterUploadBody,
  ZTakeExclusionBody,
} from './exclusion-schemas.ts';

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

export const getPlayerExclusions = defineEndpoint(routes.getPlayerExclusions, {
  tag: 'operator',
  summary:
    "A player's time-outs and self-exclusions, and the refusals they caused with the key each matched on",
  query: ZPlayerExclusionsQuery,
  value: ZPlayerExclusions,
  permission: 'players.read',
});

export const getExclusionRegister = defineEndpoint(routes.getExclusionRegister, {
  tag: 'operator',
  summary: "A brand's external exclusion register: its source, entries and when it was last imported",
  query: ZRegisterQuery,
  value: ZRegisterStatus,
  permission: 'protection.register.read',
});

export const putExclusionRegisterSource = defineEndpoint(routes.putExclusionRegisterSource, {
  tag: 'operator',
  summary:
    'Sets the HTTP source of a brand’s exclusion register (its secret sealed); the import job fetches it hourly',
  body: ZRegisterSourceBody,
  value: ZRegisterStatus,
  permission: 'protection.register.manage',
});

export const uploadExclusionRegister = defineEndpoint(routes.uploadExclusionRegister, {
  tag: 'operator',
  summary: 'Imports a CSV file of a brand’s exclusion register; entries are kept hashed',
  body: ZRegisterUploadBody,
  value: ZRegisterStatus,
  permission: 'protection.register.manage',
});
