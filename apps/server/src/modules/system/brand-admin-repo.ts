import type { BrandDetail, BrandHost } from '@platform/contracts/brands/schemas';
import type { ProtectionProfileCode } from '@platform/contracts/protection/profiles';
import type { OddsFormat } from '@platform/contracts/vendor-wallet/sportsbook';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

export type BrandListFilter = {
  q?: string | undefined;
  sort: 'code' | 'name' | 'createdAt';
  order: 'asc' | 'desc';
  page: number;
  size: number;
  /** null: every brand */
  merchantIds: readonly bigint[] | null;
};

const SORT_COLUMN = {
  code: 'merchants.code',
  name: 'merchants.name',
  createdAt: 'merchants.created_at',
} as const;

export async function listBrands(db: Kysely<DB>, filter: BrandListFilter) {
  let query = db.selectFrom('merchants');
  if (filter.merchantIds !== null)
    query = query.where('merchants.id', 'in', filter.merchantIds.length > 0 ? filter.merchantIds : [-1n]);
  if (filter.q !== undefined && filter.q !== '') {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('merchants.code', 'ilike', pattern),
        eb('merchants.name', 'ilike', pattern),
        eb.exists(
          eb
            .selectFrom('merchant_domains')
            .select('host')
            .whereRef('merchant_domains.merchant_id', '=', 'merchants.id')
            .where('merchant_domains.host', 'ilike', pattern),
        ),
      ]),
    );
  }
  const [rows, { total }] = await Promise.all([
    query
      .select([
        'merchants.code',
        'merchants.name',
        'merchants.status',
        'merchants.currency',
        'merchants.languages',
        'merchants.created_at',
        (eb) =>
          eb
            .selectFrom('merchant_domains')
            .select('host')
            .whereRef('merchant_domains.merchant_id', '=', 'merchants.id')
            .where('is_primary', '=', true)
            .limit(1)
            .as('primary_host'),
      ])
      .orderBy(SORT_COLUMN[filter.sort], filter.order)
      .orderBy('merchants.id', filter.order)
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size)
      .execute(),
    query.select((eb) => eb.fn.countAll<bigint>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total) };
}

export function findBrandRow(db: Kysely<DB>, code: string) {
  return db.selectFrom('merchants').selectAll().where('code', '=', code).executeTakeFirst();
}

export function listDomainRows(db: Kysely<DB>, merchantId: bigint) {
  return db
    .selectFrom('merchant_domains')
    .select(['host', 'site', 'is_primary'])
    .where('merchant_id', '=', merchantId)
    .orderBy('is_primary', 'desc')
    .orderBy('site', 'desc')
    .orderBy('created_at')
    .orderBy('host')
    .execute();
}

export async function listBlockedNetworks(db: Kysely<DB>, merchantId: bigint): Promise<string[]> {
  const rows = await db
    .selectFrom('merchant_blocked_networks')
    .select(sql<string>`network::text`.as('network'))
    .where('merchant_id', '=', merchantId)
    .execute();
  return rows.map((row) => row.network);
}

/** Of `hosts`, those another brand holds. */
export async function hostsOfOthers(db: Kysely<DB>, hosts: string[], merchantId: bigint | null) {
  if (hosts.length === 0) return [];
  let query = db.selectFrom('merchant_domains').select('host').where('host', 'in', hosts);
  if (merchantId !== null) query = query.where('merchant_id', '<>', merchantId);
  return (await query.execute()).map((row) => row.host);
}

export async function codeTaken(db: Kysely<DB>, code: string): Promise<boolean> {
  return (
    (await db.selectFrom('merchants').select('id').where('code', '=', code).executeTakeFirst()) !== undefined
  );
}

export async function updateGeneral(
  trx: Kysely<DB>,
  merchantId: bigint,
  general: {
    name: string;
    currency: string;
    currencyScale: number;
    languages: string[];
    defaultLanguage: string;
    timeZone: string;
  },
) {
  await trx
    .updateTable('merchants')
    .set({
      name: general.name,
      currency: general.currency,
      currency_scale: general.currencyScale,
      languages: general.languages,
      default_language: general.defaultLanguage,
      time_zone: general.timeZone,
      updated_at: new Date(),
    })
    .where('id', '=', merchantId)
    .execute();
}

