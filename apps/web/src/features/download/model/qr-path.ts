import { create } from 'qrcode';

export type QrPath = {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** One SVG path of every dark module, in module units. */
  d: string;
};

/**
 * The QR code of `text` as an SVG path, computed in the browser: no image is fetched and no markup is
 * injected. Error correction M survives a smudged or partly covered screen.
 */
export function qrPath(text: string): QrPath {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) parts.push(`M${column} ${row}h1v1h-1z`);
    }
  }
  return { size: modules.size, d: parts.join('') };
}
