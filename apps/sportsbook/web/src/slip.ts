import { parseMoney } from '@platform/contracts/money';
import { betOf, type Leg, linesOf, potentialReturn, SYSTEMS, totalStake } from '../../src/rules/bets.ts';

export type PriceChanges = 'none' | 'better' | 'any';
export type SlipKind = 'single' | 'accumulator' | 'system';

/** A selection on the slip, with the names it was picked under (the session's language is fixed). */
export type SlipSelection = {
  selectionId: string;
  eventId: string;
  /** The board it was picked on: only that board's answers move it. */
  sport: string;
  /** The price shown, in thousandths (rules/odds.ts). */
  price: string;
  /** The price before the board last moved it, until the member places or removes it. */
  movedFrom: string | null;
  available: boolean;
  event: string;
  market: string;
  name: string;
};

/** A placement sent and not yet answered: its key is reused while the slip it was made for is unchanged. */
type Pending = { key: string; fingerprint: string };

export type SlipState = {
  selections: SlipSelection[];
  kind: SlipKind;
  system: string | null;
  /** Singles: a stake per selection, as typed. */
  stakes: Record<string, string>;
  /** Multiples: the stake per line (an accumulator's one line, each of a system's lines), as typed. */
  unitStake: string;
  priceChanges: PriceChanges;
  /** By placement: a selection's id for a single, `multiple` for an accumulator or a system. */
  pending: Record<string, Pending>;
};

export const EMPTY_SLIP: SlipState = {
  selections: [],
  kind: 'single',
  system: null,
  stakes: {},
  unitStake: '',
  priceChanges: 'better',
  pending: {},
};

/** The most selections a slip holds (an accumulator's most legs). */
const MAX_SELECTIONS = 20;

/** The systems a slip of `count` selections can be placed as, fewest lines first. */
export const systemsFor = (count: number): string[] =>
  Object.entries(SYSTEMS)
    .filter(([, system]) => system.legs === count)
    .sort(([, a], [, b]) => linesOf(a) - linesOf(b))
    .map(([name]) => name);

export const linesOfSystem = (name: string): number => {
  const system = SYSTEMS[name];
  return system ? linesOf(system) : 0;
};

/** The kind a slip keeps as selections come and go: a system only while one fits the count. */
function settled(state: SlipState): SlipState {
  const count = state.selections.length;
  if (state.kind !== 'system') return state;
  const systems = systemsFor(count);
  if (state.system && systems.includes(state.system)) return state;
  return systems[0]
    ? { ...state, system: systems[0] }
    : { ...state, kind: count > 1 ? 'accumulator' : 'single', system: null };
}

/** Picks a selection, or takes it off the slip if it is on it. */
export function toggle(
  state: SlipState,
  selection: Omit<SlipSelection, 'movedFrom' | 'available'>,
): SlipState {
  if (state.selections.some((s) => s.selectionId === selection.selectionId))
    return remove(state, selection.selectionId);
  if (state.selections.length >= MAX_SELECTIONS) return state;
  const selections = [...state.selections, { ...selection, movedFrom: null, available: true }];
  // A second pick makes an accumulator of singles the member has not staked yet.
  const kind =
    state.kind === 'single' && selections.length === 2 && Object.keys(state.stakes).length === 0
      ? 'accumulator'
      : state.kind;
  return settled({ ...state, selections, kind });
}

export function remove(state: SlipState, selectionId: string): SlipState {
  const { [selectionId]: _stake, ...stakes } = state.stakes;
  const selections = state.selections.filter((s) => s.selectionId !== selectionId);
  const kind = selections.length < 2 ? 'single' : state.kind;
  return settled({ ...state, selections, stakes, kind });
}

export type BoardPrice = { price: string; available: boolean };

/**
 * A sport's board's latest prices on the slip: a moved price is taken, and remembered as moved from the
 * old; a selection gone from the board is unavailable.
 */
export function refreshed(
  state: SlipState,
  sport: string,
  board: ReadonlyMap<string, BoardPrice>,
): SlipState {
  let changed = false;
  const selections = state.selections.map((selection) => {
    if (selection.sport !== sport) return selection;
    const latest = board.get(selection.selectionId) ?? { price: selection.price, available: false };
    if (latest.price === selection.price && latest.available === selection.available) return selection;
    changed = true;
    return {
      ...selection,
      price: latest.price,
      available: latest.available,
      movedFrom:
        latest.price === selection.price ? selection.movedFrom : (selection.movedFrom ?? selection.price),
    };
  });
  return changed ? { ...state, selections } : state;
}

type Problem =
  | 'needs_stake'
  | 'needs_more'
  | 'unknown_system'
  | 'wrong_number_of_selections'
  | 'related_selections'
  | 'stake_not_positive';

