import { describe, expect, it } from 'vitest';
import { splitSqlStatements } from './sql-statements.ts';

describe('splitSqlStatements', () => {
  it('splits on semicolons that end a line and drops comments and blank lines between statements', () => {
    const source =
      '-- a table\nCREATE TABLE a (\n  id int\n);\n\n-- an index\nCREATE INDEX a_idx ON a (id);\n';
    expect(splitSqlStatements(source)).toEqual([
      'CREATE TABLE a (\n  id int\n);',
      'CREATE INDEX a_idx ON a (id);',
    ]);
  });

  it('keeps a dollar-quoted body whole, semicolons and all', () => {
    const body =
      "CREATE FUNCTION f() RETURNS trigger AS $$\nBEGIN\n  RAISE EXCEPTION 'no';\nEND;\n$$ LANGUAGE plpgsql;";
    expect(splitSqlStatements(`${body}\nSELECT 1;`)).toEqual([body, 'SELECT 1;']);
  });

  it('keeps semicolons inside a line', () => {
    expect(splitSqlStatements("SELECT ';' AS x;\n")).toEqual(["SELECT ';' AS x;"]);
  });
});
