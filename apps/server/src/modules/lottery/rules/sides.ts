import type { Pick } from './play.ts';

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
