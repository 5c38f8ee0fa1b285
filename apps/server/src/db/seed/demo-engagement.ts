import type { NewMission } from '../../modules/engagement/missions-repo.ts';
import type { ProductFields } from '../../modules/loyalty/mall-repo.ts';
import type { PromotionDefinition } from '../../modules/promotions/staff.ts';
import { PRODUCT_NAMES, PROMOTION_TEXTS } from './demo-engagement-text.ts';

const LANGUAGES = ['EN', 'CN', 'TH', 'VI'] as const;
const DAY_MS = 86_400_000;
/** Money in the demo brand's minor units (USD, scale 2). */
const usd = (major: number) => BigInt(Math.round(major * 100));

type PromotionSketch = Omit<PromotionDefinition['promotion'], 'starts_at' | 'ends_at' | 'closed_at'> & {
  /** Days from the seeding day: negative in the past. */
  startsIn: number;
  endsIn: number;
};

const none = {
  new_member_days: null,
  min_deposit: null,
  deposit_window_days: null,
  min_vip_level: null,
  required_contact: null,
  raffle_period: null,
} as const;

/**
 * One of each kind and of several statuses: an application for new members (join), a claim after a
 * deposit, the spec's Zalo reward (a draw up to 131K for members with Zalo), a daily draw, a VIP claim
 * that has not started (coming soon) and a finished event (close).
 */
const PROMOTIONS: PromotionSketch[] = [
  {
    ...none,
    code: 'WELCOME20',
    category: 'new',
    kind: 'apply',
    startsIn: -30,
    endsIn: 365,
    bonus_amount: usd(20),
    wagering_multiple: 5,
    new_member_days: 7,
    sort_order: 1,
  },
  {
    ...none,
    code: 'RELOAD10',
    category: 'deposit',
    kind: 'claim',
    startsIn: -30,
    endsIn: 365,
    bonus_amount: usd(10),
    wagering_multiple: 3,
    min_deposit: usd(50),
    deposit_window_days: 7,
    sort_order: 2,
  },
  {
    ...none,
    code: 'ZALO131',
    category: 'event',
    kind: 'raffle',
    startsIn: -30,
    endsIn: 365,
    bonus_amount: 0n,
    wagering_multiple: 0,
    required_contact: 'zalo',
    raffle_period: 'once',
    // Small prizes are common; the 131K top prize is one draw in a hundred thousand.
    prizeTable: [
      { amount: usd(1.31), weight: 60_000 },
      { amount: usd(13.1), weight: 35_000 },
      { amount: usd(131), weight: 4_900 },
      { amount: usd(1_310), weight: 90 },
      { amount: usd(13_100), weight: 9 },
      { amount: usd(131_000), weight: 1 },
    ],
    sort_order: 3,
  },
  {
    ...none,
    code: 'DAILYSPIN',
    category: 'event',
    kind: 'raffle',
    startsIn: -30,
    endsIn: 365,
    bonus_amount: 0n,
    wagering_multiple: 0,
    raffle_period: 'daily',
    prizeTable: [
      { amount: usd(0.5), weight: 60 },
      { amount: usd(1.88), weight: 30 },
      { amount: usd(8.88), weight: 10 },
    ],
    sort_order: 4,
  },
  {
    ...none,
    code: 'VIPWEEKEND',
    category: 'vip',
    kind: 'claim',
    startsIn: 5,
    endsIn: 40,
    bonus_amount: usd(25),
    wagering_multiple: 5,
    min_vip_level: 1,
    sort_order: 5,
  },
  {
    ...none,
    code: 'LANTERN',
    category: 'event',
    kind: 'apply',
    startsIn: -60,
    endsIn: -10,
    bonus_amount: 0n,
    wagering_multiple: 0,
    sort_order: 6,
  },
];

