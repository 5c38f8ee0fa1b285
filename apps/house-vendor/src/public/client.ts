// The game page's script, served with its types stripped: no build step; it imports only the house
// games' shared artwork, sound and page helpers, served beside it.
import { addArtDefinitions, CARD_BACK, cardFace, dieFace, SLOT_SYMBOLS, slotSymbol } from './art.js';
import { $, element, pageConfig, readState, say, type Texts, translator } from './page.js';
import { chime, soundSwitch, tone } from './sound.js';

type Config = {
  session: string;
  game: 'slot' | 'crash' | 'dice' | 'baccarat';
  texts: Texts;
  language: string;
  /** The smallest stake the session takes (its table's, if it has one). */
  minStake: string;
  /** The brand's pace: the least time from one round's start to the next's, the auto-play lengths offered. */
  pace: { cycleMs: number; autoplay: number[]; turbo: boolean; net: boolean };
  /** The slot's lines: each line's row (0 top) on each reel. */
  lines?: number[][];
  /** The session's state when the page was served; null when the wallet refused to tell it. */
  state: State | null;
  /** The member's sound switch as the vendor keeps it; null for a demo or a member who never set it. */
  sound: boolean | null;
};
type Round = {
  roundId: string;
  stake: string;
  win: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  outcome: Record<string, unknown> & { multiplier: number };
  revealedSeed?: string | null;
};
type State = {
  balance: string;
  currency: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  net: string;
  history: Round[];
};

const config = pageConfig<Config>();
const t = translator(config.texts);
const api = `/api/sessions/${config.session}`;

function field(label: string, input: HTMLElement) {
  const wrapper = element('label', { class: 'field' });
  wrapper.append(element('span', {}, label), input);
  return wrapper;
}

let state: State | undefined;

function showBalance(balance: string) {
  $('balance').textContent = `${balance} ${state?.currency ?? ''}`;
}

function showNet(net: string) {
  if (!config.pace.net) return;
  const amount = Number(net);
  $('net').textContent = `${amount > 0 ? '+' : ''}${net} ${state?.currency ?? ''}`;
  $('net').dataset.tone = amount > 0 ? 'win' : amount < 0 ? 'lose' : '';
}

const stake = element('input', {
  name: 'stake',
  inputmode: 'decimal',
  // One unit, or the table's minimum where that is more.
  value: Number(config.minStake) > 1 ? config.minStake : '1.00',
  required: '',
  'aria-label': t('stake'),
});
const submit = element(
  'button',
  { type: 'submit', class: 'primary' },
  config.game === 'slot' ? t('spin') : t('play'),
);

function choiceControls(): () => Record<string, unknown> {
  const form = $('bet');
  form.append(field(t('stake'), stake));
  if (config.game === 'crash') {
    const cashOut = element('input', { name: 'cashOut', inputmode: 'decimal', value: '2.00' });
    form.append(field(t('cashOut'), cashOut));
    return () => ({ game: 'crash', cashOut: Number(cashOut.value) });
  }
  if (config.game === 'dice') {
    const target = element('input', {
      name: 'target',
      type: 'range',
      min: '1',
      max: '98',
      step: '0.5',
      value: '49.5',
    });
    const direction = element('select', { name: 'direction' });
    direction.append(
      element('option', { value: 'under' }, t('under')),
      element('option', { value: 'over' }, t('over')),
    );
    const hint = element('output', { class: 'hint' });
    const update = () => {
      const value = Number(target.value);
      const chance = direction.value === 'under' ? value : 100 - value - 0.01;
      hint.textContent = `${t('target')} ${value.toFixed(2)} · ${t('chance', { chance: chance.toFixed(2), multiplier: (Math.floor((0.99 / (chance / 100)) * 10000) / 10000).toFixed(4) })}`;
    };
    target.addEventListener('input', update);
    direction.addEventListener('change', update);
    update();
    form.append(field(t('target'), target), field(`${t('under')} / ${t('over')}`, direction), hint);
    return () => ({ game: 'dice', target: Number(target.value), direction: direction.value });
  }
  if (config.game === 'baccarat') {
    const sides = element('fieldset', { class: 'sides' });
    for (const side of ['player', 'banker', 'tie']) {
      const option = element('label');
      const radio = element('input', { type: 'radio', name: 'side', value: side });
      if (side === 'banker') radio.setAttribute('checked', '');
      option.append(radio, element('span', {}, t(side)));
      sides.append(option);
    }
    form.append(sides);
    return () => ({
      game: 'baccarat',
      side: (form.querySelector('input[name=side]:checked') as HTMLInputElement).value,
    });
  }
  return () => ({ game: 'slot' });
}

