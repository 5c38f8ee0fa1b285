import type { RouteBody, RouteQuery, RouteValue } from '@platform/contracts/endpoint';
import {
  approveRedemption,
  completeRedemption,
  createProduct,
  getPointsSettings,
  listStaffProducts,
  listStaffRedemptions,
  putConvertSetting,
  putPointsRatios,
  rejectRedemption,
  updateProduct,
} from '@platform/contracts/loyalty/routes';
import type { REDEMPTION_STATUSES } from '@platform/contracts/loyalty/schemas';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../../../shared/api/ops-client.ts';

export type ProductRow = RouteValue<typeof listStaffProducts>['products'][number];
export type ProductBody = NonNullable<RouteBody<typeof createProduct>>;
type RedemptionsQuery = NonNullable<RouteQuery<typeof listStaffRedemptions>>;
export type RedemptionRow = RouteValue<typeof listStaffRedemptions>['items'][number];
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];
export type PointsSettingsValue = RouteValue<typeof getPointsSettings>;
export type RatiosBody = NonNullable<RouteBody<typeof putPointsRatios>>;
export type ConvertBody = NonNullable<RouteBody<typeof putConvertSetting>>;

const pointsKeys = {
  all: ['points'] as const,
  products: (merchant: string) => ['points', 'products', merchant] as const,
  settings: (merchant: string) => ['points', 'settings', merchant] as const,
  redemptions: (query: RedemptionsQuery) => ['points', 'redemptions', query] as const,
};

/** The mall's products: a brand's short catalogue, read whole. */
export function productsQuery(merchant: string) {
  return queryOptions({
    queryKey: pointsKeys.products(merchant),
    queryFn: ({ signal }) => callOps(listStaffProducts, { query: { merchant }, signal }),
  });
}

/** A server page of redemptions by status and member, newest or oldest first. */
export function redemptionsQuery(query: RedemptionsQuery) {
  return queryOptions({
    queryKey: pointsKeys.redemptions(query),
    queryFn: ({ signal }) => callOps(listStaffRedemptions, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The earning ratios in force (the brand's or the platform's) and the points-to-cash rate. */
export function pointsSettingsQuery(merchant: string) {
  return queryOptions({
    queryKey: pointsKeys.settings(merchant),
    queryFn: ({ signal }) => callOps(getPointsSettings, { query: { merchant }, signal }),
  });
}

function usePointsWrite<TBody>(write: (body: TBody) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pointsKeys.all }),
  });
}

/** Creates a product, or changes the one named by `productId` (enabling and disabling included). */
export const useSaveProduct = () =>
  usePointsWrite((body: ProductBody & { productId?: string }) =>
    body.productId === undefined
      ? callOps(createProduct, { body })
      : callOps(updateProduct, { body: { ...body, productId: body.productId } }),
  );

type Decision = { merchant: string; redemptionId: string; remark?: string };
const DECISIONS = { approve: approveRedemption, complete: completeRedemption } as const;

/** Approves, rejects with a remark the member sees (the points and the stock come back) or completes a redemption (a cash product pays). */
export const useDecideRedemption = () =>
  usePointsWrite(({ step, ...body }: Decision & { step: 'approve' | 'reject' | 'complete' }) =>
    step === 'reject'
      ? callOps(rejectRedemption, { body: { ...body, remark: body.remark ?? '' } })
      : callOps(DECISIONS[step], { body }),
  );

/** Replaces the brand's earning ratios (audited with the ratios before and after). */
export const useSaveRatios = () => usePointsWrite((body: RatiosBody) => callOps(putPointsRatios, { body }));

/** Sets the points-to-cash rate, or switches converting off with `rate: null` (audited). */
export const useSaveConvertRate = () =>
  usePointsWrite((body: ConvertBody) => callOps(putConvertSetting, { body }));
