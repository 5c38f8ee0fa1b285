import { Readable } from 'node:stream';

/**
 * A spreadsheet runs a cell starting with these as a formula (or, with tab and CR, hides one after
 * them): such text gets a leading quote, so it shows as the text it is.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell from outside (an account, a reason, a game's name): never a formula, quoted when it must be. */
function text(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * Our own figures (amounts, counts, dates, codes) as strings or numbers: written as they are, so a
 * sheet reads them as numbers. Anything that came from a person or another system is `{ text }`.
 */
export type CsvCell = { text: string } | string | number;

const cellOf = (cell: CsvCell) => (typeof cell === 'object' ? text(cell.text) : String(cell));

const line = (cells: readonly CsvCell[]) => `${cells.map(cellOf).join(',')}\r\n`;

/** A byte-order mark first, so spreadsheets read UTF-8 account names right. */
const BOM = '\uFEFF';

/** A CSV file: the header line and one line per row, CRLF after each as RFC 4180 has it. */
export function csv(header: readonly string[], rows: readonly CsvCell[][]): string {
  return BOM + line(header) + rows.map(line).join('');
}

/**
 * The same file, written as `rows` arrive (pages read one after the other), so a large export is never
 * held whole in memory.
 */
export function csvStream(header: readonly string[], rows: AsyncIterable<readonly CsvCell[]>): Readable {
  async function* lines() {
    yield BOM + line(header);
    for await (const row of rows) yield line(row);
  }
  return Readable.from(lines());
}
