import type { ReactNode } from 'react';

/** A globe behind a shield: a region the site cannot serve. Our own drawing. */
export function BlockedArt(): ReactNode {
  return (
    <svg viewBox="0 0 160 160" aria-hidden="true" className="size-full">
      <defs>
        <linearGradient id="blocked-shield" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--accent-text)" />
          <stop offset="1" stopColor="var(--accent)" />
        </linearGradient>
      </defs>
      <circle cx="80" cy="80" r="76" fill="var(--surface-2)" />
      <g fill="none" stroke="var(--line)" strokeWidth="3">
        <circle cx="80" cy="80" r="56" />
        <ellipse cx="80" cy="80" rx="24" ry="56" />
        <path d="M24 80h112M32 52h96M32 108h96" />
      </g>
      <path fill="url(#blocked-shield)" d="M80 46l30 11v21c0 21-13 35-30 42-17-7-30-21-30-42V57z" />
      <path
        fill="none"
        stroke="var(--accent-ink)"
        strokeWidth="7"
        strokeLinecap="round"
        d="M67 71l26 26M93 71 67 97"
      />
    </svg>
  );
}
