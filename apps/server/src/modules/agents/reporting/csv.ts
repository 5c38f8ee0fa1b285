import type {
  TeamBets,
  TeamOverview,
  TeamProfit,
  TeamTransactions,
} from '@platform/contracts/agents/report-schemas';
import { csv } from '../../../platform/csv.ts';

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
