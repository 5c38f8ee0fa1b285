import { defineEndpoint } from '../endpoint.ts';
import * as routes from './routes.ts';
import {
  ZClaimMissionBody,
  ZCloseMissionBody,
  ZEngagementSettings,
  ZEngagementSettingsBody,
  ZEngagementSettingsQuery,
  ZFeedback,
  ZFeedbackBody,
  ZFeedbackList,
  ZFeedbackReplyBody,
  ZLeaderboard,
  ZMissionClaim,
  ZMissionResults,
  ZMissionResultsQuery,
  ZMissions,
  ZNewMissionBody,
  ZReferral,
  ZReferralClaim,
  ZStaffFeedback,
  ZStaffFeedbackList,
  ZStaffFeedbackQuery,
  ZStaffMission,
  ZStaffMissions,
  ZStaffMissionsQuery,
} from './schemas.ts';

export const sendFeedback = defineEndpoint(routes.sendFeedback, {
  tag: 'member',
  summary: "Sends feedback or a complaint; the content's word count must be within the brand's bounds",
  body: ZFeedbackBody,
  value: ZFeedback,
});

export const listFeedback = defineEndpoint(routes.listFeedback, {
  tag: 'member',
  summary: "The member's feedback with staff replies, newest first, and the brand's word bounds",
  value: ZFeedbackList,
});

export const getReferral = defineEndpoint(routes.getReferral, {
  tag: 'member',
  summary: "The member's referral code, the brand's rule and reward, and the friends who came by it",
  value: ZReferral,
});

export const claimReferral = defineEndpoint(routes.claimReferral, {
  tag: 'member',
  summary: 'Pays the reward of every qualified friend not paid yet, once per friend',
  value: ZReferralClaim,
});

export const listMissions = defineEndpoint(routes.listMissions, {
  tag: 'member',
  summary: "The brand's missions with the member's progress in the current GMT+8 day or week",
  value: ZMissions,
});

export const claimMission = defineEndpoint(routes.claimMission, {
  tag: 'member',
  summary: "Claims a done mission's reward, once per period",
  body: ZClaimMissionBody,
  value: ZMissionClaim,
});

export const missionLeaderboard = defineEndpoint(routes.missionLeaderboard, {
  tag: 'member',
  summary: "This GMT+8 week's members with the most missions claimed",
  value: ZLeaderboard,
});

export const listStaffFeedback = defineEndpoint(routes.listStaffFeedback, {
  tag: 'operator',
  summary: "A brand's feedback, newest first, unanswered ones past 24 hours flagged overdue",
  query: ZStaffFeedbackQuery,
  value: ZStaffFeedbackList,
  permission: 'feedback.read',
});

export const replyFeedback = defineEndpoint(routes.replyFeedback, {
  tag: 'operator',
  summary: 'Replies to a feedback once; the member sees the reply',
  body: ZFeedbackReplyBody,
  value: ZStaffFeedback,
  permission: 'feedback.reply',
});

export const getEngagementSettings = defineEndpoint(routes.getEngagementSettings, {
  tag: 'operator',
  summary: "A brand's feedback word bounds and referral rule",
  query: ZEngagementSettingsQuery,
  value: ZEngagementSettings,
  permission: 'engagement.read',
});

export const putEngagementSettings = defineEndpoint(routes.putEngagementSettings, {
  tag: 'operator',
  summary: "Sets a brand's feedback word bounds and referral rule",
  body: ZEngagementSettingsBody,
  value: ZEngagementSettings,
  permission: 'engagement.manage',
});

export const listStaffMissions = defineEndpoint(routes.listStaffMissions, {
  tag: 'operator',
  summary: "A brand's missions",
  query: ZStaffMissionsQuery,
  value: ZStaffMissions,
  permission: 'engagement.read',
});

export const createMission = defineEndpoint(routes.createMission, {
  tag: 'operator',
  summary: 'Creates a daily or weekly mission',
  body: ZNewMissionBody,
  value: ZStaffMission,
  permission: 'engagement.manage',
});

export const closeMission = defineEndpoint(routes.closeMission, {
  tag: 'operator',
  summary:
    'Closes a mission with a reason: members no longer see or claim it; audited with the state before and after',
  body: ZCloseMissionBody,
  value: ZStaffMission,
  permission: 'engagement.manage',
});

export const missionResults = defineEndpoint(routes.missionResults, {
  tag: 'operator',
  summary: "A mission's results: completions (rewards claimed), members, periods and the rewards' cost",
  query: ZMissionResultsQuery,
  value: ZMissionResults,
  permission: 'engagement.read',
});
