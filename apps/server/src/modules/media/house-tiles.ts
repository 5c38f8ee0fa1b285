/**
 * The house games' lobby tiles (400 × 300, the size and framing of every generated game tile), each a
 * drawing of its game: shapes and paths only, no text, so no tile depends on the fonts of the machine
 * that shows it. The tile of a language (`<code>_CN.svg`, which the catalogue names for the Chinese
 * lists) is the same drawing, since the site writes the game's name under it.
 */

type Suit = 'heart' | 'diamond' | 'spade' | 'club';

/** Each suit in a 20-unit box around its centre. */
const SUITS: Record<Suit, string> = {
  heart: '<path d="M0 9C-6 4-10 0-10-4a5 5 0 0 1 10-2a5 5 0 0 1 10 2C10 0 6 4 0 9z"/>',
  diamond: '<path d="M0-10L7 0L0 10L-7 0z"/>',
  spade: '<path d="M0-10C4-5 10-2 9 3a4.5 4.5 0 0 1-8 2L3 10H-3L-1 5a4.5 4.5 0 0 1-8-2C-10-2-4-5 0-10z"/>',
  club: '<circle cy="-5" r="4.5"/><circle cx="-5" cy="2" r="4.5"/><circle cx="5" cy="2" r="4.5"/><path d="M-1 2L-3 10H3L1 2z"/>',
};

function suit(kind: Suit, x: number, y: number, scale: number, colour: string): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="${colour}">${SUITS[kind]}</g>`;
}

function suitColour(kind: Suit): string {
  return kind === 'heart' || kind === 'diamond' ? '#dc2626' : '#111827';
}

/** A card face up, its suit large in the middle and small in two corners, turned by `angle` degrees. */
function card(x: number, y: number, angle: number, kind: Suit, width = 70): string {
  const height = width * 1.4;
  const colour = suitColour(kind);
  return `<g transform="translate(${x} ${y}) rotate(${angle})">
<rect x="${-width / 2}" y="${-height / 2}" width="${width}" height="${height}" rx="${width / 10}" fill="#fff" stroke="#000" stroke-opacity=".25" stroke-width="1.5"/>
${suit(kind, 0, 0, width / 35, colour)}
${suit(kind, -width / 2 + width / 6, -height / 2 + width / 6, width / 110, colour)}
${suit(kind, width / 2 - width / 6, height / 2 - width / 6, width / 110, colour)}
</g>`;
}

/** A card face down: the house's lattice on red. */
function cardBack(x: number, y: number, angle: number, width = 70): string {
  const height = width * 1.4;
  return `<g transform="translate(${x} ${y}) rotate(${angle})">
<rect x="${-width / 2}" y="${-height / 2}" width="${width}" height="${height}" rx="${width / 10}" fill="#fff" stroke="#000" stroke-opacity=".25" stroke-width="1.5"/>
<rect x="${-width / 2 + 5}" y="${-height / 2 + 5}" width="${width - 10}" height="${height - 10}" rx="${width / 14}" fill="#b91c1c"/>
<path d="M${-width / 2 + 5} 0H${width / 2 - 5}M0 ${-height / 2 + 5}V${height / 2 - 5}" stroke="#fde68a" stroke-opacity=".5" stroke-width="2"/>
<circle r="${width / 6}" fill="none" stroke="#fde68a" stroke-width="3"/>
</g>`;
}

/** Where a die's pips sit for each value, on a face of side 1 centred on 0. */
const PIPS: Record<number, [number, number][]> = {
  1: [[0, 0]],
  2: [
    [-0.25, -0.25],
    [0.25, 0.25],
  ],
  3: [
    [-0.27, -0.27],
    [0, 0],
    [0.27, 0.27],
  ],
  4: [
    [-0.25, -0.25],
    [0.25, -0.25],
    [-0.25, 0.25],
    [0.25, 0.25],
  ],
  5: [
    [-0.27, -0.27],
    [0.27, -0.27],
    [0, 0],
    [-0.27, 0.27],
    [0.27, 0.27],
  ],
  6: [
    [-0.25, -0.28],
    [0.25, -0.28],
    [-0.25, 0],
    [0.25, 0],
    [-0.25, 0.28],
    [0.25, 0.28],
  ],
};

function die(x: number, y: number, size: number, value: number, angle: number, face = '#fff'): string {
  const pips = (PIPS[value] ?? [])
    .map(
      ([px, py]) =>
        `<circle cx="${(px * size).toFixed(1)}" cy="${(py * size).toFixed(1)}" r="${(size * 0.09).toFixed(1)}" fill="${value === 1 || value === 4 ? '#dc2626' : '#111827'}"/>`,
    )
    .join('');
  return `<g transform="translate(${x} ${y}) rotate(${angle})">