const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, reducedMotion ? 0 : ms));
const sounds = {
  start: () => tone(180, 520, 0.25, 'sawtooth', 0.025),
  stop: () => tone(160, 80, 0.09, 'square', 0.05),
  tick: () => tone(1500, 1400, 0.03, 'square', 0.02),
  win: () => chime([523, 659, 784, 1047], 90),
  lose: () => tone(300, 160, 0.25, 'triangle', 0.05),
  crash: () => tone(220, 40, 0.5, 'sawtooth', 0.07),
  deal: () => tone(700, 300, 0.06, 'triangle', 0.05),
};

/** The amount as the round states it: `digits` decimals, the session's currency. */
const money = (amount: number, digits: number) => `${amount.toFixed(digits)} ${state?.currency ?? ''}`;

/** Counts the win meter up to `to` from `from`, ticking as it goes. */
async function countUp(meter: HTMLElement, from: number, to: number, digits: number) {
  meter.hidden = false;
  const ms = reducedMotion || to <= from ? 0 : Math.min(1500, 350 + (to - from) * 40);
  const started = performance.now();
  let lastTick = 0;
  await new Promise<void>((resolve) => {
    const frame = (now: number) => {
      const share = ms === 0 ? 1 : Math.min(1, (now - started) / ms);
      meter.textContent = money(from + (to - from) * (1 - (1 - share) ** 3), digits);
      if (now - lastTick > 90) {
        sounds.tick();
        lastTick = now;
      }
      if (share < 1) requestAnimationFrame(frame);
      else resolve();
    };
    requestAnimationFrame(frame);
  });
}

// ---- The slot: five reels that spin and stop one by one, then the winning lines drawn over them.
type Spin = {
  grid: string[][];
  lines: { line: number; symbol: string; count: number }[];
  scatters: number;
  win: number;
};
const LINE_COLOURS = ['#facc15', '#38bdf8', '#f472b6', '#4ade80', '#fb923c', '#c084fc', '#f87171'];
const randomSymbol = () => SLOT_SYMBOLS[Math.floor(Math.random() * SLOT_SYMBOLS.length)] ?? 'TEN';
const symbolCell = (symbol: string) => {
  const cell = element('span', { class: `cell s-${symbol.toLowerCase()}` });
  cell.innerHTML = slotSymbol(symbol, config.texts[`symbol.${symbol}`] ?? (symbol === 'TEN' ? '10' : symbol));
  return cell;
};
let reels: HTMLElement[] = [];
let lineLayer: SVGSVGElement | undefined;
let winMeter: HTMLElement | undefined;
let freeBanner: HTMLElement | undefined;

function buildSlot() {
  const machine = element('div', { class: 'slot' });
  const window_ = element('div', { class: 'reels' });
  reels = Array.from({ length: 5 }, () => {
    const reel = element('div', { class: 'reel' });
    const strip = element('div', { class: 'strip' });
    for (let row = 0; row < 3; row += 1) strip.append(symbolCell(randomSymbol()));
    reel.append(strip);
    window_.append(reel);
    return reel;
  });
  lineLayer = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  lineLayer.setAttribute('class', 'lines');
  lineLayer.setAttribute('viewBox', '0 0 500 300');
  lineLayer.setAttribute('preserveAspectRatio', 'none');
  lineLayer.setAttribute('aria-hidden', 'true');
  window_.append(lineLayer);
  winMeter = element('output', { class: 'win-meter', 'aria-hidden': 'true' });
  winMeter.hidden = true;
  freeBanner = element('p', { class: 'free' });
  freeBanner.hidden = true;
  machine.append(window_, winMeter, freeBanner);
  $('table').replaceChildren(machine);
}

