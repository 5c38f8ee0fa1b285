import { cn } from '@platform/ui/cn.ts';
import type { ReactNode } from 'react';

/** The site's own emblem (a star in the accent gradient); a brand may replace it with its logo. */
export function BrandMark({ className }: { className?: string }): ReactNode {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn('size-9 shrink-0', className)}>
      <defs>
        <linearGradient id="brand-mark-fill" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#a78bfa" />
          <stop offset="1" stopColor="#6d28d9" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="url(#brand-mark-fill)" />
      <path
        d="M32 12l5.9 12 13.1 1.9-9.5 9.3 2.2 13.1L32 42.1l-11.7 6.2 2.2-13.1-9.5-9.3 13.1-1.9z"
        fill="#fff"
      />
    </svg>
  );
}
