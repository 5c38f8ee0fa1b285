import type { ReactNode } from 'react';

/** A gear turning behind a wrench, in the accent colours: our own drawing, no downloaded artwork. */
export function MaintenanceArt(): ReactNode {
  return (
    <svg viewBox="0 0 160 160" aria-hidden="true" className="size-full">
      <defs>
        <linearGradient id="maintenance-gear" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--accent-text)" />
          <stop offset="1" stopColor="var(--accent)" />
        </linearGradient>
      </defs>
      <circle cx="80" cy="80" r="76" fill="var(--surface-2)" />
      <circle cx="80" cy="80" r="76" fill="none" stroke="var(--line)" strokeWidth="2" />
      <g className="origin-center [transform-box:fill-box] motion-safe:animate-[spin_14s_linear_infinite]">
        <path
          fill="url(#maintenance-gear)"
          d="M72 28h16l3 12 9 4 11-6 11 11-6 11 4 9 12 3v16l-12 3-4 9 6 11-11 11-11-6-9 4-3 12H72l-3-12-9-4-11 6-11-11 6-11-4-9-12-3V72l12-3 4-9-6-11 11-11 11 6 9-4z"
        />
        <circle cx="80" cy="80" r="18" fill="var(--surface-2)" />
      </g>
      <path
        fill="var(--warm)"
        d="M118 103a18 18 0 0 1-23 22l-27 27a8 8 0 0 1-11-11l27-27a18 18 0 0 1 22-23l-11 11 3 9 9 3z"
      />
    </svg>
  );
}
