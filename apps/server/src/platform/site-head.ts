import type { MessageLanguage } from '@platform/contracts/languages';
import { PUBLIC_PAGES } from '@platform/contracts/system/public-pages';
import type { Merchant } from './merchant.ts';

/**
 * What browsers, search engines and link previews read from a brand's pages, written into the built
 * index.html per request host: the brand's title, description, icons, browser colours and Open Graph
 * tags, its robots.txt, sitemap.xml and web manifest. Everything a brand's staff typed is escaped.
 */

/** The build's own icons (apps/web/public), for a brand without an icon of its own. */
const DEFAULT_ICONS = {
  svg: '/favicon.svg',
  appleTouch: '/icons/apple-touch-icon.png',
  small: '/icons/icon-192.png',
  large: '/icons/icon-512.png',
  maskable: '/icons/maskable-512.png',
};

/** The site's page surface per theme (styles.css `--surface-0`), the browser chrome's default colour. */
const SURFACE = { light: '#f3f5fa', dark: '#0a0f1c' };

/** The template's block the brand's tags replace; between the markers, the build's defaults for dev. */
const HEAD_BLOCK = /<!-- brand-head -->[\s\S]*?<!-- \/brand-head -->/;
const HTML_LANG = /<html lang="[^"]*"/;

/** Open Graph locales (language_TERRITORY) of the site's languages; the page's lang is the same tag. */
const LOCALES: Record<MessageLanguage, string> = {
  EN: 'en_US',
  CN: 'zh_CN',
  TW: 'zh_TW',
  TH: 'th_TH',
  VI: 'vi_VN',
  JA: 'ja_JP',
  KO: 'ko_KR',
  KM: 'km_KH',
  ES: 'es_ES',
  PT: 'pt_PT',
  BR: 'pt_BR',
  ID: 'id_ID',
  MS: 'ms_MY',
  HI: 'hi_IN',
  BN: 'bn_BD',
  TA: 'ta_IN',
  TE: 'te_IN',
  UR: 'ur_PK',
  AR: 'ar_AR',
  FA: 'fa_IR',
  TR: 'tr_TR',
  RU: 'ru_RU',
  UK: 'uk_UA',
  PL: 'pl_PL',
  DE: 'de_DE',
  FR: 'fr_FR',
  IT: 'it_IT',
  NL: 'nl_NL',
  SV: 'sv_SE',
  FI: 'fi_FI',
  EL: 'el_GR',
  RO: 'ro_RO',
  HU: 'hu_HU',
  CS: 'cs_CZ',
  MY: 'my_MM',
  LO: 'lo_LA',
};

const RTL_LANGUAGES = new Set(['AR', 'FA', 'UR']);

function localeOf(language: string): string {
  return LOCALES[language as MessageLanguage] ?? LOCALES.EN;
}

/** Text for an HTML text node or a quoted attribute value. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A page of the brand's host, absolute: previews and crawlers need whole addresses. */
function absolute(origin: string, pathOrUrl: string): string {
  return pathOrUrl.startsWith('/') ? `${origin}${pathOrUrl}` : pathOrUrl;
}

/** The address a page is shared under: a public page's own, any other the home page's. */
export function canonicalPath(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? '/';
  if (pathname === '/index') return '/';
  return (PUBLIC_PAGES as readonly string[]).includes(pathname) ? pathname : '/';
}

function themeColors(merchant: Merchant): { light: string; dark: string } {
  return { light: merchant.themeColorLight ?? SURFACE.light, dark: merchant.themeColorDark ?? SURFACE.dark };
}

