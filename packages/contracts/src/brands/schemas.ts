import { z } from 'zod';
import { SOCIAL_CHANNELS } from '../identity/social.ts';
import { MESSAGE_LANGUAGES } from '../languages.ts';
import { ZMoney } from '../money.ts';
import { PROTECTION_PROFILE_CODES } from '../protection/profiles.ts';
import { REGISTER_FIELDS } from '../system/register-fields.ts';
import { ZModuleId, ZWhitelabelTree } from '../system/whitelabel.ts';
import { MAX_BRAND_MARGIN, ODDS_FORMATS } from '../vendor-wallet/sportsbook.ts';

export const ZBrandCode = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9_-]{1,31}$/, 'brand.code.invalid')
  .describe('Lower-case letters, digits, - and _: 2 to 32');

/** A host name as browsers send it: lower case, labels of letters, digits and inner hyphens. */
export const ZHostName = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/, 'brand.host.invalid');

export const BRAND_SITES = ['member', 'agent', 'console'] as const;

export const ZBrandHost = z.object({
  host: ZHostName,
  site: z
    .enum(BRAND_SITES)
    .describe(
      'What the host serves: the member site, the agent site or the operator console (once any brand has a console host, /console and /ops answer on console hosts only)',
    ),
  primary: z.boolean().describe("The member site's main host, where the brand's links send players"),
});
export type BrandHost = z.output<typeof ZBrandHost>;

const ZBrandHosts = z
  .array(ZBrandHost)
  .max(50)
  .refine((hosts) => new Set(hosts.map((entry) => entry.host)).size === hosts.length, 'brand.host.duplicate')
  .refine(
    (hosts) =>
      hosts.filter((entry) => entry.primary).length ===
        (hosts.some((entry) => entry.site === 'member') ? 1 : 0) &&
      hosts.every((entry) => !entry.primary || entry.site === 'member'),
    'brand.host.primary',
  );

const ZLanguages = z
  .array(z.enum(MESSAGE_LANGUAGES))
  .min(1)
  .max(MESSAGE_LANGUAGES.length)
  .refine((languages) => new Set(languages).size === languages.length, 'brand.language.duplicate');

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const ZTimeZone = z.string().trim().min(1).max(64).refine(isTimeZone, 'brand.time.zone.invalid');
const ZCurrency = z.string().regex(/^[A-Z]{3}$/, 'brand.currency.invalid');
const ZCurrencyScale = z.number().int().min(0).max(4);

const ZBrandGeneralFields = z.object({
  name: z.string().trim().min(1).max(64),
  currency: ZCurrency,
  currencyScale: ZCurrencyScale,
  languages: ZLanguages,
  defaultLanguage: z.enum(MESSAGE_LANGUAGES),
  timeZone: ZTimeZone,
});

const defaultLanguageListed = (body: { languages: string[]; defaultLanguage: string }) =>
  body.languages.includes(body.defaultLanguage);

export const ZBrandCreateBody = ZBrandGeneralFields.extend({
  template: ZBrandCode.default('demo').describe('The brand whose switches, fields and links are copied'),
  code: ZBrandCode,
  hosts: ZBrandHosts,
}).refine(defaultLanguageListed, { message: 'brand.language.default', path: ['defaultLanguage'] });

const ZMerchantRef = z.object({ merchant: z.string().regex(/^[A-Za-z0-9_-]{2,32}$/) });

export const ZBrandQuery = ZMerchantRef;

export const ZBrandGeneralBody = ZMerchantRef.extend(ZBrandGeneralFields.shape).refine(
  defaultLanguageListed,
  {
    message: 'brand.language.default',
    path: ['defaultLanguage'],
  },
);

export const ZBrandHostsBody = ZMerchantRef.extend({ hosts: ZBrandHosts });

export const ZBrandFeaturesBody = ZMerchantRef.extend({
  switches: z
    .array(z.object({ modId: ZModuleId, enabled: z.boolean() }))
    .min(1)
    .max(200)
    .describe('The switches to set; the tree keeps its shape'),
});

