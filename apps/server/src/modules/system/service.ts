import { isFeatureEnabled, type WhitelabelNode } from '@platform/contracts/system/feature-switches';
import { REGISTER_FIELDS } from '@platform/contracts/system/register-fields';
import { type RegisterSettings, ZRegisterField } from '@platform/contracts/system/register-settings';
import type { Resource, SystemStatus } from '@platform/contracts/system/status';
import { ZResourceType } from '@platform/contracts/system/status';
import { type WhitelabelTree, ZModuleId } from '@platform/contracts/system/whitelabel';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Merchant } from '../../platform/merchant.ts';
import type { BrandDefinition } from './brand-definition.ts';
import { livePayloadKey } from './payload-keys.ts';
import * as repo from './repo.ts';
import type { SecretBox } from './secrets.ts';

export type MerchantLookup = { code: string | undefined; host: string };

/** The brand a request belongs to: by its Merchant header when sent, else by its host. */
export function resolveMerchant(db: Kysely<DB>, lookup: MerchantLookup): Promise<Merchant | undefined> {
  return lookup.code === undefined
    ? repo.findActiveMerchantByHost(db, lookup.host)
    : repo.findActiveMerchantByCode(db, lookup.code);
}

/** An active brand by its id, for calls that name a brand by what it owns (a game session). */
export function merchantById(db: Kysely<DB>, id: bigint): Promise<Merchant | undefined> {
  return repo.findActiveMerchantById(db, id);
}

export function getWhitelabelTree(db: Kysely<DB>, merchant: Merchant): Promise<WhitelabelTree> {
  return featureTreeOf(db, merchant.id);
}

/** A brand's feature switches as the tree the site reads, by the brand's id (staff reach suspended ones too). */
export async function featureTreeOf(db: Kysely<DB>, merchantId: bigint): Promise<WhitelabelTree> {
  const rows = await repo.listFeatures(db, merchantId);
  const nodes = new Map<string, WhitelabelNode>();
  const roots: WhitelabelNode[] = [];
  for (const row of rows) {
    const modId = ZModuleId.safeParse(row.mod_id);
    // A switch this build does not know yet is left out rather than failing every page load.
    if (!modId.success) continue;
    nodes.set(row.mod_id, { modId: modId.data, enabled: row.enabled, childrenNodes: [] });
  }
  for (const row of rows) {
    const node = nodes.get(row.mod_id);
    if (!node) continue;
    const parent = row.parent_mod_id === null ? undefined : nodes.get(row.parent_mod_id);
    if (row.parent_mod_id === null) roots.push(node);
    else parent?.childrenNodes.push(node);
  }
  return roots;
}

/** The brand plays every game from the main wallet (the single-wallet switch): no vendor wallets. */
export async function isSingleWallet(db: Kysely<DB>, merchant: Merchant): Promise<boolean> {
  return isFeatureEnabled(await getWhitelabelTree(db, merchant), 'SINGLE_MERCHANT_WALLET');
}

/** The hosts the brand answers on, in the order they were added. */
export async function brandDomains(db: Kysely<DB>, merchant: Merchant): Promise<string[]> {
  return (await repo.listDomains(db, merchant.id)).map((row) => row.host);
}

/** The brand's primary member-site host, where its links send players; undefined when it has none. */
export function primaryMemberHost(db: Kysely<DB>, merchant: Merchant): Promise<string | undefined> {
  return repo.primaryMemberHost(db, merchant.id);
}

/**
 * The brand's member site as this request reaches the platform: its primary host on the request's
 * scheme and port, so a link made on the agent site or a mirror sends players there. The request's
 * own origin when the brand has no member-site host (reached by its Merchant header alone).
 */
export async function memberSiteOrigin(
  db: Kysely<DB>,
  merchant: Merchant,
  origin: { protocol: string; host: string },
): Promise<string> {
  const primary = await primaryMemberHost(db, merchant);
  const port = /:\d+$/.exec(origin.host)?.[0] ?? '';
  return `${origin.protocol}://${primary === undefined ? origin.host : `${primary}${port}`}`;
}

