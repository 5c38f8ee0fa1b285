import type { ReactNode } from 'react';

/** Our own illustration: a phone showing game tiles, with a download badge, in the theme's accent. */
export function PhoneArt(): ReactNode {
  const tiles = [
    ['#f43f5e', '#a21caf'],
    ['#f59e0b', '#ea580c'],
    ['#10b981', '#0f766e'],
    ['#38bdf8', '#1d4ed8'],
  ];
  return (
    <svg viewBox="0 0 220 200" aria-hidden="true" className="h-full w-auto">
      <defs>
        <linearGradient id="phone-body" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#334155" />
          <stop offset="1" stopColor="#0f172a" />
        </linearGradient>
        {tiles.map(([from, to], index) => (
          <linearGradient key={from} id={`phone-tile-${index}`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={from} />
            <stop offset="1" stopColor={to} />
          </linearGradient>
        ))}
      </defs>
      <g transform="rotate(-8 110 100)">
        <rect
          x="62"
          y="8"
          width="96"
          height="184"
          rx="18"
          fill="url(#phone-body)"
          stroke="#64748b"
          strokeWidth="2"
        />
        <rect x="70" y="22" width="80" height="156" rx="10" fill="#0b1020" />
        <rect x="96" y="13" width="28" height="4" rx="2" fill="#475569" />
        <rect x="76" y="30" width="68" height="26" rx="6" fill="var(--accent)" />
        {tiles.map(([from], index) => (
          <rect
            key={from}
            x={76 + (index % 2) * 36}
            y={62 + Math.floor(index / 2) * 40}
            width="32"
            height="34"
            rx="6"
            fill={`url(#phone-tile-${index})`}
          />
        ))}
        <rect x="76" y="146" width="68" height="22" rx="11" fill="#22c55e" />
      </g>
      <circle
        cx="170"
        cy="150"
        r="26"
        fill="var(--accent)"
        stroke="#fff"
        strokeOpacity=".85"
        strokeWidth="3"
      />
      <path
        d="M170 136v22m-9-9 9 9 9-9"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
  );
}