/** Spins every reel to `grid` (reels of rows), stopping them left to right. */
async function spinReels(grid: string[][], quick: boolean) {
  lineLayer?.replaceChildren();
  sounds.start();
  await Promise.all(
    reels.map(async (reel, index) => {
      const strip = reel.firstElementChild as HTMLElement;
      const shown = Array.from(strip.children).slice(0, 3);
      const blur = (quick ? 5 : 10) + index * (quick ? 2 : 4);
      const fresh = (grid[index] ?? []).map(symbolCell);
      strip.replaceChildren(
        ...fresh,
        ...Array.from({ length: blur }, () => symbolCell(randomSymbol())),
        ...shown,
      );
      const total = strip.children.length;
      const from = `translateY(${(-(total - 3) / total) * 100}%)`;
      if (!reducedMotion) {
        reel.classList.add('spinning');
        await strip.animate(
          [
            { transform: from },
            { transform: `translateY(${(0.5 / total) * 100}%)`, offset: 0.9 },
            { transform: 'translateY(0)' },
          ],
          { duration: (quick ? 320 : 650) + index * (quick ? 110 : 260), easing: 'cubic-bezier(.3,.1,.3,1)' },
        ).finished;
        reel.classList.remove('spinning');
        sounds.stop();
      }
      strip.replaceChildren(...fresh);
    }),
  );
}

/** Lights the cells that won, and draws each winning line over the reels. */
function showWins(spin: Spin) {
  const cell = (reel: number, row: number) => reels[reel]?.firstElementChild?.children[row];
  for (const [index, win] of spin.lines.entries()) {
    const rows = config.lines?.[win.line] ?? [];
    const colour = LINE_COLOURS[index % LINE_COLOURS.length] ?? '#facc15';
    const line = document.createElementNS('http://www.w3.org/2000/svg', 'polyline');
    line.setAttribute('points', rows.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' '));
    line.setAttribute('stroke', colour);
    lineLayer?.append(line);
    for (let reel = 0; reel < win.count; reel += 1) cell(reel, rows[reel] ?? 0)?.classList.add('hit');
  }
  if (spin.scatters >= 3)
    for (const [reel, symbols] of spin.grid.entries())
      for (const [row, symbol] of symbols.entries())
        if (symbol === 'SCATTER') cell(reel, row)?.classList.add('hit');
}

async function presentSlot(round: Round, digits: number) {
  if (reels.length === 0) buildSlot();
  const outcome = round.outcome as unknown as { base: Spin; freeSpins: Spin[] };
  const stakeAmount = Number(round.stake);
  if (winMeter) winMeter.hidden = true;
  if (freeBanner) freeBanner.hidden = true;
  let shown = 0;
  for (const [index, spin] of [outcome.base, ...outcome.freeSpins].entries()) {
    if (index === 1 && freeBanner) {
      freeBanner.textContent = t('freeSpins', { count: outcome.freeSpins.length });
      freeBanner.hidden = false;
      sounds.win();
      await wait(700);
    }
    await spinReels(spin.grid, index > 0);
    if (spin.win > 0 && winMeter) {
      showWins(spin);
      sounds.win();
      const to = shown + spin.win * stakeAmount;
      await countUp(winMeter, shown, to, digits);
      shown = to;
      await wait(index > 0 ? 250 : 0);
    }
  }
  // The meter ends on the round's own amount, whatever rounding the sum of spins met.
  if (winMeter && Number(round.win) > 0) winMeter.textContent = money(Number(round.win), digits);
}

// ---- Dice: the number rolls to the result while a die tumbles, and a marker lands on the track.
let diceZone: HTMLElement | undefined;
/** The winning zone of the track, as the controls' target and direction set it. */
function showDiceZone({ target, direction }: { target: number; direction: string }) {
  diceZone?.style.setProperty('--from', `${direction === 'over' ? target : 0}%`);
  diceZone?.style.setProperty('--to', `${direction === 'over' ? 100 : target}%`);
}

