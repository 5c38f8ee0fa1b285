import { cn } from '@platform/ui/cn.ts';
import type { ReactNode } from 'react';

export type Column<Row> = {
  key: string;
  label: string;
  /** Amounts and counts line up on the right, in tabular figures. */
  isNumber?: boolean;
  cell: (row: Row) => ReactNode;
};

type ReportTableProps<Row> = {
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The totals line under the rows, by column key. */
  totals?: Partial<Record<string, ReactNode>>;
  isStale?: boolean;
};

/** A report's data table: a sticky header, numbers right-aligned, a totals row; scrolls sideways on phones. */
export function ReportTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  totals,
  isStale = false,
}: ReportTableProps<Row>): ReactNode {
  const alignOf = (column: Column<Row>) => (column.isNumber ? 'text-end tabular-nums' : 'text-start');
  return (
    <div
      className={cn('max-h-[32rem] overflow-auto rounded-2xl border border-line', isStale && 'opacity-70')}
      aria-busy={isStale}
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="sticky top-0 z-10 bg-surface-2 text-xs text-ink-muted uppercase">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cn('px-3 py-2.5 font-semibold whitespace-nowrap', alignOf(column))}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="hover:bg-surface-2/60">
              {columns.map((column) => (
                <td key={column.key} className={cn('px-3 py-2.5 whitespace-nowrap', alignOf(column))}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {totals && (
          <tfoot className="sticky bottom-0 bg-surface-2 font-semibold">
            <tr>
              {columns.map((column) => (
                <td key={column.key} className={cn('px-3 py-2.5 whitespace-nowrap', alignOf(column))}>
                  {totals[column.key]}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

/** A signed amount, green when the members won and red when they lost. */
export function SignedAmount({ amount, text }: { amount: string; text: string }): ReactNode {
  return (
    <span
      className={
        amount.startsWith('-')
          ? 'text-danger-text'
          : amount === '0' || /^0(\.0+)?$/.test(amount)
            ? ''
            : 'text-success-text'
      }
    >
      {text}
    </span>
  );
}
