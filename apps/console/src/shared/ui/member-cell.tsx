import type { ReactNode } from 'react';
import { useFormat } from '../hooks/use-format.ts';

/** A queue row's first cell: the member's account, over the row's number and when it was made. */
export function MemberCell({ account, id, at }: { account: string; id: string; at: string }): ReactNode {
  const format = useFormat();
  return (
    <span className="flex flex-col">
      <span className="font-semibold">{account}</span>
      <span className="text-xs text-ink-muted">
        #{id} · {format.dateTime(at)}
      </span>
    </span>
  );
}
