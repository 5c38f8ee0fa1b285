// The house games' artwork, drawn as SVG by the page scripts (served with its types stripped): every
// picture is shapes, so nothing depends on an emoji font or on pictures downloaded at play.

/** The gradients the pictures share, put once into the page. */
const DEFS = `<svg class="art-defs" aria-hidden="true" width="0" height="0" focusable="false"><defs>
<linearGradient id="g-gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff2b3"/><stop offset=".45" stop-color="#f2b544"/><stop offset="1" stop-color="#a8650c"/></linearGradient>
<linearGradient id="g-ten" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6ee7d8"/><stop offset="1" stop-color="#0f766e"/></linearGradient>
<linearGradient id="g-j" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a3e635"/><stop offset="1" stop-color="#3f6212"/></linearGradient>
<linearGradient id="g-q" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7dd3fc"/><stop offset="1" stop-color="#1d4ed8"/></linearGradient>
<linearGradient id="g-k" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d8b4fe"/><stop offset="1" stop-color="#6d28d9"/></linearGradient>
<linearGradient id="g-a" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fda4af"/><stop offset="1" stop-color="#be123c"/></linearGradient>
<linearGradient id="g-koi" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff7ed"/><stop offset="1" stop-color="#fed7aa"/></linearGradient>
<radialGradient id="g-lantern" cx=".4" cy=".4" r=".7"><stop offset="0" stop-color="#ffb199"/><stop offset=".5" stop-color="#e11d48"/><stop offset="1" stop-color="#7f1d1d"/></radialGradient>
<radialGradient id="g-jade" cx=".4" cy=".35" r=".75"><stop offset="0" stop-color="#86efac"/><stop offset=".6" stop-color="#15803d"/><stop offset="1" stop-color="#052e16"/></radialGradient>
<radialGradient id="g-lotus" cx=".5" cy=".5" r=".6"><stop offset="0" stop-color="#fdf4ff"/><stop offset="1" stop-color="#db2777"/></radialGradient>
<radialGradient id="g-night" cx=".5" cy=".4" r=".7"><stop offset="0" stop-color="#6b21a8"/><stop offset="1" stop-color="#2e1065"/></radialGradient>
</defs></svg>`;

export function addArtDefinitions(): void {
  if (!document.querySelector('.art-defs')) document.body.insertAdjacentHTML('afterbegin', DEFS);
}

const svg = (body: string, label: string) =>
  `<svg viewBox="0 0 100 100" role="img" aria-label="${label}">${body}</svg>`;

/** A royal: the letter on a cut gem of its own colour. */
const royal = (letter: string, fill: string) =>
  `<path d="M50 6 90 28v44L50 94 10 72V28z" fill="url(#${fill})" stroke="#0b1020" stroke-width="3"/>
<path d="M50 12 84 31v4L50 17 16 35v-4z" fill="#fff" opacity=".35"/>
<text x="50" y="${letter.length > 1 ? 64 : 66}" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-weight="700" font-size="${letter.length > 1 ? 38 : 46}" fill="#fff" stroke="#0b1020" stroke-width="2.5" paint-order="stroke">${letter}</text>`;

const KOI = `<circle cx="50" cy="50" r="44" fill="#0c4a6e"/><circle cx="50" cy="50" r="44" fill="none" stroke="#38bdf8" stroke-width="3" opacity=".6"/>
<path d="M78 50c-6-14-22-22-40-18-8 2-14 8-18 18 4 10 10 16 18 18 18 4 34-4 40-18z" fill="url(#g-koi)" stroke="#7c2d12" stroke-width="2"/>
<path d="M20 50 6 36c2 6 2 22 0 28z" fill="#f97316" stroke="#7c2d12" stroke-width="2"/>
<path d="M44 33c4-8 12-10 18-8-4 4-6 6-8 10zM44 67c4 8 12 10 18 8-4-4-6-6-8-10z" fill="#f97316"/>
<path d="M36 42c6-6 14-4 16 2-2 6-10 8-16 4zM52 54c6-2 12 0 12 6-6 4-12 2-14-2z" fill="#ea580c"/>
<circle cx="68" cy="46" r="3.5" fill="#111827"/><circle cx="69" cy="45" r="1.2" fill="#fff"/>
<path d="M76 54c4 2 8 6 10 10M76 52c5 0 9 2 12 4" stroke="#7c2d12" stroke-width="1.5" fill="none"/>`;

