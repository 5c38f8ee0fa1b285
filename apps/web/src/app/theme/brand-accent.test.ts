import { describe, expect, it } from 'vitest';
import { accentShades, applyBrandAccent } from './brand-accent.ts';
import { contrastRatio, parseHex } from './color.ts';

const SURFACES = {
  dark: ['#0a0f1c', '#111a2c', '#18233a'],
  light: ['#f3f5fa', '#ffffff', '#eef1f8'],
} as const;

/** Brand colours across the range: deep, mid, pale, saturated and grey. */
const BRANDS = ['#7c3aed', '#0a3d91', '#f5c518', '#22c55e', '#ff0000', '#777777', '#ffffff', '#000000'];

describe('brand accent', () => {
  it.each(BRANDS)('%s keeps every accent text at WCAG AA in both themes', (brand) => {
    for (const theme of ['dark', 'light'] as const) {
      const shades = accentShades(brand, theme);
      expect(shades.accent).toBe(brand);
      expect(contrastRatio(parseHex(shades.accentInk), parseHex(shades.accent))).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(parseHex(shades.accentInk), parseHex(shades.accentStrong))).toBeGreaterThanOrEqual(
        4.5,
      );
      for (const surface of SURFACES[theme]) {
        expect(contrastRatio(parseHex(shades.accentText), parseHex(surface))).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('puts white on a deep brand colour and black on a pale one', () => {
    expect(accentShades('#0a3d91', 'dark').accentInk).toBe('#ffffff');
    expect(accentShades('#f5c518', 'dark').accentInk).toBe('#000000');
  });

  it('writes both themes into one style element and replaces it on the next brand', () => {
    applyBrandAccent('#0a3d91');
    applyBrandAccent('#f5c518');
    const styles = document.querySelectorAll('style#brand-accent');
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent).toContain(':root[data-theme="light"] { --accent: #f5c518');
    expect(styles[0]?.textContent).toContain(':root[data-theme="dark"] { --accent: #f5c518');
  });
});
