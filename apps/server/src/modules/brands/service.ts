import type {
  BrandDetail,
  ZBrandAccessBody,
  ZBrandCreateBody,
  ZBrandFeaturesBody,
  ZBrandGeneralBody,
  ZBrandHostsBody,
  ZBrandLimitsBody,
  ZBrandListQuery,
  ZBrandProtectionBody,
  ZBrandRegistrationBody,
  ZBrandServiceBody,
  ZBrandSiteBody,
  ZBrandSocialBody,
  ZBrandSportsbookBody,
} from '@platform/contracts/brands/schemas';
import { parseMoney } from '@platform/contracts/money';
import type { WhitelabelTree } from '@platform/contracts/system/whitelabel';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { DomainEvents } from '../../platform/domain-events.ts';
import type { OperatorSession } from '../../platform/endpoint.ts';
import { recordCommandLineAction, recordStaffAction } from '../audit/service.ts';
import { configureSocialProvider, socialProviders } from '../identity/social/providers.ts';
import { hasMovements } from '../ledger/service.ts';
import { activeOperatorId } from '../operator/service.ts';
import * as brands from '../system/brand-admin.ts';
import type { SecretBox } from '../system/secrets.ts';
import { resolveMerchant } from '../system/service.ts';

type Body<T extends z.ZodType> = z.output<T>;

export function listBrands(db: Kysely<DB>, staff: OperatorSession, query: Body<typeof ZBrandListQuery>) {
  return brands
    .listBrands(db, { ...query, merchantIds: staff.allBrands ? null : staff.merchantIds })
    .then(({ rows, total }) => ({
      items: rows.map((row) => ({
        code: row.code,
        name: row.name,
        status: row.status,
        currency: row.currency,
        languages: row.languages,
        primaryHost: row.primary_host,
        createdAt: row.created_at.toISOString(),
      })),
      total,
      page: query.page,
      size: query.size,
    }));
}

/** The brand of `code` as staff see it, if they may act on it (others are not told it exists). */
async function configFor(db: Kysely<DB>, staff: OperatorSession, code: string): Promise<brands.BrandConfig> {
  const config = await brands.brandConfig(db, code);
  if (!config || !(staff.allBrands || staff.merchantIds.includes(config.id)))
    throw new AppError(staff.allBrands ? 'merchant.not.found' : 'access.forbidden');
  return config;
}

async function detailOf(db: Kysely<DB>, config: brands.BrandConfig): Promise<BrandDetail> {
  const { id, ...detail } = config;
  const [currencyLocked, socialLogin] = await Promise.all([hasMovements(db, id), socialProviders(db, id)]);
  return { ...detail, currencyLocked, socialLogin };
}

export async function brandDetail(db: Kysely<DB>, staff: OperatorSession, code: string) {
  return detailOf(db, await configFor(db, staff, code));
}

async function refuseTakenHosts(db: Kysely<DB>, hosts: { host: string }[], merchantId: bigint | null) {
  const taken = await brands.hostsOfOthers(
    db,
    hosts.map((entry) => entry.host),
    merchantId,
  );
  if (taken.length > 0)
    throw new AppError('brand.host.taken', { issues: [{ path: 'hosts', code: taken.join(' ') }] });
}