/** The demo brand's promotions, dated from `now`, with their texts and generated banners. */
export function demoPromotions(now: Date): PromotionDefinition[] {
  const day = (offset: number) => new Date(now.getTime() + offset * DAY_MS);
  return PROMOTIONS.map(({ startsIn, endsIn, ...promotion }) => {
    const texts = PROMOTION_TEXTS[promotion.code];
    if (!texts) throw new Error(`No texts for the demo promotion ${promotion.code}`);
    return {
      promotion: { ...promotion, starts_at: day(startsIn), ends_at: day(endsIn), closed_at: null },
      contents: LANGUAGES.map((language) => ({
        language,
        title: texts[language].title,
        body: texts[language].body,
        banner_url: `banners/promo-${promotion.code.toLowerCase()}.svg`,
      })),
    };
  });
}

/** Daily and weekly missions on each of the metrics the platform counts. */
export const DEMO_MISSIONS: Omit<NewMission, 'merchantId'>[] = [
  {
    title: 'Daily check-in',
    titles: { CN: '每日签到', TH: 'เช็กอินรายวัน', VI: 'Điểm danh hằng ngày' },
    period: 'daily',
    metric: 'login',
    target: 1n,
    reward: usd(0.5),
  },
  {
    title: 'Daily deposit 20',
    titles: { CN: '每日存款 20', TH: 'ฝากรายวัน 20', VI: 'Nạp tiền hằng ngày 20' },
    period: 'daily',
    metric: 'deposit',
    target: usd(20),
    reward: usd(1),
  },
  {
    title: 'Daily bets 100',
    titles: { CN: '每日投注 100', TH: 'เดิมพันรายวัน 100', VI: 'Cược hằng ngày 100' },
    period: 'daily',
    metric: 'bet',
    target: usd(100),
    reward: usd(2),
  },
  {
    title: 'Weekly regular: 5 logins',
    titles: {
      CN: '每周常客：登录 5 次',
      TH: 'ขาประจำรายสัปดาห์: เข้าสู่ระบบ 5 ครั้ง',
      VI: 'Khách quen hằng tuần: đăng nhập 5 lần',
    },
    period: 'weekly',
    metric: 'login',
    target: 5n,
    reward: usd(3),
  },
  {
    title: 'Weekly deposit 200',
    titles: { CN: '每周存款 200', TH: 'ฝากรายสัปดาห์ 200', VI: 'Nạp tiền hằng tuần 200' },
    period: 'weekly',
    metric: 'deposit',
    target: usd(200),
    reward: usd(8),
  },
  {
    title: 'Weekly bets 1,000',
    titles: { CN: '每周投注 1,000', TH: 'เดิมพันรายสัปดาห์ 1,000', VI: 'Cược hằng tuần 1.000' },
    period: 'weekly',
    metric: 'bet',
    target: usd(1_000),
    reward: usd(15),
  },
];

const PRODUCTS: { name: keyof typeof PRODUCT_NAMES; points: bigint; cash?: number; stock: number }[] = [
  { name: 'cash-5', points: 500n, cash: 5, stock: 200 },
  { name: 'coupon-deposit', points: 300n, stock: 500 },
  { name: 'life-phone-topup', points: 550n, stock: 100 },
  { name: 'gift-lotus-mug', points: 1_200n, stock: 50 },
  { name: 'cash-20', points: 1_900n, cash: 20, stock: 80 },
  { name: 'coupon-free-spins', points: 800n, stock: 300 },
  { name: 'life-coffee', points: 350n, stock: 0 },
  { name: 'gift-earbuds', points: 6_000n, stock: 10 },
];

/** Mall products of every kind, named in the brand's languages, with generated art and stock (one sold out). */
export function demoProducts(): ProductFields[] {
  return PRODUCTS.map((product, index) => {
    const names = PRODUCT_NAMES[product.name];
    if (!names) throw new Error(`No names for the demo product ${product.name}`);
    return {
      kind: product.name.split('-')[0] as ProductFields['kind'],
      names,
      images: { EN: `products/${product.name}.svg` },
      points: product.points,
      cashAmount: product.cash === undefined ? 0n : usd(product.cash),
      stock: product.stock,
      enabled: true,
      sortOrder: index,
    };
  });
}