const ZRegisterFieldSetting = z.object({
  field: z.enum(REGISTER_FIELDS),
  enabled: z.boolean(),
  required: z.boolean(),
});

export const ZBrandRegistrationBody = ZMerchantRef.extend({
  minimumAge: z.union([z.literal(18), z.literal(21)]),
  fields: z
    .array(ZRegisterFieldSetting)
    .max(REGISTER_FIELDS.length)
    .refine(
      (fields) => new Set(fields.map((entry) => entry.field)).size === fields.length,
      'request.invalid',
    ),
});

/** An IPv4 or IPv6 network in CIDR notation; PostgreSQL's `cidr` has the last word on host bits. */
export const ZNetwork = z
  .string()
  .trim()
  .max(49)
  .refine(
    (text) => z.cidrv4().safeParse(text).success || z.cidrv6().safeParse(text).success,
    'brand.network.invalid',
  );

export const ZBrandAccessBody = ZMerchantRef.extend({
  maintenance: z.boolean(),
  maintenanceFrom: z.iso.datetime({ offset: true }).nullable().describe('Start of the window; null: at once'),
  maintenanceUntil: z.iso
    .datetime({ offset: true })
    .nullable()
    .describe('End of the window; null: until lifted'),
  blockedNetworks: z
    .array(ZNetwork)
    .max(500)
    .refine((networks) => new Set(networks).size === networks.length, 'brand.network.duplicate'),
}).refine(
  (body) =>
    body.maintenanceFrom === null ||
    body.maintenanceUntil === null ||
    Date.parse(body.maintenanceFrom) < Date.parse(body.maintenanceUntil),
  { message: 'brand.maintenance.window', path: ['maintenanceUntil'] },
);

const ZHttpsUrl = z.url({ protocol: /^https?$/ }).max(500);

export const ZBrandServiceBody = ZMerchantRef.extend({
  customerServiceUrl: ZHttpsUrl.nullable(),
  serviceHosts: z.array(ZHostName).max(20),
  paths: z
    .array(z.object({ type: z.number().int().min(1).max(9), url: ZHttpsUrl }))
    .max(20)
    .describe('Customer-service links by type; type 3 travels obscured'),
});

export const ZBrandProtectionBody = ZMerchantRef.extend({
  profile: z
    .enum(PROTECTION_PROFILE_CODES)
    .describe(
      "The player-protection profile: the defaults and ceilings of its players' limits and game pace",
    ),
});

export const ZBrandSportsbookBody = ZMerchantRef.extend({
  oddsFormat: z
    .enum(ODDS_FORMATS)
    .describe("How the sportsbook shows prices to the brand's members until they choose another format"),
  margin: z
    .number('brand.margin.range')
    .int('brand.margin.range')
    .min(0, 'brand.margin.range')
    .max(MAX_BRAND_MARGIN, 'brand.margin.range')
    .describe(
      "The sportsbook's margin (overround) on the brand's prices, in hundredths of a percent: 500 is 5%, at most 2000",
    ),
});

export const ZBrandLimitsBody = ZMerchantRef.extend({
  maxStake: z
    .string()
    .max(32)
    .nullable()
    .describe(
      'The largest single stake (a lottery slip on one draw, a game bet), in the currency; null: none',
    ),
});

const ZColour = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, 'brand.colour.invalid');

