import type { RouteBody, RouteQuery, RouteValue } from '@platform/contracts/endpoint';
import {
  approveApplication,
  closePromotion,
  createPromotion,
  listApplicationImages,
  listApplications,
  listStaffPromotions,
  promotionResults,
  rejectApplication,
  updatePromotion,
} from '@platform/contracts/promotions/routes';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../../../shared/api/ops-client.ts';

type ListQuery = NonNullable<RouteQuery<typeof listStaffPromotions>>;
type ApplicationsQuery = NonNullable<RouteQuery<typeof listApplications>>;
export type PromotionRow = RouteValue<typeof listStaffPromotions>['items'][number];
export type ApplicationRow = RouteValue<typeof listApplications>['items'][number];
export type PromotionBody = NonNullable<RouteBody<typeof createPromotion>>;
export type BonusTerms = RouteValue<typeof listStaffPromotions>['bonusTerms'];

const promotionKeys = {
  all: ['promotions'] as const,
  list: (query: ListQuery) => ['promotions', 'list', query] as const,
  results: (merchant: string, code: string) => ['promotions', 'results', merchant, code] as const,
  applications: (query: ApplicationsQuery) => ['promotions', 'applications', query] as const,
  images: (merchant: string, id: string) => ['promotions', 'images', merchant, id] as const,
};

export function promotionListQuery(query: ListQuery) {
  return queryOptions({
    queryKey: promotionKeys.list(query),
    queryFn: ({ signal }) => callOps(listStaffPromotions, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function promotionResultsQuery(merchant: string, code: string) {
  return queryOptions({
    queryKey: promotionKeys.results(merchant, code),
    queryFn: ({ signal }) => callOps(promotionResults, { query: { merchant, code }, signal }),
  });
}

export function applicationsQuery(query: ApplicationsQuery) {
  return queryOptions({
    queryKey: promotionKeys.applications(query),
    queryFn: ({ signal }) => callOps(listApplications, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function applicationImagesQuery(merchant: string, applicationId: string) {
  return queryOptions({
    queryKey: promotionKeys.images(merchant, applicationId),
    queryFn: ({ signal }) => callOps(listApplicationImages, { query: { merchant, applicationId }, signal }),
  });
}

/** Creates a promotion, or changes the one with the body's code (audited with the value before). */
export function useSavePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, isNew }: { body: PromotionBody; isNew: boolean }) =>
      callOps(isNew ? createPromotion : updatePromotion, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
  });
}

export function useClosePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { merchant: string; code: string; reason: string }) =>
      callOps(closePromotion, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
  });
}

/** Approves an application with a reason (its bonus is paid, or waits for a second person) or rejects it. */
export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      reject,
      ...body
    }: {
      merchant: string;
      applicationId: string;
      reason: string;
      reject?: boolean;
    }) => callOps(reject ? rejectApplication : approveApplication, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
  });
}
