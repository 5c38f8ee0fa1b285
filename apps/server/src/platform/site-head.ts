import { createHash } from 'node:crypto';
import { resolveImageUrl } from '@platform/contracts/content/image-url';
import type { MessageLanguage } from '@platform/contracts/languages';
import { HOME_SHELL_ID } from '@platform/contracts/system/home-shell';
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
const BODY_START = /<body[^>]*>/;

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
 * Sets the page's theme before its first paint as the site's theme store does (the visitor's stored
 * choice, else the system's): the page would otherwise paint dark until the site's scripts have run,
 * and the home page's banner (homeShell) would show on the wrong background. The page's policy allows
 * this one script by its hash (site.ts).
 */
const THEME_SCRIPT =
  "try{var t=localStorage.getItem('theme');if(t!=='light'&&t!=='dark')t=matchMedia('(prefers-color-scheme: light)').matches?'light':'dark';var r=document.documentElement;r.dataset.theme=t;r.style.colorScheme=t}catch(e){}";
export const THEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;

/** The home page's first banner, painted from the HTML (homeShell): its stored image path. */
export type HomeShell = { imagePath: string; hasHeadlines: boolean };

/**
 * Where the home page's hero banner sits, as the site lays it out (shell-layout.tsx, site-header.tsx,
 * home-page.tsx, banner-carousel.tsx): under the header (a 1.75rem clock strip below 1024 px, a 4rem
 * bar and its 1px border), the 2.5rem headline ticker when there are headlines, and the page's top
 * padding (1.5rem, 2rem from 640 px); as wide as the 72rem page less its 1rem sides, 16:9 (3:1 from
 * 640 px), with the slide's rounded corners and shade. From 1280 px the nav bar, whose height
 * follows its links, comes between: there the banner waits for the site.
 */
const HOME_SHELL_STYLE = [
  `#${HOME_SHELL_ID}{--ticker:0rem;position:absolute;inset-inline:0;top:calc(5.75rem + 1px + var(--ticker) + 1.5rem);z-index:20;pointer-events:none}`,
  `#${HOME_SHELL_ID}[data-headlines]{--ticker:2.5rem}`,
  `#${HOME_SHELL_ID}>div{max-width:72rem;margin-inline:auto;padding-inline:1rem}`,
  `#${HOME_SHELL_ID}>div>div{position:relative;overflow:hidden;aspect-ratio:16/9;border-radius:1.5rem;background:var(--surface-2)}`,
  `#${HOME_SHELL_ID}>div>div::after{content:"";position:absolute;inset:0;background:linear-gradient(90deg,rgb(0 0 0/.62),rgb(0 0 0/.18) 60%,transparent)}`,
  `#${HOME_SHELL_ID} img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}`,
  `@media (min-width:40rem){#${HOME_SHELL_ID}{top:calc(5.75rem + 1px + var(--ticker) + 2rem)}#${HOME_SHELL_ID}>div>div{aspect-ratio:3/1}}`,
  `@media (min-width:64rem){#${HOME_SHELL_ID}{top:calc(4rem + 1px + var(--ticker) + 2rem)}}`,
  `@media (min-width:80rem){#${HOME_SHELL_ID}{display:none}}`,
].join('');

/**
 * The home page's first banner, painted from the HTML where the site's hero will show it, so a phone
 * sees it without waiting for the site's scripts, texts and queries; the site removes it once its own
 * hero shows (banner-carousel.tsx). An overlay that takes no room: nothing moves when it goes. No text,
 * as the visitor's language is not known before the site reads it. The image host is picked as the
 * site picks it, at random, and handed to the site (image-url.ts) so the banner is fetched once.
 */
function homeShell(shell: HomeShell, imageCdns: readonly string[]): { head: string; body: string } {
  const imageHost = Math.floor(Math.random() * Math.max(imageCdns.length, 1));
  const image = escapeHtml(resolveImageUrl(shell.imagePath, imageCdns, imageHost));
  const headlines = shell.hasHeadlines ? ' data-headlines' : '';
  return {
    head: [
      `<link rel="preload" as="image" href="${image}" fetchpriority="high" />`,
      `<style>${HOME_SHELL_STYLE}</style>`,
    ].join('\n    '),
    body: `<div id="${HOME_SHELL_ID}" aria-hidden="true" data-image-host="${imageHost}"${headlines}><div><div><img src="${image}" alt="" fetchpriority="high" /></div></div></div>`,
  };
}

/** The build's module script and module preloads, which Vite writes into the template's head. */
const MODULE_TAGS =
  /[ \t]*<script type="module"[^>]*><\/script>\n?|[ \t]*<link rel="modulepreload"[^>]*>\n?/g;
const BODY_END = /<\/body>/;
const SITE_SCRIPTS_ID = 'site-scripts';

/**
 * Starts the site's scripts once the home banner has been painted, on a page that paints it
 * (homeShell). Fetched with the banner, the scripts (three files, 140 KB) shared a phone's slow
 * network with the stylesheet and the banner's image, and Lighthouse counts every request that
 * ended before the banner's paint as one it waited for; kept in an inert template until the
 * browser reports the paint (its largest-contentful-paint entry for the banner's image), they are
 * fetched with the network to themselves, and on a throttled phone network ended no later than
 * beside it (docs/benchmarks.md, "Home page LCP"). Where nothing is waited for it starts them at
 * once: no banner shown (from 1280 px), a page loaded in the background, a browser that reports no
 * such paint (Safari before 26). A banner that takes more than a second to paint (a slow image
 * host) does not hold them longer.
 */
const SCRIPTS_AFTER_BANNER = [
  `(function(){var t=document.getElementById('${SITE_SCRIPTS_ID}'),i=document.querySelector('#${HOME_SHELL_ID} img'),s=0,p=window.PerformanceObserver;`,
  // A template's content, once in the document, loads as if the parser had met it.
  'function go(){if(s)return;s=1;document.head.appendChild(t.content);t.remove()}',
  "if(!i||!i.offsetWidth||document.visibilityState!=='visible'||!p||(p.supportedEntryTypes||[]).indexOf('largest-contentful-paint')<0)return go();",
  'setTimeout(go,1000);',
  'new p(function(l,o){if(l.getEntries().some(function(e){return e.element===i})){o.disconnect();go()}})',
  ".observe({type:'largest-contentful-paint',buffered:true})})()",
].join('');
export const SCRIPTS_AFTER_BANNER_HASH = `'sha256-${createHash('sha256').update(SCRIPTS_AFTER_BANNER).digest('base64')}'`;

/** The template's scripts moved into an inert template, which SCRIPTS_AFTER_BANNER starts. */
function scriptsAfterBanner(template: string): string {
  const tags = template.match(MODULE_TAGS) ?? [];
  if (tags.length === 0) return template;
  const scripts = tags.map((tag) => tag.trim()).join('');
  return template
    .replace(MODULE_TAGS, '')
    .replace(
      BODY_END,
      () =>
        `  <template id="${SITE_SCRIPTS_ID}">${scripts}</template>\n    <script>${SCRIPTS_AFTER_BANNER}</script>\n  </body>`,
    );
}

/**
 * The built index.html for one brand: its head block replaced, the page's language its default one,
 * its theme set before the first paint, and on the home page its first banner (homeShell), with the
 * site's scripts started after it (SCRIPTS_AFTER_BANNER). Without a brand (a host no brand answers
 * on) the build's defaults stay and only the marker goes.
 */
export function renderPage(
  template: string,
  brand: { merchant: Merchant; origin: string; path: string; homeShell?: HomeShell } | undefined,
): string {
  if (!brand) return template;
  const { merchant, origin, path } = brand;
  const lang = localeOf(merchant.defaultLanguage).replace('_', '-');
  const dir = RTL_LANGUAGES.has(merchant.defaultLanguage) ? 'rtl' : 'ltr';
  const shell = brand.homeShell && homeShell(brand.homeShell, merchant.imageCdns);
  const head = [`<script>${THEME_SCRIPT}</script>`, brandHead(merchant, origin, path), shell?.head ?? ''];
  return (shell ? scriptsAfterBanner(template) : template)
    .replace(HEAD_BLOCK, () => head.filter(Boolean).join('\n    '))
    .replace(BODY_START, (body) => (shell ? `${body}\n    ${shell.body}` : body))
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
