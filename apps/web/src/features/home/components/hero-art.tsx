import type { ReactNode } from 'react';

/** Our own hero illustration: a fanned hand of cards over stacked chips, drawn in the theme's accent. */
export function HeroArt(): ReactNode {
  return (
    <svg viewBox="0 0 320 240" aria-hidden="true" className="h-full w-full">
      <defs>
        <linearGradient id="hero-card" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#e9e3ff" />
        </linearGradient>
        <linearGradient id="hero-chip" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fcd34d" />
          <stop offset="1" stopColor="#d97706" />
        </linearGradient>
        <linearGradient id="hero-chip-violet" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#a78bfa" />
          <stop offset="1" stopColor="#5b21b6" />
        </linearGradient>
      </defs>
      <g transform="translate(170 130)">
        {[-28, -8, 12].map((angle, index) => (
          <g key={angle} transform={`rotate(${angle}) translate(-44 -110)`}>
            <rect width="88" height="124" rx="12" fill="url(#hero-card)" stroke="#c4b5fd" strokeWidth="2" />
            <text x="12" y="28" fontSize="22" fontWeight="800" fill={index === 1 ? '#111827' : '#dc2626'}>
              {['A', 'K', 'Q'][index]}
            </text>
            <path
              d="M44 52c10-14 30-4 20 12L44 86 24 64c-10-16 10-26 20-12z"
              fill={index === 1 ? '#111827' : '#dc2626'}
            />
          </g>
        ))}
      </g>
      {[0, 1, 2, 3].map((level) => (
        <ellipse
          key={level}
          cx="70"
          cy={200 - level * 12}
          rx="46"
          ry="14"
          fill="url(#hero-chip)"
          stroke="#92400e"
          strokeWidth="2"
        />
      ))}
      <ellipse
        cx="70"
        cy="164"
        rx="26"
        ry="7"
        fill="none"
        stroke="#fff7ed"
        strokeDasharray="6 6"
        strokeWidth="3"
      />
      {[0, 1, 2].map((level) => (
        <ellipse
          key={level}
          cx="272"
          cy={214 - level * 12}
          rx="38"
          ry="12"
          fill="url(#hero-chip-violet)"
          stroke="#3b0764"
          strokeWidth="2"
        />
      ))}
    </svg>
  );
}
