import { Button } from '@platform/ui/button.tsx';
import type { ReactNode } from 'react';

/**
 * The pager of a list read a page after a cursor (the last id a page showed): back to the first page,
 * or on to the next while the server says one follows.
 */
export function CursorPager(props: {
  cursor: string | undefined;
  next: string | null | undefined;
  onCursor: (cursor: string | undefined) => void;
  firstLabel: string;
  nextLabel: string;
}): ReactNode {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button
        variant="secondary"
        className="min-h-10"
        disabled={props.cursor === undefined}
        onClick={() => props.onCursor(undefined)}
      >
        {props.firstLabel}
      </Button>
      <Button
        variant="secondary"
        className="min-h-10"
        disabled={!props.next}
        onClick={() => props.onCursor(props.next ?? undefined)}
      >
        {props.nextLabel}
      </Button>
    </div>
  );
}
