import { z } from 'zod';
import { ZMoney } from '../money.ts';
import { ZRowId } from '../row-id.ts';

/**
 * The spec's point types (section 3): earned by play per game type, by deposits, or spent by
 * redeeming; and staff adjustments (goodwill, corrections) and conversions into cash (the spec's
 * "convert" call), which its list of types does not name.
 */
export const POINT_TYPES = [
  'live',
  'lott',
  'pvp',
  'rng',
  'sports',
  'redeem',
  'deposit',
  'adjust',
  'convert',
] as const;
/** The types that earn points, each by the brand's ratio. */
export const EARNING_TYPES = ['live', 'lott', 'pvp', 'rng', 'sports', 'deposit'] as const;
/** The game types rebates and VIP volumes are counted in. */
export const GAME_TYPES = ['live', 'lott', 'pvp', 'rng', 'sports'] as const;
export const PRODUCT_KINDS = ['coupon', 'life', 'gift', 'cash'] as const;
/** Spec section 4, points exchange status: applying, then approved or rejected, then redeem complete. */
export const REDEMPTION_STATUSES = ['applying', 'approved', 'rejected', 'completed'] as const;
/** A rebate rate is in hundredths of a percent: 10000 pays the whole valid bet back. */
export const RATE_SCALE = 10_000;

const ZId = ZRowId;
const ZPoints = z
  .string()
  .regex(/^-?\d+$/)
  .describe('Whole points as a decimal string');
const ZMerchant = z.string().min(2).max(32);
const ZLanguageMap = z
  .record(z.string().regex(/^[A-Z]{2}$/), z.string().trim().min(1).max(200))
  .refine((names) => names.EN !== undefined, { message: 'EN is required' });

const ZWholePoints = z.string().regex(/^[1-9]\d{0,14}$/);
/**
 * The most money (major units) a point of any type may cost, and the most cash a conversion step
 * may pay: past these a brand's setting is a typing slip, not a policy.
 */
export const MAX_MONEY_PER_POINT = 1_000_000;

export const ZConvertRate = z.object({
  points: ZWholePoints.describe(
    'Points that convert into `amount`; a conversion is a whole multiple of them',
  ),
  amount: ZMoney.describe('Cash the main wallet receives for `points` points'),
  minPoints: ZWholePoints.describe('The fewest points one conversion takes'),
});

export const ZPointsSummary = z.object({
  points: ZPoints,
  ratios: z.array(
    z.object({
      type: z.enum(EARNING_TYPES),
      moneyPerPoint: ZMoney.describe('Money deposited or validly bet in this type that earns one point'),
    }),
  ),
  convert: ZConvertRate.nullable().describe("The brand's points-to-cash rate; null when converting is off"),
});

/**
 * The spec's "points reward" call, read as what the points mall's earning panel shows: per point
 * type, the points the member has had from it (spent ones negative) and, for the earning types, the
 * brand's ratio; with the totals earned and spent.
 */
export const ZPointsReward = z.object({
  points: ZPoints.describe('The balance now'),
  earned: ZPoints.describe('Points earned from deposits and play (the earning types together)'),
  spent: ZPoints.describe(
    'Points redeemed (net of rejected redemptions) and converted, as a positive number; staff adjustments are in neither',
  ),
  types: z.array(
    z.object({
      type: z.enum(POINT_TYPES),
      points: ZPoints.describe('Net points from this type: positive earned, negative spent'),
      moneyPerPoint: ZMoney.nullable().describe('Earning types: the money that earns one point; else null'),
    }),
  ),
});

export const ZConvertBody = z.object({
  points: ZWholePoints.describe('Points to convert: at least the minimum, a multiple of the rate'),
  paymentPassword: z.string().min(1).max(64),
  requestId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .describe('Client-chosen id of this request; the same id again answers the same conversion'),
});
export type ConvertBody = z.input<typeof ZConvertBody>;

export const ZConversion = z.object({
  points: ZPoints.describe('Points taken'),
  amount: ZMoney.describe('Cash paid into the main wallet'),
  pointsBalance: ZPoints.describe('Points left right after this conversion'),
  at: z.iso.datetime(),
});

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

export const ZPointsDetails = z.object({
  total: z.number().int().min(0),
  entries: z.array(
    z.object({
      id: z.string(),
      type: z.enum(POINT_TYPES),
      change: ZPoints,
      balance: ZPoints.describe('Points after this change'),
      at: z.iso.datetime(),
    }),
  ),
});

export const ZProduct = z.object({
  id: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  name: z.string(),
  image: z.string().nullable(),
  points: ZPoints,
  cashAmount: ZMoney.nullable().describe('Cash products: the money paid into the main wallet per item'),
  stock: z.number().int().min(0),
});
export const ZProducts = z.object({ products: z.array(ZProduct) });

export const ZRedeemBody = z.object({
  productId: ZId,
  quantity: z.number().int().min(1).max(100),
  paymentPassword: z.string().min(1).max(64),
  requestId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .describe('Client-chosen id of this request; the same id again answers the same redemption'),
});
export type RedeemBody = z.input<typeof ZRedeemBody>;

/** An exchange record with the spec's fields (section 3). */
export const ZRedemption = z.object({
  id: z.string(),
  transactionNo: z.string(),
  appliedAt: z.iso.datetime(),
  exchangeType: z.enum(PRODUCT_KINDS),
  productName: z.string(),
  quantity: z.number().int(),
  points: ZPoints.describe('Points required'),
  amount: ZMoney.describe('Amount required: the cash a cash product pays, else 0'),
  status: z.enum(REDEMPTION_STATUSES),
  remark: z.string().nullable(),
});
export type Redemption = z.output<typeof ZRedemption>;
export const ZRedemptions = z.object({ total: z.number().int().min(0), records: z.array(ZRedemption) });

