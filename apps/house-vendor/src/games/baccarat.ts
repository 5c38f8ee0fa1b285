import { pick } from '../fair.ts';

/**
 * Baccarat (punto banco) dealt from an endless shoe: each card is one of the 13 ranks, equally likely
 * (A = 1, 2–9 at face value, 10 and pictures = 0). Standard drawing rules. Player pays 1:1, banker
 * 0.95:1 (5% commission), tie 8:1; a tie returns player and banker bets. The returns to player below
 * are exact, counted over every possible deal (`baccaratOdds`).
 */
export type BaccaratSide = 'player' | 'banker' | 'tie';
const BACCARAT_PAYS: Record<BaccaratSide, number> = { player: 1, banker: 0.95, tie: 8 };

const RANK_VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0];

export type Deal = {
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratSide;
};

/** The six cards in dealing order (player, banker, player, banker, player's third, banker's third). */
export function dealFrom(cards: readonly number[]): Deal {
  const card = (index: number) => RANK_VALUES[cards[index] ?? 0] ?? 0;
  const player = [cards[0] ?? 0, cards[2] ?? 0];
  const banker = [cards[1] ?? 0, cards[3] ?? 0];
  const total = (hand: number[]) => hand.reduce((sum, rank) => sum + (RANK_VALUES[rank] ?? 0), 0) % 10;
  let next = 4;
  const natural = total(player) >= 8 || total(banker) >= 8;
  if (!natural) {
    let playerThird: number | undefined;
    if (total(player) <= 5) {
      playerThird = card(next);
      player.push(cards[next] ?? 0);
      next += 1;
    }
    const bankerTotal = total(banker);
    const bankerDraws =
      playerThird === undefined
        ? bankerTotal <= 5
        : bankerTotal <= 2 ||
          (bankerTotal === 3 && playerThird !== 8) ||
          (bankerTotal === 4 && playerThird >= 2 && playerThird <= 7) ||
          (bankerTotal === 5 && playerThird >= 4 && playerThird <= 7) ||
          (bankerTotal === 6 && playerThird >= 6 && playerThird <= 7);
    if (bankerDraws) banker.push(cards[next] ?? 0);
  }
  const playerTotal = total(player);
  const bankerTotal = total(banker);
  const winner = playerTotal === bankerTotal ? 'tie' : playerTotal > bankerTotal ? 'player' : 'banker';
  return { player, banker, playerTotal, bankerTotal, winner };
}

export function playBaccarat(next: () => number, side: BaccaratSide) {
  const deal = dealFrom(Array.from({ length: 6 }, () => pick(next, 13)));
  const multiplier = deal.winner === side ? 1 + BACCARAT_PAYS[side] : deal.winner === 'tie' ? 1 : 0;
  return { ...deal, multiplier };
}

/** Exact chances of each winner and each bet's return to player, over all 13^6 deals. */
export function baccaratOdds(): { chance: Record<BaccaratSide, number>; rtp: Record<BaccaratSide, number> } {
  const counts = { player: 0, banker: 0, tie: 0 };
  const cards = [0, 0, 0, 0, 0, 0];
  const walk = (depth: number) => {
    if (depth === 6) {
      counts[dealFrom(cards).winner] += 1;
      return;
    }
    for (let rank = 0; rank < 13; rank += 1) {
      cards[depth] = rank;
      walk(depth + 1);
    }
  };
  walk(0);
  const all = 13 ** 6;
  const chance = { player: counts.player / all, banker: counts.banker / all, tie: counts.tie / all };
  return {
    chance,
    rtp: {
      player: chance.player * 2 + chance.tie,
      banker: chance.banker * 1.95 + chance.tie,
      tie: chance.tie * 9,
    },
  };
}
