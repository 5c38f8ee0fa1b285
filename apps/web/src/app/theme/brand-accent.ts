import type { Theme } from '../../shared/hooks/use-theme-store.ts';
import { contrastRatio, mix, parseHex, type Rgb, toHex } from './color.ts';

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
/** WCAG AA for normal text. */
const AA = 4.5;

/** The surfaces accent-coloured text sits on, per theme; they mirror `--surface-0..2` of styles.css. */
const SURFACES: Record<Theme, readonly Rgb[]> = {
  dark: [parseHex('#0a0f1c'), parseHex('#111a2c'), parseHex('#18233a')],
  light: [parseHex('#f3f5fa'), parseHex('#ffffff'), parseHex('#eef1f8')],
};

export type AccentShades = {
  accent: string;
  accentStrong: string;
  accentInk: string;
  accentText: string;
  accentGlow: string;
};

/** Steps `colour` towards `target` until it reads at AA on every surface of the theme. */
function readableOn(colour: Rgb, surfaces: readonly Rgb[], target: Rgb): Rgb {
  for (let step = 0; step <= 20; step += 1) {
    const candidate = mix(colour, target, step / 20);
    if (surfaces.every((surface) => contrastRatio(candidate, surface) >= AA)) return candidate;
  }
  return target;
}

/**
 * The accent tokens of one theme from a brand colour. Buttons keep the brand colour itself with white
 * or black text, whichever reaches AA; hover moves away from that text so it stays readable; accent
 * text is lightened (dark theme) or darkened (light theme) until it reads on every surface.
 */
export function accentShades(hex: string, theme: Theme): AccentShades {
  const accent = parseHex(hex);
  const ink = contrastRatio(accent, WHITE) >= AA ? WHITE : BLACK;
  const strong = mix(accent, ink === WHITE ? BLACK : WHITE, 0.14);
  const text = readableOn(accent, SURFACES[theme], theme === 'dark' ? WHITE : BLACK);
  const [red, green, blue] = accent.map(Math.round);
  return {
    accent: toHex(accent),
    accentStrong: toHex(strong),
    accentInk: toHex(ink),
    accentText: toHex(text),
    accentGlow: `rgb(${red} ${green} ${blue} / ${theme === 'dark' ? 0.45 : 0.25})`,
  };
}

function declarations(shades: AccentShades): string {
  return [
    `--accent: ${shades.accent}`,
    `--accent-strong: ${shades.accentStrong}`,
    `--accent-ink: ${shades.accentInk}`,
    `--accent-text: ${shades.accentText}`,
    `--accent-glow: ${shades.accentGlow}`,
    `--focus: ${shades.accentText}`,
  ].join('; ');
}

const STYLE_ID = 'brand-accent';

/** Puts the brand's accent over the default one in both themes, so a theme switch keeps it. */
export function applyBrandAccent(hex: string): void {
  const css = (['dark', 'light'] as const)
    .map((theme) => `:root[data-theme="${theme}"] { ${declarations(accentShades(hex, theme))}; }`)
    .join('\n');
  let style = document.getElementById(STYLE_ID);
  if (!style) {
    style = document.createElement('style');
    style.id = STYLE_ID;
    document.head.append(style);
  }
  style.textContent = css;
}
