/**
 * Bidirectional isolation for text built into strings (a sentence's placeholder, an aria-label): the
 * Unicode isolates do what `<bdi>` does for an element. A number, draw period or amount keeps its own
 * left-to-right order inside Arabic text; a name from content takes the direction of its first letter.
 */
const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** Numbers, periods, amounts, account numbers: always read left to right. */
export function isolateLtr(text: string): string {
  return `${LEFT_TO_RIGHT_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;
}

/** Names from content (games, vendors): in their own direction, without reordering their neighbours. */
export function isolateAuto(text: string): string {
  return `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;
}
