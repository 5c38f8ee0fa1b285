import { defineEndpoint } from '../endpoint.ts';
import * as routes from './routes.ts';
import {
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

export const listPromotions = defineEndpoint(routes.listPromotions, {
  tag: 'promotions',
  summary:
    "The brand's promotions and activities now shown, in the request's language, each with the viewer's status",
  query: ZPromotionsQuery,
  value: ZPromotionList,
});

export const getPromotion = defineEndpoint(routes.getPromotion, {
  tag: 'promotions',
  summary: "One promotion in the request's language, with its rules and what the viewer has done with it",
  query: ZPromotionQuery,
  value: ZPromotionDetail,
});

export const applyPromotion = defineEndpoint(routes.applyPromotion, {
  tag: 'promotions',
  summary:
    'Applies to an activity with a remark (140 characters at most) and up to 3 PNG or JPEG images of 5 MB at most',
  body: ZApplyBody,
  value: ZPromotionDetail,
});

export const claimPromotion = defineEndpoint(routes.claimPromotion, {
  tag: 'promotions',
  summary:
    "Claims a promotion's bonus when eligible: paid once into the bonus balance, with its wagering requirement",
  body: ZPromotionCodeBody,
  value: ZPromotionDetail,
});

export const claimRaffle = defineEndpoint(routes.claimRaffle, {
  tag: 'promotions',
  summary: "Draws a raffle promotion's prize once per period; the same period again answers the first draw",
  body: ZPromotionCodeBody,
  value: ZRaffleDraw,
});

export const listBonuses = defineEndpoint(routes.listBonuses, {
  tag: 'promotions',
  summary:
    "The member's bonuses with their wagering progress (bonusDetails); bonuses played through move to the main wallet",
  value: ZBonusList,
});

export const releaseBonus = defineEndpoint(routes.releaseBonus, {
  tag: 'promotions',
  summary:
    'Moves a bonus whose wagering is met to the main wallet, where it can be withdrawn; refused before that',
  body: ZReleaseBonusBody,
  value: ZBonus,
});

export const listStaffPromotions = defineEndpoint(routes.listStaffPromotions, {
  tag: 'operator',
  summary:
    "A brand's promotions with every language's content, paged, by state (scheduled, running, ended, closed)",
  query: ZStaffPromotionsQuery,
  value: ZStaffPromotionList,
  permission: 'promotions.read',
});

export const createPromotion = defineEndpoint(routes.createPromotion, {
  tag: 'operator',
  summary: 'Creates a promotion with its content per language and its rules; audited',
  body: ZStaffPromotionBody,
  value: ZStaffPromotion,
  permission: 'promotions.manage',
});

export const updatePromotion = defineEndpoint(routes.updatePromotion, {
  tag: 'operator',
  summary: 'Changes a promotion (found by its code); audited with the value before',
  body: ZStaffPromotionBody,
  value: ZStaffPromotion,
  permission: 'promotions.manage',
});

export const closePromotion = defineEndpoint(routes.closePromotion, {
  tag: 'operator',
  summary:
    'Closes a promotion with a reason: no more applications or claims; audited with the state before and after',
  body: ZClosePromotionBody,
  value: ZStaffPromotion,
  permission: 'promotions.manage',
});

export const listApplications = defineEndpoint(routes.listApplications, {
  tag: 'operator',
  summary:
    "A brand's activity applications a page at a time (newest or oldest first), by status, promotion and member",
  query: ZStaffApplicationsQuery,
  value: ZStaffApplicationList,
  permission: 'promotions.applications.read',
});

export const listApplicationImages = defineEndpoint(routes.listApplicationImages, {
  tag: 'operator',
  summary: "An application's images, as data URLs",
  query: ZApplicationImagesQuery,
  value: ZApplicationImages,
  permission: 'promotions.applications.read',
});

export const approveApplication = defineEndpoint(routes.approveApplication, {
  tag: 'operator',
  summary:
    "Approves an application with a reason: its bonus is paid into the member's bonus balance; audited with the status before and after",
  body: ZApplicationDecisionBody,
  value: ZStaffApplication,
  permission: 'promotions.applications.decide',
});

export const rejectApplication = defineEndpoint(routes.rejectApplication, {
  tag: 'operator',
  summary: 'Rejects an application with a reason the member sees; audited',
  body: ZRejectApplicationBody,
  value: ZStaffApplication,
  permission: 'promotions.applications.decide',
});

export const promotionResults = defineEndpoint(routes.promotionResults, {
  tag: 'operator',
  summary:
    "A promotion's results: participants, applications by status, bonuses paid and released, raffle draws, and their cost",
  query: ZPromotionResultsQuery,
  value: ZPromotionResults,
  permission: 'promotions.read',
});