function diceBoard(choice: { target: number; direction: string }) {
  const board = element('div', { class: 'dice-board' });
  const die = element('span', { class: 'die' });
  die.innerHTML = dieFace(5);
  const number = element('output', { class: 'roll-number' }, '0.00');
  const track = element('div', { class: 'track' });
  diceZone = element('span', { class: 'zone' });
  const marker = element('span', { class: 'marker' });
  track.append(diceZone, marker);
  board.append(die, number, track);
  showDiceZone(choice);
  $('table').replaceChildren(board);
  return { board, die, number, marker };
}

async function presentDice(round: Round) {
  const roll = Number(round.outcome.roll);
  const choice = lastChoices.get(round.roundId) as { target: number; direction: string };
  const { board, die, number, marker } = diceBoard(choice);
  const steps = reducedMotion ? 0 : 14;
  for (let step = 0; step < steps; step += 1) {
    die.innerHTML = dieFace(1 + Math.floor(Math.random() * 6));
    die.style.setProperty('--turn', `${step * 47}deg`);
    const shown = step < steps - 4 ? Math.random() * 100 : roll + (Math.random() - 0.5) * (steps - step) * 3;
    number.textContent = Math.min(99.99, Math.max(0, shown)).toFixed(2);
    marker.style.setProperty('--at', `${Math.min(100, Math.max(0, shown))}%`);
    sounds.tick();
    await wait(45 + step * 6);
  }
  die.innerHTML = dieFace(1 + (Math.floor(roll) % 6));
  die.style.setProperty('--turn', '0deg');
  number.textContent = roll.toFixed(2);
  marker.style.setProperty('--at', `${roll}%`);
  board.dataset.tone = Number(round.win) > 0 ? 'win' : 'lose';
}

// ---- Crash: the multiplier's curve climbs on a canvas until the rocket cashes out or crashes.
function crashBoard() {
  const board = element('div', { class: 'crash-board' });
  const canvas = element('canvas', { class: 'curve', 'aria-hidden': 'true' }) as HTMLCanvasElement;
  const reading = element('output', { class: 'reading' }, '1.00×');
  board.append(canvas, reading);
  $('table').replaceChildren(board);
  return { board, canvas, reading };
}

async function presentCrash(round: Round) {
  const crashAt = Number(round.outcome.crashAt);
  const cashOut = Number((lastChoices.get(round.roundId) as { cashOut?: number } | undefined)?.cashOut ?? 0);
  const won = Number(round.win) > 0;
  const { board, canvas, reading } = crashBoard();
  const ratio = Math.min(window.devicePixelRatio || 1, 2);
  const width = canvas.clientWidth;
  const height = canvas.clientHeight;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  const styles = getComputedStyle(board);
  // The curve runs as far as the crash, or on to the cash-out where it crashed past it; at most 4 s.
  const top = Math.max(crashAt, 1.01);
  const ms = reducedMotion ? 0 : Math.min(4000, 700 + Math.log(top) * 1400);
  const pad = 28;
  // The reading stands over the top of the canvas: the curve keeps below it.
  const headroom = 76;
  const draw = (share: number) => {
    const at = top ** share;
    const ceiling = Math.max(2, at * 1.25, cashOut > at ? Math.min(cashOut, at * 2) : 0);
    const x = (s: number) =>
      pad + (width - pad * 2) * (share === 0 ? 0 : s / share) * Math.min(1, 0.25 + share);
    const y = (m: number) => height - pad - ((m - 1) / (ceiling - 1)) * (height - pad - headroom);
    ctx.clearRect(0, 0, width, height);
    ctx.strokeStyle = styles.getPropertyValue('--line');
    ctx.lineWidth = 1;
    for (const mark of [1, (1 + ceiling) / 2, ceiling]) {
      ctx.beginPath();
      ctx.moveTo(pad, y(mark));
      ctx.lineTo(width - pad, y(mark));
      ctx.stroke();
    }
    if (cashOut > 1 && cashOut <= ceiling) {
      ctx.setLineDash([6, 6]);
      ctx.strokeStyle = styles.getPropertyValue('--win');
      ctx.beginPath();
      ctx.moveTo(pad, y(cashOut));
      ctx.lineTo(width - pad, y(cashOut));
      ctx.stroke();
      ctx.setLineDash([]);
    }
    const gradient = ctx.createLinearGradient(0, height, 0, 0);
    gradient.addColorStop(0, '#f2b544');
    gradient.addColorStop(1, '#ef4444');
    ctx.strokeStyle = gradient;
    ctx.lineWidth = 4;
    ctx.beginPath();
    for (let i = 0; i <= 60; i += 1) {
      const s = (share * i) / 60;
      const px = x(s);
      const py = y(top ** s);
      if (i === 0) ctx.moveTo(px, py);
      else ctx.lineTo(px, py);
    }
    ctx.stroke();
    ctx.lineTo(x(share), height - pad);
    ctx.lineTo(pad, height - pad);
    ctx.fillStyle = 'rgba(242, 181, 68, 0.14)';
    ctx.fill();
    ctx.fillStyle = share === 1 ? '#ef4444' : '#fde68a';
    ctx.beginPath();
    ctx.arc(x(share), y(at), share === 1 ? 9 : 6, 0, Math.PI * 2);
    ctx.fill();
    reading.textContent = `${(Math.floor(at * 100) / 100).toFixed(2)}×`;
    reading.dataset.tone = won && at >= cashOut ? 'win' : '';
  };
  const started = performance.now();
  await new Promise<void>((resolve) => {
    const frame = (now: number) => {
      const share = ms === 0 ? 1 : Math.min(1, (now - started) / ms);
      draw(share);
      if (share < 1) requestAnimationFrame(frame);
      else resolve();
    };
    requestAnimationFrame(frame);
  });
  reading.textContent = t('crashed', { point: crashAt.toFixed(2) });
  reading.dataset.tone = won ? 'win' : 'lose';
  sounds.crash();
}

