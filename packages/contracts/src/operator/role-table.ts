import { OPERATOR_PERMISSIONS } from './permissions.ts';
import { OPERATOR_ROLES, ROLE_PERMISSIONS } from './roles.ts';

const READS: readonly string[] = OPERATOR_PERMISSIONS.filter((permission) => permission.endsWith('.read'));

/** A role's permissions as the doc words them: every permission is "all", every read is "every `*.read`". */
function permissionsText(granted: readonly string[]): string {
  if (OPERATOR_PERMISSIONS.every((permission) => granted.includes(permission))) return 'all';
  if (READS.every((permission) => granted.includes(permission)))
    return ['every `*.read`', ...granted.filter((permission) => !READS.includes(permission))].join(', ');
  return granted.join(', ');
}

/**
 * The role table of docs/staff-access.md, made from ROLE_PERMISSIONS: `npm run staff-access-table`
 * writes it into the doc, and a test fails while the doc's table is another.
 */
export function roleTableMarkdown(): string {
  const rows = OPERATOR_ROLES.map(
    (role) => [`\`${role}\``, permissionsText(ROLE_PERMISSIONS[role])] as const,
  );
  const widths = [0, 1].map((column) =>
    Math.max(...[['Role', 'Permissions'] as const, ...rows].map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [
    line(['Role', 'Permissions']),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map((row) => line(row)),
  ].join('\n');
}

/** `doc` with its role table (the lines from the `| Role` header to the last row) replaced by `table`. */
export function withRoleTable(doc: string, table: string): string {
  const lines = doc.split('\n');
  const start = lines.findIndex((text) => text.startsWith('| Role '));
  if (start === -1) throw new Error('The doc has no role table');
  let end = start;
  while (lines[end + 1]?.startsWith('|')) end += 1;
  return [...lines.slice(0, start), table, ...lines.slice(end + 1)].join('\n');
}
