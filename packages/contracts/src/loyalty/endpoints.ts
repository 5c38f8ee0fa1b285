import { defineEndpoint } from '../endpoint.ts';
import * as routes from './routes.ts';
import {
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

export const pointsSummary = defineEndpoint(routes.pointsSummary, {
  tag: 'loyalty',
  summary: "The member's points (they never expire) and the brand's earning ratio per point type",
  value: ZPointsSummary,
});

export const pointsDetails = defineEndpoint(routes.pointsDetails, {
  tag: 'loyalty',
  summary: "The member's points changes, newest first, with the balance after each",
  query: ZPageQuery,
  value: ZPointsDetails,
});

export const pointsReward = defineEndpoint(routes.pointsReward, {
  tag: 'loyalty',
  summary:
    "The spec's points reward: how the member earns points and what they earned, per point type (live, lott, pvp, rng, sports, deposit with the brand's ratio; redeem, convert, adjust), with the totals earned and spent",
  value: ZPointsReward,
});

export const convertPoints = defineEndpoint(routes.convertPoints, {
  tag: 'loyalty',
  summary:
    "Converts points into cash in the main wallet at the brand's rate, confirmed with the payment password: the points leave and the cash arrives in one transaction, or nothing moves",
  body: ZConvertBody,
  value: ZConversion,
});

export const mallProducts = defineEndpoint(routes.mallProducts, {
  tag: 'loyalty',
  summary: "The brand's points mall products on offer, named in the request language",
  value: ZProducts,
});

export const redeemProduct = defineEndpoint(routes.redeemProduct, {
  tag: 'loyalty',
  summary:
    'Redeems a product for points, confirmed with the payment password: the points and the stock are taken at once and the redemption waits for review',
  body: ZRedeemBody,
  value: ZRedemption,
});

export const listRedemptions = defineEndpoint(routes.listRedemptions, {
  tag: 'loyalty',
  summary: "The member's exchange records, newest first",
  query: ZPageQuery,
  value: ZRedemptions,
});

export const vipStatus = defineEndpoint(routes.vipStatus, {
  tag: 'loyalty',
  summary: "The member's VIP level, the volumes it rests on, the next level and every level's benefits",
  value: ZVipStatus,
});

export const listStaffProducts = defineEndpoint(routes.listStaffProducts, {
  tag: 'operator',
  summary: "A brand's points mall products, enabled or not",
  query: ZMerchantQuery,
  value: ZStaffProducts,
  permission: 'points.products.read',
});

export const createProduct = defineEndpoint(routes.createProduct, {
  tag: 'operator',
  summary: 'Adds a points mall product with its stock',
  body: ZProductBody,
  value: ZStaffProduct,
  permission: 'points.products.manage',
});

export const updateProduct = defineEndpoint(routes.updateProduct, {
  tag: 'operator',
  summary: 'Changes a points mall product: names, images, price, stock, whether it is offered',
  body: ZUpdateProductBody,
  value: ZStaffProduct,
  permission: 'points.products.manage',
});

export const listStaffRedemptions = defineEndpoint(routes.listStaffRedemptions, {
  tag: 'operator',
  summary: "A brand's redemptions a page at a time (newest or oldest first), by status and member",
  query: ZStaffRedemptionsQuery,
  value: ZStaffRedemptions,
  permission: 'points.redemptions.read',
});

export const approveRedemption = defineEndpoint(routes.approveRedemption, {
  tag: 'operator',
  summary: 'Approves a redemption that is applying',
  body: ZRedemptionDecisionBody,
  value: ZStaffRedemption,
  permission: 'points.redemptions.decide',
});

export const rejectRedemption = defineEndpoint(routes.rejectRedemption, {
  tag: 'operator',
  summary: 'Rejects an applying or approved redemption with a remark: the points and the stock come back',
  body: ZRejectRedemptionBody,
  value: ZStaffRedemption,
  permission: 'points.redemptions.decide',
});

export const completeRedemption = defineEndpoint(routes.completeRedemption, {
  tag: 'operator',
  summary: "Completes an approved redemption; a cash product's money is paid into the main wallet",
  body: ZRedemptionDecisionBody,
  value: ZStaffRedemption,
  permission: 'points.redemptions.decide',
});

export const getPointsSettings = defineEndpoint(routes.getPointsSettings, {
  tag: 'operator',
  summary: "The brand's earning ratios in force (its own or the platform's) and its points-to-cash rate",
  query: ZMerchantQuery,
  value: ZPointsSettings,
  permission: 'points.settings.read',
});

export const putPointsRatios = defineEndpoint(routes.putPointsRatios, {
  tag: 'operator',
  summary:
    "Sets the brand's earning ratios: the money that earns one point, per type; audited with the ratios before and after",
  body: ZRatiosBody,
  value: ZPointsSummary,
  permission: 'points.settings.manage',
});

export const getVipSettings = defineEndpoint(routes.getVipSettings, {
  tag: 'operator',
  summary: "The brand's VIP levels, thresholds, rebate rates and rolling window",
  query: ZMerchantQuery,
  value: ZVipSettings,
  permission: 'vip.read',
});

export const putVipSettings = defineEndpoint(routes.putVipSettings, {
  tag: 'operator',
  summary: "Replaces the brand's VIP levels and rolling window",
  body: ZVipSettingsBody,
  value: ZVipSettings,
  permission: 'vip.manage',
});

export const adjustPoints = defineEndpoint(routes.adjustPoints, {
  tag: 'operator',
  summary: "Credits or takes back a member's points with a reason (goodwill, corrections); audited",
  body: ZPointsAdjustmentBody,
  value: ZPointsAdjustment,
  permission: 'points.adjust',
});

export const putConvertSetting = defineEndpoint(routes.putConvertSetting, {
  tag: 'operator',
  summary:
    "Sets the brand's points-to-cash rate and minimum, or switches converting off (null); audited with the rate before and after",
  body: ZConvertSettingBody,
  value: ZConvertSetting,
  permission: 'points.settings.manage',
});
