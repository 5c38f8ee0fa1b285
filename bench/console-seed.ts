import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedIfEmpty } from '../apps/server/src/db/seed/seed.ts';
import { ledgerViolations } from '../apps/server/src/modules/ledger/invariants.ts';

/**
 * The staff console bench's database (bench/console.ts): a brand of `members` members with their phones,
 * e-mails, real names, bank accounts and login addresses, an agent tree, a ledger of about `entries` rows
 * in the ledger's double-entry shape, and a withdrawal queue with every risk signal. Loaded set-based: row
 * by row through the app (one members-tree trigger call, one ledger transfer per row) takes hours.
 *
 * The database is the bench's own and thrown away when its seed changes, so the load sets triggers and
 * foreign keys aside (`session_replication_role = replica`) and writes what they would have written
 * itself: the member tree's closure, each ledger entry's running balance and version, each account's
 * final balance. What the queries' plans depend on (how many rows match, how they spread over brands,
 * members, accounts and time) is kept; the figures are drawn from a hash of each row's number, so every
 * load is the same.
 */

/** Changes whenever the data below does: a database seeded by another version is loaded again. */
const SEED_VERSION = 'console-1';

export type ConsoleSize = { members: number; entries: number };

const FAMILY = [
  'Nguyen',
  'Tran',
  'Le',
  'Pham',
  'Hoang',
  'Huynh',
  'Phan',
  'Vu',
  'Vo',
  'Dang',
  'Bui',
  'Do',
  'Ho',
  'Ngo',
  'Duong',
  'Ly',
  'Wong',
  'Chen',
  'Lim',
  'Tan',
  'Santos',
  'Reyes',
  'Srisai',
  'Wongsa',
];
const MIDDLE = ['Van', 'Thi', 'Minh', 'Duc', 'Ngoc', 'Quoc', 'Thanh', 'Hong', 'Kim', 'Gia'];
const GIVEN = [
  'An',
  'Binh',
  'Chi',
  'Dung',
  'Giang',
  'Hai',
  'Hanh',
  'Hung',
  'Khanh',
  'Lan',
  'Linh',
  'Long',
  'Mai',
  'Nam',
  'Phuong',
  'Quang',
  'Son',
  'Thao',
  'Trang',
  'Tuan',
  'Viet',
  'Yen',
  'Wei',
  'Ming',
  'Jose',
  'Maria',
  'Anong',
  'Kiet',
  'Bao',
  'Duy',
];
const WORDS = [
  'lucky',
  'tiger',
  'dragon',
  'phoenix',
  'jack',
  'king',
  'gold',
  'star',
  'happy',
  'win',
  'ace',
  'boss',
  'minh',
  'linh',
  'tuan',
  'hoa',
  'long',
  'sky',
  'moon',
  'sun',
  'vip',
  'pro',
  'max',
  'neo',
];
const MOBILE_PREFIXES = ['90', '91', '93', '94', '96', '97', '98', '86', '88', '32', '33', '35', '37', '39'];
const MAIL_DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'icloud.com', 'zalo.vn'];
const BANKS = ['Vietcombank', 'Techcombank', 'BIDV', 'VietinBank', 'ACB', 'MB Bank', 'Sacombank', 'TPBank'];
const FIRST_OCTETS = ['113', '14', '27', '42', '58', '116', '171', '183', '203', '1', '101', '118'];
/** Login addresses are drawn from this many: mobile carriers share them, so some are many members'. */
const ADDRESSES = 30_000;

const list = (values: readonly string[]) => `ARRAY[${values.map((value) => `'${value}'`).join(',')}]`;
/** One of `values`, chosen by the fraction `fraction` (an SQL expression in [0, 1)). */
const pick = (values: readonly string[], fraction: string) =>
  `(${list(values)})[1 + floor(${fraction} * ${values.length})::int]`;

/** pg_temp.r(key, salt): a fraction in [0, 1) drawn from a hash of the key, the same at every load. */
const RANDOM = `CREATE FUNCTION pg_temp.r(key bigint, salt int) RETURNS float8 LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (hashint8extended(key, salt) & 2147483647)::float8 / 2147483648 $$`;
/** pg_temp.ip(n): the nth address of the pool, as a public IPv4 address. */
const ADDRESS = `CREATE FUNCTION pg_temp.ip(n bigint) RETURNS inet LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (${pick(FIRST_OCTETS, 'pg_temp.r(n, 90)')} || '.' || (n % 250 + 1) || '.' || (n / 250 % 250 + 1) || '.' || (n * 7 % 253 + 1))::inet $$`;