const LANTERN = `<path d="M50 2v10" stroke="#f2b544" stroke-width="3"/>
<rect x="34" y="10" width="32" height="9" rx="3" fill="url(#g-gold)"/>
<ellipse cx="50" cy="50" rx="34" ry="32" fill="url(#g-lantern)" stroke="#450a0a" stroke-width="2"/>
<path d="M50 18c-14 8-14 56 0 64M50 18c14 8 14 56 0 64M50 18c-28 6-28 58 0 64M50 18c28 6 28 58 0 64" stroke="#fbbf24" stroke-width="1.6" fill="none" opacity=".8"/>
<rect x="34" y="80" width="32" height="9" rx="3" fill="url(#g-gold)"/>
<path d="M46 89v9M50 89v10M54 89v9" stroke="#f2b544" stroke-width="2.2"/>
<ellipse cx="40" cy="38" rx="8" ry="10" fill="#fff" opacity=".25"/>`;

const DRAGON = `<circle cx="50" cy="50" r="46" fill="url(#g-gold)"/><circle cx="50" cy="50" r="40" fill="url(#g-jade)"/>
<path d="M28 74c-8-12 0-22 12-20s20-6 14-16-22-6-18 4" fill="none" stroke="#fbbf24" stroke-width="9" stroke-linecap="round"/>
<path d="M28 74c-8-12 0-22 12-20s20-6 14-16-22-6-18 4" fill="none" stroke="#b45309" stroke-width="3" stroke-dasharray="2 5" stroke-linecap="round"/>
<path d="M36 42c2-14 16-22 30-18l10 8-6 4 8 6-12 2c-4 8-14 10-22 6z" fill="#facc15" stroke="#713f12" stroke-width="2"/>
<path d="M52 24 46 12l12 8M62 24l2-12 6 14" fill="#fde68a" stroke="#713f12" stroke-width="2" stroke-linejoin="round"/>
<circle cx="60" cy="34" r="3.5" fill="#dc2626"/><circle cx="60.8" cy="33.2" r="1.1" fill="#fff"/>
<path d="M74 40c8 2 12 8 14 14M70 44c4 6 4 12 2 18" stroke="#fde68a" stroke-width="2" fill="none" stroke-linecap="round"/>`;

const WILD = `<path d="M50 4 62 34l32 2-25 20 9 32-28-18-28 18 9-32L6 36l32-2z" fill="url(#g-gold)" stroke="#78350f" stroke-width="3" stroke-linejoin="round"/>
<rect x="14" y="44" width="72" height="22" rx="6" fill="#7c2d12" stroke="#fde68a" stroke-width="2"/>
<text x="50" y="61" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="900" font-size="18" fill="#fde68a" letter-spacing="1">WILD</text>`;

const petal = (angle: number, length: number, fill: string) =>
  `<path d="M50 56C40 44 42 ${56 - length} 50 ${50 - length}C58 ${56 - length} 60 44 50 56z" fill="${fill}" stroke="#831843" stroke-width="1.2" transform="rotate(${angle} 50 56)"/>`;
const SCATTER = `<circle cx="50" cy="50" r="46" fill="url(#g-night)" stroke="#f0abfc" stroke-width="2"/>
${[-70, -35, 0, 35, 70].map((angle) => petal(angle, 34, 'url(#g-lotus)')).join('')}
${[-52, -18, 18, 52].map((angle) => petal(angle, 26, '#f9a8d4')).join('')}
<ellipse cx="50" cy="62" rx="22" ry="6" fill="#15803d"/><circle cx="50" cy="54" r="6" fill="url(#g-gold)"/>`;

const SYMBOLS: Record<string, string> = {
  TEN: royal('10', 'g-ten'),
  J: royal('J', 'g-j'),
  Q: royal('Q', 'g-q'),
  K: royal('K', 'g-k'),
  A: royal('A', 'g-a'),
  KOI: KOI,
  LANTERN: LANTERN,
  DRAGON: DRAGON,
  WILD: WILD,
  SCATTER: SCATTER,
};
export const SLOT_SYMBOLS = Object.keys(SYMBOLS);

