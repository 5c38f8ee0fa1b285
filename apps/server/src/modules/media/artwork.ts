/**
 * Our own artwork, drawn from a name: every vendor icon and banner of the demo is generated here, so
 * nothing is fetched from elsewhere and no third-party logo is used. An operator replaces it by pointing
 * the brand's image CDN at real files.
 */
import { houseTile } from './house-tiles.ts';

const PALETTES = [
  ['#7c3aed', '#db2777'],
  ['#0ea5e9', '#22c55e'],
  ['#f59e0b', '#ef4444'],
  ['#14b8a6', '#6366f1'],
  ['#e11d48', '#f97316'],
  ['#8b5cf6', '#06b6d4'],
  ['#16a34a', '#65a30d'],
  ['#2563eb', '#9333ea'],
] as const;

function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ (char.codePointAt(0) ?? 0), 16777619);
  return value >>> 0;
}

function palette(name: string): readonly [string, string] {
  return PALETTES[hash(name) % PALETTES.length] ?? PALETTES[0];
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.codePointAt(0)};`);
}

/** Up to two initials of a vendor code such as LUCKY_REELS → LR. */
function initials(code: string): string {
  return code
    .split(/[_\s-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0])
    .join('');
}

export function vendorIcon(code: string): string {
  const [from, to] = palette(code);
  const id = `g${hash(code).toString(36)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(code)}">
<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="64" height="64" rx="14" fill="url(#${id})"/>
<circle cx="50" cy="14" r="18" fill="#fff" fill-opacity=".12"/>
<text x="32" y="41" text-anchor="middle" font-family="system-ui,sans-serif" font-size="22" font-weight="700" fill="#fff">${escapeXml(initials(code))}</text>
</svg>`;
}

/** A wide decorative banner background (the site lays the translated title over it). */
export function bannerArt(name: string): string {
  const [from, to] = palette(name);
  const seed = hash(name);
  const circles = Array.from({ length: 7 }, (_, index) => {
    const x = (seed >> (index * 3)) % 1200;
    const y = (seed >> (index * 2)) % 400;
    const r = 40 + ((seed >> index) % 120);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity="${(0.04 + index * 0.012).toFixed(3)}"/>`;
  }).join('');
  const id = `b${seed.toString(36)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#${id})"/>${circles}
<path d="M0 330 C300 270 600 400 1200 300 L1200 400 L0 400 Z" fill="#000" fill-opacity=".18"/>
</svg>`;
}

/**
 * A game tile (4:3): a house game's own drawing, any other game's initials over its colours; the site
 * shows the name beneath.
 */
export function gameTile(code: string): string {
  const house = houseTile(code);
  if (house) return house;
  const [from, to] = palette(code);
  const seed = hash(code);
  const id = `t${seed.toString(36)}`;
  const label = initials(code.split('_').slice(-2).join('_'));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice">
<defs><radialGradient id="${id}" cx=".3" cy=".2" r="1"><stop offset="0" stop-color="${to}"/><stop offset="1" stop-color="${from}"/></radialGradient></defs>
<rect width="400" height="300" fill="url(#${id})"/>
<circle cx="${300 + (seed % 60)}" cy="${40 + (seed % 50)}" r="110" fill="#fff" fill-opacity=".1"/>
<circle cx="${40 + (seed % 80)}" cy="260" r="90" fill="#000" fill-opacity=".12"/>
<text x="200" y="180" text-anchor="middle" font-family="system-ui,sans-serif" font-size="96" font-weight="800" fill="#fff" fill-opacity=".92">${escapeXml(label)}</text>
</svg>`;
}

/** The white glyph of a mall product's kind, drawn on a 400 × 300 tile around its centre. */
const PRODUCT_GLYPHS: Record<string, string> = {
  // A ticket with notched sides and a perforation.
  coupon: `<path d="M110 95h180v40a15 15 0 0 0 0 30v40H110v-40a15 15 0 0 0 0-30z" fill="#fff" fill-opacity=".92"/>
<path d="M230 100v100" stroke="#000" stroke-opacity=".25" stroke-width="4" stroke-dasharray="8 8"/>`,
  // A shopping bag with its handle.
  life: `<path d="M125 125h150l-12 100H137z" fill="#fff" fill-opacity=".92"/>
<path d="M170 125v-15a30 30 0 0 1 60 0v15" fill="none" stroke="#fff" stroke-width="10"/>`,
  // A gift box with a ribbon and a bow.
  gift: `<rect x="125" y="130" width="150" height="95" rx="8" fill="#fff" fill-opacity=".92"/>
<rect x="115" y="110" width="170" height="30" rx="6" fill="#fff"/>
<path d="M200 110v115" stroke="#000" stroke-opacity=".2" stroke-width="14"/>
<path d="M200 110c-30-40-60-10-30 0M200 110c30-40 60-10 30 0" fill="none" stroke="#fff" stroke-width="9"/>`,
  // A banknote with a coin on it.
  cash: `<rect x="105" y="110" width="190" height="100" rx="12" fill="#fff" fill-opacity=".92"/>
<circle cx="200" cy="160" r="30" fill="none" stroke="#000" stroke-opacity=".25" stroke-width="8"/>
<circle cx="270" cy="200" r="34" fill="#fde047" stroke="#fff" stroke-width="6"/>`,
};

/**
 * A points mall product (4:3) from its name `<kind>-<anything>`: the kind's glyph over colours chosen
 * by the whole name, so products of one kind still differ.
 */
export function productArt(name: string): string {
  const [from, to] = palette(name);
  const seed = hash(name);
  const id = `p${seed.toString(36)}`;
  const glyph = PRODUCT_GLYPHS[name.split('-')[0] ?? ''] ?? PRODUCT_GLYPHS.gift;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="400" height="300" fill="url(#${id})"/>
<circle cx="${320 + (seed % 50)}" cy="${30 + (seed % 40)}" r="100" fill="#fff" fill-opacity=".1"/>
<circle cx="${30 + (seed % 70)}" cy="280" r="80" fill="#000" fill-opacity=".12"/>
${glyph}
</svg>`;
}

/**
 * A member's avatar: the first letter of `name` (nickname or account), upper-cased, on a colour
 * chosen by `seed` (the account), so that it stays the same when the nickname changes.
 */
export function memberAvatar(name: string, seed: string): string {
  const [from, to] = palette(seed);
  const id = `m${hash(seed).toString(36)}`;
  const letter = [...name.trim()][0]?.toLocaleUpperCase() ?? '?';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(letter)}">
<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<circle cx="32" cy="32" r="32" fill="url(#${id})"/>
<text x="32" y="42" text-anchor="middle" font-family="system-ui,sans-serif" font-size="28" font-weight="700" fill="#fff">${escapeXml(letter)}</text>
</svg>`;
}