const ZRates = z.partialRecord(z.enum(GAME_TYPES), z.number().int().min(0).max(RATE_SCALE));

export const ZVipLevel = z.object({
  level: z.number().int().min(0).max(50),
  name: z.string().trim().min(1).max(32),
  minDeposit: ZMoney,
  minBet: ZMoney,
  upgradeBonus: ZMoney,
  rebateRates: ZRates.describe('Hundredths of a percent of the valid bet, per game type'),
});

export const ZVipStatus = z.object({
  level: z.number().int(),
  name: z.string(),
  windowDays: z.number().int(),
  deposit: ZMoney.describe('Deposited over the window'),
  validBet: ZMoney.describe('Validly bet over the window'),
  next: ZVipLevel.nullable(),
  levels: z.array(ZVipLevel),
});

// Operator API.
export const ZMerchantQuery = z.object({ merchant: ZMerchant });

export const ZStaffProduct = ZProduct.omit({ name: true, image: true }).extend({
  names: z.record(z.string(), z.string()),
  images: z.record(z.string(), z.string()),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
});
export const ZStaffProducts = z.object({ products: z.array(ZStaffProduct) });

export const ZProductBody = z.object({
  merchant: ZMerchant,
  kind: z.enum(PRODUCT_KINDS),
  names: ZLanguageMap,
  images: z.record(z.string().regex(/^[A-Z]{2}$/), z.string().trim().min(1).max(500)).default({}),
  points: z
    .string()
    .regex(/^[1-9]\d{0,14}$/)
    .describe('Points one item costs'),
  cashAmount: ZMoney.optional().describe('Required for cash products, refused for the others'),
  stock: z.number().int().min(0).max(1_000_000),
  enabled: z.boolean().default(true),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
});
export const ZUpdateProductBody = ZProductBody.extend({ productId: ZId });

export const ZStaffRedemptionsQuery = z.object({
  merchant: ZMerchant,
  status: z.enum(REDEMPTION_STATUSES).optional(),
  memberAccount: z.string().trim().min(1).max(64).optional().describe("Only this member's redemptions"),
  order: z
    .enum(['asc', 'desc'])
    .default('desc')
    .describe('desc: newest first; asc: the oldest waiting first'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(50),
});
export const ZStaffRedemption = ZRedemption.extend({ memberAccount: z.string() });
export const ZStaffRedemptions = z.object({
  items: z.array(ZStaffRedemption),
  page: z.number().int(),
  size: z.number().int(),
  hasMore: z.boolean().describe('Another page follows'),
});
export const ZRedemptionDecisionBody = z.object({
  merchant: ZMerchant,
  redemptionId: ZId,
  remark: z.string().trim().max(140).optional(),
});
export const ZRejectRedemptionBody = ZRedemptionDecisionBody.extend({
  remark: z.string().trim().min(3).max(140),
});

export const ZConvertSetting = z.object({
  rate: ZConvertRate.nullable().describe('null: converting is off'),
});
/**
 * Money a setting asks for (a point's price, a conversion step's cash): more than nothing and at
 * most MAX_MONEY_PER_POINT; the brand's decimals are checked by the server, which knows them.
 */
const ZSettingMoney = ZMoney.refine((money) => Number(money) > 0 && Number(money) <= MAX_MONEY_PER_POINT, {
  message: 'points.money.range',
});
export const ZConvertSettingBody = z.object({
  merchant: ZMerchant,
  rate: ZConvertRate.extend({
    amount: ZSettingMoney.describe('Cash the main wallet receives for `points` points'),
  })
    .nullable()
    .describe('null: converting is off'),
});

export const ZRatiosBody = z.object({
  merchant: ZMerchant,
  ratios: z
    .array(
      z.object({
        type: z.enum(EARNING_TYPES),
        moneyPerPoint: ZSettingMoney.describe(
          `More than nothing and at most ${MAX_MONEY_PER_POINT} in major units, in the brand's decimals`,
        ),
      }),
    )
    .max(EARNING_TYPES.length)
    .describe("Every type the brand earns points by; empty: the platform's ratios again"),
});

/** What the console's points settings form shows: the ratios in force and the points-to-cash rate. */
export const ZPointsSettings = ZPointsSummary.omit({ points: true }).extend({
  ownRatios: z.boolean().describe("The brand set its own ratios (false: the platform's are in force)"),
});

export const ZVipSettings = z.object({
  windowDays: z.number().int().min(1).max(365),
  levels: z.array(ZVipLevel),
});
export const ZVipSettingsBody = ZVipSettings.extend({
  merchant: ZMerchant,
  levels: z.array(ZVipLevel).min(1).max(51),
});

export const ZPointsAdjustmentBody = z.object({
  merchant: ZMerchant,
  memberAccount: z.string().trim().min(1).max(64).describe("The member's login name"),
  points: z
    .string()
    .regex(/^-?[1-9]\d{0,14}$/)
    .describe('Whole points: positive credits the member, negative takes points back'),
  // As long as a four-eyes request's reason: a large adjustment becomes one.
  reason: z.string().trim().min(5).max(500),
  idempotencyKey: z
    .string()
    .regex(/^[A-Za-z0-9_:-]{8,64}$/)
    .describe('The same key again answers the first adjustment'),
});
export const ZPointsAdjustment = z.object({
  memberAccount: z.string(),
  points: ZPoints,
  balance: ZPoints,
  pendingApproval: z
    .string()
    .nullable()
    .describe(
      "From the brand's four-eyes amount of points.adjust nothing moves yet: the id of the request another staff member approves at /ops/approvals",
    ),
});
