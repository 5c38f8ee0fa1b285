/**
 * The spec's validation pattern catalogue (section 5), then the other dictionary's two patterns and
 * the real-name rule (23-25). Each id maps to one regular expression, written
 * for JavaScript's `u` flag so the browser and the server test values the same way. Where letters are
 * allowed, each may carry combining marks (`\p{M}`): Thai vowels and tone marks, Devanagari vowel
 * signs and decomposed Vietnamese diacritics are marks, not letters, and a name is made of both.
 */
export const PATTERNS = {
  0: '^[\\s\\S]*$',
  1: '^[A-Za-z][A-Za-z0-9]*$',
  2: '^(?:[\\p{Script=Latin}\\p{Script=Han}]\\p{M}*)+$',
  3: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  4: '^[A-Za-z0-9]+$',
  5: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
  6: '^[0-9]+$',
  7: '^(?=.*[A-Z])[A-Za-z0-9]+$',
  8: '^(?:\\p{L}\\p{M}*| )+$',
  9: '^\\S+$',
  10: '^(?:[\\p{Script=Katakana}\\u30FC\\p{P}\\p{S}]\\p{M}*| )+$',
  11: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$',
  12: '^(?:\\p{L}\\p{M}*| )+$',
  13: '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])-[0-9]{4}$',
  14: '^(?:\\p{L}\\p{M}*|\\p{N})+$',
  15: '^[\\p{Script=Hangul}]+$',
  16: '^[\\p{Script=Thai}]+$',
  17: '^[\\p{Script=Thai}A-Za-z ]+$',
  18: '^(?=.*[A-Z])[A-Z ]+$',
  19: '^(?:[\\p{L}\\p{N}\\p{P}\\p{S}]\\p{M}*)+$',
  20: '^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9]).+$',
  21: '^(?:\\p{L}\\p{M}*)+(?: (?:\\p{L}\\p{M}*)+)+$',
  // Full-width only, as the spec says: half-width katakana (U+FF61–U+FF9F) are of the Katakana script too.
  22: '^(?:(?![\\uFF61-\\uFF9F])[\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Han}\\u30FC]\\p{M}*)+$',
  // The spec's other dictionary: Chinese and symbols (no letters of other scripts, digits or spaces).
  23: '^(?:[\\p{Script=Han}\\p{P}\\p{S}]\\p{M}*)+$',
  // ...and uppercase and spaces: capitals of any alphabet (with their accents), at least one.
  24: '^(?=.*\\p{Lu})(?:\\p{Lu}\\p{M}*| )+$',
  // The real-name rule (spec section 5): no diacritics, and a space between the name's parts.
  25: '^[A-Za-z]+(?: [A-Za-z]+)+$',
} as const satisfies Record<number, string>;

export type PatternId = keyof typeof PATTERNS;

/** The real-name rule a brand may give its payee-name field; its message is "real-name format wrong". */
export const REAL_NAME_PATTERN_ID = 25 satisfies PatternId;

/** `*` accepts anything, as the spec says; otherwise the pattern is a regular expression source. */
export const ANY_PATTERN = '*';

export type FieldRule = {
  patternId: number;
  acceptedPattern: string;
  minLength: number;
  maxLength: number;
};

export type RuleViolation = { kind: 'length' | 'pattern'; patternId: number; min: number; max: number };

/**
 * What a field's rule is checked against, and what is kept: the typed value without surrounding spaces
 * and, for text, in composed form (NFC), so "Nguyễn" typed as e + two combining marks is the same name
 * as the precomposed one, with the same length. Secrets are only trimmed: login compares the password
 * with a hash of exactly what the member typed at registration, which was never normalised.
 */
export function normalizeInput(value: string, kind: 'text' | 'secret' = 'text'): string {
  const trimmed = value.trim();
  return kind === 'secret' ? trimmed : trimmed.normalize('NFC');
}

/** Checks a value against a server-driven rule: length (in code points) first, then the pattern. */
export function checkFieldRule(value: string, rule: FieldRule): RuleViolation | null {
  const length = [...value].length;
  const violation = { patternId: rule.patternId, min: rule.minLength, max: rule.maxLength };
  if (length < rule.minLength || length > rule.maxLength) return { kind: 'length', ...violation };
  if (rule.acceptedPattern === ANY_PATTERN) return null;
  return new RegExp(rule.acceptedPattern, 'u').test(value) ? null : { kind: 'pattern', ...violation };
}

/** A rule built from the catalogue, the usual way a brand configures a field. */
export function catalogueRule(patternId: PatternId, minLength: number, maxLength: number): FieldRule {
  return { patternId, acceptedPattern: PATTERNS[patternId], minLength, maxLength };
}

/** A brand that sets no mobile rule still gets numbers only: 6 to 15 digits (E.164 at most 15). */
const DEFAULT_MOBILE_RULE = catalogueRule(6, 6, 15);

/** The rule a mobile number is checked against, by the server and the site alike. */
export const mobileRule = (brandRule: FieldRule | undefined): FieldRule => brandRule ?? DEFAULT_MOBILE_RULE;
