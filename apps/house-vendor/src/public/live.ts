// A shared table's page script, served with its types stripped: no build step; it imports only the
// house games' shared page helpers, served beside it.
import { $, element, pageConfig, say, showClock, type Texts, translator } from './page.js';

type Kind = 'baccarat' | 'roulette' | 'sicbo';
type Config = {
  seat: string;
  kind: Kind;
  texts: Texts;
  spots: string[];
  chips: string[];
  /** The seat's state when the page was served; null when the wallet refused to tell it. */
  state: SeatState | null;
};
type View = {
  kind: Kind;
  run: string;
  round: number;
  phase: 'betting' | 'closing' | 'result';
  closesAt: number;
  nextAt: number;
  shoe: { number: number; hash: string; dealt: number; cardsLeft: number };
  outcome: null | {
    player?: number[];
    banker?: number[];
    playerTotal?: number;
    bankerTotal?: number;
    winner?: 'player' | 'banker' | 'tie';
    number?: number;
    dice?: number[];
  };
  road: string[];
  revealed: { number: number; hash: string; serverSeed: string } | null;
  at: number;
};
type SeatResult = { round: number; staked: string; won: string; outcome: string };
type SeatState = { balance: string; currency: string; history: SeatResult[]; view: View | null };

const config = pageConfig<Config>();
const t = translator(config.texts);
const api = `/api/live/${config.seat}`;
const SVG = 'http://www.w3.org/2000/svg';

function shape(tag: string, props: Record<string, string | number>) {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(props)) node.setAttribute(name, String(value));
  return node;
}

let view: View | undefined;
let currency = '';
let chip = config.chips[0] ?? '1';
/** What this member staked on each spot of the round on show. */
let mine: { round: number; spots: Map<string, number> } = { round: 0, spots: new Map() };
/** Milliseconds the server's clock is ahead of this one (from each view's publication time). */
let skew = 0;
/** Each shoe's road as this page last saw it: what a revealed seed must deal again. */
const seenRoads = new Map<number, string[]>();

// ---- cards, dice and the wheel: drawn shapes, no font's suit or die glyphs ----

const SUIT_PATHS = [
  // spades, hearts, diamonds, clubs (deck card / 13)
  'M12 2 C16 8 22 11 22 16 C22 19 19 21 16 20 C15 19.6 14 19 13.3 18 L15 23 L9 23 L10.7 18 C10 19 9 19.6 8 20 C5 21 2 19 2 16 C2 11 8 8 12 2 Z',
  'M12 22 C8 17 2 13 2 8 C2 4.5 5 2.5 8 3 C10 3.3 11.3 4.8 12 6.3 C12.7 4.8 14 3.3 16 3 C19 2.5 22 4.5 22 8 C22 13 16 17 12 22 Z',
  'M12 2 L20 12 L12 22 L4 12 Z',
  'M12 2 A4.6 4.6 0 0 1 15.6 9.6 A4.6 4.6 0 1 1 13.3 17.5 L15 23 L9 23 L10.7 17.5 A4.6 4.6 0 1 1 8.4 9.6 A4.6 4.6 0 0 1 12 2 Z',
];
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

function suitIcon(suit: number, kind: string) {
  const icon = shape('svg', { viewBox: '0 0 24 24', class: kind, 'aria-hidden': 'true' });
  icon.append(shape('path', { d: SUIT_PATHS[suit] ?? '' }));
  return icon;
}

/** A playing card face down, its face beneath: the rank and suit in two corners, the suit in the middle. */
function cardNode(card: number) {
  const suit = Math.floor(card / 13) % 4;
  const node = element('div', { class: `card suit-${suit}` });
  const face = element('div', { class: 'card-face' });
  const corner = (where: string) => {
    const index = element('span', { class: `card-index ${where}` }, RANKS[card % 13] ?? '');
    index.append(suitIcon(suit, 'card-pip'));
    return index;
  };
  face.append(corner('top'), suitIcon(suit, 'card-suit'), corner('bottom'));
  node.append(element('div', { class: 'card-back' }), face);
  return node;
}