export async function replaceDomains(trx: Kysely<DB>, merchantId: bigint, hosts: BrandHost[]) {
  await trx.deleteFrom('merchant_domains').where('merchant_id', '=', merchantId).execute();
  if (hosts.length === 0) return;
  await trx
    .insertInto('merchant_domains')
    .values(
      hosts.map((entry) => ({
        host: entry.host,
        merchant_id: merchantId,
        site: entry.site,
        is_primary: entry.primary,
      })),
    )
    .execute();
}

export async function setFeature(trx: Kysely<DB>, merchantId: bigint, modId: string, enabled: boolean) {
  await trx
    .updateTable('merchant_features')
    .set({ enabled })
    .where('merchant_id', '=', merchantId)
    .where('mod_id', '=', modId)
    .execute();
}

export async function setRegistration(
  trx: Kysely<DB>,
  merchantId: bigint,
  minimumAge: number,
  fields: { field: string; enabled: boolean; required: boolean }[],
) {
  await trx.updateTable('merchants').set({ minimum_age: minimumAge }).where('id', '=', merchantId).execute();
  for (const [index, entry] of fields.entries())
    await trx
      .insertInto('merchant_register_fields')
      .values({
        merchant_id: merchantId,
        field: entry.field,
        enabled: entry.enabled,
        required: entry.required,
        sort_order: index,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['merchant_id', 'field'])
          .doUpdateSet({ enabled: entry.enabled, required: entry.required }),
      )
      .execute();
}

export async function setAccess(
  trx: Kysely<DB>,
  merchantId: bigint,
  access: { maintenance: boolean; from: Date | null; until: Date | null; networks: string[] },
) {
  await trx
    .updateTable('merchants')
    .set({ maintenance: access.maintenance, maintenance_from: access.from, maintenance_until: access.until })
    .where('id', '=', merchantId)
    .execute();
  await trx.deleteFrom('merchant_blocked_networks').where('merchant_id', '=', merchantId).execute();
  if (access.networks.length > 0)
    await trx
      .insertInto('merchant_blocked_networks')
      .values(access.networks.map((network) => ({ merchant_id: merchantId, network })))
      .execute();
}

export async function setProtectionProfile(
  trx: Kysely<DB>,
  merchantId: bigint,
  profile: ProtectionProfileCode,
) {
  await trx
    .updateTable('merchants')
    .set({ protection_profile: profile })
    .where('id', '=', merchantId)
    .execute();
}

export async function setSportsbook(
  trx: Kysely<DB>,
  merchantId: bigint,
  settings: { oddsFormat: OddsFormat; margin: number },
) {
  await trx
    .updateTable('merchants')
    .set({ odds_format: settings.oddsFormat, sportsbook_margin: settings.margin })
    .where('id', '=', merchantId)
    .execute();
}

export async function setMaxStake(trx: Kysely<DB>, merchantId: bigint, maxStake: bigint | null) {
  await trx.updateTable('merchants').set({ max_stake: maxStake }).where('id', '=', merchantId).execute();
}

export async function setService(
  trx: Kysely<DB>,
  merchantId: bigint,
  service: {
    customerServiceUrl: string | null;
    serviceHosts: string[];
    paths: { type: number; url: string }[];
  },
) {
  await trx
    .updateTable('merchants')
    .set({ customer_service_url: service.customerServiceUrl, service_hosts: service.serviceHosts })
    .where('id', '=', merchantId)
    .execute();
  await trx.deleteFrom('merchant_service_paths').where('merchant_id', '=', merchantId).execute();
  if (service.paths.length > 0)
    await trx
      .insertInto('merchant_service_paths')
      .values(service.paths.map((path, index) => ({ merchant_id: merchantId, ...path, sort_order: index })))
      .execute();
}

export async function setTimeZone(trx: Kysely<DB>, merchantId: bigint, timeZone: string) {
  await trx.updateTable('merchants').set({ time_zone: timeZone }).where('id', '=', merchantId).execute();
}

export async function setSite(trx: Kysely<DB>, merchantId: bigint, site: BrandDetail['site']) {
  await trx
    .updateTable('merchants')
    .set({
      description: site.description,
      icon_url: site.iconUrl,
      theme_color_light: site.themeColorLight,
      theme_color_dark: site.themeColorDark,
      session_idle_minutes: site.sessionIdleMinutes,
      session_lifetime_minutes: site.sessionLifetimeMinutes,
      sms_daily_quota: site.smsDailyQuota,
      updated_at: new Date(),
    })
    .where('id', '=', merchantId)
    .execute();
}
