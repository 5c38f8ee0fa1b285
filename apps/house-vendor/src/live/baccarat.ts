import { pick } from '../fair.ts';
import { dealFrom } from '../games/baccarat.ts';
import { type LiveGame, type PaytableLine, type Shoe, shuffledDecks } from './game.ts';

/**
 * Punto banco from a real shoe: 8 decks shuffled from the shoe's seed, the first card turned and as
 * many burnt as its value (tens and pictures burn 10), a cut card 60 to 85 cards from the end. The
 * rounds deal the shoe in order; the round during which the cut card is reached is the shoe's last.
 * Pays as the single-player table: player 1:1, banker 0.95:1, tie 8:1 (a tie gives back player and
 * banker stakes).
 */
export type LiveBaccaratOutcome = {
  /** Deck cards (0–51), dealing order within each hand. */
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
  winner: 'player' | 'banker' | 'tie';
};

const DECKS = 8;
const VALUE = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0];
const RETURNS = { player: 2, banker: 1.95, tie: 9 } as const;

function shoe(next: () => number): Shoe {
  const cards = shuffledDecks(next, DECKS);
  const first = (cards[0] ?? 0) % 13;
  const burnt = 1 + (VALUE[first] || 10);
  return { cards, position: burnt, cutAt: cards.length - 60 - pick(next, 26), burnt };
}

function deal(shoe: Shoe): LiveBaccaratOutcome {
  const cards = shoe.cards.slice(shoe.position, shoe.position + 6);
  const played = dealFrom(cards.map((card) => card % 13));
  // dealFrom deals player, banker, player, banker, then the player's third and the banker's.
  const player = [cards[0] ?? 0, cards[2] ?? 0];
  const banker = [cards[1] ?? 0, cards[3] ?? 0];
  let next = 4;
  if (played.player.length === 3) player.push(cards[next++] ?? 0);
  if (played.banker.length === 3) banker.push(cards[next++] ?? 0);
  shoe.position += next;
  return {
    player,
    banker,
    playerTotal: played.playerTotal,
    bankerTotal: played.bankerTotal,
    winner: played.winner,
  };
}

function returnOf(spot: string, outcome: LiveBaccaratOutcome): number {
  if (spot !== 'player' && spot !== 'banker' && spot !== 'tie') return 0;
  if (outcome.winner === spot) return RETURNS[spot];
  return outcome.winner === 'tie' && spot !== 'tie' ? 1 : 0;
}

let odds: Record<'player' | 'banker' | 'tie', number> | undefined;

/**
 * Each winner's exact chance from a full 8-deck shoe, the six cards drawn without replacement (by
 * card value: 128 cards count 0, 32 each of 1 to 9); a cut shoe deals the same chances on average.
 */
function shoeOdds(): Record<'player' | 'banker' | 'tie', number> {
  if (odds) return odds;
  const counts = [4 * 4 * DECKS, ...Array.from({ length: 9 }, () => 4 * DECKS)];
  const total = 52 * DECKS;
  const sums = { player: 0, banker: 0, tie: 0 };
  const values = [0, 0, 0, 0, 0, 0];
  const walk = (depth: number, weight: number) => {
    if (depth === 6) {
      // A value v stands for rank v - 1 (ace = 1) and 0 for a ten (rank 9).
      sums[dealFrom(values.map((value) => (value === 0 ? 9 : value - 1))).winner] += weight;
      return;
    }
    for (let value = 0; value < 10; value += 1) {
      const left = counts[value] ?? 0;
      if (left === 0) continue;
      counts[value] = left - 1;
      values[depth] = value;
      walk(depth + 1, (weight * left) / (total - depth));
      counts[value] = left;
    }
  };
  walk(0, 1);
  odds = sums;
  return sums;
}

function paytable(): PaytableLine[] {
  const chance = shoeOdds();
  return [
    { spot: 'player', pays: '1', rtp: chance.player * RETURNS.player + chance.tie },
    { spot: 'banker', pays: '0.95', rtp: chance.banker * RETURNS.banker + chance.tie },
    { spot: 'tie', pays: '8', rtp: chance.tie * RETURNS.tie },
  ];
}

export const liveBaccarat: LiveGame<LiveBaccaratOutcome> = {
  spots: ['player', 'banker', 'tie'],
  shoe,
  finished: (shoe) => shoe.position >= shoe.cutAt,
  deal,
  returnOf,
  paytable,
  maxReturn: RETURNS.tie,
  summary: (outcome) => outcome.winner,
};
