import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { roleTableMarkdown, withRoleTable } from './role-table.ts';

describe('the role table of docs/staff-access.md', () => {
  it('is the one ROLE_PERMISSIONS makes (npm run staff-access-table rewrites it)', async () => {
    const doc = await readFile(new URL('../../../../docs/staff-access.md', import.meta.url), 'utf8');
    expect(withRoleTable(doc, roleTableMarkdown())).toBe(doc);
  });
});
