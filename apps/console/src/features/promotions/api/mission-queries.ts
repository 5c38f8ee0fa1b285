import type { RouteBody, RouteValue } from '@platform/contracts/endpoint';
import {
  closeMission,
  createMission,
  listStaffMissions,
  missionResults,
} from '@platform/contracts/engagement/routes';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../../../shared/api/ops-client.ts';

export type MissionRow = RouteValue<typeof listStaffMissions>[number];
export type MissionBody = NonNullable<RouteBody<typeof createMission>>;

const missionKeys = {
  all: ['missions'] as const,
  list: (merchant: string) => ['missions', 'list', merchant] as const,
  results: (merchant: string, missionId: string) => ['missions', 'results', merchant, missionId] as const,
};

/** The brand's missions: a short list (a handful a brand), read whole. */
export function missionsQuery(merchant: string) {
  return queryOptions({
    queryKey: missionKeys.list(merchant),
    queryFn: ({ signal }) => callOps(listStaffMissions, { query: { merchant }, signal }),
  });
}

export function missionResultsQuery(merchant: string, missionId: string) {
  return queryOptions({
    queryKey: missionKeys.results(merchant, missionId),
    queryFn: ({ signal }) => callOps(missionResults, { query: { merchant, missionId }, signal }),
  });
}

export function useCreateMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MissionBody) => callOps(createMission, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: missionKeys.all }),
  });
}

export function useCloseMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { merchant: string; missionId: string; reason: string }) =>
      callOps(closeMission, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: missionKeys.all }),
  });
}
