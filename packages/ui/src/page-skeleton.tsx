import type { ReactNode } from 'react';
import { Skeleton } from './skeleton.tsx';

/** Shown while the first texts of the site load; mirrors the header and hero so the page does not jump. */
export function PageSkeleton(): ReactNode {
  return (
    <div className="min-h-dvh bg-surface-0" aria-busy="true">
      <div className="h-16 border-b border-line bg-surface-1" />
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6">
        <Skeleton className="h-56 rounded-3xl sm:h-72" />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Skeleton className="aspect-[4/3] rounded-2xl" />
          <Skeleton className="aspect-[4/3] rounded-2xl" />
          <Skeleton className="aspect-[4/3] rounded-2xl" />
          <Skeleton className="aspect-[4/3] rounded-2xl" />
        </div>
      </div>
    </div>
  );
}
