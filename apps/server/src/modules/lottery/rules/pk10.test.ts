import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oddsOf } from './index.ts';
import { describeSettlement, itRefuses, perRow, plainSide, type Reference } from './reference.ts';

const CARS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const ranking = fc.shuffledSubarray(CARS, { minLength: 10, maxLength: 10 });

const REFERENCES: Record<string, Reference> = {
  positions: {
    expand: perRow,
    judge: ([rank, car], drawn) => (drawn[rank as number] === car ? 'win' : undefined),
  },
  'two-sides': {
    expand: perRow,
    judge: ([rank, pick], drawn) => (plainSide(pick, drawn[rank as number] as number, 6) ? 'win' : undefined),
  },
  'dragon-tiger': {
    expand: perRow,
    judge: ([pair, pick], drawn) => {
      const dragon = drawn[pair as number] as number;
      const tiger = drawn[9 - (pair as number)] as number;
      return (pick === 'dragon' && dragon > tiger) || (pick === 'tiger' && tiger > dragon)
        ? 'win'
        : undefined;
    },
  },
  'top2-sum': {
    expand: ([picks = []]) => picks.map((pick) => [pick]),
    judge: ([pick], drawn) => {
      const total = (drawn[0] as number) + (drawn[1] as number);
      if (typeof pick === 'number') return pick === total ? `sum${total}` : undefined;
      return plainSide(pick, total, 12) ? pick : undefined;
    },
  },
};

describeSettlement('PK10', REFERENCES, ranking);

describe('PK10 selections and odds', () => {
  itRefuses('PK10', [
    ['car 0', 'positions', [[0], [], [], [], [], [], [], [], [], []]],
    ['car 11', 'positions', [[11], [], [], [], [], [], [], [], [], []]],
    ['a repeated car', 'positions', [[3, 3], [], [], [], [], [], [], [], [], []]],
    ['a tie pick', 'dragon-tiger', [['tie'], [], [], [], []]],
    ['sum 2', 'top2-sum', [[2]]],
    ['no pick', 'top2-sum', [[]]],
  ]);

  it('prices the top-two sum by its chances (sum 11: 10 of 90 ordered pairs; small: 50 of 90)', () => {
    expect(oddsOf('PK10', 'top2-sum', 'sum11', 'Elott')).toBe(87_300);
    expect(oddsOf('PK10', 'top2-sum', 'small', 'Elott')).toBe(17_460);
    expect(oddsOf('PK10', 'top2-sum', 'big', 'Elott')).toBe(21_825);
  });
});
