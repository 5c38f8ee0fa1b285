import { randomInt } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import svgCaptcha from 'svg-captcha';

/**
 * svg-captcha's main export draws a given text; its typings only describe `create`, which picks the
 * text with Math.random. The answer is chosen here with the crypto generator instead.
 */
const drawText = svgCaptcha as unknown as (
  text: string,
  options: { noise: number; color: boolean; background: string; width: number; height: number },
) => string;

/** Letters and digits without those that read alike in the captcha font; answers are checked without case. */
const CHARACTERS = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 4;
const WIDTH = 150;
const HEIGHT = 50;

/** A new captcha: its text and a PNG data URL of it (svg-captcha draws glyphs as paths, so no fonts). */
export function drawCaptcha(): { text: string; image: string } {
  const text = Array.from({ length: LENGTH }, () => CHARACTERS[randomInt(CHARACTERS.length)]).join('');
  const svg = drawText(text, { noise: 3, color: true, background: '#f4f1ea', width: WIDTH, height: HEIGHT });
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: WIDTH * 2 } }).render().asPng();
  return { text, image: `data:image/png;base64,${Buffer.from(png).toString('base64')}` };
}
