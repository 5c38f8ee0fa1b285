/**
 * Bidirectional isolation for text built into strings (a sentence's placeholder, an aria-label): the
 * Unicode isolates do what `<bdi dir="ltr">` does for an element: a number, draw period or amount
 * keeps its own left-to-right order inside Arabic text.
 */
const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** Numbers, periods, amounts, account numbers: always read left to right. */
export function isolateLtr(text: string): string {
  return `${LEFT_TO_RIGHT_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;
}
