import { approvalSettings, saveApprovalSettings } from '@platform/contracts/approvals/routes';
import {
  createBrand,
  getBrand,
  listBrands,
  putBrandAccess,
  putBrandFeatures,
  putBrandGeneral,
  putBrandHosts,
  putBrandLimits,
  putBrandProtection,
  putBrandRegistration,
  putBrandService,
  putBrandSite,
  putBrandSocial,
  putBrandSportsbook,
} from '@platform/contracts/brands/routes';
import type { RouteBody, RouteQuery } from '@platform/contracts/endpoint';
import { getWithdrawalSettings, putWithdrawalSettings } from '@platform/contracts/withdrawals/routes';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { meKeys } from '../../../shared/api/me-queries.ts';
import { callOps } from '../../../shared/api/ops-client.ts';

type BrandListQuery = NonNullable<RouteQuery<typeof listBrands>>;

/** Query keys of the brands feature: everything under ['brands'] is read again after a change. */
const brandKeys = {
  all: ['brands'] as const,
  list: (query: BrandListQuery) => ['brands', 'list', query] as const,
  detail: (code: string) => ['brands', 'detail', code] as const,
  withdrawalSettings: (code: string) => ['brands', 'withdrawal-settings', code] as const,
  approvalSettings: (code: string) => ['brands', 'approval-settings', code] as const,
};

export function brandListQuery(query: BrandListQuery) {
  return queryOptions({
    queryKey: brandKeys.list(query),
    queryFn: ({ signal }) => callOps(listBrands, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function brandQuery(code: string) {
  return queryOptions({
    queryKey: brandKeys.detail(code),
    queryFn: ({ signal }) => callOps(getBrand, { query: { merchant: code }, signal }),
  });
}

/** The brand's withdrawal limits and four-eyes amount: the withdrawals module's own settings call. */
export function withdrawalSettingsQuery(code: string) {
  return queryOptions({
    queryKey: brandKeys.withdrawalSettings(code),
    queryFn: ({ signal }) => callOps(getWithdrawalSettings, { query: { merchant: code }, signal }),
  });
}

/** The approvals module's tiers per kind of four-eyes request. */
export function approvalSettingsQuery(code: string) {
  return queryOptions({
    queryKey: brandKeys.approvalSettings(code),
    queryFn: ({ signal }) => callOps(approvalSettings, { query: { merchant: code }, signal }),
  });
}

function useBrandWrite<TBody, TValue>(write: (body: TBody) => Promise<TValue>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    // The header's brand menu (GET /ops/me) names every brand: a new one or a new name shows there too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: brandKeys.all }),
        queryClient.invalidateQueries({ queryKey: meKeys.all }),
      ]),
  });
}

export const useCreateBrand = () =>
  useBrandWrite((body: RouteBody<typeof createBrand>) => callOps(createBrand, { body }));
export const useBrandGeneral = () =>
  useBrandWrite((body: RouteBody<typeof putBrandGeneral>) => callOps(putBrandGeneral, { body }));
export const useBrandHosts = () =>
  useBrandWrite((body: RouteBody<typeof putBrandHosts>) => callOps(putBrandHosts, { body }));
export const useBrandFeatures = () =>
  useBrandWrite((body: RouteBody<typeof putBrandFeatures>) => callOps(putBrandFeatures, { body }));
export const useBrandRegistration = () =>
  useBrandWrite((body: RouteBody<typeof putBrandRegistration>) => callOps(putBrandRegistration, { body }));
export const useBrandAccess = () =>
  useBrandWrite((body: RouteBody<typeof putBrandAccess>) => callOps(putBrandAccess, { body }));
export const useBrandService = () =>
  useBrandWrite((body: RouteBody<typeof putBrandService>) => callOps(putBrandService, { body }));
export const useBrandLimits = () =>
  useBrandWrite((body: RouteBody<typeof putBrandLimits>) => callOps(putBrandLimits, { body }));
export const useBrandProtection = () =>
  useBrandWrite((body: RouteBody<typeof putBrandProtection>) => callOps(putBrandProtection, { body }));
export const useBrandSportsbook = () =>
  useBrandWrite((body: RouteBody<typeof putBrandSportsbook>) => callOps(putBrandSportsbook, { body }));
export const useBrandSite = () =>
  useBrandWrite((body: RouteBody<typeof putBrandSite>) => callOps(putBrandSite, { body }));
export const useBrandSocial = () =>
  useBrandWrite((body: RouteBody<typeof putBrandSocial>) => callOps(putBrandSocial, { body }));
export const useWithdrawalSettings = () =>
  useBrandWrite((body: RouteBody<typeof putWithdrawalSettings>) => callOps(putWithdrawalSettings, { body }));
export const useApprovalSettings = () =>
  useBrandWrite((body: RouteBody<typeof saveApprovalSettings>) => callOps(saveApprovalSettings, { body }));
