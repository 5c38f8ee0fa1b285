/** One field that an action changed: where in the record, and its value before and after. */
export type Change = { path: string; before: unknown; after: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function flatten(value: unknown, path: string, into: Map<string, unknown>): void {
  if (isRecord(value) && Object.keys(value).length > 0) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, path ? `${path}.${key}` : key, into);
  } else into.set(path, value);
}

/**
 * The fields that differ between an audit entry's `before` and `after`, in the order they appear:
 * nested objects compared field by field, arrays and other values as a whole. A record that was
 * created (no before) or removed (no after) lists every field it has.
 */
export function changesOf(before: unknown, after: unknown): Change[] {
  const was = new Map<string, unknown>();
  const is = new Map<string, unknown>();
  flatten(before ?? {}, '', was);
  flatten(after ?? {}, '', is);
  const paths = [...new Set([...was.keys(), ...is.keys()])].filter((path) => path !== '');
  return paths
    .filter((path) => JSON.stringify(was.get(path)) !== JSON.stringify(is.get(path)))
    .map((path) => ({ path, before: was.get(path), after: is.get(path) }));
}

/** Whether an entry's detail records a before and an after to compare. */
export function hasBeforeAfter(detail: Record<string, unknown>): boolean {
  return 'before' in detail || 'after' in detail;
}

/** A value as one line of text: absent as an empty string, text as itself, anything else as JSON. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