const PIPS: Record<number, [number, number][]> = {
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [26, 26],
    [50, 50],
    [74, 74],
  ],
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  5: [
    [26, 26],
    [74, 26],
    [50, 50],
    [26, 74],
    [74, 74],
  ],
  6: [
    [28, 24],
    [72, 24],
    [28, 50],
    [72, 50],
    [28, 76],
    [72, 76],
  ],
};
function dieNode(face: number) {
  const die = shape('svg', { viewBox: '0 0 100 100', class: 'die', 'aria-hidden': 'true' });
  die.append(shape('rect', { x: 4, y: 4, width: 92, height: 92, rx: 18, class: 'die-body' }));
  for (const [cx, cy] of PIPS[face] ?? [])
    die.append(shape('circle', { cx, cy, r: 9, class: face === 1 || face === 4 ? 'pip pip-red' : 'pip' }));
  return die;
}

const WHEEL = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
];
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
const colourOf = (n: number) => (n === 0 ? 'green' : RED.has(n) ? 'red' : 'black');
let wheelTurn = 0;

function wheelNode() {
  const wheel = shape('svg', {
    viewBox: '-100 -100 200 200',
    class: 'wheel',
    id: 'wheel',
    'aria-hidden': 'true',
  });
  const rotor = shape('g', { class: 'rotor', id: 'rotor' });
  const step = (Math.PI * 2) / WHEEL.length;
  WHEEL.forEach((number, index) => {
    const a = index * step - Math.PI / 2 - step / 2;
    const b = a + step;
    const point = (r: number, angle: number) =>
      `${(r * Math.cos(angle)).toFixed(2)} ${(r * Math.sin(angle)).toFixed(2)}`;
    rotor.append(
      shape('path', {
        d: `M ${point(96, a)} A 96 96 0 0 1 ${point(96, b)} L ${point(62, b)} A 62 62 0 0 0 ${point(62, a)} Z`,
        class: `pocket pocket-${colourOf(number)}`,
      }),
    );
    const label = shape('text', {
      x: 0,
      y: -80,
      class: 'pocket-number',
      transform: `rotate(${(index * 360) / WHEEL.length})`,
    });
    label.textContent = String(number);
    rotor.append(label);
  });
  rotor.append(
    shape('circle', { r: 60, class: 'wheel-hub' }),
    shape('circle', { r: 14, class: 'wheel-cap' }),
  );
  wheel.append(rotor, shape('circle', { cx: 0, cy: -70, r: 6, class: 'ball', id: 'ball' }));
  return wheel;
}

// ---- baccarat: the cards dealt one by one, the deciding card squeezed ----

type Side = 'player' | 'banker';
type Baccarat = { player: number[]; banker: number[]; winner: Side | 'tie' };

/** Baccarat's value of a deck card: aces 1, tens and pictures 0. */
const pointsOf = (card: number) => (card % 13 >= 9 ? 0 : (card % 13) + 1);
const STILL = matchMedia('(prefers-reduced-motion: reduce)');
/** How long the deciding card takes to peel, at full pace. */
const SQUEEZE_MS = 2600;

/** The round whose result the member has been shown, the cards done; and the running deal, if any. */
let shownRound = 0;
let reveal: { timers: number[]; frame: number; done: Promise<void>; end: () => void } | undefined;

/** Stops the deal on show; what waited for its end (the round's win) goes on. */
function stopReveal() {
  for (const timer of reveal?.timers ?? []) clearTimeout(timer);
  cancelAnimationFrame(reveal?.frame ?? 0);
  reveal?.end();
  reveal = undefined;
}

/**
 * The dealer's steps for one hand of punto banco, at full pace (ms from the result's arrival): the
 * four first cards face down, player then banker; the player's pair turned, then the banker's; each
 * third card as the rule draws it (the player's, then the banker's), turned as it lands. The last card
 * to show is not turned but squeezed, and the result waits for it.
 */
function dealingSteps(outcome: Baccarat) {
  const order: [Side, number][] = [
    ['player', 0],
    ['banker', 0],
    ['player', 1],
    ['banker', 1],
  ];
  if (outcome.player.length > 2) order.push(['player', 2]);
  if (outcome.banker.length > 2) order.push(['banker', 2]);
  const steps: { at: number; kind: 'land' | 'turn' | 'squeeze'; card: number }[] = [
    ...[0, 1, 2, 3].map((card) => ({ at: card * 450, kind: 'land' as const, card })),
    { at: 1900, kind: 'turn', card: 0 },
    { at: 1900, kind: 'turn', card: 2 },
    { at: 2400, kind: 'turn', card: 1 },
    { at: 2400, kind: 'turn', card: 3 },
  ];
  let at = 2400;
  for (let card = 4; card < order.length; card += 1) {
    steps.push({ at: at + 500, kind: 'land', card }, { at: at + 1000, kind: 'turn', card });
    at += 1000;
  }
  const decider = steps.findLast((step) => step.kind === 'turn');
  if (decider) decider.kind = 'squeeze';
  return { order, steps, end: at + SQUEEZE_MS + 250 };
}