/** A unique violation of a brand's code or host that a concurrent request won. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

/** Opens a brand from a template; the modules keeping a catalogue per brand copy theirs on `brand.created`. */
export async function createBrand(
  db: Kysely<DB>,
  events: DomainEvents,
  staff: OperatorSession,
  body: Body<typeof ZBrandCreateBody>,
) {
  const template = await resolveMerchant(db, { code: body.template, host: '' });
  if (!template) throw new AppError('merchant.not.found');
  if (await brands.codeTaken(db, body.code)) throw new AppError('brand.code.taken');
  await refuseTakenHosts(db, body.hosts, null);
  try {
    await db.transaction().execute(async (trx) => {
      const id = await brands.createBrandFromTemplate(trx, template, body);
      await events.publish(trx, 'brand.created', { merchantId: id, templateId: template.id });
      await recordStaffAction(trx, staff, {
        action: 'brand.create',
        merchantId: id,
        subject: `merchant:${id}`,
        detail: { template: template.code, after: { ...body, template: undefined } },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('brand.host.taken');
    throw error;
  }
  return detailOf(db, await configFor(db, { ...staff, allBrands: true }, body.code));
}

/**
 * One audited change of a brand: the configuration before, the write, the record with before and
 * after, in one transaction; `changed` picks the part of the configuration the change is about.
 */
async function changeBrand<T>(
  db: Kysely<DB>,
  staff: OperatorSession,
  code: string,
  action: string,
  changed: (config: brands.BrandConfig) => T,
  write: (trx: Kysely<DB>, config: brands.BrandConfig) => Promise<void>,
): Promise<BrandDetail> {
  const before = await configFor(db, staff, code);
  try {
    await db.transaction().execute(async (trx) => {
      await write(trx, before);
      const after = await brands.brandConfig(trx, code);
      if (!after) throw new Error('The brand just changed is missing');
      await recordStaffAction(trx, staff, {
        action,
        merchantId: before.id,
        subject: `merchant:${before.id}`,
        detail: { before: changed(before), after: changed(after) },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('brand.host.taken');
    throw error;
  }
  return brandDetail(db, staff, code);
}

export function setGeneral(db: Kysely<DB>, staff: OperatorSession, body: Body<typeof ZBrandGeneralBody>) {
  const pick = (config: brands.BrandConfig) => ({
    name: config.name,
    currency: config.currency,
    currencyScale: config.currencyScale,
    languages: config.languages,
    defaultLanguage: config.defaultLanguage,
    timeZone: config.timeZone,
  });
  return changeBrand(db, staff, body.merchant, 'brand.general.update', pick, async (trx, before) => {
    const currencyChanges = before.currency !== body.currency || before.currencyScale !== body.currencyScale;
    if (currencyChanges && (await hasMovements(trx, before.id))) throw new AppError('brand.currency.locked');
    await brands.updateGeneral(trx, before.id, body);
  });
}

export function setHosts(db: Kysely<DB>, staff: OperatorSession, body: Body<typeof ZBrandHostsBody>) {
  return changeBrand(
    db,
    staff,
    body.merchant,
    'brand.hosts.update',
    (config) => config.hosts,
    async (trx, before) => {
      await refuseTakenHosts(trx, body.hosts, before.id);
      await brands.replaceDomains(trx, before.id, body.hosts);
    },
  );
}

/** A refusal to tell the person at the command line (an unknown brand or staff account), not a fault. */
export class CommandRefused extends Error {}

/** The brand's console hosts, for the command line. */
export async function consoleHostsOf(db: Kysely<DB>, code: string): Promise<string[]> {
  const config = await brands.brandConfig(db, code);
  if (!config) throw new CommandRefused(`No brand ${code}`);
  return config.hosts.filter(({ site }) => site === 'console').map(({ host }) => host);
}

/**
 * Takes the console off the brand's hosts from the command line, recorded in the audit log as done by
 * the staff account `by`: the way back when a console host was saved before it answered, since from
 * then on the console answers nowhere else. Answers the hosts removed.
 */
export async function clearConsoleHosts(
  db: Kysely<DB>,
  request: { code: string; by: string },
): Promise<string[]> {
  const operatorId = await activeOperatorId(db, request.by);
  if (operatorId === undefined) throw new CommandRefused(`No active staff account ${request.by}`);
  return db.transaction().execute(async (trx) => {
    const before = await brands.brandConfig(trx, request.code);
    if (!before) throw new CommandRefused(`No brand ${request.code}`);
    const kept = before.hosts.filter(({ site }) => site !== 'console');
    const removed = before.hosts.filter(({ site }) => site === 'console').map(({ host }) => host);
    if (removed.length === 0) return removed;
    await brands.replaceDomains(trx, before.id, kept);
    await recordCommandLineAction(trx, operatorId, {
      action: 'brand.hosts.update',
      merchantId: before.id,
      subject: `merchant:${before.id}`,
      detail: { before: before.hosts, after: kept },
    });
    return removed;
  });
}

function switchIds(tree: WhitelabelTree): string[] {
  return tree.flatMap((node) => [node.modId, ...switchIds(node.childrenNodes)]);
}

function switchStates(tree: WhitelabelTree): Record<string, boolean> {
  return Object.fromEntries(
    tree.flatMap((node) => [[node.modId, node.enabled], ...Object.entries(switchStates(node.childrenNodes))]),
  );
}

export function setFeatures(db: Kysely<DB>, staff: OperatorSession, body: Body<typeof ZBrandFeaturesBody>) {
  return changeBrand(
    db,
    staff,
    body.merchant,
    'brand.features.update',
    (config) => switchStates(config.features),
    async (trx, before) => {
      const known = new Set(switchIds(before.features));
      const unknown = body.switches.filter((entry) => !known.has(entry.modId));
      if (unknown.length > 0)
        throw new AppError('request.invalid', {
          issues: unknown.map((entry) => ({ path: `body.switches.${entry.modId}`, code: 'unknown' })),
        });
      for (const entry of body.switches) await brands.setFeature(trx, before.id, entry.modId, entry.enabled);
    },
  );
}

export function setRegistration(
  db: Kysely<DB>,
  staff: OperatorSession,
  body: Body<typeof ZBrandRegistrationBody>,
) {
  return changeBrand(
    db,
    staff,
    body.merchant,
    'brand.registration.update',
    (config) => config.registration,
    (trx, before) => brands.setRegistration(trx, before.id, body.minimumAge, body.fields),
  );
}

export function setAccess(db: Kysely<DB>, staff: OperatorSession, body: Body<typeof ZBrandAccessBody>) {
  return changeBrand(
    db,
    staff,
    body.merchant,
    'brand.access.update',
    (config) => config.access,
    (trx, before) =>
      brands.setAccess(trx, before.id, {
        maintenance: body.maintenance,
        from: body.maintenanceFrom === null ? null : new Date(body.maintenanceFrom),
        until: body.maintenanceUntil === null ? null : new Date(body.maintenanceUntil),
        networks: body.blockedNetworks,
      }),
  );
}

export function setService(db: Kysely<DB>, staff: OperatorSession, body: Body<typeof ZBrandServiceBody>) {
  return changeBrand(
    db,
    staff,
    body.merchant,
    'brand.service.update',
    (config) => config.service,
    (trx, before) => brands.setService(trx, before.id, body),
  );
}

/**
 * Sets the brand's player-protection profile: the reality-check default, game pace and bonus ceilings
 * its players get from now on. Limits the players set themselves stay as they are.
 */
export function setProtection(
  db: Kysely<DB>,
  staff: OperatorSession,
  body: Body<typeof ZBrandProtectionBody>,
) {
  return changeBrand(
    db,
    staff,
    body.merchant,
    'brand.protection.update',
    (config) => config.protection,
    (trx, before) => brands.setProtectionProfile(trx, before.id, body.profile),
  );
}

/**
 * Sets the brand's default odds format and margin: the sportsbook learns both with each launch (the
 * wallet's balance answer), shows its members' prices in the format until they choose another, and
 * prices them at the margin.
 */
export function setSportsbook(
  db: Kysely<DB>,
  staff: OperatorSession,
  body: Body<typeof ZBrandSportsbookBody>,
) {
  return changeBrand(
    db,
    staff,
    body.merchant,
    'brand.sportsbook.update',
    (config) => config.sportsbook,
    (trx, before) => brands.setSportsbook(trx, before.id, body),
  );
}

/**
 * Sets the brand's largest single stake, in its currency (null: none). A stake is what one placement
 * takes: a lottery slip on one draw, one game debit; the games' and lottery's own limits still apply.
 */
export function setLimits(db: Kysely<DB>, staff: OperatorSession, body: Body<typeof ZBrandLimitsBody>) {
  return changeBrand(
    db,
    staff,
    body.merchant,
    'brand.limits.update',
    (config) => config.limits,
    async (trx, before) => {
      const maxStake = body.maxStake === null ? null : parseMoney(body.maxStake, before.currencyScale);
      if (maxStake === 0n || (body.maxStake !== null && maxStake === null))
        throw new AppError('request.invalid', {
          issues: [{ path: 'body.maxStake', code: 'invalid_amount' }],
        });
      await brands.setMaxStake(trx, before.id, maxStake);
    },
  );
}

export function setSite(db: Kysely<DB>, staff: OperatorSession, body: Body<typeof ZBrandSiteBody>) {
  const { merchant: _, ...site } = body;
  return changeBrand(
    db,
    staff,
    body.merchant,
    'brand.site.update',
    (config) => config.site,
    (trx, before) => brands.setSite(trx, before.id, site),
  );
}

/**
 * Sets a login provider of the brand. The client secret is sealed before it is stored and is in no
 * answer nor audit record: the record says only whether it was replaced. A provider's first save
 * needs one.
 */
export async function setSocialLogin(
  db: Kysely<DB>,
  secrets: SecretBox,
  staff: OperatorSession,
  body: Body<typeof ZBrandSocialBody>,
) {
  const brand = await configFor(db, staff, body.merchant);
  const before = (await socialProviders(db, brand.id)).find((entry) => entry.channel === body.channel);
  if (!before?.secretSet && body.clientSecret === undefined)
    throw new AppError('request.invalid', { issues: [{ path: 'body.clientSecret', code: 'required' }] });
  await db.transaction().execute(async (trx) => {
    await configureSocialProvider(trx, secrets, brand.id, {
      channel: body.channel,
      issuerUrl: body.issuerUrl,
      clientId: body.clientId,
      clientSecret: body.clientSecret,
      enabled: body.enabled,
    });
    const after = (await socialProviders(trx, brand.id)).find((entry) => entry.channel === body.channel);
    await recordStaffAction(trx, staff, {
      action: 'brand.social.update',
      merchantId: brand.id,
      subject: `merchant:${brand.id}`,
      detail: { before: before ?? null, after, secretReplaced: body.clientSecret !== undefined },
    });
  });
  return detailOf(db, brand);
}
