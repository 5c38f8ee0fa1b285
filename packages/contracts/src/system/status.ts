import { z } from 'zod';
import { ZLanguageCode } from '../languages.ts';
import { ZRegisterSettings } from './register-settings.ts';
import { ZWhitelabelTree } from './whitelabel.ts';

export const RESOURCE_TYPES = ['MOBILENUMBER', 'SKYPE', 'FACEBOOK', 'SpeedTest', 'USDJUMP', 'LINE'] as const;
export const ZResourceType = z.enum(RESOURCE_TYPES);

export const ZResource = z.object({
  resourceType: ZResourceType,
  url: z.string(),
  qrCodeUrl: z.string().nullable(),
});
export type Resource = z.infer<typeof ZResource>;

export const ZCustomerService = z.object({
  isVipService: z.boolean().describe('VIP service instead of the lottery service'),
  url: z.string().nullable(),
  allowedHosts: z.array(z.string()).describe('Hosts a service popup may open; anything else is refused'),
});

export const ZMerchantInfo = z.object({
  merchantCode: z.string(),
  name: z.string(),
  currency: z.string().length(3),
  currencyScale: z.number().int().min(0).max(4),
  defaultLanguage: ZLanguageCode,
  languages: z.array(ZLanguageCode),
  timeZone: z.string().describe("The brand's time zone (IANA name): the site's clock shows its time"),
  theme: z.object({
    accent: z
      .string()
      .regex(/^#[0-9a-f]{6}$/)
      .describe('Brand accent colour for primary actions'),
    logoUrl: z.string().nullable(),
  }),
});
export type MerchantInfo = z.infer<typeof ZMerchantInfo>;

/** The brand's public key for encrypted payloads (login, registration, password change ...). */
export const ZPayloadKey = z.object({
  alg: z.literal('RSA-OAEP-256'),
  enc: z.literal('A256GCM'),
  kid: z.string(),
  jwk: z.object({ kty: z.literal('RSA'), n: z.string(), e: z.string() }),
});
export type PayloadKey = z.infer<typeof ZPayloadKey>;

export const ZSystemStatus = z.object({
  merchant: ZMerchantInfo,
  whitelabel: ZWhitelabelTree,
  register: ZRegisterSettings,
  resources: z.array(ZResource),
  customerService: ZCustomerService,
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  encryption: ZPayloadKey,
});
export type SystemStatus = z.infer<typeof ZSystemStatus>;
