import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type {
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

type Out<T extends z.ZodType> = z.output<T>;
type In<T extends z.ZodType> = z.input<T>;

/** The spec's feedback call (PUT). */
export const sendFeedback = defineRoute<Out<typeof ZFeedback>, undefined, In<typeof ZFeedbackBody>>({
  method: 'PUT',
  path: '/wps/member/feedback',
  auth: 'token',
});

export const listFeedback = defineRoute<Out<typeof ZFeedbackList>>({
  method: 'GET',
  path: '/wps/member/feedback',
  auth: 'token',
});

export const getReferral = defineRoute<Out<typeof ZReferral>>({
  method: 'GET',
  path: '/wps/member/referral',
  auth: 'token',
});

export const claimReferral = defineRoute<Out<typeof ZReferralClaim>>({
  method: 'POST',
  path: '/wps/member/referral/claim',
  auth: 'token',
});

export const listMissions = defineRoute<Out<typeof ZMissions>>({
  method: 'GET',
  path: '/wps/member/missions',
  auth: 'token',
});

export const claimMission = defineRoute<Out<typeof ZMissionClaim>, undefined, In<typeof ZClaimMissionBody>>({
  method: 'POST',
  path: '/wps/member/missions/claim',
  auth: 'token',
});

export const missionLeaderboard = defineRoute<Out<typeof ZLeaderboard>>({
  method: 'GET',
  path: '/wps/member/missions/leaderboard',
  auth: 'token',
});

export const listStaffFeedback = defineRoute<Out<typeof ZStaffFeedbackList>, In<typeof ZStaffFeedbackQuery>>({
  method: 'GET',
  path: '/ops/feedback',
  auth: 'operator',
});

export const replyFeedback = defineRoute<
  Out<typeof ZStaffFeedback>,
  undefined,
  In<typeof ZFeedbackReplyBody>
>({
  method: 'POST',
  path: '/ops/feedback/reply',
  auth: 'operator',
});

export const getEngagementSettings = defineRoute<
  Out<typeof ZEngagementSettings>,
  In<typeof ZEngagementSettingsQuery>
>({ method: 'GET', path: '/ops/engagement/settings', auth: 'operator' });

export const putEngagementSettings = defineRoute<
  Out<typeof ZEngagementSettings>,
  undefined,
  In<typeof ZEngagementSettingsBody>
>({ method: 'PUT', path: '/ops/engagement/settings', auth: 'operator' });

export const listStaffMissions = defineRoute<Out<typeof ZStaffMissions>, In<typeof ZStaffMissionsQuery>>({
  method: 'GET',
  path: '/ops/missions',
  auth: 'operator',
});

export const createMission = defineRoute<Out<typeof ZStaffMission>, undefined, In<typeof ZNewMissionBody>>({
  method: 'POST',
  path: '/ops/missions',
  auth: 'operator',
});

export const closeMission = defineRoute<Out<typeof ZStaffMission>, undefined, In<typeof ZCloseMissionBody>>({
  method: 'POST',
  path: '/ops/missions/close',
  auth: 'operator',
});

export const missionResults = defineRoute<Out<typeof ZMissionResults>, In<typeof ZMissionResultsQuery>>({
  method: 'GET',
  path: '/ops/missions/results',
  auth: 'operator',
});
