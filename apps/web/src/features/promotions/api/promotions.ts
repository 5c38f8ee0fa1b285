import type { RouteBody } from '@platform/contracts/endpoint';
import type { PROMOTION_CATEGORIES } from '@platform/contracts/promotions/constants';
import {
  applyPromotion,
  claimPromotion,
  claimRaffle,
  getPromotion,
  listBonuses,
  listPromotions,
  releaseBonus,
} from '@platform/contracts/promotions/routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { MEMBER_DATA } from '../../../shared/api/member-queries.ts';

type Category = (typeof PROMOTION_CATEGORIES)[number];

// Under MEMBER_DATA: what a member sees (statuses, bonuses) changes with login, logout and their actions.
export const promotionQueries = {
  list: (category: Category | undefined, isMember: boolean) =>
    queryOptions({
      queryKey: [...MEMBER_DATA, 'promotions', 'list', category ?? 'all', isMember],
      queryFn: ({ signal }) => callApi(listPromotions, { query: category ? { category } : {}, signal }),
    }),
  detail: (code: string, isMember: boolean) =>
    queryOptions({
      queryKey: [...MEMBER_DATA, 'promotions', 'detail', code, isMember],
      queryFn: ({ signal }) => callApi(getPromotion, { query: { code }, signal }),
    }),
  bonuses: () =>
    queryOptions({
      queryKey: [...MEMBER_DATA, 'promotions', 'bonuses'],
      queryFn: ({ signal }) => callApi(listBonuses, { signal }),
    }),
};

export const apply = (body: RouteBody<typeof applyPromotion>) => callApi(applyPromotion, { body });
export const claim = (code: string) => callApi(claimPromotion, { body: { code } });
export const drawRaffle = (code: string) => callApi(claimRaffle, { body: { code } });
export const release = (bonusId: string) => callApi(releaseBonus, { body: { bonusId } });