/** The statements that load the brand `merchant`, in order; `$base` is the id below the first member's. */
function loadStatements(merchant: bigint, { members, entries }: ConsoleSize): string[] {
  const agents = Math.max(10, Math.floor(members / 100));
  const topAgents = Math.max(2, Math.floor(agents / 10));
  // Each transfer is two entries, a member's and the house's (or the cash-in's); the mean is per member.
  const meanTransfers = entries / 2 / members - 0.5;
  const r = (salt: number, key = 'g') => `pg_temp.r(${key}, ${salt})`;
  const realName = `${pick(FAMILY, r(1))} || ' ' || ${pick(MIDDLE, r(2))} || ' ' || ${pick(GIVEN, r(3))}`;
  const account = `${pick(WORDS, r(4))} || CASE WHEN ${r(5)} < 0.5 THEN ${pick(WORDS, r(6))} ELSE '' END || g`;
  // Unique per member (7919 is prime to 10^7), so a verified number never collides.
  const mobile = `'0' || ${pick(MOBILE_PREFIXES, r(8))} || lpad((g * 7919 % 10000000)::text, 7, '0')`;
  return [
    `CREATE UNLOGGED TABLE bench_people AS
      SELECT g, base + g AS id, ${account} AS account, ${realName} AS real_name, ${mobile} AS mobile,
        now() - (1 - g::float8 / ${members}) * interval '1095 days' - ${r(9)} * interval '1 day' AS created_at
      FROM generate_series(1::bigint, ${members}) AS g, (SELECT coalesce(max(id), 0) AS base FROM members) AS b`,
    // Agents first (the first tenth of them at the top, the rest under one of those), then players, four
    // in five under an agent; demo (free play) accounts are staff-invisible and left out.
    `INSERT INTO members (id, merchant_id, account, account_key, password_hash, language, type, status, profile,
        verified_mobile, created_at, password_changed_at, last_login_at, last_login_ip, registration_ip, upline_id)
      OVERRIDING SYSTEM VALUE
      SELECT id, ${merchant}, account, lower(account), '!', ${pick(['VI', 'VI', 'EN', 'TH', 'ZH'], r(10))},
        CASE WHEN g <= ${agents} THEN 1 ELSE 0 END,
        CASE WHEN ${r(11)} < 0.95 THEN 'ACTIVE' WHEN ${r(11)} < 0.98 THEN 'LOCKED'
          WHEN ${r(11)} < 0.995 THEN 'SUSPENDED' ELSE 'CLOSED' END,
        jsonb_strip_nulls(jsonb_build_object(
          'payeeName', CASE WHEN ${r(12)} < 0.92 THEN real_name END,
          'mobileNum', CASE WHEN ${r(13)} < 0.9 THEN mobile END,
          'email', CASE WHEN ${r(14)} < 0.7 THEN
            CASE WHEN ${r(15)} < 0.5 THEN lower(account) ELSE lower(replace(real_name, ' ', '.')) || (g % 1000) END
            || '@' || ${pick(MAIL_DOMAINS, r(16))} END)),
        CASE WHEN ${r(17)} < 0.3 THEN '+84' || substr(mobile, 2) END,
        created_at, created_at,
        CASE WHEN ${r(18)} < 0.88 THEN created_at + (now() - created_at) * (0.5 + 0.5 * ${r(19)}) END,
        CASE WHEN ${r(18)} < 0.88 THEN pg_temp.ip(floor(${r(20)} * ${ADDRESSES})::bigint) END,
        pg_temp.ip(floor(${r(21)} * ${ADDRESSES})::bigint),
        CASE WHEN g <= ${topAgents} THEN NULL
          WHEN g <= ${agents} THEN id - g + 1 + g % ${topAgents}
          WHEN ${r(22)} < 0.8 THEN id - g + ${topAgents + 1} + g % ${agents - topAgents} END
      FROM bench_people`,
    `SELECT setval(pg_get_serial_sequence('members', 'id'), (SELECT max(id) FROM members))`,
    // The closure the members_tree_file trigger keeps: each member at depth 0, its upline at 1; deeper
    // levels follow in a loop (closureDepth).
    `INSERT INTO member_tree (ancestor_id, descendant_id, depth)
      SELECT id, id, 0 FROM bench_people
      UNION ALL SELECT m.upline_id, m.id, 1 FROM members m JOIN bench_people p USING (id) WHERE m.upline_id IS NOT NULL`,
    // Every member's bank account, a quarter a second one; one number in seventy is shared (family
    // members, or one account behind several players).
    `INSERT INTO member_bank_accounts (merchant_id, member_id, bank_name, account_number, payee_name, created_at)
      SELECT ${merchant}, id, ${pick(BANKS, r(30, 'g * 2 + k'))},
        CASE WHEN ${r(31, 'g * 2 + k')} < 0.014 THEN '9704' || lpad((floor(${r(32, 'g * 2 + k')} * 400))::text, 8, '0')
          ELSE lpad(((g * 2 + k) * 104729 % 1000000000000)::text, 12, '0') END,
        real_name, created_at + interval '1 hour'
      FROM bench_people, generate_series(0, 1) AS k
      WHERE k = 0 OR ${r(33)} < 0.25
      ON CONFLICT (member_id, account_number) DO NOTHING`,
    `INSERT INTO member_known_ips (member_id, ip, first_seen_at, last_seen_at)
      SELECT id, pg_temp.ip(floor(${r(40, 'g * 3 + k')} * ${ADDRESSES})::bigint), created_at, now() - ${r(41, 'g * 3 + k')} * interval '300 days'
      FROM bench_people, generate_series(0, 2) AS k WHERE k < 1 + floor(${r(42)} * 3)
      ON CONFLICT DO NOTHING`,
    `INSERT INTO member_sessions (merchant_id, member_id, token_hash, created_at, last_seen_at, expires_at, revoked_at, ip, user_agent)
      SELECT ${merchant}, id, decode(md5('bench-session' || g), 'hex'), t, t, t + interval '7 days',
        CASE WHEN ${r(54)} < 0.7 THEN t + interval '2 hours' END,
        pg_temp.ip(floor(${r(50)} * ${ADDRESSES})::bigint),
        ${pick(['Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X)', 'Mozilla/5.0 (Linux; Android 15; SM-S928B)', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)'], r(51))}
      FROM (SELECT g, id, now() - ${r(52)} * interval '60 days' AS t FROM bench_people WHERE ${r(53)} < 0.6) AS s`,
    `INSERT INTO player_tags (merchant_id, member_id, tag)
      SELECT ${merchant}, id, ${pick(['vip', 'watch', 'bonus-hunter', 'high-roller', 'new'], r(60))}
      FROM bench_people WHERE ${r(61)} < 0.05`,
    // The ledger: every member's main wallet, a bonus wallet for one in twelve, and the brand's side.
    `INSERT INTO ledger_accounts (merchant_id, currency, kind, member_id, sub_key, may_go_negative, created_at)
      SELECT ${merchant}, 'USD', 'member.main', id, '', false, created_at FROM bench_people
      UNION ALL SELECT ${merchant}, 'USD', 'member.bonus', id, '', false, created_at FROM bench_people WHERE ${r(70)} < 0.08
      UNION ALL SELECT ${merchant}, 'USD', kind, NULL, '', true, now() - interval '1100 days'
        FROM unnest(ARRAY['system.cash_in', 'system.house', 'system.promotion']) AS kind
      ON CONFLICT DO NOTHING`,
    // Each member's movements on the main wallet in order: a first deposit d, then more deposits, bets
    // and wins. Bets of one member sum to less than d, so no balance goes below zero; two in a thousand
    // members end on a large win in the last day (the queue's large-win signal).
    `CREATE UNLOGGED TABLE bench_moves AS
      SELECT p.id AS member_id, a.id AS account_id, v AS version, p.created_at AS member_created_at,
        CASE WHEN v = 1 OR ${r(80, 'p.g * 10000 + v')} < 0.06 THEN 'deposit'
          WHEN v = n AND jackpot THEN 'game.credit'
          WHEN ${r(80, 'p.g * 10000 + v')} < 0.6 THEN 'game.debit' ELSE 'game.credit' END AS kind,
        CASE WHEN v = 1 THEN d
          WHEN v = n AND jackpot THEN 1000000 + floor(${r(81, 'p.g')} * 4000000)::bigint
          WHEN ${r(80, 'p.g * 10000 + v')} < 0.06 THEN d / 4
          WHEN ${r(80, 'p.g * 10000 + v')} < 0.6 THEN -(1 + floor(${r(82, 'p.g * 10000 + v')} * (d / n))::bigint)
          ELSE 1 + floor(${r(82, 'p.g * 10000 + v')} * (d / n) * 1.6)::bigint END AS amount,
        CASE WHEN v = n AND jackpot THEN now() - ${r(83, 'p.g')} * interval '20 hours'
          ELSE p.created_at + (now() - p.created_at) * (v / (n + 0.5)) END AS created_at
      FROM (SELECT *, least(5000, 1 + floor(-ln(1 - ${r(84)}) * ${meanTransfers})::int) AS n,
              (10000 + floor(${r(85)} * 490000) * 10)::bigint AS d, ${r(86)} < 0.002 AS jackpot
            FROM bench_people) AS p
        JOIN ledger_accounts a ON a.member_id = p.id AND a.kind = 'member.main',
        generate_series(1, p.n) AS v`,
    // Transfers numbered in time order, as the app's ids are.
    `CREATE UNLOGGED TABLE bench_transfers AS
      SELECT (SELECT coalesce(max(id), 0) FROM ledger_transfers) + row_number() OVER (ORDER BY created_at, member_id, version) AS id, *
      FROM bench_moves`,
    `INSERT INTO ledger_transfers (id, merchant_id, idempotency_key, kind, fingerprint, memo, created_at)
      OVERRIDING SYSTEM VALUE
      SELECT id, ${merchant}, 'bench:' || id, kind, decode(md5('bench:' || id), 'hex'),
        CASE WHEN kind = 'deposit' THEN '{}'::jsonb ELSE jsonb_build_object('provider', 'HOUSE', 'round', 'r' || id) END,
        created_at
      FROM bench_transfers`,
    // Both legs of each transfer, in transfer order: the member's (its version and running balance
    // per account) and the brand's (cash-in for a deposit, the house for play).
    `INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_before, balance_after, account_version, created_at)
      SELECT transfer_id, account_id, amount, balance_after - amount, balance_after, account_version, created_at
      FROM (
        SELECT id AS transfer_id, account_id, amount, version AS account_version, created_at,
          sum(amount) OVER (PARTITION BY account_id ORDER BY version) AS balance_after, 0 AS leg
        FROM bench_transfers
        UNION ALL
        SELECT id, house_id, -amount, row_number() OVER (PARTITION BY house_id ORDER BY id), created_at,
          sum(-amount) OVER (PARTITION BY house_id ORDER BY id), 1
        FROM (SELECT t.*, s.id AS house_id FROM bench_transfers t
          JOIN ledger_accounts s ON s.merchant_id = ${merchant} AND s.member_id IS NULL
            AND s.kind = CASE WHEN t.kind = 'deposit' THEN 'system.cash_in' ELSE 'system.house' END) AS brand
      ) AS legs
      ORDER BY transfer_id, leg`,
    // A bonus still being wagered in each bonus wallet (the queue's open-bonus signal).
    `CREATE UNLOGGED TABLE bench_bonuses AS
      SELECT (SELECT max(id) FROM ledger_transfers) + row_number() OVER (ORDER BY a.id) AS id, a.id AS account_id,
        (500 + floor(${r(90, 'a.id')} * 20000) * 10)::bigint AS amount, now() - ${r(91, 'a.id')} * interval '30 days' AS created_at
      FROM ledger_accounts a WHERE a.merchant_id = ${merchant} AND a.kind = 'member.bonus' AND a.version = 0`,
    `INSERT INTO ledger_transfers (id, merchant_id, idempotency_key, kind, fingerprint, created_at)
      OVERRIDING SYSTEM VALUE
      SELECT id, ${merchant}, 'bench:' || id, 'promotion.grant', decode(md5('bench:' || id), 'hex'), created_at FROM bench_bonuses`,
    `INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_before, balance_after, account_version, created_at)
      SELECT id, account_id, amount, 0, amount, 1, created_at FROM bench_bonuses
      UNION ALL
      SELECT b.id, s.id, -b.amount, -(sum(b.amount) OVER w - b.amount), -sum(b.amount) OVER w, row_number() OVER w, b.created_at
      FROM bench_bonuses b JOIN ledger_accounts s ON s.merchant_id = ${merchant} AND s.kind = 'system.promotion' AND s.member_id IS NULL
      WINDOW w AS (ORDER BY b.id)`,
    `SELECT setval(pg_get_serial_sequence('ledger_transfers', 'id'), (SELECT max(id) FROM ledger_transfers))`,
    // Each account's balance and version as its last entry left them (what the transfers' UPDATE does).
    `UPDATE ledger_accounts a SET balance = e.balance_after, version = e.account_version
      FROM (SELECT DISTINCT ON (account_id) account_id, balance_after, account_version
            FROM ledger_entries ORDER BY account_id, account_version DESC) AS e
      WHERE a.id = e.account_id`,
    // Withdrawals: a history of paid and rejected ones for two members in five, then the queue, a few
    // thousand pending and approved ones of the last three days, weighted towards the members whose
    // signals staff look for (new accounts, a large win, a shared bank account).
    `CREATE UNLOGGED TABLE bench_first_accounts AS
      SELECT DISTINCT ON (member_id) member_id, id, account_number FROM member_bank_accounts ORDER BY member_id, id`,
    `INSERT INTO withdrawals (merchant_id, member_id, bank_account_id, amount, status, request_key, created_at,
        decided_at, paid_at, confirmation, confirmed_at)
      SELECT ${merchant}, p.id, b.id, (10000 + floor(${r(100, 'p.g * 4 + k')} * 200000) * 10)::bigint,
        CASE WHEN ${r(101, 'p.g * 4 + k')} < 0.9 THEN 'paid' ELSE 'rejected' END, 'bench-h' || k, t, t + interval '2 hours',
        CASE WHEN ${r(101, 'p.g * 4 + k')} < 0.9 THEN t + interval '3 hours' END,
        CASE WHEN ${r(101, 'p.g * 4 + k')} < 0.9 THEN 'received' END,
        CASE WHEN ${r(101, 'p.g * 4 + k')} < 0.9 THEN t + interval '4 hours' END
      FROM bench_people p JOIN bench_first_accounts b ON b.member_id = p.id,
        generate_series(1, 3) AS k,
        LATERAL (SELECT p.created_at + (now() - interval '4 days' - p.created_at) * ${r(102, 'p.g * 4 + k')} AS t) AS at
      WHERE ${r(103)} < 0.4 AND k <= 1 + floor(${r(104)} * 3) AND p.created_at < now() - interval '5 days'`,
    `INSERT INTO withdrawals (merchant_id, member_id, bank_account_id, amount, status, request_key, created_at, decided_at)
      SELECT ${merchant}, p.id, b.id,
        CASE WHEN ${r(110)} < 0.1 THEN (1000000 + floor(${r(111)} * 300000) * 10)::bigint
          ELSE (5000 + floor(${r(111)} * 100000) * 10)::bigint END,
        CASE WHEN ${r(112)} < 0.8 THEN 'pending' ELSE 'approved' END, 'bench-q', t,
        CASE WHEN ${r(112)} >= 0.8 THEN t + interval '20 minutes' END
      FROM bench_people p JOIN bench_first_accounts b ON b.member_id = p.id,
        LATERAL (SELECT greatest(p.created_at, now() - ${r(113)} * interval '3 days') AS t) AS at
      WHERE ${r(114)} < 0.03 OR (p.created_at > now() - interval '7 days' AND ${r(115)} < 0.5)
        OR b.account_number LIKE '9704%' AND ${r(116)} < 0.3
        OR ${r(86)} < 0.002`,
  ];
}

