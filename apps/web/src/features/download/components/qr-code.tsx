import { type ReactNode, useMemo } from 'react';
import { qrPath } from '../model/qr-path.ts';

/** Light margin around the code that scanners need, in modules. */
const QUIET_ZONE = 2;

/** A scannable QR code, always dark on white whatever the theme, since scanners expect that. */
export function QrCode({ value, label }: { value: string; label: string }): ReactNode {
  const { size, d } = useMemo(() => qrPath(value), [value]);
  const box = size + QUIET_ZONE * 2;

  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`}
      shapeRendering="crispEdges"
      className="aspect-square w-full rounded-xl bg-white"
    >
      <path d={d} fill="#0b1020" />
    </svg>
  );
}