/** The head tags of one brand's page at `origin` + `path` (a canonical path, see canonicalPath). */
function brandHead(merchant: Merchant, origin: string, path: string): string {
  const name = escapeHtml(merchant.name);
  const description = escapeHtml(merchant.description ?? merchant.name);
  const colors = themeColors(merchant);
  const icon = merchant.iconUrl === null ? DEFAULT_ICONS.svg : escapeHtml(merchant.iconUrl);
  const iconType = merchant.iconUrl === null ? 'image/svg+xml' : 'image/png';
  const touchIcon = merchant.iconUrl === null ? DEFAULT_ICONS.appleTouch : escapeHtml(merchant.iconUrl);
  const image = escapeHtml(absolute(origin, merchant.iconUrl ?? DEFAULT_ICONS.large));
  const alternates = merchant.languages
    .filter((language) => language !== merchant.defaultLanguage)
    .map((language) => `<meta property="og:locale:alternate" content="${localeOf(language)}" />`);
  return [
    `<title>${name}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta name="theme-color" content="${colors.light}" media="(prefers-color-scheme: light)" />`,
    `<meta name="theme-color" content="${colors.dark}" media="(prefers-color-scheme: dark)" />`,
    `<link rel="icon" type="${iconType}" href="${icon}" />`,
    `<link rel="apple-touch-icon" href="${touchIcon}" />`,
    '<link rel="manifest" href="/manifest.webmanifest" />',
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${name}" />`,
    `<meta property="og:title" content="${name}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:url" content="${escapeHtml(`${origin}${path}`)}" />`,
    `<meta property="og:locale" content="${localeOf(merchant.defaultLanguage)}" />`,
    ...alternates,
    '<meta name="twitter:card" content="summary" />',
  ].join('\n    ');
}

/**
 * The built index.html for one brand: its head block replaced, the page's language its default one.
 * Without a brand (a host no brand answers on) the build's defaults stay and only the marker goes.
 */
export function renderPage(
  template: string,
  brand: { merchant: Merchant; origin: string; path: string } | undefined,
): string {
  if (!brand) return template;
  const { merchant, origin, path } = brand;
  const lang = localeOf(merchant.defaultLanguage).replace('_', '-');
  const dir = RTL_LANGUAGES.has(merchant.defaultLanguage) ? 'rtl' : 'ltr';
  return template
    .replace(HEAD_BLOCK, () => brandHead(merchant, origin, path))
    .replace(HTML_LANG, `<html lang="${lang}" dir="${dir}"`);
}

/**
 * Paths crawlers are asked to leave alone: the signed-in areas, game windows, one-time links and
 * every API (the platform's, the providers' wallet, staff, documents and the payment sandbox). Each
 * is a prefix of what it blocks, so none may be the start of a public page's path (`/promo` would
 * block `/promotions`).
 */
const PRIVATE_PATHS = [
  '/member',
  '/agent',
  '/login',
  '/feedback',
  '/reset-password',
  '/game',
  '/seamless',
  '/wps/',
  '/lgw/',
  '/ops/',
  '/vendor-wallet/',
  '/docs',
  '/sandbox-pay/',
  '/healthz',
  '/readyz',
];

/** robots.txt of a brand's host; a host no brand answers on asks crawlers to stay out. */
export function robotsTxt(origin: string | undefined): string {
  if (origin === undefined) return 'User-agent: *\nDisallow: /\n';
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The public pages of a brand's host (PUBLIC_PAGES), as a sitemap. */
export function sitemapXml(origin: string): string {
  const urls = PUBLIC_PAGES.map((path) => `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string };

/** The brand's web app manifest, which makes its site installable. */
export function webManifest(merchant: Merchant): Record<string, unknown> {
  const icons: ManifestIcon[] =
    merchant.iconUrl === null
      ? [
          { src: DEFAULT_ICONS.small, sizes: '192x192', type: 'image/png' },
          { src: DEFAULT_ICONS.large, sizes: '512x512', type: 'image/png' },
          { src: DEFAULT_ICONS.maskable, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: DEFAULT_ICONS.svg, sizes: 'any', type: 'image/svg+xml' },
        ]
      : [{ src: merchant.iconUrl, sizes: '512x512', type: 'image/png' }];
  const colors = themeColors(merchant);
  return {
    id: '/',
    name: merchant.name,
    short_name: merchant.name,
    description: merchant.description ?? merchant.name,
    lang: localeOf(merchant.defaultLanguage).replace('_', '-'),
    dir: RTL_LANGUAGES.has(merchant.defaultLanguage) ? 'rtl' : 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: SURFACE.dark,
    theme_color: colors.dark,
    icons,
  };
}
