import { pick } from '../fair.ts';

/**
 * Lotus Fortune: a 5×3 video slot with 25 fixed lines. Each of the 15 cells shows a symbol drawn
 * independently with the weights below (so the return to player is exact: `slotRtp`). A line pays
 * its leftmost run of three or more of one symbol, wilds standing in for any symbol but the scatter
 * (five wilds pay as the top symbol). Scatters pay anywhere, times the total stake, and three or more
 * start 8 free spins whose wins count double (free spins do not start more free spins).
 */
const SYMBOLS = ['TEN', 'J', 'Q', 'K', 'A', 'KOI', 'LANTERN', 'DRAGON', 'WILD', 'SCATTER'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];

const WEIGHTS: Record<SlotSymbol, number> = {
  TEN: 14,
  J: 13,
  Q: 12,
  K: 10,
  A: 9,
  KOI: 6,
  LANTERN: 5,
  DRAGON: 4,
  WILD: 4,
  SCATTER: 3,
};
const TOTAL_WEIGHT = Object.values(WEIGHTS).reduce((sum, weight) => sum + weight, 0);

/** Line pays, in line stakes, for 3, 4 and 5 in a row. */
export const PAYTABLE: Record<Exclude<SlotSymbol, 'WILD' | 'SCATTER'>, [number, number, number]> = {
  TEN: [6, 18, 50],
  J: [7, 20, 60],
  Q: [9, 26, 80],
  K: [11, 32, 100],
  A: [12, 40, 150],
  KOI: [20, 80, 300],
  LANTERN: [30, 120, 500],
  DRAGON: [50, 200, 1000],
};
const TOP_SYMBOL = 'DRAGON';

/** Scatter pays, in total stakes, for 3, 4 and 5 or more anywhere. */
export const SCATTER_PAYS: [number, number, number] = [2, 10, 50];
export const FREE_SPINS = 8;
export const FREE_SPIN_MULTIPLIER = 2;

/** Rows (0 top, 2 bottom) of each line, reel by reel. */
export const LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 2, 1, 0, 1],
  [1, 0, 1, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
  [2, 0, 0, 0, 2],
  [1, 0, 1, 0, 1],
  [1, 2, 1, 2, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
];
const LINE_COUNT = LINES.length;

/** The grid as reels (5) of rows (3). */
type Grid = SlotSymbol[][];

function drawSymbol(next: () => number): SlotSymbol {
  let ticket = pick(next, TOTAL_WEIGHT);
  for (const symbol of SYMBOLS) {
    ticket -= WEIGHTS[symbol];
    if (ticket < 0) return symbol;
  }
  return 'TEN';
}

function drawGrid(next: () => number): Grid {
  return Array.from({ length: 5 }, () => Array.from({ length: 3 }, () => drawSymbol(next)));
}

/** What one line pays, in line stakes, and its run. */
export function lineWin(
  symbols: readonly SlotSymbol[],
): { symbol: SlotSymbol; count: number; pays: number } | undefined {
  const first = symbols.find((symbol) => symbol !== 'WILD');
  if (first === 'SCATTER') return undefined;
  const symbol = first ?? TOP_SYMBOL;
  let count = 0;
  while (count < symbols.length && (symbols[count] === symbol || symbols[count] === 'WILD')) count += 1;
  if (count < 3) return undefined;
  return { symbol, count, pays: PAYTABLE[symbol][count - 3] ?? 0 };
}

export type SpinResult = {
  grid: Grid;
  lines: { line: number; symbol: SlotSymbol; count: number; pays: number }[];
  scatters: number;
  /** In total stakes. */
  win: number;
};

function spin(next: () => number, multiplier: number): SpinResult {
  const grid = drawGrid(next);
  const lines = LINES.flatMap((rows, line) => {
    const win = lineWin(rows.map((row, reel) => grid[reel]?.[row] ?? 'TEN'));
    return win ? [{ line, ...win }] : [];
  });
  const scatters = grid.flat().filter((symbol) => symbol === 'SCATTER').length;
  const scatterPay = scatters >= 3 ? (SCATTER_PAYS[Math.min(scatters, 5) - 3] ?? 0) : 0;
  const linePays = lines.reduce((sum, { pays }) => sum + pays, 0) / LINE_COUNT;
  return { grid, lines, scatters, win: (linePays + scatterPay) * multiplier };
}

/** A paid spin and the free spins it starts; `multiplier` is the round's win in total stakes. */
export function playSlot(next: () => number): {
  base: SpinResult;
  freeSpins: SpinResult[];
  multiplier: number;
} {
  const base = spin(next, 1);
  const freeSpins =
    base.scatters >= 3 ? Array.from({ length: FREE_SPINS }, () => spin(next, FREE_SPIN_MULTIPLIER)) : [];
  const multiplier = base.win + freeSpins.reduce((sum, free) => sum + free.win, 0);
  return { base, freeSpins, multiplier };
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return result;
}

/**
 * The exact return to player. Cells are independent, so one spin's expected win is 25 times a
 * line's plus the scatters'; a paid spin then adds, with the chance of three or more scatters,
 * 8 free spins of twice that.
 */
export function slotRtp(): { rtp: number; spinReturn: number; freeSpinChance: number } {
  const p = (symbol: SlotSymbol) => WEIGHTS[symbol] / TOTAL_WEIGHT;
  const wild = p('WILD');
  let lineReturn = wild ** 5 * PAYTABLE[TOP_SYMBOL][2];
  for (const [symbol, pays] of Object.entries(PAYTABLE) as [keyof typeof PAYTABLE, number[]][]) {
    const own = p(symbol);
    for (let leading = 0; leading < 5; leading += 1) {
      for (let count = Math.max(leading + 1, 3); count <= 5; count += 1) {
        const broken = count < 5 ? 1 - own - wild : 1;
        const chance = wild ** leading * own * (own + wild) ** (count - 1 - leading) * broken;
        lineReturn += chance * (pays[count - 3] ?? 0);
      }
    }
  }
  const scatter = p('SCATTER');
  let scatterReturn = 0;
  let freeSpinChance = 0;
  for (let count = 3; count <= 15; count += 1) {
    const chance = binomial(15, count) * scatter ** count * (1 - scatter) ** (15 - count);
    scatterReturn += chance * (SCATTER_PAYS[Math.min(count, 5) - 3] ?? 0);
    freeSpinChance += chance;
  }
  const spinReturn = lineReturn + scatterReturn;
  return {
    rtp: spinReturn * (1 + freeSpinChance * FREE_SPINS * FREE_SPIN_MULTIPLIER),
    spinReturn,
    freeSpinChance,
  };
}
