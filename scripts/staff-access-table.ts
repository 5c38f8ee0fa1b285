import { readFile, writeFile } from 'node:fs/promises';
import { roleTableMarkdown, withRoleTable } from '../packages/contracts/src/operator/role-table.ts';

/** Writes the role table of docs/staff-access.md from the code's ROLE_PERMISSIONS. */
const path = new URL('../docs/staff-access.md', import.meta.url);
const doc = await readFile(path, 'utf8');
const written = withRoleTable(doc, roleTableMarkdown());
await writeFile(path, written);
console.log(
  written === doc
    ? 'docs/staff-access.md: the role table was up to date'
    : 'docs/staff-access.md: role table rewritten',
);