// ---- Baccarat: the cards dealt face down in the drawing order, each turned over in its turn.
const cardValue = (rank: number) => (rank >= 9 ? 0 : rank + 1);
function baccaratBaize() {
  const hands: Record<string, { cards: HTMLElement; total: HTMLElement; sum: number }> = {};
  const layout = element('div', { class: 'baize' });
  for (const side of ['player', 'banker']) {
    const hand = element('div', { class: `hand ${side}` });
    const total = element('output', { class: 'total' }, '0');
    const title = element('h2', {}, t(side));
    title.append(total);
    const cards = element('div', { class: 'cards' });
    hand.append(title, cards);
    layout.append(hand);
    hands[side] = { cards, total, sum: 0 };
  }
  $('table').replaceChildren(layout);
  return { layout, hands };
}

async function presentBaccarat(round: Round) {
  const outcome = round.outcome as unknown as { player: number[]; banker: number[]; winner: string };
  const { layout, hands } = baccaratBaize();
  const order: [string, number][] = [];
  for (let i = 0; i < 3; i += 1)
    for (const side of ['player', 'banker']) {
      const rank = (outcome[side as 'player' | 'banker'] as number[])[i];
      if (rank !== undefined) order.push([side, rank]);
    }
  for (const [index, [side, rank]] of order.entries()) {
    const hand = hands[side];
    if (!hand) continue;
    const card = element('span', { class: 'card' });
    const inner = element('span', { class: 'card-inner' });
    const back = element('span', { class: 'card-back' });
    const face = element('span', { class: 'card-face' });
    back.innerHTML = CARD_BACK;
    // The shoe is endless and a card's suit plays no part: the suit only dresses the card.
    face.innerHTML = cardFace(rank, (rank + index) % 4, `${t(side)} ${rank}`);
    inner.append(back, face);
    card.append(inner);
    hand.cards.append(card);
    sounds.deal();
    await wait(260);
    card.classList.add('open');
    await wait(420);
    hand.sum = (hand.sum + cardValue(rank)) % 10;
    hand.total.textContent = String(hand.sum);
  }
  const winner = layout.querySelector(`.hand.${outcome.winner}`);
  if (winner) winner.classList.add('won');
  else layout.classList.add('tied');
}

