import { catalogueRule, type FieldRule } from './patterns.ts';

/**
 * One table of passwords for the server's tests and the site's: both must give each the verdict
 * written here, so the form never lets through what the server refuses, nor the other way round.
 * `range` is the length range `passwordRule` enforces, which the length message names.
 */
export type PasswordCase = {
  brandRule: FieldRule | undefined;
  password: string;
  verdict: 'ok' | 'length' | 'pattern';
  range: [number, number];
};

const letters = catalogueRule(19, 6, 20);
const lettersAndDigits = catalogueRule(5, 8, 20);
const strong = catalogueRule(20, 10, 64);

export const PASSWORD_CASES: PasswordCase[] = [
  { brandRule: undefined, password: 'Ab1!', verdict: 'length', range: [8, 64] },
  { brandRule: undefined, password: 'abcdefgh', verdict: 'ok', range: [8, 64] },
  { brandRule: undefined, password: 'a'.repeat(64), verdict: 'ok', range: [8, 64] },
  { brandRule: undefined, password: 'a'.repeat(65), verdict: 'length', range: [8, 64] },
  { brandRule: undefined, password: ' abcdefg ', verdict: 'length', range: [8, 64] },
  { brandRule: letters, password: 'abc123', verdict: 'length', range: [8, 20] },
  { brandRule: letters, password: 'abcd1234', verdict: 'ok', range: [8, 20] },
  { brandRule: letters, password: 'abcd 1234', verdict: 'pattern', range: [8, 20] },
  { brandRule: letters, password: '  abcd1234  ', verdict: 'ok', range: [8, 20] },
  { brandRule: catalogueRule(19, 8, 100), password: 'a'.repeat(65), verdict: 'length', range: [8, 64] },
  { brandRule: lettersAndDigits, password: 'onlyletters', verdict: 'pattern', range: [8, 20] },
  { brandRule: lettersAndDigits, password: 'letters123', verdict: 'ok', range: [8, 20] },
  { brandRule: strong, password: 'Passw0rd!', verdict: 'length', range: [10, 64] },
  { brandRule: strong, password: 'Passw0rd!!', verdict: 'ok', range: [10, 64] },
  { brandRule: strong, password: 'password1!x', verdict: 'pattern', range: [10, 64] },
  { brandRule: catalogueRule(6, 8, 12), password: '12345678', verdict: 'ok', range: [8, 12] },
  { brandRule: catalogueRule(19, 8, 64), password: 'รหัสผ่าน1!', verdict: 'ok', range: [8, 64] },
  // A brand range entirely under the platform's floor leaves no password acceptable.
  { brandRule: catalogueRule(1, 4, 6), password: 'abcdefgh', verdict: 'length', range: [8, 6] },
];