/** The peel's fold line at time `t` (0–1): where it meets the right edge (y) and the bottom (x), as fractions. */
const PEEL: [number, number, number][] = [
  // t, y, x: the corner lifted, held, peeled to the middle, held, then the rest.
  [0, 1, 1],
  [0.22, 0.74, 0.6],
  [0.42, 0.7, 0.55],
  [0.68, 0.4, 0.04],
  [0.84, 0.37, 0],
  [1, -0.9, -2.2],
];

function foldAt(t: number): [number, number] {
  const next = PEEL.findIndex(([at]) => at >= t);
  const [t0, y0, x0] = PEEL[Math.max(0, next - 1)] ?? [0, 1, 1];
  const [t1, y1, x1] = PEEL[next] ?? [1, 1, 1];
  const part = t1 === t0 ? 1 : (t - t0) / (t1 - t0);
  const eased = part * part * (3 - 2 * part);
  return [y0 + (y1 - y0) * eased, x0 + (x1 - x0) * eased];
}

/** `point` mirrored across the line through `a` and `b`: where the lifted part of the card lies. */
function mirrored([px, py]: number[], [ax, ay]: number[], [bx, by]: number[]): [number, number] {
  const dx = (bx ?? 0) - (ax ?? 0);
  const dy = (by ?? 0) - (ay ?? 0);
  const along = (((px ?? 0) - (ax ?? 0)) * dx + ((py ?? 0) - (ay ?? 0)) * dy) / (dx * dx + dy * dy);
  const fx = (ax ?? 0) + along * dx;
  const fy = (ay ?? 0) + along * dy;
  return [2 * fx - (px ?? 0), 2 * fy - (py ?? 0)];
}

const polygon = (points: number[][], dx = 0, dy = 0) =>
  `polygon(${points.map(([x, y]) => `${((x ?? 0) + dx).toFixed(1)}px ${((y ?? 0) + dy).toFixed(1)}px`).join(',')})`;

/**
 * Peels the card's back from its lower right corner, as a dealer squeezes the deciding card: the back
 * is cut along the fold and the lifted part drawn mirrored over it, light side up, casting a shadow.
 */
function squeeze(card: HTMLElement, ms: number, done: () => void) {
  card.classList.add('squeezing');
  const back = card.querySelector<HTMLElement>('.card-back');
  const flap = element('div', { class: 'card-flap' });
  const paper = element('div', { class: 'card-flap-paper' });
  flap.append(paper);
  card.append(flap);
  const w = card.offsetWidth;
  const h = card.offsetHeight;
  const start = performance.now();
  const running = reveal;
  const frame = () => {
    if (reveal !== running || !running) return;
    const t = Math.min(1, (performance.now() - start) / ms);
    const [y, x] = foldAt(t);
    const a = [w, y * h];
    const b = [x * w, h];
    // Where the fold leaves the card: the bottom edge, or the left one once it has passed the corner.
    const edge = x >= 0 ? b : [0, y * h + ((h - y * h) * w) / (w - x * w)];
    const corner = x >= 0 ? b : [0, h];
    back?.style.setProperty('clip-path', polygon([[0, 0], [w, 0], a, b, [0, h]]));
    paper.style.setProperty(
      'clip-path',
      polygon([a, mirrored([w, h], a, b), mirrored(corner, a, b), edge], w, h),
    );
    // The card lies flat again as the last of it comes off.
    flap.style.setProperty('opacity', String(Math.min(1, (1 - t) / 0.12)));
    if (t < 1) running.frame = requestAnimationFrame(frame);
    else {
      card.classList.replace('squeezing', 'turned');
      flap.remove();
      back?.remove();
      done();
    }
  };
  if (running) running.frame = requestAnimationFrame(frame);
}

