import { Skeleton } from '@platform/ui/skeleton.tsx';
import type { ReactNode } from 'react';

/** Holds the welcome band's space while the brand loads, so the categories below do not jump. */
export function HeroSkeleton(): ReactNode {
  return <Skeleton className="h-64 rounded-3xl sm:h-48 md:h-44" />;
}

export function FactsSkeleton(): ReactNode {
  return (
    <div className="flex flex-col gap-4">
      <Skeleton className="h-7 w-56" />
      <div className="grid gap-3 sm:gap-4 md:grid-cols-[1fr_1fr_2fr]">
        <Skeleton className="h-32 rounded-2xl" />
        <Skeleton className="h-32 rounded-2xl" />
        <Skeleton className="h-32 rounded-2xl" />
      </div>
    </div>
  );
}

/** Holds a lane's space while the lanes' code loads. */
export function LanesSkeleton(): ReactNode {
  return (
    <div className="flex flex-col gap-3">
      <Skeleton className="h-7 w-40" />
      <Skeleton className="h-40 rounded-2xl" />
    </div>
  );
}
