import pg from 'pg';

/**
 * Names are an adjective and a noun in three languages and a number; a search names both words, as a
 * player looking for one game does, and so matches one game in 256 of any catalogue. The slots take
 * the even numbers, and so the even adjectives: every search names one of those.
 */
const ADJECTIVES = [
  ['Golden', 'Vàng', '黄金'],
  ['Lucky', 'May Mắn', '幸运'],
  ['Royal', 'Hoàng Gia', '皇家'],
  ['Wild', 'Hoang Dã', '狂野'],
  ['Mystic', 'Huyền Bí', '神秘'],
  ['Jade', 'Ngọc', '翡翠'],
  ['Thunder', 'Sấm Sét', '雷霆'],
  ['Crystal', 'Pha Lê', '水晶'],
  ['Silver', 'Bạc', '白银'],
  ['Fire', 'Lửa', '烈火'],
  ['Ocean', 'Đại Dương', '海洋'],
  ['Moon', 'Trăng', '月亮'],
  ['Sun', 'Mặt Trời', '太阳'],
  ['Star', 'Ngôi Sao', '星辰'],
  ['Ruby', 'Hồng Ngọc', '红宝'],
  ['Emerald', 'Lục Bảo', '绿宝'],
];
const NOUNS = [
  ['Dragon', 'Rồng', '巨龙'],
  ['Tiger', 'Hổ', '猛虎'],
  ['Phoenix', 'Phượng', '凤凰'],
  ['Panda', 'Gấu Trúc', '熊猫'],
  ['Koi', 'Cá Chép', '锦鲤'],
  ['Lantern', 'Đèn Lồng', '灯笼'],
  ['Temple', 'Đền', '神殿'],
  ['Empire', 'Đế Chế', '帝国'],
  ['Fortune', 'Tài Lộc', '财富'],
  ['Treasure', 'Kho Báu', '宝藏'],
  ['Palace', 'Cung Điện', '宫殿'],
  ['Warrior', 'Chiến Binh', '勇士'],
  ['Garden', 'Khu Vườn', '花园'],
  ['Legend', 'Huyền Thoại', '传说'],
  ['Riches', 'Giàu Sang', '富贵'],
  ['Reels', 'Cuộn', '转轴'],
];
export const SEARCHES = [
  'golden dragon',
  'rồng vàng',
  '黄金巨龙',
  'mystic koi',
  'phượng hoàng gia',
  '神秘锦鲤',
];

/** A word list as a SQL array, for the set-based load. */
const sqlArray = (words: string[]) => `ARRAY[${words.map((word) => `'${word}'`).join(', ')}]`;

/**
 * Gives the demo brand `size` more games, set-based: every other one a slot of an RNG vendor, the rest
 * spread over all its listed vendors, with names in CN, TW and VI, stakes, lines and staff flags.
 */
export async function seedCatalogue(url: string, size: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const column = (words: string[][], index: number) => sqlArray(words.map((word) => word[index] ?? ''));
    await client.query(
      `WITH brand AS (SELECT id FROM merchants WHERE code = 'demo'),
       vendors AS (
         SELECT v.*, row_number() OVER (ORDER BY v.category, v.vendor_code) - 1 AS position,
                row_number() OVER (PARTITION BY v.category = 'RNG' ORDER BY v.vendor_code) - 1 AS slot_position
         FROM game_vendors v, brand WHERE v.merchant_id = brand.id AND v.provider_code IS NULL),
       counts AS (SELECT count(*) AS every, count(*) FILTER (WHERE category = 'RNG') AS slots FROM vendors),
       numbered AS (
         SELECT n, n % 16 AS adjective, (n / 16) % 16 AS noun,
                CASE WHEN n % 2 = 0 THEN (SELECT position FROM vendors WHERE category = 'RNG'
                                          AND slot_position = (n / 2) % (SELECT slots FROM counts))
                     ELSE n % (SELECT every FROM counts) END AS vendor_position
         FROM generate_series(0, $1::int - 1) AS n)
       INSERT INTO games (merchant_id, category, vendor_code, game_code, name, icon, is_hot, popularity,
                          names, min_bet, lines, is_new, is_recommended, sort_order)
       SELECT v.merchant_id, v.category, v.vendor_code, 'BENCH_' || n,
              (${column(ADJECTIVES, 0)})[adjective + 1] || ' ' || (${column(NOUNS, 0)})[noun + 1] || ' ' || n,
              'games/BENCH_' || n || '.svg', n % 97 = 0, (n * 7919) % 5000,
              jsonb_build_object(
                'CN', (${column(ADJECTIVES, 2)})[adjective + 1] || (${column(NOUNS, 2)})[noun + 1] || n,
                'TW', (${column(ADJECTIVES, 2)})[adjective + 1] || (${column(NOUNS, 2)})[noun + 1] || n,
                'VI', (${column(NOUNS, 1)})[noun + 1] || ' ' || (${column(ADJECTIVES, 1)})[adjective + 1] || ' ' || n),
              CASE WHEN v.category = 'RNG' THEN (ARRAY[1, 10, 20, 100, 5])[n % 5 + 1] END,
              CASE WHEN v.category = 'RNG' THEN (ARRAY[25, 20, 50, 9, 243, 30])[n % 6 + 1] END,
              n % 50 = 0, n % 200 = 0, n % 7
       FROM numbered JOIN vendors v ON v.position = numbered.vendor_position`,
      [size],
    );
    // Every table the server seeded and this added, as autovacuum would have them in production: this
    // machine's PostgreSQL runs without it, and a vendor list never analysed was planned as one row, so a
    // search fetched its candidates once per vendor (docs/benchmarks.md, "Game list").
    await client.query('VACUUM games');
    await client.query('ANALYZE');
    const { rows } = await client.query<{ count: string }>(
      `SELECT count(*) FROM games JOIN merchants m ON m.id = games.merchant_id WHERE m.code = 'demo'`,
    );
    return Number(rows[0]?.count);
  } finally {
    await client.end();
  }
}
