import type { WhitelabelTree } from '@platform/contracts/system/whitelabel';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB, PublicJwk } from '../../db/schema.ts';
import type { Merchant } from '../../platform/merchant.ts';
import type { BrandDefinition } from './brand-definition.ts';

function toMerchant(row: Selectable<DB['merchants']>): Merchant {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    currency: row.currency,
    currencyScale: row.currency_scale,
    defaultLanguage: row.default_language,
    languages: row.languages,
    timeZone: row.time_zone,
    minimumAge: row.minimum_age,
    customerServiceUrl: row.customer_service_url,
    imageCdns: row.image_cdns,
    launchGameCdns: row.launch_game_cdns,
    accentColor: row.accent_color,
    logoUrl: row.logo_url,
    description: row.description,
    iconUrl: row.icon_url,
    themeColorLight: row.theme_color_light,
    themeColorDark: row.theme_color_dark,
    serviceHosts: row.service_hosts,
    maintenance: row.maintenance,
    maintenanceFrom: row.maintenance_from,
    maintenanceUntil: row.maintenance_until,
    joinContactUrl: row.join_contact_url,
    sessionIdleMinutes: row.session_idle_minutes,
    sessionLifetimeMinutes: row.session_lifetime_minutes,
    passwordMaxAgeDays: row.password_max_age_days,
    smsDailyQuota: row.sms_daily_quota,
    maxStake: row.max_stake,
    protectionProfile: row.protection_profile,
    oddsFormat: row.odds_format,
    sportsbookMargin: row.sportsbook_margin,
  };
}

export async function findActiveMerchantByCode(db: Kysely<DB>, code: string): Promise<Merchant | undefined> {
  const row = await db
    .selectFrom('merchants')
    .selectAll()
    .where('code', '=', code)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  return row && toMerchant(row);
}

export async function findActiveMerchantById(db: Kysely<DB>, id: bigint): Promise<Merchant | undefined> {
  const row = await db
    .selectFrom('merchants')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  return row && toMerchant(row);
}

export async function findActiveMerchantByHost(db: Kysely<DB>, host: string): Promise<Merchant | undefined> {
  const row = await db
    .selectFrom('merchant_domains')
    .innerJoin('merchants', 'merchants.id', 'merchant_domains.merchant_id')
    .selectAll('merchants')
    .where('merchant_domains.host', '=', host)
    .where('merchants.status', '=', 'ACTIVE')
    .executeTakeFirst();
  return row && toMerchant(row);
}

export function listFeatures(db: Kysely<DB>, merchantId: bigint) {
  return db
    .selectFrom('merchant_features')
    .select(['mod_id', 'parent_mod_id', 'enabled'])
    .where('merchant_id', '=', merchantId)
    .orderBy('sort_order')
    .orderBy('mod_id')
    .execute();
}

export function listRegisterFields(db: Kysely<DB>, merchantId: bigint) {
  return db
    .selectFrom('merchant_register_fields')
    .select(['field', 'enabled', 'required', 'pattern_id', 'accepted_pattern', 'min_length', 'max_length'])
    .where('merchant_id', '=', merchantId)
    .orderBy('sort_order')
    .execute();
}

export function listResources(db: Kysely<DB>, merchantId: bigint) {
  return db
    .selectFrom('merchant_resources')
    .select(['resource_type', 'url', 'qr_code_url'])
    .where('merchant_id', '=', merchantId)
    .orderBy('sort_order')
    .execute();
}

