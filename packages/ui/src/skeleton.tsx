import type { ReactNode } from 'react';
import { cn } from './cn.ts';

/** A shimmering block that holds the space of content still loading, so nothing jumps when it lands. */
export function Skeleton({ className }: { className?: string }): ReactNode {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'motion-safe:animate-shimmer rounded-lg bg-[linear-gradient(90deg,var(--surface-2)_25%,var(--surface-3)_50%,var(--surface-2)_75%)] bg-[length:200%_100%]',
        className,
      )}
    />
  );
}
