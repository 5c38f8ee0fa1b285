import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type {
  ZConversion,
  ZConvertBody,
  ZConvertSetting,
  ZConvertSettingBody,
  ZMerchantQuery,
  ZPageQuery,
  ZPointsAdjustment,
  ZPointsAdjustmentBody,
  ZPointsDetails,
  ZPointsReward,
  ZPointsSettings,
  ZPointsSummary,
  ZProductBody,
  ZProducts,
  ZRatiosBody,
  ZRedeemBody,
  ZRedemption,
  ZRedemptionDecisionBody,
  ZRedemptions,
  ZRejectRedemptionBody,
  ZStaffProduct,
  ZStaffProducts,
  ZStaffRedemption,
  ZStaffRedemptions,
  ZStaffRedemptionsQuery,
  ZUpdateProductBody,
  ZVipSettings,
  ZVipSettingsBody,
  ZVipStatus,
} from './schemas.ts';

type Out<T extends z.ZodType> = z.output<T>;
type In<T extends z.ZodType> = z.input<T>;

export const pointsSummary = defineRoute<Out<typeof ZPointsSummary>>({
  method: 'GET',
  path: '/wps/points',
  auth: 'token',
});

export const pointsDetails = defineRoute<Out<typeof ZPointsDetails>, In<typeof ZPageQuery>>({
  method: 'GET',
  path: '/wps/points/details',
  auth: 'token',
});

export const pointsReward = defineRoute<Out<typeof ZPointsReward>>({
  method: 'GET',
  path: '/wps/points/reward',
  auth: 'token',
});

export const convertPoints = defineRoute<Out<typeof ZConversion>, undefined, In<typeof ZConvertBody>>({
  method: 'POST',
  path: '/wps/points/convert',
  auth: 'token',
  encrypted: true,
});

export const mallProducts = defineRoute<Out<typeof ZProducts>>({
  method: 'GET',
  path: '/wps/points/products',
  auth: 'none',
});

export const redeemProduct = defineRoute<Out<typeof ZRedemption>, undefined, In<typeof ZRedeemBody>>({
  method: 'POST',
  path: '/wps/points/redeem',
  auth: 'token',
  encrypted: true,
});

export const listRedemptions = defineRoute<Out<typeof ZRedemptions>, In<typeof ZPageQuery>>({
  method: 'GET',
  path: '/wps/points/redeem',
  auth: 'token',
});

export const vipStatus = defineRoute<Out<typeof ZVipStatus>>({
  method: 'GET',
  path: '/wps/vip',
  auth: 'token',
});

export const listStaffProducts = defineRoute<Out<typeof ZStaffProducts>, In<typeof ZMerchantQuery>>({
  method: 'GET',
  path: '/ops/points/products',
  auth: 'operator',
});

export const createProduct = defineRoute<Out<typeof ZStaffProduct>, undefined, In<typeof ZProductBody>>({
  method: 'POST',
  path: '/ops/points/products',
  auth: 'operator',
});

export const updateProduct = defineRoute<Out<typeof ZStaffProduct>, undefined, In<typeof ZUpdateProductBody>>(
  {
    method: 'PUT',
    path: '/ops/points/products',
    auth: 'operator',
  },
);

export const listStaffRedemptions = defineRoute<
  Out<typeof ZStaffRedemptions>,
  In<typeof ZStaffRedemptionsQuery>
>({ method: 'GET', path: '/ops/points/redemptions', auth: 'operator' });

export const approveRedemption = defineRoute<
  Out<typeof ZStaffRedemption>,
  undefined,
  In<typeof ZRedemptionDecisionBody>
>({ method: 'POST', path: '/ops/points/redemptions/approve', auth: 'operator' });

export const rejectRedemption = defineRoute<
  Out<typeof ZStaffRedemption>,
  undefined,
  In<typeof ZRejectRedemptionBody>
>({ method: 'POST', path: '/ops/points/redemptions/reject', auth: 'operator' });

export const completeRedemption = defineRoute<
  Out<typeof ZStaffRedemption>,
  undefined,
  In<typeof ZRedemptionDecisionBody>
>({ method: 'POST', path: '/ops/points/redemptions/complete', auth: 'operator' });

export const getPointsSettings = defineRoute<Out<typeof ZPointsSettings>, In<typeof ZMerchantQuery>>({
  method: 'GET',
  path: '/ops/points/settings',
  auth: 'operator',
});

export const putPointsRatios = defineRoute<Out<typeof ZPointsSummary>, undefined, In<typeof ZRatiosBody>>({
  method: 'PUT',
  path: '/ops/points/ratios',
  auth: 'operator',
});

export const getVipSettings = defineRoute<Out<typeof ZVipSettings>, In<typeof ZMerchantQuery>>({
  method: 'GET',
  path: '/ops/vip/levels',
  auth: 'operator',
});

export const putVipSettings = defineRoute<Out<typeof ZVipSettings>, undefined, In<typeof ZVipSettingsBody>>({
  method: 'PUT',
  path: '/ops/vip/levels',
  auth: 'operator',
});

export const adjustPoints = defineRoute<
  Out<typeof ZPointsAdjustment>,
  undefined,
  In<typeof ZPointsAdjustmentBody>
>({ method: 'POST', path: '/ops/points/adjustments', auth: 'operator' });

export const putConvertSetting = defineRoute<
  Out<typeof ZConvertSetting>,
  undefined,
  In<typeof ZConvertSettingBody>
>({ method: 'PUT', path: '/ops/points/convert', auth: 'operator' });
