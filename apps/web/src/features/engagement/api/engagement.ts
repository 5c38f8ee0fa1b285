import {
  claimMission,
  claimReferral,
  getReferral,
  listFeedback,
  listMissions,
  missionLeaderboard,
  sendFeedback,
} from '@platform/contracts/engagement/routes';
import type { FeedbackType } from '@platform/contracts/engagement/schemas';
import {
  listMoneyMessages,
  listPlatformMessages,
  readMoneyMessages,
  readPlatformMessages,
  unreadCount,
} from '@platform/contracts/member-messages/routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { MEMBER_DATA } from '../../../shared/api/member-queries.ts';

/** Everything here is the member's own: signing out drops it with the rest of MEMBER_DATA. */
export const ENGAGEMENT = [...MEMBER_DATA, 'engagement'] as const;

export const engagementQueries = {
  unread: () =>
    queryOptions({
      queryKey: [...ENGAGEMENT, 'unread'],
      // Read again when the member's live stream says a message came (app/member-live.tsx).
      queryFn: ({ signal }) => callApi(unreadCount, { signal }),
    }),
  messages: (page: number) =>
    queryOptions({
      queryKey: [...ENGAGEMENT, 'messages', page],
      queryFn: ({ signal }) => callApi(listPlatformMessages, { query: { page, pageSize: 10 }, signal }),
    }),
  moneyMessages: () =>
    queryOptions({
      queryKey: [...ENGAGEMENT, 'money-messages'],
      queryFn: ({ signal }) => callApi(listMoneyMessages, { query: { pageSize: 20 }, signal }),
    }),
  feedback: () =>
    queryOptions({
      queryKey: [...ENGAGEMENT, 'feedback'],
      queryFn: ({ signal }) => callApi(listFeedback, { signal }),
    }),
  referral: () =>
    queryOptions({
      queryKey: [...ENGAGEMENT, 'referral'],
      queryFn: ({ signal }) => callApi(getReferral, { signal }),
    }),
  missions: () =>
    queryOptions({
      queryKey: [...ENGAGEMENT, 'missions'],
      queryFn: ({ signal }) => callApi(listMissions, { signal }),
      staleTime: 30_000,
    }),
  leaderboard: () =>
    queryOptions({
      queryKey: [...ENGAGEMENT, 'leaderboard'],
      queryFn: ({ signal }) => callApi(missionLeaderboard, { signal }),
    }),
};

export const markMessagesRead = (ids?: string[]) =>
  callApi(readPlatformMessages, { body: ids === undefined ? {} : { ids } });

export const markMoneyMessagesRead = () => callApi(readMoneyMessages);

export const submitFeedback = (body: { questionType: FeedbackType; content: string; contact: string }) =>
  callApi(sendFeedback, { body });

export const claimMissionReward = (missionId: string) => callApi(claimMission, { body: { missionId } });

export const claimReferralRewards = () => callApi(claimReferral);