<rect x="${-size / 2 + 4}" y="${-size / 2 + 6}" width="${size}" height="${size}" rx="${size / 5}" fill="#000" fill-opacity=".25"/>
<rect x="${-size / 2}" y="${-size / 2}" width="${size}" height="${size}" rx="${size / 5}" fill="${face}" stroke="#000" stroke-opacity=".15" stroke-width="1.5"/>
${pips}</g>`;
}

/** A casino chip seen from above: its colour, a dashed edge and a white inner ring. */
function chip(x: number, y: number, r: number, colour: string): string {
  return `<g transform="translate(${x} ${y})">
<circle r="${r}" fill="${colour}" stroke="#000" stroke-opacity=".25" stroke-width="1.5"/>
<circle r="${r * 0.82}" fill="none" stroke="#fff" stroke-width="${r * 0.22}" stroke-dasharray="${r * 0.4} ${r * 0.4}"/>
<circle r="${r * 0.5}" fill="none" stroke="#fff" stroke-opacity=".8" stroke-width="2"/>
</g>`;
}

/** A stack of chips seen from the side. */
function chipStack(x: number, y: number, count: number, colour: string): string {
  return Array.from(
    { length: count },
    (_, index) => `<g transform="translate(${x} ${y - index * 7})">
<ellipse rx="24" ry="9" cy="4" fill="#000" fill-opacity=".3"/><ellipse rx="24" ry="9" fill="${colour}"/>
<ellipse rx="24" ry="9" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="6 7"/><ellipse rx="13" ry="5" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="1.5"/>
</g>`,
  ).join('');
}

/** The background every tile shares: a radial gradient and two soft circles, as the generated tiles. */
function frame(id: string, from: string, to: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice">
<defs><radialGradient id="${id}" cx=".3" cy=".2" r="1"><stop offset="0" stop-color="${to}"/><stop offset="1" stop-color="${from}"/></radialGradient></defs>
<rect width="400" height="300" fill="url(#${id})"/>
<circle cx="330" cy="50" r="110" fill="#fff" fill-opacity=".08"/>
<circle cx="60" cy="270" r="90" fill="#000" fill-opacity=".12"/>
${body}
</svg>`;
}

/**
 * A shared table's mark: a red light with its glow, in the tile's top right corner (the site's badges,
 * hot and maintenance, take the top left).
 */
const LIVE_MARK = `<circle cx="366" cy="34" r="18" fill="#ef4444" fill-opacity=".3"/><circle cx="366" cy="34" r="10" fill="#ef4444" stroke="#fff" stroke-width="3"/>`;

/** A dealer behind the table: head, hair, shoulders, a white collar and a bow tie. */
function dealer(x: number, y: number): string {
  return `<g transform="translate(${x} ${y})">
<path d="M-70 95C-66 45-40 30 0 30S66 45 70 95z" fill="#1f2937"/>
<path d="M-16 32L0 58L16 32z" fill="#f9fafb"/>
<path d="M-12 46L0 52L-12 58zM12 46L0 52L12 58z" fill="#dc2626"/>
<rect x="-9" y="14" width="18" height="20" fill="#e0a47a"/>
<ellipse cy="-8" rx="28" ry="32" fill="#f1b98d"/>
<path d="M-29-10C-30-40 30-44 29-10C22-26-18-30-29-10z" fill="#111827"/>
</g>`;
}