async function showOutcome(round: Round) {
  const digits = (round.win.split('.')[1] ?? '').length;
  if (config.game === 'slot') await presentSlot(round, digits);
  else if (config.game === 'crash') await presentCrash(round);
  else if (config.game === 'dice') await presentDice(round);
  else await presentBaccarat(round);
  const won = round.win !== '0' && Number(round.win) > 0;
  if (won) sounds.win();
  else sounds.lose();
  say(won ? t('win', { amount: `${round.win} ${state?.currency ?? ''}` }) : t('lose'), won ? 'win' : 'lose');
}

function showFairness() {
  if (!state) return;
  const panel = $('fairness');
  panel.replaceChildren();
  const facts = element('dl');
  facts.append(
    element('dt', {}, t('serverSeedHash')),
    element('dd', { class: 'mono' }, state.serverSeedHash),
  );
  facts.append(element('dt', {}, t('nonce')), element('dd', {}, String(state.nonce)));
  panel.append(facts);
  const form = element('form', { class: 'seed' });
  const seed = element('input', {
    name: 'clientSeed',
    value: state.clientSeed,
    pattern: '[A-Za-z0-9_\\-]{1,64}',
  });
  form.append(field(t('clientSeed'), seed), element('button', { type: 'submit' }, t('rotate')));
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const response = await fetch(`${api}/seed`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientSeed: seed.value }),
    });
    if (!response.ok) return say(t('error.invalid'), 'error');
    state = (await response.json()) as State;
    showFairness();
  });
  panel.append(form, element('h3', {}, t('history')));
  const list = element('ol', { class: 'history' });
  for (const round of state.history) {
    const item = element('li');
    item.append(element('span', {}, `#${round.nonce} · ${round.stake} → ${round.win}`));
    if (round.revealedSeed) {
      const verify = element('button', { type: 'button' }, t('verify'));
      verify.addEventListener('click', async () => {
        const response = await fetch('/api/verify', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            serverSeed: round.revealedSeed,
            clientSeed: round.clientSeed,
            nonce: round.nonce,
            choice: lastChoices.get(round.roundId) ?? choiceOf(),
          }),
        });
        const checked = (await response.json()) as { serverSeedHash: string; outcome: Round['outcome'] };
        const same =
          checked.serverSeedHash === round.serverSeedHash &&
          checked.outcome.multiplier === round.outcome.multiplier;
        verify.replaceWith(element('span', { class: same ? 'ok' : 'bad' }, same ? t('verified') : '✗'));
      });
      item.append(verify);
    } else item.append(element('small', {}, t('notRevealed')));
    list.append(item);
  }
  panel.append(list);
}

addArtDefinitions();
soundSwitch($('sound'), {
  remembered: config.sound,
  settingsUrl: document.querySelector('main')?.dataset.mode === 'real' ? `${api}/settings` : null,
});

const lastChoices = new Map<string, Record<string, unknown>>();
const choiceOf = choiceControls();
$('bet').append(submit);

// The table is laid before the first round: the reels, the track, the curve's frame or the felt.
if (config.game === 'slot') buildSlot();
else if (config.game === 'crash') crashBoard();
else if (config.game === 'baccarat') baccaratBaize();
else {
  const dice = () => showDiceZone(choiceOf() as { target: number; direction: string });
  diceBoard(choiceOf() as { target: number; direction: string });
  $('bet').addEventListener('input', dice);
  $('bet').addEventListener('change', dice);
}

// A round starts no sooner than the brand's minimum cycle after the one before: until then the play
// button waits (the server would hold the round back, the platform refuse it).
let nextRoundAt = 0;
const untilNextRound = () => Math.max(0, nextRoundAt - Date.now());
function holdUntilNextRound() {
  const wait = untilNextRound();
  if (wait === 0) return submit.removeAttribute('disabled');
  submit.setAttribute('disabled', '');
  window.setTimeout(() => {
    if (!autoplay.running) submit.removeAttribute('disabled');
  }, wait);
}

/** A round's key: random hex (getRandomValues, unlike randomUUID, works on a page served over plain HTTP). */
function roundKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

