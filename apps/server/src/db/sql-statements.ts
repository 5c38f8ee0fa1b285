/**
 * Splits a migration file into statements, one per `;` at the end of a line, so that both drivers
 * can run it (PGlite's extended protocol takes one statement at a time). Dollar-quoted bodies
 * (functions, DO blocks) stay whole.
 */
export function splitSqlStatements(source: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  let dollarTag: string | null = null;
  for (const line of source.split('\n')) {
    if (current.length === 0 && (line.trim() === '' || line.trim().startsWith('--'))) continue;
    current.push(line);
    for (const match of line.matchAll(/\$[A-Za-z_]*\$/g)) {
      if (dollarTag === null) dollarTag = match[0];
      else if (dollarTag === match[0]) dollarTag = null;
    }
    if (dollarTag === null && line.trimEnd().endsWith(';')) {
      statements.push(current.join('\n').trim());
      current = [];
    }
  }
  const rest = current.join('\n').trim();
  if (rest) statements.push(rest);
  return statements;
}