/** A fish swimming left (or right, `flip`), its body coloured, with a tail, a fin and an eye. */
function fish(x: number, y: number, size: number, colour: string, flip = false, stripes = false): string {
  const stripe = stripes
    ? '<path d="M-6-11V11M6-12V12" stroke="#fff" stroke-width="4" stroke-opacity=".85"/>'
    : '';
  return `<g transform="translate(${x} ${y}) scale(${flip ? -size : size} ${size})">
<path d="M14 0L30-12L27 0L30 12z" fill="${colour}"/>
<ellipse rx="20" ry="13" fill="${colour}"/>
<path d="M-4-12L6-20L10-10z" fill="${colour}" fill-opacity=".8"/>${stripe}
<circle cx="-11" cy="-3" r="3.5" fill="#fff"/><circle cx="-12" cy="-3" r="1.8" fill="#0f172a"/>
</g>`;
}

function lotusFortune(): string {
  const petals = [-60, -30, 0, 30, 60]
    .map(
      (angle) =>
        `<ellipse cx="0" cy="-14" rx="9" ry="20" transform="rotate(${angle})" fill="${angle === 0 ? '#f9a8d4' : '#f472b6'}"/>`,
    )
    .join('');
  const lotus = (x: number) =>
    `<g transform="translate(${x} 150)">${petals}<circle r="6" fill="#fde047"/></g>`;
  const gem = (x: number) =>
    `<g transform="translate(${x} 150)"><path d="M-20-8L-10-22H10L20-8L0 22z" fill="#22d3ee"/><path d="M-20-8H20L0 22z" fill="#0891b2"/><path d="M-10-22L0-8L10-22" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="2"/></g>`;
  return frame(
    'house-slot',
    '#4c0519',
    '#be123c',
    `<rect x="50" y="70" width="300" height="160" rx="22" fill="#fbbf24" stroke="#92400e" stroke-width="4"/>
<rect x="64" y="84" width="272" height="132" rx="12" fill="#450a0a"/>
<rect x="74" y="92" width="78" height="116" rx="8" fill="#fff7ed"/>
<rect x="161" y="92" width="78" height="116" rx="8" fill="#fff7ed"/>
<rect x="248" y="92" width="78" height="116" rx="8" fill="#fff7ed"/>
${lotus(113)}${gem(200)}${lotus(287)}
<path d="M70 150H330" stroke="#fde047" stroke-width="4" stroke-dasharray="10 6"/>
<path d="M200 22l9 19 21 3-15 15 4 21-19-10-19 10 4-21-15-15 21-3z" fill="#fde047" stroke="#92400e" stroke-width="2"/>
<circle cx="48" cy="60" r="5" fill="#fde68a"/><circle cx="355" cy="250" r="6" fill="#fde68a"/><circle cx="350" cy="60" r="4" fill="#fde68a"/>`,
  );
}

