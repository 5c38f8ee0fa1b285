import { catalogueRule } from '@platform/contracts/patterns';
import type { BrandDefinition } from '../../modules/system/brand-definition.ts';

const off = { enabled: false, required: false };

/** The brand a fresh install serves on localhost, so the site works before an operator sets one up. */
export const DEMO_BRAND: BrandDefinition = {
  code: 'demo',
  name: 'Lucky Lotus',
  currency: 'USD',
  currencyScale: 2,
  defaultLanguage: 'EN',
  languages: ['EN', 'CN', 'TH', 'VI'],
  minimumAge: 18,
  customerServiceUrl: null,
  imageCdns: ['/media'],
  launchGameCdns: [],
  accentColor: '#7c3aed',
  logoUrl: null,
  description: 'Lottery, live casino, slots, sports and fishing games at Lucky Lotus, with daily promotions.',
  // The build's own icons and the site's own surfaces: a brand of its own sets these.
  iconUrl: null,
  themeColorLight: null,
  themeColorDark: null,
  serviceHosts: ['chat.lucky-lotus.example'],
  maintenance: false,
  maintenanceUntil: null,
  joinContactUrl: 'https://partners.lucky-lotus.example/apply',
  sessionIdleMinutes: 30,
  sessionLifetimeMinutes: 12 * 60,
  passwordMaxAgeDays: null,
  smsDailyQuota: null,
  maxStake: null,
  blockedNetworks: [],
  servicePaths: [
    { type: 1, url: 'https://chat.lucky-lotus.example/lottery' },
    { type: 3, url: 'https://chat.lucky-lotus.example/live?brand=demo' },
  ],
  domains: ['localhost', '127.0.0.1'],
  // Mobile registration and SMS login are on: codes go to the outbox (`npm run outbox`, or the server's
  // log). SMS verification of username registration stays off, so a username needs no phone. Free play
  // is on. Social login needs the brand's own client at a real provider, so it stays off here (README:
  // "Social login"). Quick login by passkey needs nothing of the brand's own: it is on.
  features: [
    {
      modId: 'REGISTRATION',
      enabled: true,
      childrenNodes: [
        { modId: 'REGISTER_USERNAME', enabled: true, childrenNodes: [] },
        { modId: 'REGISTER_MOBILE', enabled: true, childrenNodes: [] },
        { modId: 'REGISTER_MOBILE_PASSWORD', enabled: false, childrenNodes: [] },
        { modId: 'REGISTER_ONE_CLICK', enabled: true, childrenNodes: [] },
        { modId: 'SMS_VERIFICATION', enabled: false, childrenNodes: [] },
      ],
    },
    {
      modId: 'LOGIN',
      enabled: true,
      childrenNodes: [
        { modId: 'LOGIN_SMS_CODE', enabled: true, childrenNodes: [] },
        {
          modId: 'LOGIN_SOCIAL',
          enabled: false,
          childrenNodes: [
            { modId: 'LOGIN_GOOGLE', enabled: true, childrenNodes: [] },
            { modId: 'LOGIN_FACEBOOK', enabled: true, childrenNodes: [] },
          ],
        },
        { modId: 'LOGIN_PASSKEY', enabled: true, childrenNodes: [] },
        { modId: 'FREE_PLAY', enabled: true, childrenNodes: [] },
        { modId: 'FORCE_PASSWORD_EXPIRY_CHANGE', enabled: false, childrenNodes: [] },
        { modId: 'LOGIN_MANDATORY', enabled: false, childrenNodes: [] },
      ],
    },
    {
      modId: 'WALLET',
      enabled: true,
      childrenNodes: [{ modId: 'SINGLE_MERCHANT_WALLET', enabled: false, childrenNodes: [] }],
    },
    {
      modId: 'SERVICE',
      enabled: true,
      childrenNodes: [{ modId: 'VIP_SERVICE', enabled: false, childrenNodes: [] }],
    },
  ],
  registerFields: {
    username: { enabled: true, required: true, rule: catalogueRule(1, 6, 16) },
    password: { enabled: true, required: true, rule: catalogueRule(19, 8, 64) },
    mobileNum: { enabled: true, required: false, rule: catalogueRule(6, 9, 11) },
    email: { enabled: true, required: false, rule: catalogueRule(3, 5, 100) },
    payeeName: { enabled: true, required: false, rule: catalogueRule(8, 2, 60) },
    paymentPassword: off,
    qqNum: off,
    line: { enabled: true, required: false, rule: catalogueRule(9, 2, 40) },
    whatsapp: off,
    facebook: off,
    wechat: off,
    idNumber: off,
    recommenderId: off,
    affiliateCode: { enabled: true, required: false, rule: catalogueRule(4, 4, 20) },
    // Registration is behind the proof-of-work check; the image captcha is for brands that want more.
    captcha: off,
  },
  resources: [
    { resourceType: 'MOBILENUMBER', url: 'tel:+85200000000', qrCodeUrl: null },
    { resourceType: 'LINE', url: 'https://line.example/ti/p/lucky-lotus', qrCodeUrl: null },
    { resourceType: 'FACEBOOK', url: 'https://facebook.example/luckylotus', qrCodeUrl: null },
    { resourceType: 'SKYPE', url: 'skype:lucky-lotus?chat', qrCodeUrl: null },
  ],
};
