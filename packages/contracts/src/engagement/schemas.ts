import { z } from 'zod';
import { ZLanguageCode } from '../languages.ts';
import { ZMoney } from '../money.ts';
import { ZRowId } from '../row-id.ts';

const ZMerchantCode = z.string().min(2).max(32);
const ZId = ZRowId;

/** The question types of the feedback and complaints form (spec section 3). */
export const FEEDBACK_TYPES = ['deposit', 'withdraw', 'game', 'service', 'application', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** Staff promise a reply within this long (spec section 9); older unanswered ones are overdue. */
export const FEEDBACK_REPLY_HOURS = 24;

/** Words as the bounds count them: runs of non-space characters (a CJK text counts by character). */
export function feedbackWordCount(text: string): number {
  const cjk =
    text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu)?.length ?? 0;
  const words = text
    .replace(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu, ' ')
    .split(/\s+/u)
    .filter((word) => word !== '').length;
  return cjk + words;
}

export const ZFeedbackBody = z.object({
  questionType: z.enum(FEEDBACK_TYPES),
  content: z.string().trim().min(1).max(4000),
  contact: z.string().trim().min(1).max(120),
});

export const ZFeedback = z.object({
  id: ZId,
  questionType: z.enum(FEEDBACK_TYPES),
  content: z.string(),
  contact: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});

export const ZFeedbackList = z.object({
  minWords: z.number().int().min(1),
  maxWords: z.number().int().min(1),
  feedback: z.array(ZFeedback),
});

export const ZStaffFeedbackQuery = z.object({
  merchant: ZMerchantCode,
  status: z.enum(['open', 'replied']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const ZStaffFeedback = ZFeedback.extend({
  memberAccount: z.string(),
  isOverdue: z.boolean().describe(`Unanswered for more than ${FEEDBACK_REPLY_HOURS} hours`),
});
export const ZStaffFeedbackList = z.array(ZStaffFeedback);

export const ZFeedbackReplyBody = z.object({
  merchant: ZMerchantCode,
  feedbackId: ZId,
  reply: z.string().trim().min(1).max(4000),
});

export const ZEngagementSettings = z.object({
  feedbackMinWords: z.number().int().min(1).max(2000),
  feedbackMaxWords: z.number().int().min(1).max(2000),
  referralMinDeposit: ZMoney.describe('A friend qualifies after depositing at least this'),
  referralMinBets: ZMoney.describe('and betting at least this'),
  referralReward: ZMoney.describe('Paid once per qualified friend'),
});
export const ZEngagementSettingsQuery = z.object({ merchant: ZMerchantCode });
export const ZEngagementSettingsBody = ZEngagementSettings.extend({ merchant: ZMerchantCode });

export const ZReferralFriend = z.object({
  player: z.string().describe('The masked account'),
  joinedAt: z.iso.datetime(),
  deposited: ZMoney,
  bets: ZMoney,
  isQualified: z.boolean(),
  reward: ZMoney.nullable().describe('Paid reward, null until paid'),
});

export const ZReferral = z.object({
  code: z.string(),
  minDeposit: ZMoney,
  minBets: ZMoney,
  reward: ZMoney,
  friends: z.array(ZReferralFriend),
  claimable: ZMoney.describe('Rewards of qualified friends not paid yet'),
});

export const ZReferralClaim = z.object({
  paid: ZMoney,
  friends: z.number().int().min(0),
});

export const MISSION_PERIODS = ['daily', 'weekly'] as const;
export const MISSION_METRICS = ['deposit', 'bet', 'login'] as const;
export const MISSION_STATES = ['open', 'done', 'claimed'] as const;

export const ZMission = z.object({
  id: ZId,
  title: z.string(),
  period: z.enum(MISSION_PERIODS),
  metric: z.enum(MISSION_METRICS),
  target: z.string().describe('Money for deposit and bet missions, a count for login missions'),
  progress: z.string(),
  reward: ZMoney,
  state: z.enum(MISSION_STATES),
  periodEndsAt: z.iso.datetime(),
});

export const ZMissions = z.object({
  missions: z.array(ZMission),
  available: z.number().int().min(0).describe('Done and not claimed yet: the menu badge'),
});

export const ZClaimMissionBody = z.object({ missionId: ZId });
export const ZMissionClaim = z.object({ missionId: ZId, reward: ZMoney });

export const ZLeaderboard = z.array(
  z.object({
    rank: z.number().int().min(1),
    player: z.string(),
    missions: z.number().int().min(1),
    rewards: ZMoney,
  }),
);

export const ZNewMissionBody = z.object({
  merchant: ZMerchantCode,
  title: z.string().trim().min(1).max(120).describe('Shown in every language that has no title of its own'),
  titles: z
    .record(ZLanguageCode, z.string().trim().min(1).max(120))
    .default({})
    .describe('The title in other languages, by language code (CN, TH, VI, ...)'),
  period: z.enum(MISSION_PERIODS),
  metric: z.enum(MISSION_METRICS),
  target: z.string().max(32).describe('Money for deposit and bet missions, a whole count for login'),
  reward: ZMoney,
});
export const ZStaffMission = ZNewMissionBody.omit({ merchant: true }).extend({
  id: ZId,
  active: z.boolean(),
});
export const ZStaffMissionsQuery = z.object({ merchant: ZMerchantCode });
export const ZStaffMissions = z.array(ZStaffMission);
export const ZCloseMissionBody = z.object({
  merchant: ZMerchantCode,
  missionId: ZId,
  reason: z.string().trim().min(3).max(500).describe('Why: kept in the audit log'),
});

export const ZMissionResultsQuery = z.object({ merchant: ZMerchantCode, missionId: ZId });
export const ZMissionResults = z.object({
  missionId: ZId,
  completions: z.number().int().describe('Rewards claimed: one per member and period at most'),
  members: z.number().int().describe('Members who completed it at least once'),
  periods: z.number().int().describe('Periods in which someone completed it'),
  cost: ZMoney.describe('The rewards paid'),
  lastCompletedAt: z.iso.datetime().nullable(),
});

export type Mission = z.output<typeof ZMission>;
