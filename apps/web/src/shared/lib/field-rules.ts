import type { FieldIssue } from '@platform/contracts/envelope';
import { checkFieldRule, type FieldRule, PATTERNS } from '@platform/contracts/patterns';

/** A field's error as a text key of the `auth` namespace and its values. */
export type FieldMessage = { key: string; values?: { min: number; max: number } };

const PATTERN_COUNT = Object.keys(PATTERNS).length;

/** The per-pattern text (spec section 5): `pattern.0` … `pattern.25` (25 the real name); unknown ids say "invalid". */
export function patternKey(patternId: number): string {
  return Number.isInteger(patternId) && patternId >= 0 && patternId < PATTERN_COUNT
    ? `pattern.${patternId}`
    : 'field.invalid';
}

/** Checks one value the way the server does: empty and required, then the brand's rule. */
export function checkValue(
  value: string,
  rule: FieldRule | undefined,
  isRequired: boolean,
): FieldMessage | null {
  if (value === '') return isRequired ? { key: 'field.required' } : null;
  if (rule === undefined) return null;
  const violation = checkFieldRule(value, rule);
  if (violation === null) return null;
  const values = { min: violation.min, max: violation.max };
  return { key: violation.kind === 'length' ? 'field.length' : patternKey(violation.patternId), values };
}

/**
 * Turns the server's 400 issues (`body.username` + `required` | `length` | `pattern.<id>` |
 * `mismatch`) into messages per field; the rule supplies min and max for the texts.
 */
export function messagesFromIssues(
  issues: readonly FieldIssue[],
  rules: Partial<Record<string, FieldRule>>,
): Record<string, FieldMessage> {
  const messages: Record<string, FieldMessage> = {};
  for (const { path, code } of issues) {
    const field = path.replace(/^body\./, '');
    if (field in messages) continue;
    messages[field] = issueMessage(code, rules[field]);
  }
  return messages;
}

function issueMessage(code: string, rule: FieldRule | undefined): FieldMessage {
  if (code === 'required') return { key: 'field.required' };
  if (code === 'mismatch') return { key: 'field.mismatch' };
  const values = rule ? { min: rule.minLength, max: rule.maxLength } : undefined;
  if (code === 'length' && rule) return { key: 'field.length', values };
  if (code.startsWith('pattern.') && rule) return { key: patternKey(Number(code.slice(8))), values };
  return { key: 'field.invalid' };
}
