import type {
  TeamBets,
  TeamOverview,
  TeamProfit,
  TeamTransactions,
} from '@platform/contracts/agents/report-schemas';

/** A spreadsheet runs a cell starting with these as a formula: such text gets a leading quote. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell from outside (an account, a game's name): never a formula, quoted when it must be. */
function text(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Our own figures (amounts, counts, dates, codes): written as they are, so a sheet reads them as numbers. */
type Cell = { text: string } | string | number;

const cellOf = (cell: Cell) => (typeof cell === 'object' ? text(cell.text) : String(cell));

/**
 * A CSV file: a byte-order mark (so spreadsheets read UTF-8 account names right), a header line and
 * one line per row, CRLF between lines as RFC 4180 has it.
 */
export function csv(header: readonly string[], rows: readonly Cell[][]): string {
  const lines = [header.join(','), ...rows.map((row) => row.map(cellOf).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export const overviewCsv = (report: TeamOverview) =>
  csv(
    ['day', 'deposits', 'withdrawals', 'bets', 'profit'],
    report.days.map((day) => [day.day, day.deposits, day.withdrawals, day.bets, day.profit]),
  );

export const betsCsv = (report: TeamBets) =>
  csv(
    ['openedAt', 'account', 'game', 'vendor', 'roundId', 'stake', 'win', 'profit', 'status'],
    report.bets.map((bet) => [
      bet.openedAt,
      { text: bet.account },
      { text: bet.gameName },
      { text: bet.vendorCode },
      { text: bet.roundId },
      bet.stake,
      bet.win,
      bet.profit,
      bet.status,
    ]),
  );

export const profitCsv = (report: TeamProfit) =>
  csv(
    ['account', 'level', 'agent', 'deposits', 'withdrawals', 'bets', 'profit', 'bonus'],
    report.rows.map((row) => [
      { text: row.account },
      row.level,
      row.isAgent ? 'yes' : 'no',
      row.deposits,
      row.withdrawals,
      row.bets,
      row.profit,
      row.bonus,
    ]),
  );

export const transactionsCsv = (report: TeamTransactions) =>
  csv(
    ['createdAt', 'account', 'type', 'wallet', 'amount', 'balanceAfter'],
    report.records.map((record) => [
      record.createdAt,
      { text: record.account },
      record.type,
      { text: record.wallet },
      record.amount,
      record.balanceAfter,
    ]),
  );