function handNode(side: Side) {
  const node = element('div', { class: `hand hand-${side}` });
  const total = element('output', { class: 'hand-total' });
  const cards = element('div', { class: 'cards' });
  node.append(element('h2', {}, t(`spot.${side}`)), total, cards);
  return { node, total, cards };
}

/**
 * The felt of a baccarat round: empty hands while bets are taken; on the result, the dealer's steps
 * played out (at a pace that ends before the next round opens, or at once for a member who asked
 * for less motion or came in late), the running totals as cards turn, the winner last.
 */
function showBaccarat(outcome: Baccarat | null) {
  const felt = $('felt');
  const key = `${view?.run}:${view?.round}:${Boolean(outcome)}`;
  if (felt.dataset.key === key) return;
  felt.dataset.key = key;
  stopReveal();
  const hands = { player: handNode('player'), banker: handNode('banker') };
  felt.replaceChildren(hands.player.node, hands.banker.node);
  if (!outcome || !view) return;
  const round = view.round;
  const { order, steps, end: length } = dealingSteps(outcome);
  const nodes = order.map(([side, index]) => cardNode(outcome[side][index] ?? 0));
  const turned = { player: 0, banker: 0 };
  const turn = (card: number) => {
    const [side] = order[card] ?? ['player'];
    nodes[card]?.classList.add('turned');
    turned[side] += pointsOf(outcome[side][order[card]?.[1] ?? 0] ?? 0);
    hands[side].total.textContent = String(turned[side] % 10);
  };
  let end = () => {};
  const done = new Promise<void>((resolve) => {
    end = resolve;
  });
  const finish = () => {
    shownRound = round;
    for (const side of ['player', 'banker'] as const)
      if (outcome.winner === side || outcome.winner === 'tie') hands[side].node.classList.add('won');
    showBanner();
    showRoads();
    end();
  };
  const now = Date.now() + skew;
  // Slower than full pace never; faster down to a third; below that (or joined late), no deal at all.
  const pace = now - view.at > 1500 ? 0 : Math.min(1, (view.nextAt - now - 800) / length);
  if (STILL.matches || pace < 0.33) {
    felt.style.removeProperty('--pace');
    nodes.forEach((node, card) => {
      node.classList.add('still');
      hands[order[card]?.[0] ?? 'player'].cards.append(node);
      turn(card);
    });
    reveal = { timers: [], frame: 0, done, end };
    finish();
    return;
  }
  felt.style.setProperty('--pace', String(pace));
  const timers: number[] = [];
  reveal = { timers, frame: 0, done, end };
  for (const step of steps)
    timers.push(
      window.setTimeout(() => {
        const node = nodes[step.card];
        if (!node) return;
        if (step.kind === 'land') hands[order[step.card]?.[0] ?? 'player'].cards.append(node);
        else if (step.kind === 'turn') turn(step.card);
        else
          squeeze(node, SQUEEZE_MS * pace, () => {
            turn(step.card);
            timers.push(window.setTimeout(finish, 250 * pace));
          });
      }, step.at * pace),
    );
}

// ---- the felt: what the dealer shows ----

function showFelt() {
  const felt = $('felt');
  const outcome = view?.phase === 'result' ? view.outcome : null;
  if (config.kind === 'baccarat') {
    showBaccarat(outcome?.player && outcome.banker && outcome.winner ? (outcome as Baccarat) : null);
    return;
  }
  if (config.kind === 'roulette') {
    if (!$('wheel')) felt.replaceChildren(wheelNode());
    if (outcome?.number !== undefined && felt.dataset.round !== String(view?.round)) {
      felt.dataset.round = String(view?.round);
      const index = WHEEL.indexOf(outcome.number);
      // Whole turns and then the pocket to the top, where the ball rests.
      wheelTurn += 1080 + ((360 - (index * 360) / WHEEL.length - (wheelTurn % 360) + 720) % 360);
      $('rotor').style.setProperty('transform', `rotate(${wheelTurn}deg)`);
    }
    return;
  }
  if (felt.dataset.round === String(view?.round) && felt.dataset.thrown === String(Boolean(outcome))) return;
  felt.dataset.round = String(view?.round);
  felt.dataset.thrown = String(Boolean(outcome));
  const dice = element('div', { class: outcome ? 'dice thrown' : 'dice' });
  for (const face of outcome?.dice ?? [1, 1, 1]) dice.append(dieNode(face));
  felt.replaceChildren(element('div', { class: 'shaker', 'aria-hidden': 'true' }), dice);
}

