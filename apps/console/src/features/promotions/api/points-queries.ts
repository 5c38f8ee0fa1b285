import type { RouteBody, RouteValue } from '@platform/contracts/endpoint';
import {
  approveRedemption,
  completeRedemption,
  createProduct,
  listStaffProducts,
  listStaffRedemptions,
  rejectRedemption,
  updateProduct,
} from '@platform/contracts/loyalty/routes';
import type { REDEMPTION_STATUSES } from '@platform/contracts/loyalty/schemas';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../../../shared/api/ops-client.ts';

export type ProductRow = RouteValue<typeof listStaffProducts>['products'][number];
export type ProductBody = NonNullable<RouteBody<typeof createProduct>>;
export type RedemptionRow = RouteValue<typeof listStaffRedemptions>['records'][number];
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

const pointsKeys = {
  all: ['points'] as const,
  products: (merchant: string) => ['points', 'products', merchant] as const,
  redemptions: (merchant: string, status: RedemptionStatus, before: string | undefined) =>
    ['points', 'redemptions', merchant, status, before] as const,
};

/** The mall's products: a brand's short catalogue, read whole. */
export function productsQuery(merchant: string) {
  return queryOptions({
    queryKey: pointsKeys.products(merchant),
    queryFn: ({ signal }) => callOps(listStaffProducts, { query: { merchant }, signal }),
  });
}

/** A page of redemptions by status, newest first; `before` is the last id of the page before. */
export function redemptionsQuery(
  merchant: string,
  status: RedemptionStatus,
  before: string | undefined,
  limit: number,
) {
  return queryOptions({
    queryKey: pointsKeys.redemptions(merchant, status, before),
    queryFn: ({ signal }) =>
      callOps(listStaffRedemptions, { query: { merchant, status, before, limit }, signal }),
    placeholderData: keepPreviousData,
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
