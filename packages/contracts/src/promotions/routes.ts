import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type { FormBody } from '../uploads.ts';
import type {
  ZApplicationDecisionBody,
  ZApplicationImages,
  ZApplicationImagesQuery,
  ZApplyBody,
  ZBonus,
  ZBonusList,
  ZClosePromotionBody,
  ZPromotionCodeBody,
  ZPromotionDetail,
  ZPromotionList,
  ZPromotionQuery,
  ZPromotionResults,
  ZPromotionResultsQuery,
  ZPromotionsQuery,
  ZRaffleDraw,
  ZRejectApplicationBody,
  ZReleaseBonusBody,
  ZStaffApplication,
  ZStaffApplicationList,
  ZStaffApplicationsQuery,
  ZStaffPromotion,
  ZStaffPromotionBody,
  ZStaffPromotionList,
  ZStaffPromotionsQuery,
} from './schemas.ts';

type Out<T extends z.ZodType> = z.output<T>;
type In<T extends z.ZodType> = z.input<T>;

export const listPromotions = defineRoute<Out<typeof ZPromotionList>, In<typeof ZPromotionsQuery>>({
  method: 'GET',
  path: '/wps/promotions',
  auth: 'none',
});

export const getPromotion = defineRoute<Out<typeof ZPromotionDetail>, In<typeof ZPromotionQuery>>({
  method: 'GET',
  path: '/wps/promotions/detail',
  auth: 'none',
});

export const applyPromotion = defineRoute<
  Out<typeof ZPromotionDetail>,
  undefined,
  FormBody<In<typeof ZApplyBody>>
>({
  method: 'POST',
  path: '/wps/promotions/apply',
  auth: 'token',
  multipart: true,
});

export const claimPromotion = defineRoute<
  Out<typeof ZPromotionDetail>,
  undefined,
  In<typeof ZPromotionCodeBody>
>({ method: 'POST', path: '/wps/promotions/claim', auth: 'token' });

export const claimRaffle = defineRoute<Out<typeof ZRaffleDraw>, undefined, In<typeof ZPromotionCodeBody>>({
  method: 'POST',
  path: '/wps/promotions/raffle/claim',
  auth: 'token',
});

export const listBonuses = defineRoute<Out<typeof ZBonusList>>({
  method: 'GET',
  path: '/wps/promotions/bonuses',
  auth: 'token',
});

export const releaseBonus = defineRoute<Out<typeof ZBonus>, undefined, In<typeof ZReleaseBonusBody>>({
  method: 'POST',
  path: '/wps/promotions/bonuses/release',
  auth: 'token',
});

export const listStaffPromotions = defineRoute<
  Out<typeof ZStaffPromotionList>,
  In<typeof ZStaffPromotionsQuery>
>({ method: 'GET', path: '/ops/promotions', auth: 'operator' });

export const createPromotion = defineRoute<
  Out<typeof ZStaffPromotion>,
  undefined,
  In<typeof ZStaffPromotionBody>
>({ method: 'POST', path: '/ops/promotions', auth: 'operator' });

export const updatePromotion = defineRoute<
  Out<typeof ZStaffPromotion>,
  undefined,
  In<typeof ZStaffPromotionBody>
>({ method: 'PUT', path: '/ops/promotions', auth: 'operator' });

export const closePromotion = defineRoute<
  Out<typeof ZStaffPromotion>,
  undefined,
  In<typeof ZClosePromotionBody>
>({ method: 'POST', path: '/ops/promotions/close', auth: 'operator' });

export const listApplications = defineRoute<
  Out<typeof ZStaffApplicationList>,
  In<typeof ZStaffApplicationsQuery>
>({ method: 'GET', path: '/ops/promotions/applications', auth: 'operator' });

export const listApplicationImages = defineRoute<
  Out<typeof ZApplicationImages>,
  In<typeof ZApplicationImagesQuery>
>({ method: 'GET', path: '/ops/promotions/applications/images', auth: 'operator' });

export const approveApplication = defineRoute<
  Out<typeof ZStaffApplication>,
  undefined,
  In<typeof ZApplicationDecisionBody>
>({ method: 'POST', path: '/ops/promotions/applications/approve', auth: 'operator' });

export const rejectApplication = defineRoute<
  Out<typeof ZStaffApplication>,
  undefined,
  In<typeof ZRejectApplicationBody>
>({ method: 'POST', path: '/ops/promotions/applications/reject', auth: 'operator' });

export const promotionResults = defineRoute<Out<typeof ZPromotionResults>, In<typeof ZPromotionResultsQuery>>(
  { method: 'GET', path: '/ops/promotions/results', auth: 'operator' },
);