async function playRound(): Promise<boolean> {
  submit.setAttribute('disabled', '');
  say('');
  const choice = choiceOf();
  nextRoundAt = Date.now() + config.pace.cycleMs;
  try {
    const response = await fetch(`${api}/rounds`, {
      method: 'POST',
      // Should this request reach the vendor twice (a retry on the way), it is one round.
      headers: { 'content-type': 'application/json', 'idempotency-key': roundKey() },
      body: JSON.stringify({ stake: stake.value.trim(), choice }),
    });
    const body = (await response.json()) as {
      round?: Round;
      balance?: string;
      nonce?: number;
      net?: string;
      error?: string;
    };
    if (!response.ok || !body.round || !body.balance) {
      const key = `error.${body.error ?? 'generic'}`;
      say(config.texts[key] ? t(key) : t('error.generic'), 'error');
      // The framing site shows the check at once instead of at its next poll (HOUSE_REALITY_CHECK_MESSAGE
      // in the contracts); like the round message, it says nothing the site could not ask itself.
      if (body.error === 'REALITY_CHECK_DUE' && window.parent !== window)
        window.parent.postMessage({ type: 'house.reality.check' }, '*');
      return false;
    }
    lastChoices.set(body.round.roundId, choice);
    if (state) {
      state.history.unshift(body.round);
      state.nonce = body.nonce ?? state.nonce + 1;
    }
    // The site that frames the game reads its balance again (HOUSE_ROUND_MESSAGE in the contracts):
    // the message carries nothing, so any page framing the game may hear it.
    if (window.parent !== window) window.parent.postMessage({ type: 'house.round.played' }, '*');
    showFairness();
    // The round is settled already: the animation only shows it, and the balance follows its end.
    await showOutcome(body.round);
    showBalance(body.balance);
    if (body.net !== undefined) showNet(body.net);
    return true;
  } catch {
    say(t('error.generic'), 'error');
    return false;
  } finally {
    if (!autoplay.running) holdUntilNextRound();
  }
}

/** Auto-play, where the brand allows it: up to its most rounds, stopped by the player or any refusal. */
const AUTOPLAY_PAUSE_MS = 1000;
const autoplay = { running: false, stop: false };
function autoplayControls() {
  if (config.pace.autoplay.length === 0) return;
  const rounds = element('select', { name: 'autoplayRounds', 'aria-label': t('autoplayRounds') });
  for (const count of config.pace.autoplay)
    rounds.append(element('option', { value: String(count) }, String(count)));
  const turbo = element('input', { type: 'checkbox', name: 'turbo' }) as HTMLInputElement;
  const start = element('button', { type: 'button', class: 'autoplay' }, t('autoplay'));
  const box = element('div', { class: 'autoplay-box' });
  box.append(field(t('autoplayRounds'), rounds));
  if (config.pace.turbo) {
    const label = element('label', { class: 'turbo' });
    label.append(turbo, element('span', {}, t('turbo')));
    box.append(label);
  }
  box.append(start);
  $('bet').append(box);
  start.addEventListener('click', async () => {
    if (autoplay.running) {
      autoplay.stop = true;
      return;
    }
    autoplay.running = true;
    autoplay.stop = false;
    rounds.setAttribute('disabled', '');
    let left = Number(rounds.value);
    while (left > 0 && !autoplay.stop) {
      start.textContent = t('autoplayStop', { left });
      const pause = config.pace.turbo && turbo.checked ? 0 : AUTOPLAY_PAUSE_MS;
      await new Promise((resolve) => window.setTimeout(resolve, Math.max(untilNextRound(), pause)));
      if (autoplay.stop || !(await playRound())) break;
      left -= 1;
    }
    autoplay.running = false;
    rounds.removeAttribute('disabled');
    start.textContent = t('autoplay');
    holdUntilNextRound();
  });
}
autoplayControls();

$('bet').addEventListener('submit', async (event) => {
  event.preventDefault();
  if (autoplay.running || untilNextRound() > 0) return;
  await playRound();
});

const first = config.state ?? (await readState<State>(api));
if ('balance' in first) {
  state = first;
  showBalance(state.balance);
  showNet(state.net);
  showFairness();
} else {
  say(t(`error.${first.error === 'TOKEN_EXPIRED' ? 'TOKEN_EXPIRED' : 'generic'}`), 'error');
}
