import type { ReactNode } from 'react';
import { encode } from 'uqr';

/** A QR code drawn as one SVG path from the encoded module grid (no HTML injected, CSP-safe). */
export function QrCode({ text, label }: { text: string; label: string }): ReactNode {
  const { size, data } = encode(text, { border: 2 });
  const path = data
    .flatMap((row, y) => row.map((isDark, x) => (isDark ? `M${x} ${y}h1v1h-1z` : '')))
    .join('');
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-44 rounded-xl bg-white p-1"
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