/** How the brand's pages present themselves and how long its members' sessions last. */
export const ZBrandSiteBody = ZMerchantRef.extend({
  description: z
    .string()
    .trim()
    .min(1)
    .max(300)
    .nullable()
    .describe("The pages' description; null: the name"),
  iconUrl: z
    .string()
    .trim()
    .max(500)
    .regex(/^(https:\/\/|\/)[^\s"<>]+$/, 'brand.icon.invalid')
    .nullable()
    .describe('A square 512 × 512 PNG, https:// or a path of the site; null: the build’s own'),
  themeColorLight: ZColour.nullable(),
  themeColorDark: ZColour.nullable(),
  sessionIdleMinutes: z.number().int().min(1).max(1440),
  sessionLifetimeMinutes: z.number().int().min(5).max(43_200),
  smsDailyQuota: z.number().int().min(0).max(10_000_000).nullable().describe('SMS per GMT+8 day; null: none'),
}).refine((body) => body.sessionIdleMinutes <= body.sessionLifetimeMinutes, {
  message: 'brand.session.idle',
  path: ['sessionIdleMinutes'],
});

/** A provider's issuer: https, or plain http on this machine only (tests, development). */
const ZIssuerUrl = z
  .url({ protocol: /^https?$/ })
  .max(500)
  .refine((text) => {
    const url = new URL(text);
    return (
      url.protocol === 'https:' ||
      ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) ||
      url.hostname.endsWith('.localhost')
    );
  }, 'brand.issuer.insecure');

export const ZBrandSocialBody = ZMerchantRef.extend({
  channel: z.enum(SOCIAL_CHANNELS),
  issuerUrl: ZIssuerUrl.describe("The provider's issuer, as its discovery document names it"),
  clientId: z.string().trim().min(1).max(300),
  clientSecret: z
    .string()
    .trim()
    .min(1)
    .max(300)
    .optional()
    .describe('Write-only: stored sealed, never answered; left out, the one saved before is kept'),
  enabled: z.boolean(),
});

export const ZBrandDetail = z.object({
  code: z.string(),
  name: z.string(),
  status: z.enum(['ACTIVE', 'SUSPENDED']),
  currency: z.string(),
  currencyScale: z.number().int(),
  currencyLocked: z.boolean().describe('Money has moved in the brand: its currency is fixed'),
  languages: z.array(z.string()),
  defaultLanguage: z.string(),
  timeZone: z.string(),
  hosts: z.array(z.object({ host: z.string(), site: z.enum(BRAND_SITES), primary: z.boolean() })),
  features: ZWhitelabelTree,
  registration: z.object({
    minimumAge: z.number().int(),
    fields: z.array(z.object({ field: z.string(), enabled: z.boolean(), required: z.boolean() })),
  }),
  access: z.object({
    maintenance: z.boolean(),
    maintenanceFrom: z.iso.datetime().nullable(),
    maintenanceUntil: z.iso.datetime().nullable(),
    blockedNetworks: z.array(z.string()),
  }),
  limits: z.object({ maxStake: ZMoney.nullable() }),
  protection: z.object({ profile: z.enum(PROTECTION_PROFILE_CODES) }),
  sportsbook: z.object({ oddsFormat: z.enum(ODDS_FORMATS), margin: z.number().int() }),
  service: z.object({
    customerServiceUrl: z.string().nullable(),
    serviceHosts: z.array(z.string()),
    paths: z.array(z.object({ type: z.number().int(), url: z.string() })),
  }),
  site: z.object({
    description: z.string().nullable(),
    iconUrl: z.string().nullable(),
    themeColorLight: z.string().nullable(),
    themeColorDark: z.string().nullable(),
    sessionIdleMinutes: z.number().int(),
    sessionLifetimeMinutes: z.number().int(),
    smsDailyQuota: z.number().int().nullable(),
  }),
  socialLogin: z
    .array(
      z.object({
        channel: z.enum(SOCIAL_CHANNELS),
        issuerUrl: z.string(),
        clientId: z.string(),
        secretSet: z.boolean().describe('A client secret is saved; it is never answered'),
        enabled: z.boolean(),
      }),
    )
    .describe("The brand's login providers (the channels' switches still decide what is offered)"),
});
export type BrandDetail = z.infer<typeof ZBrandDetail>;

export const BRAND_SORT_KEYS = ['code', 'name', 'createdAt'] as const;

export const ZBrandListQuery = z.object({
  q: z.string().trim().max(64).optional().describe('Part of the code, name or a host'),
  sort: z.enum(BRAND_SORT_KEYS).default('code'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(50),
});

export const ZBrandSummary = z.object({
  code: z.string(),
  name: z.string(),
  status: z.enum(['ACTIVE', 'SUSPENDED']),
  currency: z.string(),
  languages: z.array(z.string()),
  primaryHost: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

export const ZBrandList = z.object({
  items: z.array(ZBrandSummary),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
