import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  HOUSE_CARD_ROOM_GAMES,
  HOUSE_GAMES,
  HOUSE_LIVE_GAMES,
} from '@platform/contracts/vendor-wallet/house';
import { afterAll, describe, expect, it } from 'vitest';
import { buildVendorApp } from './app.ts';

const vendor = buildVendorApp({ logLevel: 'silent', frameAncestors: [] });
afterAll(() => vendor.close());

/** A demo launch of the game, followed to its page: the redirect's address and the page's answer. */
async function launch(code: string, extra = '') {
  const launched = await vendor.inject({ url: `/play?game=${code}&mode=demo${extra}` });
  const location = String(launched.headers.location);
  return { launched, location, page: await vendor.inject({ url: location }) };
}

const PAGES = {
  slot: HOUSE_GAMES.slot,
  fishing: HOUSE_GAMES.fishing,
  'live baccarat': HOUSE_LIVE_GAMES.baccarat,
  'card room': HOUSE_CARD_ROOM_GAMES.niuniu,
};
const inline = (html: string, tag: 'script' | 'style') =>
  [...html.matchAll(new RegExp(`<${tag}( type="module")?>([^]*?)</${tag}>`, 'g'))].map(
    ([, , text]) => text ?? '',
  );
const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the pages, each one response', () => {
  it.each(Object.entries(PAGES))(
    '%s: its script and style inline, allowed by their hashes and nothing else inline',
    async (_name, code) => {
      const { page } = await launch(code);
      expect(page.statusCode).toBe(200);
      // Nothing to fetch before the game can start: no stylesheet, no script, no module by address.
      expect(page.body).not.toMatch(/<link rel="(stylesheet|modulepreload)"|<script[^>]* src=/);
      const [script, ...more] = inline(page.body, 'script');
      const [style] = inline(page.body, 'style');
      expect(more).toEqual([]);
      expect(script).toMatch(/pageConfig/);
      // Bundled: the modules it imported are in it, and no import is left for the browser to follow.
      expect(script).not.toMatch(/^\s*import /m);
      expect(script).not.toMatch(/^\s*export /m);
      expect(style).toMatch(/--bg|--text/);
      const policy = String(page.headers['content-security-policy']);
      const scriptSrc = policy.split('; ').find((part) => part.startsWith('script-src ')) ?? '';
      const styleSrc = policy.split('; ').find((part) => part.startsWith('style-src ')) ?? '';
      expect(scriptSrc.split(' ')).toContain(hash(script ?? ''));
      expect(styleSrc.split(' ')).toContain(hash(style ?? ''));
      expect(policy).not.toContain('unsafe-inline');
      // The API's answers run nothing inline.
      const api = await vendor.inject({ url: '/healthz' });
      expect(String(api.headers['content-security-policy'])).not.toContain('sha256-');
    },
  );

  it('sends a page compressed as the browser takes it, the same page each way', async () => {
    const { location, page } = await launch(HOUSE_GAMES.dice);
    const br = await vendor.inject({ url: location, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page.body);
    expect(br.rawPayload.length).toBeLessThan(page.rawPayload.length / 3);
    const gzip = await vendor.inject({ url: location, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(page.body);
    expect(page.headers['content-encoding']).toBeUndefined();
  });
});

describe('the member’s theme on the site', () => {
  it.each(Object.entries(PAGES))(
    '%s: the launch’s theme goes to the page, which is drawn in it; none, the device’s scheme',
    async (_name, code) => {
      const dark = await launch(code, '&theme=dark');
      expect(dark.location).toMatch(/\?theme=dark$/);
      expect(dark.page.body).toContain('data-theme="dark"');
      const [darkStyle] = inline(dark.page.body, 'style');
      // The light rules are kept from a dark page on a light device, and given to a light page.
      expect(darkStyle).not.toContain('prefers-color-scheme');
      expect(darkStyle).toContain('@media not all');
      const light = await launch(code, '&theme=light');
      expect(light.location).toMatch(/\?theme=light$/);
      const [lightStyle] = inline(light.page.body, 'style');
      expect(lightStyle).not.toContain('prefers-color-scheme');
      expect(lightStyle).not.toContain('@media not all');
      const device = await launch(code);
      expect(device.location).not.toContain('theme');
      expect(device.page.body).not.toContain('data-theme');
      expect(inline(device.page.body, 'style')[0]).toContain('@media (prefers-color-scheme: light)');
      // A theme the vendor does not know is refused at the launch, and ignored in a page's address.
      expect((await vendor.inject({ url: `/play?game=${code}&mode=demo&theme=sepia` })).statusCode).toBe(400);
      const odd = await vendor.inject({ url: device.location.replace(/$/, '?theme=%22%3E') });
      expect(odd.statusCode).toBe(200);
      expect(odd.body).not.toContain('data-theme');
    },
  );

  it('keeps the theme from a game to its rules and back', async () => {
    const { location, page } = await launch(HOUSE_GAMES.crash, '&theme=light');
    const rules = page.body.match(/href="(\/rules\/crash[^"]*)"/)?.[1]?.replaceAll('&amp;', '&') ?? '';
    expect(rules).toContain('&theme=light');
    const rulesPage = await vendor.inject({ url: rules });
    expect(rulesPage.body).toContain('data-theme="light"');
    expect(rulesPage.body).toContain(`<a href="${location}">`);
  });
});