/** The slot symbol's picture, labelled with its name for assistive technology. */
export const slotSymbol = (symbol: string, label: string): string =>
  svg(SYMBOLS[symbol] ?? SYMBOLS.TEN ?? '', label);

const SUITS = [
  // Spade, heart, club, diamond: red for hearts and diamonds.
  'M50 12C38 30 16 40 16 58c0 12 14 18 26 10-2 8-6 14-12 18h40c-6-4-10-10-12-18 12 8 26 2 26-10 0-18-22-28-34-46z',
  'M50 88C34 72 12 58 12 38 12 24 24 14 36 16c6 1 11 5 14 11 3-6 8-10 14-11 12-2 24 8 24 22 0 20-22 34-38 50z',
  'M50 12a15 15 0 0 0-14 21 15 15 0 1 0 8 27c-2 10-6 18-12 26h36c-6-8-10-16-12-26a15 15 0 1 0 8-27 15 15 0 0 0-14-21z',
  'M50 8 82 50 50 92 18 50z',
];
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** A playing card's face: its rank and suit pips, the suit drawn, not typed. */
export function cardFace(rank: number, suit: number, label: string): string {
  const colour = suit % 2 === 1 ? '#c81e3a' : '#111827';
  const name = RANKS[rank] ?? '?';
  const pip = SUITS[suit % 4] ?? '';
  return `<svg viewBox="0 0 100 140" role="img" aria-label="${label}">
<rect x="2" y="2" width="96" height="136" rx="9" fill="#fffdf7" stroke="#cbd5e1" stroke-width="2"/>
<text x="10" y="30" font-family="Georgia, 'Times New Roman', serif" font-weight="700" font-size="${name.length > 1 ? 22 : 26}" fill="${colour}">${name}</text>
<path d="${pip}" fill="${colour}" transform="translate(9 36) scale(.2)"/>
<path d="${pip}" fill="${colour}" transform="translate(22 42) scale(.56)"/>
<g transform="rotate(180 50 70)"><text x="10" y="30" font-family="Georgia, 'Times New Roman', serif" font-weight="700" font-size="${name.length > 1 ? 22 : 26}" fill="${colour}">${name}</text>
<path d="${pip}" fill="${colour}" transform="translate(9 36) scale(.2)"/></g>
</svg>`;
}

/** A card's back: a lattice on the house's red. */
export const CARD_BACK = `<svg viewBox="0 0 100 140" aria-hidden="true">
<rect x="2" y="2" width="96" height="136" rx="9" fill="#9f1239" stroke="#fde68a" stroke-width="3"/>
<rect x="10" y="10" width="80" height="120" rx="5" fill="none" stroke="#fde68a" stroke-width="1.5"/>
<path d="M10 30 70 130M10 70l40 60M10 110l10 20M30 10l60 100M70 10l20 30M90 30 30 130M90 70l-40 60M90 110l-10 20M70 10 10 110M30 10 10 40" stroke="#fda4af" stroke-width="1.2" opacity=".7"/>
<circle cx="50" cy="70" r="14" fill="#9f1239" stroke="#fde68a" stroke-width="2"/><path d="M50 60l8 10-8 10-8-10z" fill="#fde68a"/>
</svg>`;

/** A die's face, 1 to 6 pips. */
export function dieFace(value: number): string {
  const spots: Record<number, [number, number][]> = {
    1: [[50, 50]],
    2: [
      [28, 28],
      [72, 72],
    ],
    3: [
      [28, 28],
      [50, 50],
      [72, 72],
    ],
    4: [
      [28, 28],
      [72, 28],
      [28, 72],
      [72, 72],
    ],
    5: [
      [28, 28],
      [72, 28],
      [50, 50],
      [28, 72],
      [72, 72],
    ],
    6: [
      [28, 26],
      [72, 26],
      [28, 50],
      [72, 50],
      [28, 74],
      [72, 74],
    ],
  };
  const pips = (spots[value] ?? spots[1] ?? [])
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="8.5" fill="${value === 1 ? '#dc2626' : '#1f2937'}"/>`)
    .join('');
  return `<svg viewBox="0 0 100 100" aria-hidden="true"><rect x="4" y="4" width="92" height="92" rx="18" fill="#fffdf7" stroke="#94a3b8" stroke-width="3"/>${pips}</svg>`;
}