/** One bet the slip would place: the body the book takes, and what it stakes and could return. */
export type SlipBet = {
  /** The placement's name in `pending`. */
  id: string;
  body: {
    kind: SlipKind;
    system?: string;
    unitStake: string;
    legs: { selectionId: string; price: string }[];
    priceChanges: PriceChanges;
  };
  totalStake: bigint;
  potentialReturn: bigint;
};

export type SlipPreview =
  | { ok: true; bets: SlipBet[]; totalStake: bigint; potentialReturn: bigint }
  | { ok: false; problem: Problem };

const legsOf = (selections: readonly SlipSelection[]): Leg[] =>
  selections.map((s) => ({ eventId: s.eventId, selectionId: s.selectionId, price: BigInt(s.price) }));

/**
 * The bets the slip places, with the stakes and potential returns the book's own rules give
 * (rules/bets.ts), or the first reason it cannot be placed as it stands.
 */
export function preview(state: SlipState, scale: number): SlipPreview {
  const bets: SlipBet[] = [];
  const add = (id: string, selections: SlipSelection[], typed: string): Problem | null => {
    const unitStake = parseMoney(typed.trim(), scale);
    if (unitStake === null) return 'needs_stake';
    const kind =
      state.kind === 'system' ? { kind: 'system' as const, name: state.system ?? '' } : { kind: state.kind };
    const bet = betOf(kind, legsOf(selections), unitStake);
    if (!bet.ok) return bet.problem;
    bets.push({
      id,
      body: {
        kind: state.kind,
        ...(state.kind === 'system' && state.system ? { system: state.system } : {}),
        unitStake: typed.trim(),
        legs: selections.map((s) => ({ selectionId: s.selectionId, price: s.price })),
        priceChanges: state.priceChanges,
      },
      totalStake: totalStake(bet.bet),
      potentialReturn: potentialReturn(bet.bet),
    });
    return null;
  };
  if (state.kind === 'single') {
    for (const selection of state.selections) {
      const typed = state.stakes[selection.selectionId] ?? '';
      if (typed.trim() === '') continue;
      const problem = add(selection.selectionId, [selection], typed);
      if (problem) return { ok: false, problem };
    }
    if (bets.length === 0) return { ok: false, problem: 'needs_stake' };
  } else {
    if (state.selections.length < 2) return { ok: false, problem: 'needs_more' };
    const problem = add('multiple', state.selections, state.unitStake);
    if (problem) return { ok: false, problem };
  }
  const sum = (pick: (bet: SlipBet) => bigint) => bets.reduce((total, bet) => total + pick(bet), 0n);
  return {
    ok: true,
    bets,
    totalStake: sum((b) => b.totalStake),
    potentialReturn: sum((b) => b.potentialReturn),
  };
}

/**
 * The idempotency key for a bet: the one it was last sent with while the bet is unchanged (a retry after
 * no answer places it once), a new one for a changed bet.
 */
export function keyFor(
  state: SlipState,
  bet: SlipBet,
  newKey: () => string,
): { key: string; state: SlipState } {
  const fingerprint = JSON.stringify(bet.body);
  const pending = state.pending[bet.id];
  if (pending && pending.fingerprint === fingerprint) return { key: pending.key, state };
  const key = newKey();
  return { key, state: { ...state, pending: { ...state.pending, [bet.id]: { key, fingerprint } } } };
}

/** An answered bet: its key is spent; a taken bet leaves the slip. */
export function answered(state: SlipState, bet: SlipBet, placed: boolean): SlipState {
  const { [bet.id]: _spent, ...pending } = state.pending;
  const next = { ...state, pending };
  if (!placed) return next;
  if (bet.id !== 'multiple') return remove(next, bet.id);
  return { ...next, selections: [], stakes: {}, kind: 'single', system: null };
}

/** A price the book moved while refusing: the slip shows it so the member can place again. */
export function repriced(state: SlipState, selectionId: string, price: string): SlipState {
  return {
    ...state,
    selections: state.selections.map((s) =>
      s.selectionId === selectionId && s.price !== price
        ? { ...s, movedFrom: s.movedFrom ?? s.price, price }
        : s,
    ),
  };
}

/** A slip read back from storage, if it has the shape this page writes. */
export function restored(stored: string | null): SlipState {
  if (!stored) return EMPTY_SLIP;
  try {
    const value = JSON.parse(stored) as Partial<SlipState>;
    if (!Array.isArray(value.selections)) return EMPTY_SLIP;
    return { ...EMPTY_SLIP, ...value };
  } catch {
    return EMPTY_SLIP;
  }
}