function bannerOf(v: View): string {
  const outcome = v.outcome;
  if (v.phase !== 'result' || !outcome) return v.phase === 'closing' ? t('noMoreBets') : t('placeBets');
  if (config.kind === 'baccarat')
    return `${t(`win.${outcome.winner}`)} · ${outcome.playerTotal} : ${outcome.bankerTotal}`;
  if (config.kind === 'roulette') return t('landed', { number: `${outcome.number}` });
  const dice = outcome.dice ?? [];
  return t('thrown', { dice: dice.join(' · '), total: dice.reduce((a, b) => a + b, 0) });
}

// ---- bet spots and chips ----

function spotLabel(spot: string): string {
  const [kind, value] = spot.split(':');
  if (kind === 'n') return value ?? '';
  return value === undefined ? t(`spot.${kind}`) : `${t(`spot.${kind}`)} ${value}`;
}

function buildSpots() {
  const spots = $('spots');
  for (const spot of config.spots) {
    const [kind, value] = spot.split(':');
    const button = element('button', { type: 'button', class: `spot spot-${kind}`, 'data-spot': spot });
    if (kind === 'n') button.classList.add(`pocket-${colourOf(Number(value))}`);
    if (config.kind === 'sicbo' && (kind === 'triple' || kind === 'double' || kind === 'single')) {
      const faces = kind === 'single' ? 1 : kind === 'double' ? 2 : 3;
      const row = element('span', { class: 'spot-dice' });
      for (let index = 0; index < faces; index += 1) row.append(dieNode(Number(value)));
      button.append(row, element('span', { class: 'spot-name' }, t(`spot.${kind}`)));
    } else button.append(element('span', { class: 'spot-name' }, spotLabel(spot)));
    button.append(element('output', { class: 'spot-stake' }));
    button.addEventListener('click', () => bet(spot, button));
    spots.append(button);
  }
  const chips = $('chips');
  config.chips.forEach((amount, index) => {
    const button = element(
      'button',
      { type: 'button', role: 'radio', class: `chip chip-${index}`, 'aria-checked': String(index === 0) },
      amount,
    );
    button.addEventListener('click', () => {
      chip = amount;
      for (const other of chips.querySelectorAll('.chip'))
        other.setAttribute('aria-checked', String(other === button));
    });
    chips.append(button);
  });
}

function showStakes() {
  for (const button of $('spots').querySelectorAll<HTMLButtonElement>('.spot')) {
    const amount = mine.round === view?.round ? mine.spots.get(button.dataset.spot ?? '') : undefined;
    const output = button.querySelector('output');
    if (output) output.textContent = amount ? amount.toFixed(2).replace(/\.00$/, '') : '';
    button.classList.toggle('staked', Boolean(amount));
    button.disabled = view?.phase !== 'betting';
  }
}

function randomKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function bet(spot: string, button: HTMLButtonElement) {
  // A click that lands as the window closes (the button not yet disabled) is told, not dropped.
  if (view?.phase !== 'betting') {
    say(t('error.BETTING_CLOSED'), 'error');
    return;
  }
  const round = view.round;
  button.classList.add('placing');
  try {
    const response = await fetch(`${api}/bets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomKey() },
      body: JSON.stringify({ round, spot, stake: chip }),
    });
    const answer = (await response.json()) as { balance?: string; error?: string };
    if (!response.ok || !answer.balance) {
      say(t(`error.${answer.error ?? 'generic'}`), 'error');
      return;
    }
    if (mine.round !== round) mine = { round, spots: new Map() };
    mine.spots.set(spot, (mine.spots.get(spot) ?? 0) + Number(chip));
    $('balance').textContent = `${answer.balance} ${currency}`;
    const total = [...mine.spots.values()].reduce((a, b) => a + b, 0);
    say(t('staked', { amount: `${total.toFixed(2)} ${currency}` }));
    // The round the member's bets went into and their total, kept after the round moves on (the
    // message above clears): what a test (or a reader) follows a bet by.
    document.body.dataset.bets = `${round}:${total.toFixed(2)}`;
    showStakes();
  } catch {
    say(t('error.generic'), 'error');
  } finally {
    button.classList.remove('placing');
  }
}

// ---- road maps ----

const ROAD_ROWS = 6;

function beadRoad(road: string[]) {
  const grid = element('div', { class: 'road beads', role: 'img', 'aria-label': t('beadRoad') });
  const columns = Math.max(12, Math.ceil(road.length / ROAD_ROWS));
  grid.style.setProperty('--columns', String(columns));
  road.forEach((winner, index) => {
    // Each language's own letter for the winner, none shared by two (colour alone is not enough).
    const cell = element('span', { class: `bead bead-${winner}` }, t(`bead.${winner}`));
    cell.style.setProperty('--column', String(Math.floor(index / ROAD_ROWS) + 1));
    cell.style.setProperty('--row', String((index % ROAD_ROWS) + 1));
    grid.append(cell);
  });
  return grid;
}

/** Each run of one winner down a column, a new column when the winner changes; a tie marks the last cell. */
function bigRoad(road: string[]) {
  const grid = element('div', { class: 'road big', role: 'img', 'aria-label': t('bigRoad') });
  let column = 0;
  let row = 0;
  let last: HTMLElement | undefined;
  let current = '';
  for (const winner of road) {
    if (winner === 'tie') {
      if (last) last.dataset.ties = String(Number(last.dataset.ties ?? '0') + 1);
      continue;
    }
    if (winner === current && row < ROAD_ROWS - 1) row += 1;
    else {
      column += 1;
      row = 0;
    }
    current = winner;
    last = element('span', { class: `ring ring-${winner}` });
    last.style.setProperty('--column', String(column));
    last.style.setProperty('--row', String(row + 1));
    grid.append(last);
  }
  grid.style.setProperty('--columns', String(Math.max(18, column)));
  return grid;
}

function recentResults(road: string[]) {
  const list = element('ol', { class: 'recent', 'aria-label': t('lastResults') });
  for (const result of road.slice(-24).reverse()) {
    const item = element('li', {
      class: config.kind === 'roulette' ? `pocket-${colourOf(Number(result))}` : 'throw',
    });
    if (config.kind === 'sicbo') {
      const total = [...result].reduce((sum, face) => sum + Number(face), 0);
      item.textContent = String(total);
      item.dataset.size = [...new Set(result)].length === 1 ? 'triple' : total <= 10 ? 'small' : 'big';
    } else item.textContent = result;
    list.append(item);
  }
  return list;
}

function showRoads() {
  // A baccarat round's result joins the roads once its cards are all shown.
  const dealing = config.kind === 'baccarat' && view?.phase === 'result' && shownRound !== view.round;
  const road = (dealing ? view?.road.slice(0, -1) : view?.road) ?? [];
  const roads = $('roads');
  if (roads.dataset.length === String(road.length) && roads.dataset.shoe === String(view?.shoe.number))
    return;
  roads.dataset.length = String(road.length);
  roads.dataset.shoe = String(view?.shoe.number);
  if (config.kind === 'baccarat') {
    const bead = element('figure', {}, '');
    bead.append(element('figcaption', {}, t('beadRoad')), beadRoad(road));
    const big = element('figure');
    big.append(element('figcaption', {}, t('bigRoad')), bigRoad(road));
    roads.replaceChildren(bead, big);
  } else {
    const recent = element('figure');
    recent.append(element('figcaption', {}, t('lastResults')), recentResults(road));
    roads.replaceChildren(recent);
  }
}

// ---- the table's view, as pushed ----

function showView() {
  if (!view) return;
  const stage = $('stage');
  stage.dataset.phase = view.phase;
  const shoeLine = config.kind === 'baccarat' ? ` · ${t('cardsLeft', { count: view.shoe.cardsLeft })}` : '';
  $('round').textContent = t('round', { round: view.round, shoe: view.shoe.number }) + shoeLine;
  $('shoe-hash').textContent = view.shoe.hash;
  $('revealed').textContent = view.revealed
    ? t('fair.revealed', { number: view.revealed.number, seed: view.revealed.serverSeed })
    : t('noShoeEnded');
  showFelt();
  showBanner();
  showStakes();
  showRoads();
  document.body.dataset.round = `${view.round}:${view.phase}`;
  // The last result stays named on the page until the next, from the moment it is pushed (the deal
  // on the felt is only its showing): what a test (or a reader) compares.
  if (view.phase === 'result') document.body.dataset.result = `${view.round}:${bannerOf(view)}`;
}

/** The banner names a baccarat result once its cards are all shown; until then, no more bets. */
function showBanner() {
  if (!view) return;
  const banner = $('banner');
  const dealing = config.kind === 'baccarat' && view.phase === 'result' && shownRound !== view.round;
  banner.textContent = dealing ? t('noMoreBets') : bannerOf(view);
  banner.dataset.result =
    view.phase === 'result' && !dealing ? (view.outcome?.winner ?? colourOfOutcome()) : '';
}

function colourOfOutcome(): string {
  const number = view?.outcome?.number;
  return number === undefined ? 'shown' : colourOf(number);
}

function tickClock() {
  // The clock counts the betting window down; between windows it stands empty.
  if (view?.phase === 'betting') {
    const now = Date.now() + skew;
    const left = Math.max(0, view.closesAt - now);
    showClock(String(Math.ceil(left / 1000)), (left / Math.max(1, view.closesAt - (view.at || now))) * 100);
  } else if (view) showClock('', 0);
  requestAnimationFrame(tickClock);
}

async function refresh() {
  const response = await fetch(api);
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as { error?: string };
    say(t(`error.${answer.error ?? 'generic'}`), 'error');
    return;
  }
  return show((await response.json()) as SeatState);
}

function show(state: SeatState) {
  currency = state.currency;
  $('balance').textContent = `${state.balance} ${currency}`;
  const history = $('history');
  history.replaceChildren(
    ...state.history.map((line) =>
      element('li', {}, t('roundLine', { round: line.round, staked: line.staked, won: line.won })),
    ),
  );
  return state;
}

function settled(round: number) {
  if (mine.round !== round) return;
  // The win is told (and the balance and history moved) once the cards have shown it.
  (reveal?.done ?? Promise.resolve()).then(refresh).then((state) => {
    const line = state?.history.find((entry) => entry.round === round);
    if (!line) return;
    const won = Number(line.won);
    say(won > 0 ? t('win', { amount: `${line.won} ${currency}` }) : t('lose'), won > 0 ? 'win' : 'lose');
    window.parent.postMessage({ type: 'house.round.played' }, '*');
  });
}

function follow() {
  const events = new EventSource(`${api}/events`);
  events.onmessage = (event) => {
    const message = JSON.parse(event.data) as { type: string; view?: View; round?: number };
    if (message.type === 'view' && message.view) {
      if (view && view.round !== message.view.round && mine.round !== message.view.round) say('');
      view = message.view;
      seenRoads.set(view.shoe.number, view.road);
      skew = Math.max(skew - 50, Math.min(skew, view.at - Date.now()));
      showView();
    } else if (message.type === 'settled' && message.round !== undefined) settled(message.round);
  };
  events.onopen = () => {
    if ($('message').textContent === t('connecting')) say('');
  };
  events.onerror = () => say(t('connecting'));
}

async function verify() {
  const revealed = view?.revealed;
  const out = $('verified');
  if (!revealed) {
    out.textContent = t('noShoeEnded');
    return;
  }
  const response = await fetch('/api/live/verify', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind: config.kind, serverSeed: revealed.serverSeed }),
  });
  const answer = (await response.json()) as { hash: string; road: string[] };
  // The page may have joined the shoe late: the rounds it saw are the end of the shoe's road.
  const seen = seenRoads.get(revealed.number) ?? [];
  const dealt = answer.road.slice(answer.road.length - seen.length);
  const matches = answer.hash === revealed.hash && dealt.join() === seen.join();
  out.textContent = matches ? `${t('verified')} (${seen.length})` : t('mismatch');
  out.dataset.tone = matches ? 'win' : 'error';
}

buildSpots();
$('verify').addEventListener('click', () => {
  verify().catch(() => say(t('error.generic'), 'error'));
});
say(t('connecting'));
(config.state ? Promise.resolve(show(config.state)) : refresh())
  .then((state) => {
    if (state?.view && !view) {
      view = state.view;
      showView();
    }
    follow();
    requestAnimationFrame(tickClock);
  })
  .catch(() => say(t('error.generic'), 'error'));
