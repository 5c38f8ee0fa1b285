import { z } from 'zod';
import { ZMoney } from '../money.ts';
import { ZRowId } from '../row-id.ts';
import { ZUploadedFile } from '../uploaded-file.ts';
import {
  APPLICATION_LIMITS,
  BONUS_PRODUCTS,
  CONTACT_CHANNELS,
  ELIGIBILITY_RULES,
  PROMOTION_CATEGORIES,
  PROMOTION_KINDS,
  PROMOTION_STATUSES,
  RAFFLE_PERIODS,
  STAFF_PROMOTION_STATES,
} from './constants.ts';

const ZCode = z.string().regex(/^[A-Za-z0-9_-]{2,40}$/);
const ZId = ZRowId;
const ZMerchant = z.string().min(2).max(32);

export const ZPromotionsQuery = z.object({ category: z.enum(PROMOTION_CATEGORIES).optional() });
export const ZPromotionQuery = z.object({ code: ZCode });

export const ZPromotionSummary = z.object({
  code: z.string(),
  category: z.enum(PROMOTION_CATEGORIES),
  kind: z.enum(PROMOTION_KINDS),
  title: z.string(),
  bannerUrl: z.string().nullable(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  status: z.enum(PROMOTION_STATUSES),
  bonusAmount: ZMoney,
  wageringMultiple: z.number().int(),
});
export const ZPromotionList = z.object({
  categories: z.array(z.enum(PROMOTION_CATEGORIES)).describe('Categories that have a promotion'),
  promotions: z.array(ZPromotionSummary),
});

export const ZBonus = z.object({
  id: z.string(),
  promotionCode: z.string(),
  title: z.string(),
  amount: ZMoney,
  wageringRequired: ZMoney,
  wagered: ZMoney.describe(
    'Valid bets counted for this bonus, up to what is required: stakes settled (game rounds closed, lottery bets won or lost) after its claim, less what they gave back, each counted for one bonus only',
  ),
  progress: z.number().int().min(0).max(100).describe('Percent of the wagering played through'),
  status: z.enum(['process', 'released']),
  waiting: z
    .boolean()
    .describe(
      'Bonuses are played through in claim order: true while an earlier bonus is still being wagered',
    ),
  grantedAt: z.iso.datetime(),
  releasedAt: z.iso.datetime().nullable(),
});
export const ZBonusList = z.object({
  bonuses: z.array(ZBonus),
  bonusBalance: ZMoney.describe('What the bonus account holds: bonuses still being wagered'),
});

export const ZPromotionDetail = ZPromotionSummary.extend({
  body: z.string(),
  rules: z.object({
    newMemberDays: z.number().int().nullable(),
    minDeposit: ZMoney.nullable(),
    depositWindowDays: z.number().int().nullable(),
    minVipLevel: z.number().int().nullable(),
    requiredContact: z.enum(CONTACT_CHANNELS).nullable(),
  }),
  unmetRules: z
    .array(z.enum(ELIGIBILITY_RULES))
    .describe("Rules the member does not meet now; empty when eligible (a guest's is empty)"),
  application: z
    .object({
      status: z.enum(['applying', 'approved', 'rejected']),
      remark: z.string(),
      reason: z.string().nullable(),
      imageCount: z.number().int(),
      createdAt: z.iso.datetime(),
    })
    .nullable(),
  bonus: ZBonus.nullable(),
  raffle: z
    .object({
      period: z.enum(RAFFLE_PERIODS),
      prizes: z.array(ZMoney),
      lastDraw: z.object({ amount: ZMoney, drawnAt: z.iso.datetime() }).nullable(),
    })
    .nullable(),
});

export const ZApplyBody = z.object({
  code: ZCode,
  remark: z.string().trim().max(APPLICATION_LIMITS.remark),
  images: z
    .array(ZUploadedFile)
    .max(APPLICATION_LIMITS.images)
    .default([])
    .describe('PNG or JPEG files (checked by their content), 5 MB at most each, as `images[]` parts'),
});
export const ZPromotionCodeBody = z.object({ code: ZCode });
export const ZReleaseBonusBody = z.object({ bonusId: ZId });
export const ZRaffleDraw = z.object({
  amount: ZMoney,
  prizeIndex: z.number().int(),
  periodKey: z.string(),
  drawnAt: z.iso.datetime(),
});

export type PromotionSummary = z.output<typeof ZPromotionSummary>;
export type PromotionDetail = z.output<typeof ZPromotionDetail>;
export type Bonus = z.output<typeof ZBonus>;

// Operator API.

const ZContent = z.object({
  language: z.string().regex(/^[A-Z]{2}$/),
  title: z.string().trim().min(1).max(120),
  body: z.string().max(20_000),
  bannerUrl: z.string().max(500).nullable().default(null),
});

export const ZStaffPromotionBody = z
  .object({
    merchant: ZMerchant,
    code: ZCode,
    category: z.enum(PROMOTION_CATEGORIES),
    kind: z.enum(PROMOTION_KINDS),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    bonusAmount: ZMoney.default('0'),
    wageringMultiple: z.number().int().min(0).max(100).default(0),
    wageringProduct: z
      .enum(BONUS_PRODUCTS)
      .nullable()
      .default(null)
      .describe('The one product its bonus is wagered on; null: every product (a mixed-product bonus)'),
    newMemberDays: z.number().int().min(1).max(3650).nullable().default(null),
    minDeposit: ZMoney.nullable().default(null),
    depositWindowDays: z.number().int().min(1).max(90).nullable().default(null),
    minVipLevel: z.number().int().min(1).max(100).nullable().default(null),
    requiredContact: z
      .enum(CONTACT_CHANNELS)
      .nullable()
      .default(null)
      .describe('A contact the member must have set in the profile (the Zalo reward asks for zalo)'),
    prizeTable: z
      .array(z.object({ amount: ZMoney, weight: z.number().int().min(1).max(1_000_000) }))
      .max(50)
      .default([]),
    rafflePeriod: z.enum(RAFFLE_PERIODS).nullable().default(null),
    sortOrder: z.number().int().min(0).max(10_000).default(0),
    contents: z.array(ZContent).min(1).max(40),
  })
  .refine((body) => Date.parse(body.endsAt) > Date.parse(body.startsAt), {
    path: ['endsAt'],
    message: 'ends after it starts',
  })
  .refine((body) => (body.minDeposit === null) === (body.depositWindowDays === null), {
    path: ['depositWindowDays'],
    message: 'a deposit rule needs both its amount and its window',
  })
  .refine((body) => (body.kind === 'raffle') === (body.rafflePeriod !== null && body.prizeTable.length > 0), {
    path: ['rafflePeriod'],
    message: 'a raffle, and only a raffle, has a period and a prize table',
  });

export const ZStaffPromotion = z.object({
  code: z.string(),
  state: z
    .enum(STAFF_PROMOTION_STATES)
    .describe('closed by staff, else by its dates now: scheduled (not started), running, ended'),
  category: z.enum(PROMOTION_CATEGORIES),
  kind: z.enum(PROMOTION_KINDS),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  closedAt: z.iso.datetime().nullable(),
  bonusAmount: ZMoney,
  wageringMultiple: z.number().int(),
  wageringProduct: z.enum(BONUS_PRODUCTS).nullable(),
  newMemberDays: z.number().int().nullable(),
  minDeposit: ZMoney.nullable(),
  depositWindowDays: z.number().int().nullable(),
  minVipLevel: z.number().int().nullable(),
  requiredContact: z.enum(CONTACT_CHANNELS).nullable(),
  prizeTable: z.array(z.object({ amount: ZMoney, weight: z.number().int() })),
  rafflePeriod: z.enum(RAFFLE_PERIODS).nullable(),
  sortOrder: z.number().int(),
  contents: z.array(ZContent),
});
export const ZStaffPromotionsQuery = z.object({
  merchant: ZMerchant,
  state: z.enum(STAFF_PROMOTION_STATES).optional(),
  sort: z.enum(['startsAt', 'endsAt', 'code', 'sortOrder']).default('startsAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(50),
});
export const ZStaffPromotionList = z.object({
  items: z.array(ZStaffPromotion),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  languages: z.array(z.string()).describe('The languages the brand offers: the editor offers a tab for each'),
  defaultLanguage: z.string().describe("The brand's default language: a new promotion's first"),
  bonusTerms: z
    .object({
      maxWageringMultiple: z.number().int().nullable(),
      mixedProducts: z.boolean(),
    })
    .describe(
      "The brand's protection profile's bonus terms: the highest wagering multiple (null: none), and whether a bonus may be wagered on every product",
    ),
});
export const ZPromotionResultsQuery = z.object({ merchant: ZMerchant, code: ZCode });
export const ZPromotionResults = z.object({
  code: z.string(),
  participants: z
    .number()
    .int()
    .describe('Members who applied, claimed or drew at least once, each counted once'),
  applications: z.object({
    applying: z.number().int(),
    approved: z.number().int(),
    rejected: z.number().int(),
  }),
  bonuses: z.number().int().describe('Bonuses paid (claims and approved applications)'),
  bonusesReleased: z.number().int().describe('Of them, wagered through and moved to the main wallet'),
  bonusCost: ZMoney,
  raffleDraws: z.number().int(),
  raffleCost: ZMoney,
  cost: ZMoney.describe('bonusCost + raffleCost: what the promotion paid out'),
});
const ZStaffPromotionCodeBody = z.object({ merchant: ZMerchant, code: ZCode });
/** What a staff member gives for a decision others will ask about: kept in the audit log. */
const ZStaffReason = z.string().trim().min(3).max(500).describe('Why: kept in the audit log');
export const ZClosePromotionBody = ZStaffPromotionCodeBody.extend({ reason: ZStaffReason });

export const ZStaffApplicationsQuery = z.object({
  merchant: ZMerchant,
  status: z.enum(['applying', 'approved', 'rejected']).optional(),
  promotionCode: ZCode.optional().describe('Only the applications to this promotion'),
  memberAccount: z.string().trim().min(1).max(64).optional().describe("Only this member's applications"),
  order: z
    .enum(['asc', 'desc'])
    .default('desc')
    .describe('desc: newest first; asc: the oldest waiting first'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(50),
});
export const ZStaffApplication = z.object({
  id: z.string(),
  promotionCode: z.string(),
  memberAccount: z.string(),
  remark: z.string(),
  status: z.enum(['applying', 'approved', 'rejected']),
  pendingApproval: z
    .string()
    .optional()
    .describe(
      "Set when approving asked for four eyes (the bonus reaches the brand's amount): the request a second person approves at /ops/approvals",
    ),
  reason: z.string().nullable(),
  imageCount: z.number().int(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export const ZStaffApplicationList = z.object({
  items: z.array(ZStaffApplication),
  page: z.number().int(),
  size: z.number().int(),
  hasMore: z.boolean().describe('Another page follows'),
});
export const ZApplicationImagesQuery = z.object({ merchant: ZMerchant, applicationId: ZId });
export const ZApplicationImages = z.object({
  images: z.array(z.object({ id: z.string(), dataUrl: z.string() })),
});
export const ZApplicationDecisionBody = z.object({
  merchant: ZMerchant,
  applicationId: ZId,
  reason: ZStaffReason,
});
export const ZRejectApplicationBody = ZApplicationDecisionBody.extend({
  reason: z.string().trim().min(3).max(500).describe('Why: the member sees it, and the audit log keeps it'),
});
