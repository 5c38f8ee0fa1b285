import { Skeleton } from '@platform/ui/skeleton.tsx';
import type { ReactNode } from 'react';

/** Placeholder rows of a table whose first page is on its way. */
export function SkeletonRows({ columns }: { columns: number }): ReactNode {
  return Array.from({ length: 5 }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
    <tr key={index} className="border-t border-line">
      <td colSpan={columns} className="px-4 py-3">
        <Skeleton className="h-5 w-full" />
      </td>
    </tr>
  ));
}
