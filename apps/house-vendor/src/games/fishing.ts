import { pick } from '../fair.ts';

/**
 * Dragon Reef, a fishing game: the player aims a cannon at one fish of the school on screen and each
 * shot is one round. A fish of multiplier m is caught with chance RTP / m (the round's first float
 * under it) and pays m times the shot; the Dragon King, the boss, pays its base times a wheel of
 * eight equal segments (the round's second float), and is caught with chance RTP / (base × the
 * wheel's mean). So every fish, whatever its kind, returns FISHING_RTP of what is shot at it: which
 * fish the player picks, and where the school swims, change nothing of the odds.
 */
export const FISHING_RTP = 0.96;

export const FISH_KINDS = [
  'clownfish',
  'angelfish',
  'pufferfish',
  'turtle',
  'lionfish',
  'swordfish',
  'shark',
  'whale',
  'dragon',
] as const;
export type FishKind = (typeof FISH_KINDS)[number];

/** What a catch pays, in shots; the Dragon King's is its base, times the wheel. */
export const FISH_PAYS: Record<FishKind, number> = {
  clownfish: 2,
  angelfish: 3,
  pufferfish: 5,
  turtle: 8,
  lionfish: 10,
  swordfish: 20,
  shark: 50,
  whale: 100,
  dragon: 40,
};

/** The Dragon King's wheel: eight equal segments, mean 3.875. */
export const DRAGON_WHEEL = [1, 2, 2, 3, 3, 5, 5, 10] as const;
const WHEEL_MEAN = DRAGON_WHEEL.reduce((sum, segment) => sum + segment, 0) / DRAGON_WHEEL.length;

/** The most one shot can pay, in shots: the Dragon King on the wheel's top segment. */
export const FISHING_MAX_MULTIPLIER = FISH_PAYS.dragon * Math.max(...DRAGON_WHEEL);

/** The chance a shot at a fish of `kind` catches it. */
export function catchChance(kind: FishKind): number {
  return FISHING_RTP / (kind === 'dragon' ? FISH_PAYS.dragon * WHEEL_MEAN : FISH_PAYS[kind]);
}

export type Shot = { kind: FishKind; caught: boolean; wheel: number | null; multiplier: number };

export function playShot(next: () => number, kind: FishKind): Shot {
  const caught = next() < catchChance(kind);
  if (!caught) return { kind, caught, wheel: null, multiplier: 0 };
  if (kind !== 'dragon') return { kind, caught, wheel: null, multiplier: FISH_PAYS[kind] };
  const wheel = DRAGON_WHEEL[pick(next, DRAGON_WHEEL.length)] ?? 1;
  return { kind, caught, wheel, multiplier: FISH_PAYS.dragon * wheel };
}

/** The exact return of a shot at each kind (each is FISHING_RTP, up to the float's 2^-32 grain). */
export function fishingReturns(): Record<FishKind, number> {
  return Object.fromEntries(
    FISH_KINDS.map((kind) => [
      kind,
      catchChance(kind) * FISH_PAYS[kind] * (kind === 'dragon' ? WHEEL_MEAN : 1),
    ]),
  ) as Record<FishKind, number>;
}

/**
 * One fish of a school, on a path the page draws and the server checks a shot against: it enters
 * at `enterMs` after the school's start and crosses the screen in `swimMs`, from one side to the
 * other (`fromLeft`), its height moving from `y0` to `y1` (shares of the screen's height) along a
 * wave of `amplitude`, `waves` periods and `phase`.
 */
export type Fish = {
  id: string;
  kind: FishKind;
  enterMs: number;
  swimMs: number;
  fromLeft: boolean;
  y0: number;
  y1: number;
  amplitude: number;
  waves: number;
  phase: number;
};

/** A wave of fish: every fish has left the screen when it ends, and the page asks for the next. */
export type School = { startedAt: number; endsAt: number; fish: Fish[]; caught: string[] };

export const SCHOOL_MS = 45_000;
/** A shot may name a fish this long before it enters or after it leaves: the page's clock and the wire. */
const SWIM_GRACE_MS = 1_500;

/** How long each kind takes to cross the screen (bigger fish swim slower), in ms. */
const SWIM_MS: Record<FishKind, [number, number]> = {
  clownfish: [9_000, 13_000],
  angelfish: [10_000, 14_000],
  pufferfish: [12_000, 16_000],
  turtle: [15_000, 20_000],
  lionfish: [13_000, 17_000],
  swordfish: [9_000, 12_000],
  shark: [16_000, 21_000],
  whale: [22_000, 27_000],
  dragon: [26_000, 30_000],
};

/** The kinds drawn for the school after its steady stream of clownfish, smaller ones more often. */
const SCHOOL_WEIGHTS: [FishKind, number][] = [
  ['angelfish', 8],
  ['pufferfish', 6],
  ['turtle', 4],
  ['lionfish', 4],
  ['swordfish', 3],
  ['shark', 2],
  ['whale', 1],
];
const SCHOOL_WEIGHT = SCHOOL_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);

function drawKind(ticket: number): FishKind {
  let left = ticket;
  for (const [kind, weight] of SCHOOL_WEIGHTS) {
    left -= weight;
    if (left < 0) return kind;
  }
  return 'angelfish';
}

/**
 * A new school, drawn from `next` (the server passes a non-financial generator: the school moves no
 * odds, so it needs no proof): a pair of clownfish every 3 s, so there is always a small fish to aim
 * at, 14 others of weighted kinds, and the Dragon King once, mid-wave. Every fish leaves before the end.
 */
export function newSchool(next: () => number, startedAt: number): School {
  const fish: Fish[] = [];
  const add = (kind: FishKind, enterMs: number) => {
    const [fastest, slowest] = SWIM_MS[kind];
    const swimMs = Math.min(
      Math.round(fastest + next() * (slowest - fastest)),
      SCHOOL_MS - enterMs - SWIM_GRACE_MS,
    );
    const y0 = 0.15 + next() * 0.6;
    fish.push({
      id: `f${fish.length}`,
      kind,
      enterMs,
      swimMs,
      fromLeft: next() < 0.5,
      y0,
      y1: Math.min(0.78, Math.max(0.12, y0 + (next() - 0.5) * 0.4)),
      amplitude: kind === 'dragon' || kind === 'whale' ? 0.03 : 0.02 + next() * 0.06,
      waves: 0.5 + next() * 2,
      phase: next() * Math.PI * 2,
    });
  };
  for (let enterMs = 0; enterMs <= SCHOOL_MS - 12_000; enterMs += 3_000) {
    add('clownfish', enterMs);
    add('clownfish', enterMs + 400);
  }
  add('dragon', 8_000);
  for (let index = 0; index < 14; index += 1) {
    const kind = drawKind(pick(next, SCHOOL_WEIGHT));
    const slowest = SWIM_MS[kind][1];
    add(kind, Math.round(next() * (SCHOOL_MS - slowest - SWIM_GRACE_MS)));
  }
  return { startedAt, endsAt: startedAt + SCHOOL_MS, fish, caught: [] };
}

/** The fish a shot names, if it is on screen at `now` (give or take the grace) and not caught yet. */
export function fishOnScreen(school: School | undefined, id: string, now: number): Fish | undefined {
  if (!school || school.caught.includes(id)) return undefined;
  const fish = school.fish.find((one) => one.id === id);
  if (!fish) return undefined;
  const swum = now - school.startedAt - fish.enterMs;
  return swum >= -SWIM_GRACE_MS && swum <= fish.swimMs + SWIM_GRACE_MS ? fish : undefined;
}
