import { LoadingState } from '@platform/ui/loading-state.tsx';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import type { ReactNode } from 'react';

/** The side list and the articles on their way, in their final shape. */
export function HelpSkeleton(): ReactNode {
  return (
    <LoadingState className="md:flex-row">
      <Skeleton className="h-13 rounded-2xl md:h-64 md:w-64 md:shrink-0" />
      <div className="flex flex-1 flex-col gap-2">
        <Skeleton className="mb-2 h-7 w-48" />
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} className="h-14 rounded-2xl" />
        ))}
      </div>
    </LoadingState>
  );
}