function rocketCrash(): string {
  const stars = [
    [40, 40],
    [90, 90],
    [150, 30],
    [250, 60],
    [320, 120],
    [360, 30],
    [60, 150],
    [200, 110],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2.2" fill="#fff" fill-opacity=".8"/>`)
    .join('');
  return frame(
    'house-crash',
    '#020617',
    '#1e3a8a',
    `${stars}
<path d="M20 270H380M20 270V30" stroke="#fff" stroke-opacity=".25" stroke-width="2"/>
<path d="M20 268C140 262 230 230 300 120" fill="none" stroke="#22c55e" stroke-width="7" stroke-linecap="round"/>
<path d="M20 268C140 262 230 230 300 120L300 270H20z" fill="#22c55e" fill-opacity=".15"/>
<g transform="translate(305 105) rotate(35) scale(1.35)">
<path d="M-9 30L0 62L9 30z" fill="#f97316"/><path d="M-5 30L0 50L5 30z" fill="#fde047"/>
<path d="M0-40C16-24 16 10 12 30H-12C-16 10-16-24 0-40z" fill="#e5e7eb"/>
<path d="M0-40C8-32 11-24 12-18H-12C-11-24-8-32 0-40z" fill="#ef4444"/>
<circle cy="-2" r="7" fill="#38bdf8" stroke="#475569" stroke-width="3"/>
<path d="M-12 14L-24 32H-12zM12 14L24 32H12z" fill="#ef4444"/>
</g>`,
  );
}

function luckyDice(): string {
  return frame(
    'house-dice',
    '#064e3b',
    '#10b981',
    `<ellipse cx="200" cy="245" rx="150" ry="22" fill="#000" fill-opacity=".2"/>
${die(140, 160, 110, 5, -14)}${die(265, 150, 100, 6, 12)}
<circle cx="330" cy="70" r="6" fill="#fde047"/><circle cx="70" cy="80" r="4" fill="#fde047"/>`,
  );
}

function baccarat(): string {
  return frame(
    'house-baccarat',
    '#052e16',
    '#15803d',
    `<path d="M-10 300C40 200 360 200 410 300" fill="none" stroke="#fde68a" stroke-opacity=".5" stroke-width="4"/>
${card(150, 140, -12, 'heart', 84)}${card(230, 136, 10, 'spade', 84)}
${chip(320, 235, 26, '#dc2626')}${chip(80, 240, 22, '#2563eb')}`,
  );
}

function dragonReef(): string {
  const bubbles = [
    [330, 60, 8],
    [345, 100, 5],
    [320, 130, 4],
    [80, 70, 6],
    [95, 40, 4],
  ]
    .map(
      ([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="#e0f2fe" stroke-width="2"/>`,
    )
    .join('');
  return frame(
    'house-fishing',
    '#082f49',
    '#0ea5e9',
    `<path d="M60 0L110 300M180 0L200 300M300 0L260 300" stroke="#fff" stroke-opacity=".06" stroke-width="30"/>
<path d="M0 260C60 240 120 275 200 258S330 240 400 262V300H0z" fill="#f59e0b" fill-opacity=".55"/>
<path d="M40 300C30 260 60 240 50 210M55 255C75 240 80 225 78 205M340 300C350 265 330 245 345 215M350 260C330 250 325 230 328 215" fill="none" stroke="#f43f5e" stroke-width="8" stroke-linecap="round"/>
${bubbles}
${fish(230, 120, 3, '#f59e0b', false, true)}${fish(110, 190, 1.6, '#a855f7', true)}${fish(300, 215, 1.3, '#22c55e')}`,
  );
}

function liveBaccarat(): string {
  return frame(
    'house-live-baccarat',
    '#3f0d12',
    '#9f1239',
    `${dealer(200, 70)}
<path d="M-10 300V205C100 180 300 180 410 205V300z" fill="#166534"/>
<path d="M-10 205C100 180 300 180 410 205" fill="none" stroke="#fde68a" stroke-width="4"/>
${card(150, 240, -6, 'diamond', 54)}${card(205, 238, 4, 'club', 54)}${cardBack(270, 240, 8, 54)}
${LIVE_MARK}`,
  );
}

/** A European wheel: 37 pockets, the zero green, the others red and black in turn. */
function rouletteWheel(x: number, y: number, r: number): string {
  const pockets = Array.from({ length: 37 }, (_, index) => {
    const from = (index / 37) * 2 * Math.PI;
    const to = ((index + 1) / 37) * 2 * Math.PI;
    const point = (angle: number, radius: number) =>
      `${(Math.sin(angle) * radius).toFixed(1)} ${(-Math.cos(angle) * radius).toFixed(1)}`;
    const colour = index === 0 ? '#16a34a' : index % 2 === 1 ? '#dc2626' : '#111827';
    return `<path d="M${point(from, r * 0.55)}L${point(from, r)}A${r} ${r} 0 0 1 ${point(to, r)}L${point(to, r * 0.55)}A${r * 0.55} ${r * 0.55} 0 0 0 ${point(from, r * 0.55)}z" fill="${colour}"/>`;
  }).join('');
  return `<g transform="translate(${x} ${y})">
<circle r="${r + 16}" fill="#78350f" stroke="#fbbf24" stroke-width="4"/>${pockets}
<circle r="${r * 0.55}" fill="#a16207"/><circle r="${r * 0.2}" fill="#fbbf24"/>
<path d="M0 ${-r * 0.5}V${r * 0.5}M${-r * 0.5} 0H${r * 0.5}" stroke="#fbbf24" stroke-width="5" stroke-linecap="round"/>
<circle cx="${r * 0.4}" cy="${-r * 0.72}" r="7" fill="#fff" stroke="#9ca3af"/>
</g>`;
}

function liveRoulette(): string {
  return frame('house-live-roulette', '#1c1917', '#166534', `${rouletteWheel(200, 160, 105)}${LIVE_MARK}`);
}

function liveSicbo(): string {
  return frame(
    'house-live-sicbo',
    '#3b0764',
    '#c026d3',
    `<ellipse cx="200" cy="250" rx="140" ry="24" fill="#fbbf24" stroke="#92400e" stroke-width="4"/>
<path d="M80 245A120 120 0 0 1 320 245" fill="#fff" fill-opacity=".15" stroke="#fff" stroke-opacity=".7" stroke-width="4"/>
${die(150, 205, 62, 4, -10)}${die(250, 208, 62, 6, 8)}${die(200, 150, 62, 3, 4)}
<path d="M120 170A90 90 0 0 1 170 120" fill="none" stroke="#fff" stroke-opacity=".8" stroke-width="5" stroke-linecap="round"/>
${LIVE_MARK}`,
  );
}

function niuNiu(): string {
  return frame(
    'house-niuniu',
    '#431407',
    '#ea580c',
    `<g transform="translate(200 82)">
<path d="M-34-10C-60-10-78-28-80-52C-68-36-52-30-34-30zM34-10C60-10 78-28 80-52C68-36 52-30 34-30z" fill="#fef3c7"/>
<path d="M-36-34C-36-46 36-46 36-34L30 24C26 40-26 40-30 24z" fill="#7c2d12" stroke="#fde68a" stroke-width="3"/>
<ellipse cy="26" rx="22" ry="13" fill="#fdba74"/><circle cx="-8" cy="27" r="3" fill="#7c2d12"/><circle cx="8" cy="27" r="3" fill="#7c2d12"/>
<circle cx="-16" cy="-8" r="5" fill="#fde047"/><circle cx="16" cy="-8" r="5" fill="#fde047"/>
</g>
${card(100, 215, -24, 'spade', 58)}${card(150, 205, -12, 'heart', 58)}${card(200, 201, 0, 'club', 58)}${card(250, 205, 12, 'diamond', 58)}${card(300, 215, 24, 'spade', 58)}`,
  );
}

function teenPatti(): string {
  const rosette = Array.from(
    { length: 12 },
    (_, index) =>
      `<ellipse cx="0" cy="-58" rx="12" ry="28" transform="rotate(${index * 30})" fill="#fde68a" fill-opacity=".18"/>`,
  ).join('');
  return frame(
    'house-teenpatti',
    '#2e1065',
    '#7c3aed',
    `<g transform="translate(200 150)">${rosette}</g>
${card(160, 150, -18, 'heart', 74)}${card(205, 140, 0, 'diamond', 74)}${card(250, 150, 18, 'heart', 74)}
${chipStack(75, 250, 4, '#dc2626')}${chipStack(330, 250, 3, '#16a34a')}`,
  );
}

/** Each house game's drawing, by game code, drawn once. */
const HOUSE_TILES = new Map(
  Object.entries({
    HOUSE_LOTUS_FORTUNE: lotusFortune,
    HOUSE_ROCKET_CRASH: rocketCrash,
    HOUSE_LUCKY_DICE: luckyDice,
    HOUSE_BACCARAT: baccarat,
    HOUSE_DRAGON_REEF: dragonReef,
    HOUSE_LIVE_BACCARAT: liveBaccarat,
    HOUSE_LIVE_ROULETTE: liveRoulette,
    HOUSE_LIVE_SICBO: liveSicbo,
    HOUSE_NIUNIU: niuNiu,
    HOUSE_TEENPATTI: teenPatti,
  }).map(([code, draw]) => [code, draw()]),
);

/** The tile of a house game named `<code>` or `<code>_<language>`; undefined for any other name. */
export function houseTile(name: string): string | undefined {
  return HOUSE_TILES.get(name) ?? HOUSE_TILES.get(name.replace(/_(CN|TW)$/, ''));
}