export async function merchantCount(db: Kysely<DB>): Promise<number> {
  const { count } = await db
    .selectFrom('merchants')
    .select((eb) => eb.fn.countAll<bigint>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Writes a brand and all of its configuration; the caller runs it inside one transaction. */
export async function insertMerchant(trx: Kysely<DB>, brand: BrandDefinition): Promise<bigint> {
  const { id } = await trx
    .insertInto('merchants')
    .values({
      code: brand.code,
      name: brand.name,
      currency: brand.currency,
      currency_scale: brand.currencyScale,
      default_language: brand.defaultLanguage,
      languages: brand.languages,
      minimum_age: brand.minimumAge,
      customer_service_url: brand.customerServiceUrl,
      image_cdns: brand.imageCdns,
      launch_game_cdns: brand.launchGameCdns,
      accent_color: brand.accentColor,
      logo_url: brand.logoUrl,
      description: brand.description,
      icon_url: brand.iconUrl,
      theme_color_light: brand.themeColorLight,
      theme_color_dark: brand.themeColorDark,
      service_hosts: brand.serviceHosts,
      maintenance: brand.maintenance,
      maintenance_until: brand.maintenanceUntil,
      join_contact_url: brand.joinContactUrl,
      session_idle_minutes: brand.sessionIdleMinutes,
      session_lifetime_minutes: brand.sessionLifetimeMinutes,
      password_max_age_days: brand.passwordMaxAgeDays,
      sms_daily_quota: brand.smsDailyQuota,
      max_stake: brand.maxStake,
      ...(brand.protectionProfile ? { protection_profile: brand.protectionProfile } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const hosts = [
    ...brand.domains.map((host, index) => ({
      host,
      merchant_id: id,
      site: 'member' as const,
      is_primary: index === 0,
    })),
    ...(brand.agentDomains ?? []).map((host) => ({ host, merchant_id: id, site: 'agent' as const })),
  ];
  if (hosts.length > 0) await trx.insertInto('merchant_domains').values(hosts).execute();

  const features = flattenTree(brand.features, null).map((node, index) => ({
    merchant_id: id,
    ...node,
    sort_order: index,
  }));
  // Parents come before their children in the flattened order, so the self-reference holds row by row.
  for (const feature of features) await trx.insertInto('merchant_features').values(feature).execute();

  await trx
    .insertInto('merchant_register_fields')
    .values(
      Object.entries(brand.registerFields).map(([field, definition], index) => ({
        merchant_id: id,
        field,
        enabled: definition.enabled,
        required: definition.required,
        pattern_id: definition.rule?.patternId ?? null,
        accepted_pattern: definition.rule?.acceptedPattern ?? null,
        min_length: definition.rule?.minLength ?? null,
        max_length: definition.rule?.maxLength ?? null,
        sort_order: index,
      })),
    )
    .execute();

  if (brand.resources.length > 0) {
    await trx
      .insertInto('merchant_resources')
      .values(
        brand.resources.map((resource, index) => ({
          merchant_id: id,
          resource_type: resource.resourceType,
          url: resource.url,
          qr_code_url: resource.qrCodeUrl,
          sort_order: index,
        })),
      )
      .execute();
  }
  if (brand.blockedNetworks.length > 0) {
    await trx
      .insertInto('merchant_blocked_networks')
      .values(brand.blockedNetworks.map((network) => ({ merchant_id: id, network })))
      .execute();
  }
  if (brand.servicePaths.length > 0) {
    await trx
      .insertInto('merchant_service_paths')
      .values(brand.servicePaths.map((path, index) => ({ merchant_id: id, ...path, sort_order: index })))
      .execute();
  }
  return id;
}

type FlatFeature = { mod_id: string; parent_mod_id: string | null; enabled: boolean };

function flattenTree(nodes: WhitelabelTree, parent: string | null): FlatFeature[] {
  return nodes.flatMap((node) => [
    { mod_id: node.modId, parent_mod_id: parent, enabled: node.enabled },
    ...flattenTree(node.childrenNodes, node.modId),
  ]);
}

/** Whether the address falls in one of the brand's blocked networks (IPv4 or IPv6). */
export async function isAddressBlocked(
  db: Kysely<DB>,
  merchantId: bigint,
  address: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('merchant_blocked_networks')
    .select('network')
    .where('merchant_id', '=', merchantId)
    .where(sql<boolean>`${address}::inet <<= network`)
    .executeTakeFirst();
  return row !== undefined;
}

export function listDomains(db: Kysely<DB>, merchantId: bigint) {
  return db
    .selectFrom('merchant_domains')
    .select(['host', 'site'])
    .where('merchant_id', '=', merchantId)
    .orderBy('created_at')
    .orderBy('host')
    .execute();
}

export function listServicePaths(db: Kysely<DB>, merchantId: bigint) {
  return db
    .selectFrom('merchant_service_paths')
    .select(['type', 'url'])
    .where('merchant_id', '=', merchantId)
    .orderBy('sort_order')
    .execute();
}

export function findLivePayloadKey(db: Kysely<DB>, merchantId: bigint) {
  return db
    .selectFrom('merchant_payload_keys')
    .select(['kid', 'public_jwk', 'private_pkcs8'])
    .where('merchant_id', '=', merchantId)
    .where('retired_at', 'is', null)
    .executeTakeFirst();
}

export function findPayloadKey(db: Kysely<DB>, merchantId: bigint, kid: string) {
  return db
    .selectFrom('merchant_payload_keys')
    .select(['kid', 'public_jwk', 'private_pkcs8'])
    .where('merchant_id', '=', merchantId)
    .where('kid', '=', kid)
    .executeTakeFirst();
}

export async function retirePayloadKey(db: Kysely<DB>, merchantId: bigint, kid: string): Promise<void> {
  await db
    .updateTable('merchant_payload_keys')
    .set({ retired_at: new Date() })
    .where('merchant_id', '=', merchantId)
    .where('kid', '=', kid)
    .execute();
}

/** Keeps the first live key of a brand; a concurrent second one is dropped. */
export async function insertPayloadKey(
  db: Kysely<DB>,
  key: { kid: string; merchantId: bigint; publicJwk: PublicJwk; privatePkcs8: string },
): Promise<void> {
  await db
    .insertInto('merchant_payload_keys')
    .values({
      kid: key.kid,
      merchant_id: key.merchantId,
      public_jwk: JSON.stringify(key.publicJwk),
      private_pkcs8: key.privatePkcs8,
    })
    .onConflict((conflict) => conflict.column('merchant_id').where('retired_at', 'is', null).doNothing())
    .execute();
}

export async function primaryMemberHost(db: Kysely<DB>, merchantId: bigint) {
  const row = await db
    .selectFrom('merchant_domains')
    .select('host')
    .where('merchant_id', '=', merchantId)
    .where('is_primary', '=', true)
    .executeTakeFirst();
  return row?.host;
}

/** Every brand's console hosts. */
export async function listConsoleHosts(db: Kysely<DB>): Promise<string[]> {
  const rows = await db.selectFrom('merchant_domains').select('host').where('site', '=', 'console').execute();
  return rows.map((row) => row.host);
}

export async function siteOfHost(db: Kysely<DB>, merchantId: bigint, host: string) {
  const row = await db
    .selectFrom('merchant_domains')
    .select('site')
    .where('merchant_id', '=', merchantId)
    .where('host', '=', host)
    .executeTakeFirst();
  return row?.site;
}