export async function getRegisterSettings(db: Kysely<DB>, merchant: Merchant): Promise<RegisterSettings> {
  const rows = await repo.listRegisterFields(db, merchant.id);
  const settings: RegisterSettings = {
    config: Object.fromEntries(
      REGISTER_FIELDS.map((field) => [field, { enabled: false, required: false }]),
    ) as RegisterSettings['config'],
    rules: {},
    minimumAge: merchant.minimumAge,
  };
  for (const row of rows) {
    const field = ZRegisterField.safeParse(row.field);
    if (!field.success) continue;
    settings.config[field.data] = { enabled: row.enabled, required: row.required };
    if (row.pattern_id !== null && row.accepted_pattern !== null) {
      settings.rules[field.data] = {
        patternId: row.pattern_id,
        acceptedPattern: row.accepted_pattern,
        minLength: row.min_length ?? 0,
        maxLength: row.max_length ?? 1,
      };
    }
  }
  return settings;
}

export async function getSystemStatus(
  db: Kysely<DB>,
  secrets: SecretBox,
  merchant: Merchant,
): Promise<SystemStatus> {
  const [whitelabel, register, resources, payloadKey] = await Promise.all([
    getWhitelabelTree(db, merchant),
    getRegisterSettings(db, merchant),
    listResources(db, merchant),
    livePayloadKey(db, secrets, merchant),
  ]);
  return {
    merchant: {
      merchantCode: merchant.code,
      name: merchant.name,
      currency: merchant.currency,
      currencyScale: merchant.currencyScale,
      defaultLanguage: merchant.defaultLanguage,
      languages: merchant.languages,
      timeZone: merchant.timeZone,
      theme: { accent: merchant.accentColor, logoUrl: merchant.logoUrl },
    },
    whitelabel,
    register,
    resources,
    customerService: {
      isVipService: isFeatureEnabled(whitelabel, 'VIP_SERVICE'),
      url: merchant.customerServiceUrl,
      allowedHosts: merchant.serviceHosts,
    },
    imageCDNs: merchant.imageCdns,
    launchGameCDNs: merchant.launchGameCdns,
    encryption: { alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: payloadKey.kid, jwk: payloadKey.publicJwk },
  };
}

/** The brand's resources; a type this build does not know is left out. */
export async function listResources(db: Kysely<DB>, merchant: Merchant): Promise<Resource[]> {
  const rows = await repo.listResources(db, merchant.id);
  return rows.flatMap((row) => {
    const resourceType = ZResourceType.safeParse(row.resource_type);
    return resourceType.success
      ? [{ resourceType: resourceType.data, url: row.url, qrCodeUrl: row.qr_code_url }]
      : [];
  });
}

/** Opens a brand with its whole configuration. Several writes: run it inside a transaction. */
export function createMerchant(trx: Kysely<DB>, brand: BrandDefinition): Promise<bigint> {
  return repo.insertMerchant(trx, brand);
}

export async function hasAnyMerchant(db: Kysely<DB>): Promise<boolean> {
  return (await repo.merchantCount(db)) > 0;
}

export type Site = 'member' | 'agent';

/**
 * Which site a host of the brand serves to members and agents; any other host (a Merchant header from
 * elsewhere) is the member site, and so is a console host, whose member calls are the member site's.
 */
export async function siteOfHost(db: Kysely<DB>, merchant: Merchant, host: string): Promise<Site> {
  const site = await repo.siteOfHost(db, merchant.id, host.toLowerCase().replace(/\.$/, ''));
  return site === 'agent' ? 'agent' : 'member';
}

/** The hosts any brand gave the console; none means the console answers on every host. */
export function consoleHosts(db: Kysely<DB>): Promise<string[]> {
  return repo.listConsoleHosts(db);
}

/**
 * The brand's mirrors of the site `host` serves: its hosts of the same site (the member site's for a
 * host that is not the brand's). A host belongs to one brand only (the table's key), so no brand can
 * list another's.
 */
export async function mirrorHosts(db: Kysely<DB>, merchant: Merchant, host: string): Promise<string[]> {
  const domains = await repo.listDomains(db, merchant.id);
  const normalised = host.toLowerCase().replace(/\.$/, '');
  const site = domains.find((domain) => domain.host === normalised)?.site ?? 'member';
  return domains.filter((domain) => domain.site === site).map((domain) => domain.host);
}
