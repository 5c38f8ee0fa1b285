import { Resvg } from '@resvg/resvg-js';
import svgCaptcha from 'svg-captcha';

/** Letters that read alike in the captcha font are left out; the answer is checked without case. */
const AMBIGUOUS = '0oO1ilI';
const WIDTH = 150;
const HEIGHT = 50;

/** A new captcha: its text and a PNG data URL of it (svg-captcha draws glyphs as paths, so no fonts). */
export function drawCaptcha(): { text: string; image: string } {
  const { text, data } = svgCaptcha.create({
    size: 4,
    ignoreChars: AMBIGUOUS,
    noise: 3,
    color: true,
    background: '#f4f1ea',
    width: WIDTH,
    height: HEIGHT,
  });
  const png = new Resvg(data, { fitTo: { mode: 'width', value: WIDTH * 2 } }).render().asPng();
  return { text, image: `data:image/png;base64,${Buffer.from(png).toString('base64')}` };
}
