// The fishing game's page script, served with its types stripped: no build step, and only the house
// games' shared sound and page helpers imported. It draws the school the server sends and says which
// fish a shot is aimed at; the server decides every catch.

import { $, element, pageConfig, readState, say, translator } from './page.js';
import { chime, soundSwitch, tone } from './sound.js';

type Kind =
  | 'clownfish'
  | 'angelfish'
  | 'pufferfish'
  | 'turtle'
  | 'lionfish'
  | 'swordfish'
  | 'shark'
  | 'whale'
  | 'dragon';
type Config = {
  session: string;
  texts: Record<string, string>;
  /** The cannon's stakes, least first, as the session takes them. */
  stakes: string[];
  kinds: { kind: Kind; pays: number }[];
  wheel: number[];
  pace: { cycleMs: number; net: boolean };
  /** The session's state when the page was served; null when the wallet refused to tell it. */
  state: State | null;
  /** The school swimming when the page was served; null: ask for it. */
  school: School | null;
  /** The member's sound switch as the vendor keeps it; null for a demo or a member who never set it. */
  sound: boolean | null;
};
type Fish = {
  id: string;
  kind: Kind;
  enterMs: number;
  swimMs: number;
  fromLeft: boolean;
  y0: number;
  y1: number;
  amplitude: number;
  waves: number;
  phase: number;
};
type School = { now: number; startedAt: number; endsAt: number; fish: Fish[]; caught: string[] };
type Outcome = { kind: Kind; caught: boolean; wheel: number | null; multiplier: number; fish: string | null };
type Round = {
  roundId: string;
  stake: string;
  win: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  outcome: Outcome;
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
const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;

// ---- Sound: the house games' shared tones and their one remembered switch.
const sounds = {
  shot: () => tone(900, 180, 0.14, 'square', 0.05),
  splash: () => tone(320, 90, 0.2, 'sine', 0.06),
  catch: () => chime([660, 880, 1320], 90),
  coin: () => tone(1760, 2640, 0.09, 'sine', 0.05),
  tick: () => tone(1200, 1100, 0.03, 'square', 0.03),
};
soundSwitch($('sound'), {
  remembered: config.sound,
  settingsUrl: document.querySelector('main')?.dataset.mode === 'real' ? `${api}/settings` : null,
});

// ---- The sea.
const canvas = $('sea') as HTMLCanvasElement;
const seaContext = canvas.getContext('2d') as CanvasRenderingContext2D;
/** Where the drawing functions paint: the sea, or for a moment a chip's picture. */
let ctx = seaContext;
let width = 0;
let height = 0;
/** The sea's height above the dock of controls, where the fish swim and the cannon stands. */
let seaHeight = 0;
function resize() {
  const ratio = Math.min(window.devicePixelRatio || 1, 2);
  width = canvas.clientWidth;
  height = canvas.clientHeight;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  seaContext.setTransform(ratio, 0, 0, ratio, 0, 0);
  seaHeight =
    (document.querySelector('.dock')?.getBoundingClientRect().top ?? height) -
    canvas.getBoundingClientRect().top;
}
window.addEventListener('resize', resize);
resize();

/** Each kind's length, as a share of the sea's width (a phone's narrow height caps it). */
const LENGTH: Record<Kind, number> = {
  clownfish: 0.05,
  angelfish: 0.055,
  pufferfish: 0.055,
  turtle: 0.085,
  lionfish: 0.075,
  swordfish: 0.11,
  shark: 0.15,
  whale: 0.21,
  dragon: 0.25,
};
const lengthOf = (kind: Kind) => LENGTH[kind] * Math.min(width, height * 2);

function ellipse(x: number, y: number, rx: number, ry: number, fill: string | CanvasGradient) {
  ctx.beginPath();
  ctx.ellipse(x, y, rx, ry, 0, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
}
function eye(x: number, y: number, r: number) {
  ellipse(x, y, r, r, '#fff');
  ellipse(x + r * 0.25, y, r * 0.55, r * 0.55, '#111827');
}
function tail(x: number, r: number, wag: number, fill: string) {
  ctx.beginPath();
  ctx.moveTo(x, 0);
  ctx.lineTo(x - r, -r * 0.8 + wag);
  ctx.quadraticCurveTo(x - r * 0.6, wag * 0.5, x - r, r * 0.8 + wag);
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
}
function body(len: number, tall: number, from: string, to: string): CanvasGradient {
  const gradient = ctx.createLinearGradient(0, -tall, 0, tall);
  gradient.addColorStop(0, from);
  gradient.addColorStop(1, to);
  ellipse(0, 0, len / 2, tall, gradient);
  return gradient;
}

/**
 * Draws a fish of `kind`, `len` long, facing right, at the origin (the caller moves and turns the
 * canvas); `time` makes the tail and fins move.
 */
function drawFish(kind: Kind, len: number, time: number) {
  const wag = Math.sin(time / 120) * len * 0.06;
  const half = len / 2;
  ctx.lineWidth = Math.max(1, len * 0.02);
  switch (kind) {
    case 'clownfish': {
      tail(-half * 0.8, len * 0.28, wag, '#f97316');
      body(len * 0.9, len * 0.24, '#fb923c', '#ea580c');
      ctx.fillStyle = '#fff';
      for (const x of [-0.12, 0.12]) ctx.fillRect(x * len - len * 0.035, -len * 0.22, len * 0.07, len * 0.44);
      eye(half * 0.55, -len * 0.05, len * 0.05);
      break;
    }
    case 'angelfish': {
      tail(-half * 0.7, len * 0.26, wag, '#facc15');
      ctx.beginPath();
      ctx.moveTo(half * 0.7, 0);
      ctx.lineTo(-half * 0.1, -len * 0.55);
      ctx.lineTo(-half * 0.6, 0);
      ctx.lineTo(-half * 0.1, len * 0.55);
      ctx.closePath();
      ctx.fillStyle = '#fde047';
      ctx.fill();
      ctx.strokeStyle = '#1d4ed8';
      ctx.lineWidth = len * 0.05;
      for (const x of [-0.15, 0.05]) {
        ctx.beginPath();
        ctx.moveTo(x * len, -len * 0.35);
        ctx.lineTo(x * len, len * 0.35);
        ctx.stroke();
      }
      eye(half * 0.35, -len * 0.06, len * 0.05);
      break;
    }
    case 'pufferfish': {
      tail(-half * 0.8, len * 0.22, wag, '#a3e635');
      ctx.strokeStyle = '#65a30d';
      for (let i = 0; i < 14; i += 1) {
        const a = (i / 14) * Math.PI * 2;
        ctx.beginPath();
        ctx.moveTo(Math.cos(a) * len * 0.36, Math.sin(a) * len * 0.36);
        ctx.lineTo(Math.cos(a) * len * 0.48, Math.sin(a) * len * 0.48);
        ctx.stroke();
      }
      body(len * 0.78, len * 0.38, '#d9f99d', '#84cc16');
      ctx.fillStyle = 'rgba(101,163,13,.6)';
      for (const [x, y] of [
        [-0.1, -0.12],
        [0.05, -0.2],
        [-0.18, 0.02],
      ] as const)
        ellipse(x * len, y * len, len * 0.035, len * 0.035, 'rgba(77,124,15,.55)');
      eye(half * 0.45, -len * 0.1, len * 0.07);
      break;
    }
    case 'turtle': {
      ctx.fillStyle = '#86efac';
      for (const [x, y, s] of [
        [0.2, -0.3, 1],
        [0.2, 0.3, -1],
        [-0.25, -0.25, 1],
        [-0.25, 0.25, -1],
      ] as const) {
        ctx.save();
        ctx.translate(x * len, y * len);
        ctx.rotate(s * (0.5 + Math.sin(time / 300) * 0.3));
        ellipse(0, 0, len * 0.16, len * 0.06, '#4ade80');
        ctx.restore();
      }
      ellipse(half * 0.75, 0, len * 0.13, len * 0.1, '#4ade80');
      eye(half * 0.85, -len * 0.03, len * 0.03);
      body(len * 0.75, len * 0.3, '#a16207', '#713f12');
      ctx.strokeStyle = '#fbbf24';
      ctx.lineWidth = len * 0.015;
      for (let i = 0; i < 6; i += 1) {
        const a = (i / 6) * Math.PI * 2;
        ctx.beginPath();
        ctx.moveTo(0, 0);
        ctx.lineTo(Math.cos(a) * len * 0.3, Math.sin(a) * len * 0.24);
        ctx.stroke();
      }
      ctx.beginPath();
      ctx.ellipse(0, 0, len * 0.15, len * 0.12, 0, 0, Math.PI * 2);
      ctx.stroke();
      break;
    }
    case 'lionfish': {
      ctx.strokeStyle = '#fecaca';
      ctx.lineWidth = len * 0.015;
      for (let i = 0; i < 9; i += 1) {
        const a = -Math.PI * 0.15 - (i / 9) * Math.PI * 0.7 + Math.sin(time / 250 + i) * 0.05;
        ctx.beginPath();
        ctx.moveTo(-i * len * 0.03, -len * 0.1);
        ctx.lineTo(Math.cos(a) * len * 0.5, Math.sin(a) * len * 0.5);
        ctx.stroke();
        ctx.beginPath();
        ctx.moveTo(-i * len * 0.03, len * 0.1);
        ctx.lineTo(Math.cos(-a) * len * 0.45, Math.sin(-a) * len * 0.45);
        ctx.stroke();
      }
      tail(-half * 0.8, len * 0.22, wag, '#fca5a5');
      body(len * 0.85, len * 0.18, '#f87171', '#b91c1c');
      ctx.fillStyle = '#fff7ed';
      for (const x of [-0.25, -0.1, 0.05, 0.2]) ctx.fillRect(x * len, -len * 0.16, len * 0.035, len * 0.32);
      eye(half * 0.6, -len * 0.04, len * 0.04);
      break;
    }
    case 'swordfish': {
      ctx.fillStyle = '#94a3b8';
      ctx.beginPath();
      ctx.moveTo(half * 0.5, -len * 0.02);
      ctx.lineTo(half * 1.25, 0);
      ctx.lineTo(half * 0.5, len * 0.03);
      ctx.fill();
      tail(-half * 0.75, len * 0.2, wag, '#1e3a8a');
      ctx.beginPath();
      ctx.moveTo(-len * 0.05, -len * 0.09);
      ctx.lineTo(len * 0.02, -len * 0.28);
      ctx.lineTo(len * 0.12, -len * 0.08);
      ctx.fillStyle = '#1e40af';
      ctx.fill();
      body(len * 0.95, len * 0.1, '#3b82f6', '#cbd5e1');
      eye(half * 0.4, -len * 0.025, len * 0.025);
      break;
    }
    case 'shark': {
      tail(-half * 0.75, len * 0.24, wag, '#475569');
      ctx.beginPath();
      ctx.moveTo(-len * 0.08, -len * 0.1);
      ctx.lineTo(len * 0.02, -len * 0.3);
      ctx.lineTo(len * 0.12, -len * 0.09);
      ctx.fillStyle = '#475569';
      ctx.fill();
      body(len * 0.95, len * 0.14, '#64748b', '#e2e8f0');
      ctx.strokeStyle = '#334155';
      ctx.lineWidth = len * 0.008;
      for (const x of [0.16, 0.19, 0.22]) {
        ctx.beginPath();
        ctx.moveTo(x * len, -len * 0.05);
        ctx.lineTo(x * len - len * 0.01, len * 0.04);
        ctx.stroke();
      }
      ctx.beginPath();
      ctx.moveTo(half * 0.7, len * 0.05);
      ctx.quadraticCurveTo(half * 0.8, len * 0.08, half * 0.9, len * 0.03);
      ctx.stroke();
      eye(half * 0.65, -len * 0.03, len * 0.02);
      break;
    }
    case 'whale': {
      tail(-half * 0.85, len * 0.22, wag * 1.5, '#1e40af');
      body(len * 0.95, len * 0.22, '#2563eb', '#93c5fd');
      ctx.strokeStyle = 'rgba(219,234,254,.55)';
      ctx.lineWidth = len * 0.008;
      for (let i = 0; i < 5; i += 1) {
        ctx.beginPath();
        ctx.moveTo(half * 0.1, len * (0.06 + i * 0.025));
        ctx.lineTo(half * 0.85, len * (0.04 + i * 0.015));
        ctx.stroke();
      }
      ellipse(-len * 0.05, len * 0.12, len * 0.1, len * 0.035, '#1d4ed8');
      eye(half * 0.6, -len * 0.02, len * 0.025);
      // The spout.
      ctx.strokeStyle = 'rgba(224,242,254,.8)';
      ctx.lineWidth = len * 0.01;
      for (const s of [-1, 0, 1]) {
        ctx.beginPath();
        ctx.moveTo(half * 0.35, -len * 0.2);
        ctx.quadraticCurveTo(
          half * 0.35 + s * len * 0.05,
          -len * 0.34,
          half * 0.35 + s * len * 0.09,
          -len * 0.3,
        );
        ctx.stroke();
      }
      break;
    }
    case 'dragon': {
      // A long body of golden segments along a wave, a horned head at its front.
      const segments = 12;
      for (let i = segments; i >= 0; i -= 1) {
        const x = half * 0.55 - (i / segments) * len;
        const y = Math.sin(time / 260 - i * 0.6) * len * 0.06;
        const r = len * (0.085 - i * 0.0045);
        const gradient = ctx.createRadialGradient(x, y - r * 0.4, r * 0.1, x, y, r);
        gradient.addColorStop(0, '#fde68a');
        gradient.addColorStop(1, i % 2 ? '#d97706' : '#b91c1c');
        ellipse(x, y, r, r, gradient);
        if (i % 3 === 0 && i > 0) {
          ctx.fillStyle = '#dc2626';
          ctx.beginPath();
          ctx.moveTo(x - r * 0.6, y - r * 0.8);
          ctx.lineTo(x, y - r * 1.7);
          ctx.lineTo(x + r * 0.6, y - r * 0.8);
          ctx.fill();
        }
      }
      const hy = Math.sin(time / 260) * len * 0.06;
      ctx.fillStyle = '#fbbf24';
      ctx.beginPath();
      ctx.moveTo(half * 0.55, hy - len * 0.08);
      ctx.lineTo(half * 0.95, hy - len * 0.02);
      ctx.lineTo(half * 0.98, hy + len * 0.03);
      ctx.lineTo(half * 0.55, hy + len * 0.08);
      ctx.closePath();
      ctx.fill();
      ctx.strokeStyle = '#fef3c7';
      ctx.lineWidth = len * 0.012;
      for (const s of [-1, 1]) {
        ctx.beginPath();
        ctx.moveTo(half * 0.6, hy - len * 0.07);
        ctx.quadraticCurveTo(half * 0.5, hy - len * 0.2, half * 0.35 + s * len * 0.03, hy - len * 0.22);
        ctx.stroke();
        // Whiskers trailing back from the snout.
        ctx.beginPath();
        ctx.moveTo(half * 0.92, hy + len * 0.02);
        ctx.quadraticCurveTo(half * 0.8, hy + s * len * 0.12, half * 0.55, hy + s * len * 0.1 + wag);
        ctx.stroke();
      }
      eye(half * 0.75, hy - len * 0.03, len * 0.022);
      break;
    }
  }
}

// ---- The school, in step with the server's clock.
let school: School | undefined;
let clockOffset = 0;
const serverNow = () => Date.now() + clockOffset;
/** Fish caught here, and shown leaving, before the next school comes. */
const gone = new Set<string>();

function place(fish: Fish, now: number): { x: number; y: number; angle: number } | undefined {
  if (!school) return undefined;
  const s = (now - school.startedAt - fish.enterMs) / fish.swimMs;
  if (s < 0 || s > 1) return undefined;
  const along = fish.fromLeft ? -0.12 + 1.24 * s : 1.12 - 1.24 * s;
  const wave = (at: number) =>
    fish.y0 +
    (fish.y1 - fish.y0) * at +
    fish.amplitude * Math.sin(Math.PI * 2 * fish.waves * at + fish.phase);
  const rise = (wave(Math.min(1, s + 0.01)) - wave(s)) * seaHeight * 0.9;
  const run = 0.0124 * width;
  const angle = Math.atan2(rise, run) * (fish.fromLeft ? 1 : -1);
  return { x: along * width, y: wave(s) * seaHeight * 0.9 + seaHeight * 0.04, angle };
}

/** A school to swim: `arrivedAt`, when its answer reached the page, sets the page's clock to the server's. */
function swim(next: School, arrivedAt: number) {
  school = next;
  clockOffset = school.now - arrivedAt;
  gone.clear();
  for (const id of school.caught) gone.add(id);
  window.setTimeout(loadSchool, Math.max(200, school.endsAt - serverNow() + 50));
}

async function loadSchool() {
  const response = await fetch(`${api}/school`);
  if (!response.ok) return window.setTimeout(loadSchool, 1000);
  swim((await response.json()) as School, Date.now());
}

// ---- Bubbles, weeds and light: the scenery, drawn from fixed numbers.
const bubbles = Array.from({ length: 40 }, (_, i) => ({
  x: (i * 0.6180339) % 1,
  speed: 0.02 + ((i * 7) % 10) / 300,
  r: 1.5 + ((i * 13) % 5),
  offset: (i * 0.37) % 1,
}));

function drawScenery(time: number) {
  const sea = ctx.createLinearGradient(0, 0, 0, height);
  sea.addColorStop(0, '#0e7490');
  sea.addColorStop(0.45, '#0c4a6e');
  sea.addColorStop(1, '#082f49');
  ctx.fillStyle = sea;
  ctx.fillRect(0, 0, width, height);
  // Shafts of light from the surface.
  ctx.save();
  ctx.globalCompositeOperation = 'lighter';
  for (let i = 0; i < 5; i += 1) {
    const x = ((i + 0.5) / 5) * width + Math.sin(time / 4000 + i) * width * 0.03;
    const light = ctx.createLinearGradient(0, 0, 0, height * 0.8);
    light.addColorStop(0, 'rgba(186,230,253,.12)');
    light.addColorStop(1, 'rgba(186,230,253,0)');
    ctx.fillStyle = light;
    ctx.beginPath();
    ctx.moveTo(x - width * 0.03, 0);
    ctx.lineTo(x + width * 0.03, 0);
    ctx.lineTo(x + width * 0.12, height * 0.8);
    ctx.lineTo(x - width * 0.02, height * 0.8);
    ctx.fill();
  }
  ctx.restore();
  // Sand, rocks and coral.
  const sand = ctx.createLinearGradient(0, seaHeight * 0.86, 0, height);
  sand.addColorStop(0, '#a16207');
  sand.addColorStop(1, '#713f12');
  ctx.fillStyle = sand;
  ctx.beginPath();
  ctx.moveTo(0, height);
  for (let x = 0; x <= width + 40; x += 40)
    ctx.lineTo(x, seaHeight * 0.9 + Math.sin(x / 90) * seaHeight * 0.015);
  ctx.lineTo(width, height);
  ctx.fill();
  for (let i = 0; i < 9; i += 1) {
    const x = ((i * 0.137 + 0.05) % 1) * width;
    const sway = Math.sin(time / 900 + i) * 10;
    ctx.strokeStyle = i % 3 === 0 ? '#f472b6' : '#22c55e';
    ctx.lineWidth = i % 3 === 0 ? 6 : 4;
    ctx.lineCap = 'round';
    for (let blade = -1; blade <= 1; blade += 1) {
      ctx.beginPath();
      ctx.moveTo(x + blade * 8, seaHeight * 0.93);
      ctx.quadraticCurveTo(
        x + blade * 14 + sway,
        seaHeight * 0.84,
        x + blade * 6 + sway * 1.6,
        seaHeight * (0.74 + ((i + blade + 2) % 3) * 0.03),
      );
      ctx.stroke();
    }
  }
  ctx.lineCap = 'butt';
  ctx.strokeStyle = 'rgba(224,242,254,.55)';
  ctx.lineWidth = 1;
  for (const bubble of bubbles) {
    const rise = (bubble.offset + (time / 1000) * bubble.speed) % 1;
    const x = bubble.x * width + Math.sin(time / 700 + bubble.offset * 10) * 6;
    const y = height * (1 - rise);
    ctx.beginPath();
    ctx.arc(x, y, bubble.r, 0, Math.PI * 2);
    ctx.stroke();
  }
}

// ---- The cannon, its shots and what they leave.
let aimAngle = -Math.PI / 2;
let stakeIndex = 0;
const cannonAt = () => ({ x: width / 2, y: seaHeight - 2 });
type Effect = { start: number; until: number; draw: (progress: number, time: number) => void };
const effects: Effect[] = [];
const play = (ms: number, draw: Effect['draw']) => {
  const start = performance.now();
  effects.push({ start, until: start + ms, draw });
};

function drawCannon() {
  const { x, y } = cannonAt();
  const level = stakeIndex / Math.max(1, config.stakes.length - 1);
  const size = Math.min(width, height * 2) * 0.035;
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(aimAngle + Math.PI / 2);
  const barrel = ctx.createLinearGradient(-size, 0, size, 0);
  barrel.addColorStop(0, '#92400e');
  barrel.addColorStop(0.5, '#fcd34d');
  barrel.addColorStop(1, '#92400e');
  ctx.fillStyle = barrel;
  const wide = size * (0.45 + level * 0.35);
  ctx.beginPath();
  ctx.moveTo(-wide, 0);
  ctx.lineTo(-wide * 0.8, -size * 2.4);
  ctx.lineTo(wide * 0.8, -size * 2.4);
  ctx.lineTo(wide, 0);
  ctx.fill();
  ctx.fillStyle = '#fde68a';
  ctx.fillRect(-wide * 0.95, -size * 2.5, wide * 1.9, size * 0.3);
  ctx.restore();
  const hub = ctx.createRadialGradient(x - size * 0.3, y - size * 0.6, size * 0.1, x, y, size * 1.3);
  hub.addColorStop(0, '#fde68a');
  hub.addColorStop(0.6, '#d97706');
  hub.addColorStop(1, '#78350f');
  ctx.beginPath();
  ctx.arc(x, y, size * 1.3, Math.PI, 0);
  ctx.fillStyle = hub;
  ctx.fill();
}

function drawNet(x: number, y: number, r: number, alpha: number) {
  ctx.strokeStyle = `rgba(254,243,199,${alpha})`;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.stroke();
  for (let i = 0; i < 8; i += 1) {
    const a = (i / 8) * Math.PI * 2;
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + Math.cos(a) * r, y + Math.sin(a) * r);
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.arc(x, y, r * 0.55, 0, Math.PI * 2);
  ctx.stroke();
}

function coin(x: number, y: number, r: number, spin: number) {
  const squash = Math.abs(Math.cos(spin));
  ellipse(x, y, r * Math.max(0.2, squash), r, '#b45309');
  ellipse(x, y, r * Math.max(0.15, squash) * 0.8, r * 0.8, '#fbbf24');
  ctx.strokeStyle = '#fef3c7';
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.ellipse(x, y, r * Math.max(0.1, squash) * 0.45, r * 0.45, 0, 0, Math.PI * 2);
  ctx.stroke();
}

/** The Dragon King's wheel turning to the segment the server drew, `wheel`. */
function drawWheel(progress: number, wheel: number) {
  const r = Math.min(width, height) * 0.26;
  const x = width / 2;
  const y = seaHeight * 0.5;
  const segments = config.wheel;
  const landing = segments.lastIndexOf(wheel);
  const eased = 1 - (1 - Math.min(1, progress / 0.8)) ** 3;
  // Turns so that the drawn segment ends under the pointer at the top.
  const turn = eased * (Math.PI * 2 * 4 + (-(landing + 0.5) / segments.length) * Math.PI * 2);
  ctx.fillStyle = 'rgba(8,47,73,.6)';
  ctx.fillRect(0, 0, width, height);
  segments.forEach((value, i) => {
    const from = turn + (i / segments.length) * Math.PI * 2 - Math.PI / 2;
    const to = from + (Math.PI * 2) / segments.length;
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.arc(x, y, r, from, to);
    ctx.fillStyle = ['#b91c1c', '#d97706', '#7c2d12', '#ca8a04'][i % 4] ?? '#b91c1c';
    ctx.fill();
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate((from + to) / 2);
    ctx.fillStyle = '#fef3c7';
    ctx.font = `700 ${Math.round(r * 0.16)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(`${value}×`, r * 0.68, 0);
    ctx.restore();
  });
  ctx.lineWidth = 6;
  ctx.strokeStyle = '#fcd34d';
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.stroke();
  ellipse(x, y, r * 0.14, r * 0.14, '#fcd34d');
  ctx.fillStyle = '#fef3c7';
  ctx.beginPath();
  ctx.moveTo(x - r * 0.08, y - r - 14);
  ctx.lineTo(x + r * 0.08, y - r - 14);
  ctx.lineTo(x, y - r + 10);
  ctx.fill();
}

function frame(time: number) {
  drawScenery(time);
  const now = serverNow();
  for (const fish of school?.fish ?? []) {
    if (gone.has(fish.id)) continue;
    const at = place(fish, now);
    if (!at) continue;
    ctx.save();
    ctx.translate(at.x, at.y);
    if (!fish.fromLeft) ctx.scale(-1, 1);
    ctx.rotate(at.angle);
    drawFish(fish.kind, lengthOf(fish.kind), time + fish.phase * 1000);
    ctx.restore();
    if (fish.kind === lockedKind && fish.id === lockedFish) {
      ctx.strokeStyle = 'rgba(254,243,199,.8)';
      ctx.setLineDash([6, 6]);
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.arc(at.x, at.y, lengthOf(fish.kind) * 0.55, 0, Math.PI * 2);
      ctx.stroke();
      ctx.setLineDash([]);
    }
  }
  drawCannon();
  const clock = performance.now();
  for (let i = effects.length - 1; i >= 0; i -= 1) {
    const effect = effects[i];
    if (!effect) continue;
    if (clock >= effect.until) {
      effects.splice(i, 1);
      continue;
    }
    effect.draw((clock - effect.start) / (effect.until - effect.start), time);
  }
}

// Motion reduced: the fish still swim (they are the game), at a slower frame rate.
let lastFrame = 0;
function loop(time: number) {
  if (!reducedMotion || time - lastFrame > 100) {
    lastFrame = time;
    frame(time);
  }
  window.requestAnimationFrame(loop);
}
window.requestAnimationFrame(loop);

// ---- Aiming and shooting.
let lockedKind: Kind = 'clownfish';
let lockedFish: string | undefined;
let busy = false;
let nextShotAt = 0;
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

const kindName = (kind: Kind) => t(`fish.kind.${kind}`);

function fishAt(x: number, y: number): Fish | undefined {
  const now = serverNow();
  let best: { fish: Fish; distance: number } | undefined;
  for (const fish of school?.fish ?? []) {
    if (gone.has(fish.id)) continue;
    const at = place(fish, now);
    if (!at || at.x < 0 || at.x > width) continue;
    const distance = Math.hypot(at.x - x, at.y - y) / lengthOf(fish.kind);
    if (distance < 0.7 && (!best || distance < best.distance)) best = { fish, distance };
  }
  return best?.fish;
}

/** The fish of the locked kind nearest the cannon, on screen. */
function lockedTarget(): Fish | undefined {
  const now = serverNow();
  const cannon = cannonAt();
  const lock = school?.fish.find((fish) => fish.id === lockedFish);
  if (lock && !gone.has(lock.id) && place(lock, now)) return lock;
  let best: { fish: Fish; distance: number } | undefined;
  for (const fish of school?.fish ?? []) {
    if (fish.kind !== lockedKind || gone.has(fish.id)) continue;
    const at = place(fish, now);
    // Well inside the edges: it is still there when the shot lands.
    if (!at || at.x < width * 0.06 || at.x > width * 0.94) continue;
    const distance = Math.hypot(at.x - cannon.x, at.y - cannon.y);
    if (!best || distance < best.distance) best = { fish, distance };
  }
  lockedFish = best?.fish.id;
  return best?.fish;
}

function roundKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

const fire = $('fire') as HTMLButtonElement;
/** The fire button waits for the shot in flight and the brand's minimum cycle, as the server would. */
function readyToFire() {
  const wait = nextShotAt - Date.now();
  if (wait <= 0) fire.disabled = false;
  else window.setTimeout(readyToFire, wait);
}

async function shoot(fish: Fish) {
  if (busy || Date.now() < nextShotAt) return;
  busy = true;
  fire.disabled = true;
  nextShotAt = Date.now() + config.pace.cycleMs;
  say('');
  const cannon = cannonAt();
  const at = place(fish, serverNow());
  if (at) aimAngle = Math.atan2(at.y - cannon.y, at.x - cannon.x);
  sounds.shot();
  const flight = 260;
  const fired = performance.now();
  play(flight, (progress) => {
    const to = place(fish, serverNow()) ?? at;
    if (!to) return;
    const x = cannon.x + (to.x - cannon.x) * progress;
    const y = cannon.y + (to.y - cannon.y) * progress;
    ellipse(x, y, 5, 5, '#fde68a');
    ellipse(x, y, 9, 9, 'rgba(253,230,138,.3)');
  });
  try {
    const response = await fetch(`${api}/rounds`, {
      method: 'POST',
      // Should this request reach the vendor twice (a retry on the way), it is one shot.
      headers: { 'content-type': 'application/json', 'idempotency-key': roundKey() },
      body: JSON.stringify({ stake: config.stakes[stakeIndex], choice: { game: 'fishing', fish: fish.id } }),
    });
    const answer = (await response.json()) as {
      round?: Round;
      balance?: string;
      nonce?: number;
      net?: string;
      error?: string;
    };
    await new Promise((resolve) =>
      window.setTimeout(resolve, Math.max(0, fired + flight - performance.now())),
    );
    if (!response.ok || !answer.round || !answer.balance) {
      if (answer.error === 'FISH_GONE') gone.add(fish.id);
      const key = `error.${answer.error ?? 'generic'}`;
      say(config.texts[key] ? t(key) : t('error.generic'), 'error');
      if (answer.error === 'REALITY_CHECK_DUE' && window.parent !== window)
        window.parent.postMessage({ type: 'house.reality.check' }, '*');
      return;
    }
    const round = answer.round;
    if (state) {
      state.history.unshift(round);
      state.nonce = answer.nonce ?? state.nonce + 1;
    }
    await land(fish, round);
    showBalance(answer.balance);
    if (answer.net !== undefined) showNet(answer.net);
    // The framing site reads its balance again (HOUSE_ROUND_MESSAGE in the contracts).
    if (window.parent !== window) window.parent.postMessage({ type: 'house.round.played' }, '*');
    showFairness();
  } catch {
    say(t('error.generic'), 'error');
  } finally {
    busy = false;
    readyToFire();
  }
}

/** The net where the shot landed, then the catch (the fish spins away, coins fly) or the miss. */
async function land(fish: Fish, round: Round) {
  const at = place(fish, serverNow()) ?? { x: width / 2, y: height / 2, angle: 0 };
  const len = lengthOf(fish.kind);
  play(380, (progress) => drawNet(at.x, at.y, len * (0.3 + progress * 0.4), 1 - progress));
  const { outcome } = round;
  if (!outcome.caught) {
    sounds.splash();
    say(t('fish.missed', { fish: kindName(fish.kind) }), 'lose');
    return;
  }
  gone.add(fish.id);
  if (lockedFish === fish.id) lockedFish = undefined;
  sounds.catch();
  play(900, (progress, time) => {
    ctx.save();
    ctx.globalAlpha = 1 - progress;
    ctx.translate(at.x, at.y - progress * 30);
    ctx.rotate(progress * Math.PI * 4);
    ctx.scale(1 - progress * 0.4, 1 - progress * 0.4);
    drawFish(fish.kind, len, time);
    ctx.restore();
  });
  if (outcome.wheel !== null) {
    const wheel = outcome.wheel;
    const spin = reducedMotion ? 600 : 3200;
    play(spin, (progress) => drawWheel(progress, wheel));
    if (!reducedMotion)
      for (let i = 0; i < 24; i += 1)
        window.setTimeout(sounds.tick, (spin * 0.8 * (1 - (1 - i / 24) ** 0.5)) | 0);
    await new Promise((resolve) => window.setTimeout(resolve, spin));
    say(t('fish.wheel', { multiplier: wheel }), 'win');
  }
  const balance = $('balance').getBoundingClientRect();
  const target = { x: balance.left + balance.width / 2, y: balance.top + balance.height / 2 };
  const coins = Math.min(12, 3 + Math.round(Math.log2(outcome.multiplier)));
  for (let i = 0; i < coins; i += 1) {
    const spread = { x: (Math.random() - 0.5) * len, y: (Math.random() - 0.5) * len * 0.5 };
    window.setTimeout(() => sounds.coin(), 200 + i * 60);
    play(900 + i * 40, (progress, time) => {
      const lift = Math.sin(Math.min(1, progress * 2) * Math.PI) * 40;
      const x = at.x + spread.x + (target.x - at.x - spread.x) * progress ** 2;
      const y = at.y + spread.y - lift + (target.y - at.y - spread.y) * progress ** 2;
      coin(x, y, 9, time / 90 + i);
    });
  }
  play(1200, (progress) => {
    ctx.globalAlpha = 1 - progress;
    ctx.fillStyle = '#fde68a';
    ctx.font = `800 ${Math.round(Math.min(40, Math.max(18, len * 0.3)))}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.fillText(`+${round.win}`, at.x, at.y - len * 0.4 - progress * 40);
    ctx.globalAlpha = 1;
  });
  say(
    t('fish.caught', { fish: kindName(fish.kind), amount: `${round.win} ${state?.currency ?? ''}` }),
    'win',
  );
}

function pointerAim(event: PointerEvent) {
  const box = canvas.getBoundingClientRect();
  const cannon = cannonAt();
  const x = event.clientX - box.left;
  const y = event.clientY - box.top;
  aimAngle = Math.atan2(Math.min(y, cannon.y - 10) - cannon.y, x - cannon.x);
  return { x, y };
}
canvas.addEventListener('pointermove', pointerAim);
canvas.addEventListener('pointerdown', (event) => {
  const point = pointerAim(event);
  const fish = fishAt(point.x, point.y);
  if (!fish) return;
  setLock(fish.kind);
  lockedFish = fish.id;
  void shoot(fish);
});

const chips = [...document.querySelectorAll<HTMLButtonElement>('.aim .chip')];
function setLock(kind: Kind) {
  lockedKind = kind;
  lockedFish = undefined;
  for (const chip of chips) chip.setAttribute('aria-pressed', String(chip.dataset.kind === kind));
}
for (const chip of chips) {
  const kind = chip.dataset.kind as Kind;
  chip.addEventListener('click', () => setLock(kind));
  const icon = chip.querySelector('canvas');
  const picture = icon?.getContext('2d');
  if (!icon || !picture) continue;
  // The chip's picture: the sea's own drawing of the kind, on the chip's small canvas.
  const ratio = Math.min(window.devicePixelRatio || 1, 2);
  icon.width = 44 * ratio;
  icon.height = 26 * ratio;
  picture.scale(ratio, ratio);
  picture.translate(22, 13);
  ctx = picture;
  drawFish(kind, kind === 'dragon' ? 36 : 30, 0);
  ctx = seaContext;
}

fire.addEventListener('click', () => {
  const fish = lockedTarget();
  if (!fish) return say(t('fish.none', { fish: kindName(lockedKind) }), 'error');
  void shoot(fish);
});
document.addEventListener('keydown', (event) => {
  if (event.key === ' ' && event.target === document.body) {
    event.preventDefault();
    fire.click();
  }
});

function showStake() {
  $('stake').textContent = `${config.stakes[stakeIndex] ?? ''} ${state?.currency ?? ''}`.trim();
  ($('lower') as HTMLButtonElement).disabled = stakeIndex === 0;
  ($('raise') as HTMLButtonElement).disabled = stakeIndex >= config.stakes.length - 1;
}
$('lower').addEventListener('click', () => {
  stakeIndex = Math.max(0, stakeIndex - 1);
  showStake();
});
$('raise').addEventListener('click', () => {
  stakeIndex = Math.min(config.stakes.length - 1, stakeIndex + 1);
  showStake();
});

// ---- Provably fair: the committed hash, the seeds, and each revealed round checked by the server.
function showFairness() {
  if (!state) return;
  const panel = $('fairness');
  panel.replaceChildren();
  const facts = element('dl');
  facts.append(
    element('dt', {}, t('serverSeedHash')),
    element('dd', { class: 'mono' }, state.serverSeedHash),
    element('dt', {}, t('clientSeed')),
    element('dd', { class: 'mono' }, state.clientSeed),
    element('dt', {}, t('nonce')),
    element('dd', {}, String(state.nonce)),
  );
  const rotate = element('button', { type: 'button' }, t('rotate'));
  rotate.addEventListener('click', async () => {
    const response = await fetch(`${api}/seed`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientSeed: roundKey().slice(0, 16) }),
    });
    if (!response.ok) return say(t('error.busy'), 'error');
    state = (await response.json()) as State;
    showFairness();
  });
  const list = element('ol', { class: 'history' });
  for (const round of state.history.slice(0, 10)) {
    const item = element('li');
    item.append(
      element('span', {}, `#${round.nonce} ${kindName(round.outcome.kind)} · ${round.stake} → ${round.win}`),
    );
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
            choice: { game: 'fishing', kind: round.outcome.kind },
          }),
        });
        const checked = (await response.json()) as { serverSeedHash: string; outcome: Outcome };
        const same =
          checked.serverSeedHash === round.serverSeedHash &&
          checked.outcome.multiplier === round.outcome.multiplier;
        verify.replaceWith(element('span', { class: same ? 'ok' : 'bad' }, same ? t('verified') : '✗'));
      });
      item.append(verify);
    }
    list.append(item);
  }
  panel.append(facts, rotate, element('h3', {}, t('history')), list);
}

const first = config.state ?? (await readState<State>(api));
if ('balance' in first) {
  state = first;
  showBalance(state.balance);
  showNet(state.net);
  showFairness();
} else {
  say(t(`error.${first.error === 'TOKEN_EXPIRED' ? 'TOKEN_EXPIRED' : 'generic'}`), 'error');
}
showStake();
// The page's school was made as the page's answer began: the clock is set from that moment.
const answered = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
if (config.school) swim(config.school, performance.timeOrigin + (answered?.responseStart ?? 0));
else await loadSchool();
