import { cn } from '@platform/ui/cn.ts';
import type { ReactNode } from 'react';

type DrawBallsProps = { balls: readonly number[]; size?: 'sm' | 'md'; label: string };

/** A result's balls as round chips, read out as one list. */
export function DrawBalls({ balls, size = 'md', label }: DrawBallsProps): ReactNode {
  return (
    <ol aria-label={label} className="flex flex-wrap gap-1.5">
      {balls.map((ball, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: a result repeats numbers (digits, dice); its positions never reorder.
          key={index}
          className={cn(
            'grid place-items-center rounded-full bg-accent font-bold text-accent-ink tabular-nums shadow-[inset_0_-2px_0_rgb(0_0_0/0.25)]',
            size === 'md' ? 'size-9 text-base' : 'size-7 text-xs',
          )}
        >
          {ball}
        </li>
      ))}
    </ol>
  );
}
