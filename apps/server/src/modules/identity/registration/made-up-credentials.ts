import { randomInt } from 'node:crypto';
import { catalogueRule, checkFieldRule, type FieldRule } from '@platform/contracts/patterns';

/** No 0/o, 1/l/I: the member copies these by hand as often as not. */
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '#%*+-=?@';

const NAME_LENGTH = 10;
const PASSWORD_LENGTH = 12;
/** Enough draws that a shape a rule accepts is found, few enough that a rule nothing meets fails fast. */
const DRAWS_PER_SHAPE = 4;

/** A brand without a rule for the field: anything goes, within what an account name may hold. */
const NO_RULE = catalogueRule(0, 1, 64);

const pick = (alphabet: string) => alphabet.charAt(randomInt(alphabet.length));

/**
 * A random string of `length` from the union of `classes`, with at least one character of each class
 * at positions of its own, the first one from `first` when given (account names usually must start
 * with a letter).
 */
function draw(length: number, classes: readonly string[], first?: string): string {
  const characters = Array.from({ length }, () => pick(classes.join('')));
  if (first !== undefined) characters[0] = pick(first);
  const open = characters.map((_, index) => index).slice(first === undefined ? 0 : 1);
  for (const alphabet of classes) {
    if (open.length === 0) break;
    const [at = 0] = open.splice(randomInt(open.length), 1);
    characters[at] = pick(alphabet);
  }
  return characters.join('');
}

type Shape = { classes: readonly string[]; first?: string };

/** Account names: lower-case letters and digits first; upper case or digits only for rules that demand them. */
const NAME_SHAPES: readonly Shape[] = [
  { classes: [LOWER, DIGITS], first: LOWER },
  { classes: [UPPER, LOWER, DIGITS], first: UPPER },
  { classes: [DIGITS] },
];

/** Passwords: letters of both cases and digits; a symbol too for rules that demand one. */
const PASSWORD_SHAPES: readonly Shape[] = [
  { classes: [LOWER, UPPER, DIGITS], first: LOWER },
  { classes: [LOWER, UPPER, DIGITS, SYMBOLS], first: LOWER },
];

function madeUp(rule: FieldRule, shapes: readonly Shape[], wanted: number): string | null {
  const length = Math.min(Math.max(wanted, rule.minLength), rule.maxLength);
  if (length < 1) return null;
  for (const shape of shapes) {
    for (let attempt = 0; attempt < DRAWS_PER_SHAPE; attempt += 1) {
      const value = draw(length, shape.classes.slice(0, length), shape.first);
      if (checkFieldRule(value, rule) === null) return value;
    }
  }
  return null;
}

/** An account name the brand's username rule accepts, or null when none of the shapes fits it. */
export function madeUpAccountName(rule: FieldRule | undefined): string | null {
  return madeUp(rule ?? NO_RULE, NAME_SHAPES, NAME_LENGTH);
}

/**
 * A password the rule accepts (the brand's rule as `passwordRule` narrows it), or null.
 * 12 characters from 56: about 70 bits.
 */
export function madeUpPassword(rule: FieldRule): string | null {
  return madeUp(rule, PASSWORD_SHAPES, PASSWORD_LENGTH);
}
