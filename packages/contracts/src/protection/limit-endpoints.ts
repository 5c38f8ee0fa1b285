import { defineEndpoint } from '../endpoint.ts';
import { ZPlayerActionBody } from '../players/schemas.ts';
import * as routes from './limit-routes.ts';
import {
  ZLimits,
  ZLimitTargetBody,
  ZPlayerLimits,
  ZPlayerLimitsQuery,
  ZRealityCheck,
  ZRealityCheckIntervalBody,
  ZSetLimitBody,
  ZTightenLimitBody,
} from './limit-schemas.ts';

export const memberLimits = defineEndpoint(routes.memberLimits, {
  tag: 'member',
  summary: "The member's own limits with what they used of each, when each resets, and their reality check",
  value: ZLimits,
});

export const setMemberLimit = defineEndpoint(routes.setMemberLimit, {
  tag: 'member',
  summary:
    'Sets, lowers, raises or removes a limit: lowering applies at once, raising or removing waits the cooldown and a confirmation',
  body: ZSetLimitBody,
  value: ZLimits,
});

export const confirmMemberLimit = defineEndpoint(routes.confirmMemberLimit, {
  tag: 'member',
  summary: 'Confirms a raise or removal once its cooldown has passed',
  body: ZLimitTargetBody,
  value: ZLimits,
});

export const cancelMemberLimit = defineEndpoint(routes.cancelMemberLimit, {
  tag: 'member',
  summary: 'Cancels a raise or removal waiting for confirmation; the limit in force stays',
  body: ZLimitTargetBody,
  value: ZLimits,
});

export const setRealityCheckInterval = defineEndpoint(routes.setRealityCheckInterval, {
  tag: 'member',
  summary:
    "Sets the minutes between reality checks (0: off where the brand allows; null: the brand's default)",
  body: ZRealityCheckIntervalBody,
  value: ZLimits,
});

export const getRealityCheck = defineEndpoint(routes.getRealityCheck, {
  tag: 'member',
  summary:
    "The session's reality check, polled by the site: whether it is due, time and money played this session; counts play time",
  value: ZRealityCheck,
});

export const continueAfterRealityCheck = defineEndpoint(routes.continueAfterRealityCheck, {
  tag: 'member',
  summary:
    'Answers a due reality check with "continue": play resumes and the next check is a full interval away',
  value: ZRealityCheck,
});

export const playerLimits = defineEndpoint(routes.playerLimits, {
  tag: 'operator',
  summary: "A player's own limits, what they used of each and their reality-check interval (read-only)",
  query: ZPlayerLimitsQuery,
  value: ZPlayerLimits,
  permission: 'players.read',
});

export const tightenPlayerLimit = defineEndpoint(routes.tightenPlayerLimit, {
  tag: 'operator',
  summary:
    "Lowers (or sets) a player's limit at once, with a reason, never raises one; audited with before and after",
  body: ZTightenLimitBody,
  value: ZPlayerLimits,
  permission: 'players.status',
});

export const askRealityCheck = defineEndpoint(routes.askRealityCheck, {
  tag: 'operator',
  summary:
    'Asks the player for a reality check now, with a reason: stakes are refused until they answer it, even after a new login; audited',
  body: ZPlayerActionBody,
  value: ZPlayerLimits,
  permission: 'players.reality.ask',
});
