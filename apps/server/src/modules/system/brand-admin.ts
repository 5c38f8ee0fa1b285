import type { BrandDetail, BrandHost } from '@platform/contracts/brands/schemas';
import { formatMinorUnits } from '@platform/contracts/money';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Merchant } from '../../platform/merchant.ts';
import * as admin from './brand-admin-repo.ts';
import type { BrandDefinition } from './brand-definition.ts';
import * as repo from './repo.ts';
import { featureTreeOf, getWhitelabelTree, listResources } from './service.ts';

/**
 * Staff's view of a brand's configuration; the caller adds whether its currency is locked and its
 * login providers (the identity module's).
 */
export type BrandConfig = Omit<BrandDetail, 'currencyLocked' | 'socialLogin'> & { id: bigint };

export {
  codeTaken,
  hostsOfOthers,
  listBrands,
  replaceDomains,
  setAccess,
  setFeature,
  setMaxStake,
  setProtectionProfile,
  setRegistration,
  setService,
  setSite,
  setSportsbook,
  updateGeneral,
} from './brand-admin-repo.ts';

/** Every brand's configuration, whatever its status: staff manage suspended brands too. */
export async function brandConfig(db: Kysely<DB>, code: string): Promise<BrandConfig | undefined> {
  const row = await admin.findBrandRow(db, code);
  if (!row) return undefined;
  const [domains, features, fields, networks, paths] = await Promise.all([
    admin.listDomainRows(db, row.id),
    featureTreeOf(db, row.id),
    repo.listRegisterFields(db, row.id),
    admin.listBlockedNetworks(db, row.id),
    repo.listServicePaths(db, row.id),
  ]);
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    status: row.status,
    currency: row.currency,
    currencyScale: row.currency_scale,
    languages: row.languages,
    defaultLanguage: row.default_language,
    timeZone: row.time_zone,
    hosts: domains.map((domain) => ({ host: domain.host, site: domain.site, primary: domain.is_primary })),
    features,
    registration: {
      minimumAge: row.minimum_age,
      fields: fields.map((field) => ({
        field: field.field,
        enabled: field.enabled,
        required: field.required,
      })),
    },
    access: {
      maintenance: row.maintenance,
      maintenanceFrom: row.maintenance_from?.toISOString() ?? null,
      maintenanceUntil: row.maintenance_until?.toISOString() ?? null,
      blockedNetworks: networks,
    },
    limits: {
      maxStake: row.max_stake === null ? null : formatMinorUnits(row.max_stake, row.currency_scale),
    },
    protection: { profile: row.protection_profile },
    sportsbook: { oddsFormat: row.odds_format, margin: row.sportsbook_margin },
    service: {
      customerServiceUrl: row.customer_service_url,
      serviceHosts: row.service_hosts,
      paths,
    },
    site: {
      description: row.description,
      iconUrl: row.icon_url,
      themeColorLight: row.theme_color_light,
      themeColorDark: row.theme_color_dark,
      sessionIdleMinutes: row.session_idle_minutes,
      sessionLifetimeMinutes: row.session_lifetime_minutes,
      smsDailyQuota: row.sms_daily_quota,
    },
  };
}

export type NewBrand = Pick<
  BrandDefinition,
  'code' | 'name' | 'currency' | 'currencyScale' | 'languages' | 'defaultLanguage'
> & { timeZone: string; hosts: BrandHost[] };

/**
 * Opens a brand shaped like `template`: its switches, registration fields and rules, resources,
 * session rules and customer-service links. Nothing secret travels: the new brand's payload key is
 * made for it on first use, and payment methods (gateway secrets) and blocked networks are not copied.
 * Several writes: run it inside a transaction.
 */
export async function createBrandFromTemplate(trx: Kysely<DB>, template: Merchant, brand: NewBrand) {
  const [features, fields, resources, paths] = await Promise.all([
    getWhitelabelTree(trx, template),
    repo.listRegisterFields(trx, template.id),
    listResources(trx, template),
    repo.listServicePaths(trx, template.id),
  ]);
  const definition: BrandDefinition = {
    ...template,
    code: brand.code,
    name: brand.name,
    currency: brand.currency,
    currencyScale: brand.currencyScale,
    languages: brand.languages,
    defaultLanguage: brand.defaultLanguage,
    minimumAge: template.minimumAge === 21 ? 21 : 18,
    maintenance: false,
    maintenanceUntil: null,
    // Its hosts, with what each serves, are written below as staff gave them.
    domains: [],
    agentDomains: [],
    features,
    registerFields: Object.fromEntries(
      fields.map((field) => [
        field.field,
        {
          enabled: field.enabled,
          required: field.required,
          ...(field.pattern_id !== null && field.accepted_pattern !== null
            ? {
                rule: {
                  patternId: field.pattern_id,
                  acceptedPattern: field.accepted_pattern,
                  minLength: field.min_length ?? 0,
                  maxLength: field.max_length ?? 1,
                },
              }
            : {}),
        },
      ]),
    ) as BrandDefinition['registerFields'],
    resources,
    blockedNetworks: [],
    servicePaths: paths,
  };
  const id = await repo.insertMerchant(trx, definition);
  await admin.replaceDomains(trx, id, brand.hosts);
  await admin.setTimeZone(trx, id, brand.timeZone);
  return id;
}
