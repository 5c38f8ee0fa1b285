import {
  convertPoints,
  listRedemptions,
  mallProducts,
  pointsDetails,
  pointsReward,
  pointsSummary,
  redeemProduct,
} from '@platform/contracts/loyalty/routes';
import type { ConvertBody, RedeemBody } from '@platform/contracts/loyalty/schemas';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { MEMBER_DATA } from '../../../shared/api/member-queries.ts';

export const POINTS_PAGE_SIZE = 10;

export const pointsMallQueries = {
  /** The offer is the same for every visitor, in the page's language. */
  products: (language: string) =>
    queryOptions({
      queryKey: ['points-mall', 'products', language],
      queryFn: ({ signal }) => callApi(mallProducts, { signal }),
    }),
  summary: () =>
    queryOptions({
      queryKey: [...MEMBER_DATA, 'points', 'summary'],
      queryFn: ({ signal }) => callApi(pointsSummary, { signal }),
    }),
  reward: () =>
    queryOptions({
      queryKey: [...MEMBER_DATA, 'points', 'reward'],
      queryFn: ({ signal }) => callApi(pointsReward, { signal }),
    }),
  records: (page: number) =>
    queryOptions({
      queryKey: [...MEMBER_DATA, 'points', 'records', page],
      queryFn: ({ signal }) =>
        callApi(listRedemptions, { query: { page, pageSize: POINTS_PAGE_SIZE }, signal }),
    }),
  details: (page: number) =>
    queryOptions({
      queryKey: [...MEMBER_DATA, 'points', 'details', page],
      queryFn: ({ signal }) =>
        callApi(pointsDetails, { query: { page, pageSize: POINTS_PAGE_SIZE }, signal }),
    }),
};

/** Sent sealed to the brand's key like every call carrying the payment password. */
export const redeem = (body: RedeemBody) => callApi(redeemProduct, { body });

/** Sealed like a redemption: it carries the payment password. */
export const convert = (body: ConvertBody) => callApi(convertPoints, { body });