/** Which database a size is loaded into: the full one is kept between runs, the smoke's beside it. */
const consoleDatabaseName = ({ members }: ConsoleSize) =>
  members >= 100_000 ? 'bench_console' : `bench_console_${members}`;

/**
 * The seeded database's URL beside `adminUrl`'s: loaded now unless a load of this seed version and size is
 * already there. Answers how long the load took (0 when there was one).
 */
export async function consoleDatabase(adminUrl: string, size: ConsoleSize) {
  const name = consoleDatabaseName(size);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const marker = `${SEED_VERSION} ${size.members} ${size.entries}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
    if (exists && (await seededAs(url.toString())) === marker) {
      // A migration added since the load (an index, say) applies to the kept data too.
      await migrated(url.toString());
      return { url: url.toString(), seconds: 0 };
    }
    const started = performance.now();
    if (exists) await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    await load(url.toString(), size, marker);
    return { url: url.toString(), seconds: (performance.now() - started) / 1000 };
  } finally {
    await admin.end();
  }
}

/** The marker a finished load left, or undefined: a load cut short leaves none and is loaded again. */
async function seededAs(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const marked = await client.query(`SELECT to_regclass('bench_seed') IS NOT NULL AS marked`);
    if (marked.rows[0]?.marked !== true) return undefined;
    return (await client.query<{ version: string }>('SELECT version FROM bench_seed')).rows[0]?.version;
  } finally {
    await client.end();
  }
}

/** Migrates the database (and seeds an empty one) as the server's start does. */
async function migrated(url: string) {
  const database = await openDatabase({ kind: 'postgres', url, poolMax: 2 });
  try {
    await migrateToLatest(database.db);
    await seedIfEmpty(database.db);
  } finally {
    await database.close();
  }
}

/** Migrates and seeds the database as the server's first start does, then loads the brand's players. */
async function load(url: string, size: ConsoleSize, marker: string) {
  await migrated(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const setting of [
      'session_replication_role = replica',
      "work_mem = '512MB'",
      "maintenance_work_mem = '1GB'",
      'synchronous_commit = off',
    ])
      await client.query(`SET ${setting}`);
    await client.query(RANDOM);
    await client.query(ADDRESS);
    const merchant = (await client.query<{ id: string }>(`SELECT id FROM merchants WHERE code = 'demo'`))
      .rows[0]?.id;
    if (merchant === undefined) throw new Error('the seed opened no demo brand');
    for (const statement of loadStatements(BigInt(merchant), size)) {
      const started = performance.now();
      await client.query(statement);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`  ${seconds.padStart(6)} s  ${statement.trim().split('\n')[0]?.slice(0, 90)}`);
      if (statement.startsWith('INSERT INTO member_tree')) await closureDepth(client);
    }
    await client.query(
      'DROP TABLE bench_people, bench_moves, bench_transfers, bench_bonuses, bench_first_accounts',
    );
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
  }
  await checkLedger(url);
  const marking = new pg.Client({ connectionString: url });
  await marking.connect();
  await marking.query('CREATE TABLE bench_seed (version text NOT NULL)');
  await marking.query('INSERT INTO bench_seed VALUES ($1)', [marker]);
  await marking.end();
}

/** The ledger's own invariants over what the load wrote: a database breaking one is not marked loaded. */
async function checkLedger(url: string) {
  const started = performance.now();
  const database = await openDatabase({ kind: 'postgres', url, poolMax: 1 });
  try {
    const violations = await ledgerViolations(database.db);
    if (violations.length > 0)
      throw new Error(`the loaded ledger breaks ${violations.map(({ invariant }) => invariant).join(', ')}`);
  } finally {
    await database.close();
  }
  console.log(
    `  ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s  the ledger's invariants hold`,
  );
}

/** The member tree's deeper levels: each member under every ancestor of its upline, level by level. */
async function closureDepth(client: pg.Client) {
  for (let depth = 2; ; depth += 1) {
    const added = await client.query(
      `INSERT INTO member_tree (ancestor_id, descendant_id, depth)
        SELECT t.ancestor_id, m.id, $1 FROM members m JOIN bench_people p USING (id)
          JOIN member_tree t ON t.descendant_id = m.upline_id AND t.depth = $1 - 1`,
      [depth],
    );
    if (added.rowCount === 0) return;
  }
}
