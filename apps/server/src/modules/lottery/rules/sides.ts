import { eachPick, outcome, type Pick, type PlayRules } from './play.ts';

/** The two-sides options: big or small against a threshold, odd or even. */
export const SIDES = ['big', 'small', 'odd', 'even'] as const;

/** Whether `value` is on the side `pick`; big means at least `bigFrom`. */
export function isOnSide(pick: Pick, value: number, bigFrom: number): boolean {
  if (pick === 'big') return value >= bigFrom;
  if (pick === 'small') return value < bigFrom;
  if (pick === 'odd') return value % 2 === 1;
  return pick === 'even' && value % 2 === 0;
}

/** Distribution of the sum of `count` independent uniform values over `faces`: probability by sum. */
export function sumDistribution(faces: readonly number[], count: number): Map<number, number> {
  let distribution = new Map([[0, 1]]);
  for (let index = 0; index < count; index += 1) {
    const next = new Map<number, number>();
    for (const [sum, probability] of distribution) {
      for (const face of faces) {
        next.set(sum + face, (next.get(sum + face) ?? 0) + probability / faces.length);
      }
    }
    distribution = next;
  }
  return distribution;
}

/**
 * Sum: the balls' total, each picked total a single bet, priced by the sum's distribution over `count`
 * independent balls of `faces` (K3's dice, LF's digits).
 */
export function sumPlay(faces: readonly number[], count: number): PlayRules {
  const distribution = sumDistribution(faces, count);
  const sums = [...distribution.keys()].sort((a, b) => a - b);
  return {
    code: 'sum',
    rows: [{ key: 'sum', options: sums, min: 1, max: sums.length }],
    prizes: Object.fromEntries(
      sums.map((sum) => [`sum${sum}`, { expected: distribution.get(sum) as number }]),
    ),
    bets: eachPick,
    settle: ([picks = []], balls) => {
      const total = balls.reduce((sum, ball) => sum + ball, 0);
      return outcome({ [`sum${total}`]: picks.includes(total) ? 1 : 0 });
    },
  };
}

/**
 * Two-sides per position: big, small, odd or even picks on each position's ball, each a single bet. A ball
 * equal to `tieBall` refunds every pick on its position (11X5's 11).
 */
export function positionSides(
  positions: readonly string[],
  bigFrom: number,
  chances: { win: number; tie?: number; tieBall?: number },
): PlayRules {
  return {
    code: 'two-sides',
    rows: positions.map((key) => ({ key, options: SIDES, min: 0, max: SIDES.length })),
    prizes: { win: { expected: chances.win, tie: chances.tie } },
    bets: eachPick,
    settle: (selection, balls) => {
      let win = 0;
      let refunded = 0;
      for (const [position, row] of selection.entries()) {
        const ball = balls[position] as number;
        if (ball === chances.tieBall) refunded += row.length;
        else win += row.filter((pick) => isOnSide(pick, ball, bigFrom)).length;
      }
      return outcome({ win }, refunded);
    },
  };
}
