import { ANY_PATTERN, type FieldRule } from './patterns.ts';

/**
 * The platform's bounds for every member password, whatever the brand configures: fewer than 8
 * characters falls to guessing, and argon2 hashes what it is given, so the length is capped.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

/**
 * The rule a member password is checked against, by the server and the site alike: the brand's
 * pattern, and its length range narrowed to the platform's bounds. The texts then name the range that
 * is really enforced (a brand rule of 6 to 20 is shown as 8 to 20).
 */
export function passwordRule(brandRule: FieldRule | undefined): FieldRule {
  const rule = brandRule ?? { patternId: 0, acceptedPattern: ANY_PATTERN, minLength: 0, maxLength: Infinity };
  return {
    ...rule,
    minLength: Math.max(rule.minLength, PASSWORD_MIN_LENGTH),
    maxLength: Math.min(rule.maxLength, PASSWORD_MAX_LENGTH),
  };
}
