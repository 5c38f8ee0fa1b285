import {
  cancelMemberLimit,
  confirmMemberLimit,
  continueAfterRealityCheck,
  getRealityCheck,
  memberLimits,
  setMemberLimit,
  setRealityCheckInterval,
} from '@platform/contracts/protection/limit-routes';
import type { LimitKind, LimitPeriod } from '@platform/contracts/protection/limit-schemas';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { MEMBER_DATA } from '../../../shared/api/member-queries.ts';

/** How often the site asks for the reality check: it also counts the session's playing time. */
const REALITY_POLL_MS = 60_000;
/** Coming back to the tab asks again when the last answer is older than this (a check staff asked for). */
const REALITY_FRESH_MS = 10_000;

export const protectionQueries = {
  limits: () =>
    queryOptions({
      queryKey: [...MEMBER_DATA, 'protection', 'limits'],
      queryFn: ({ signal }) => callApi(memberLimits, { signal }),
    }),
  realityCheck: () =>
    queryOptions({
      queryKey: [...MEMBER_DATA, 'protection', 'reality-check'],
      queryFn: ({ signal }) => callApi(getRealityCheck, { signal }),
      refetchInterval: REALITY_POLL_MS,
      refetchIntervalInBackground: true,
      staleTime: REALITY_FRESH_MS,
      refetchOnWindowFocus: true,
    }),
};

type Target = { kind: LimitKind; period: LimitPeriod };

export const saveLimit = (body: Target & { amount: string | null }) => callApi(setMemberLimit, { body });
export const confirmLimit = (body: Target) => callApi(confirmMemberLimit, { body });
export const cancelLimit = (body: Target) => callApi(cancelMemberLimit, { body });
export const saveRealityInterval = (minutes: number | null) =>
  callApi(setRealityCheckInterval, { body: { minutes } });
export const continuePlaying = () => callApi(continueAfterRealityCheck);
