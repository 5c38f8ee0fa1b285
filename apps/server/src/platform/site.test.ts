import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { PUBLIC_PAGES } from '@platform/contracts/system/public-pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
let webDist: string;
const BIG_BUNDLE = 'export const x = 1;\n'.repeat(500);
/** The build's template as Vite leaves it: the brand's block between markers, the build's defaults inside. */
const INDEX_HTML = [
  '<!doctype html><html lang="en" data-theme="dark"><head>',
  '<!-- brand-head --><title></title><!-- /brand-head -->',
  '<script type="module" src="/assets/main-abc123.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/vendor-abc123.js">',
  '</head><body><div id="root"></div></body></html>',
].join('');
/** A brand whose staff typed markup into its texts. */
const HOSTILE = {
  host: 'hostile.example',
  name: '</title><script>alert(1)</script>',
  description: '"><img src=x onerror=alert(2)> & more',
  iconUrl: 'https://cdn.example/icon.png?a=1&b=2',
};

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'web-dist-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'index.html'), INDEX_HTML);
  await writeFile(join(webDist, 'assets', 'main-abc123.js'), 'console.log(1)');
  await writeFile(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(webDist, 'assets', 'big-def456.js'), BIG_BUNDLE);
  await writeFile(join(webDist, 'assets', 'big-def456.js.br'), brotliCompressSync(BIG_BUNDLE));
  server = await startTestServer({ webDist });
  const { db } = server.database;
  const { id } = await db
    .insertInto('merchants')
    .values({
      code: 'hostile',
      name: HOSTILE.name,
      currency: 'USD',
      currency_scale: 2,
      default_language: 'VI',
      languages: ['VI', 'EN'],
      description: HOSTILE.description,
      icon_url: HOSTILE.iconUrl,
      theme_color_light: '#fafafa',
      theme_color_dark: '#101010',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('merchant_domains')
    .values({ host: HOSTILE.host, merchant_id: id, site: 'member' })
    .execute();
});
afterAll(async () => {
  await server?.close();
  await rm(webDist, { recursive: true, force: true });
});

const asBrowser = { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } };

describe('the site', () => {
  it.each(['/', '/index', '/rng?page=PG', '/helpmc', '/no/such/page'])(
    'serves the SPA for the page %s, uncached, so its router decides',
    async (path) => {
      const response = await server.request(path, asBrowser);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain('<title>Lucky Lotus</title>');
      expect(html).toContain('<script type="module" src="/assets/main-abc123.js"></script>');
    },
  );

  it('serves the SPA at / to a client that accepts no compression (curl, crawlers)', async () => {
    const response = await server.getWithHost('/', '127.0.0.1', { accept: 'text/html' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toContain('<title>Lucky Lotus</title>');
  });

  it('answers a directory of the site with 404, not an error', async () => {
    const response = await server.getWithHost('/assets/', '127.0.0.1', { accept: 'application/json' });
    expect(response.status).toBe(404);
    expect(JSON.parse(response.body)).toMatchObject({ success: false, errorCode: 'route.not.found' });
  });

  it('serves hashed bundles as immutable and other files as revalidated', async () => {
    const bundle = await server.request('/assets/main-abc123.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('cache-control')).toContain('immutable');
    const icon = await server.request('/favicon.svg');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the precompressed file to a browser that accepts it, the plain one otherwise', async () => {
    const compressed = await server.getWithHost('/assets/big-def456.js', '127.0.0.1', {
      'accept-encoding': 'br, gzip',
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toContain('immutable');
    const plain = await server.getWithHost('/assets/big-def456.js', '127.0.0.1', {
      'accept-encoding': 'identity',
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_BUNDLE);
  });

  it('serves a file the build wrote after the server started (a redeploy without restart)', async () => {
    await writeFile(join(webDist, 'assets', 'later-0f0f0f.js'), 'console.log(2)');
    const response = await server.request('/assets/later-0f0f0f.js');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log(2)');
  });

  it('never answers an API path with the SPA', async () => {
    const response = await server.request('/wps/unknown', asBrowser);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'route.not.found' });
  });

  it('never sends the page template itself, nor a compressed copy of it', async () => {
    await writeFile(join(webDist, 'index.html.br'), brotliCompressSync(INDEX_HTML));
    const response = await server.request('/index.html', {
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    const html = await response.text();
    expect(html).toContain('<title>Lucky Lotus</title>');
    expect(html).not.toContain('brand-head');
  });

  it('answers a missing asset with 404, not the SPA', async () => {
    const response = await server.request('/assets/missing.js');
    expect(response.status).toBe(404);
  });
});

function pageOf(host: string, path = '/', headers: Record<string, string> = {}) {
  return server.getWithHost(path, host, { accept: 'text/html', ...headers });
}

describe("the page's head, per brand", () => {
  // Each brand's page: what its head must say (a substring or a pattern) and what it must not.
  it.each([
    {
      brand: 'the demo brand, with its description, icons, colours and preview tags',
      host: 'localhost:4173',
      path: '/promotions?category=x',
      present: [
        '<html lang="en-US" dir="ltr" data-theme="dark">',
        '<title>Lucky Lotus</title>',
        /<meta name="description" content="Lottery, live casino[^"]*" \/>/,
        '<meta name="theme-color" content="#f3f5fa" media="(prefers-color-scheme: light)" />',
        '<meta name="theme-color" content="#0a0f1c" media="(prefers-color-scheme: dark)" />',
        '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
        '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />',
        '<link rel="manifest" href="/manifest.webmanifest" />',
        '<meta property="og:site_name" content="Lucky Lotus" />',
        '<meta property="og:title" content="Lucky Lotus" />',
        '<meta property="og:image" content="http://localhost:4173/icons/icon-512.png" />',
        // A public page is shared under its own address, without the query.
        '<meta property="og:url" content="http://localhost:4173/promotions" />',
        '<meta property="og:locale" content="en_US" />',
        '<meta property="og:locale:alternate" content="zh_CN" />',
      ],
      absent: ['brand-head'],
    },
    {
      brand: 'a brand whose staff typed markup, every text escaped',
      host: HOSTILE.host,
      path: '/',
      present: [
        '<title>&#60;/title&#62;&#60;script&#62;alert(1)&#60;/script&#62;</title>',
        '<meta name="description" content="&#34;&#62;&#60;img src=x onerror=alert(2)&#62; &#38; more" />',
        '<link rel="icon" type="image/png" href="https://cdn.example/icon.png?a=1&#38;b=2" />',
        '<meta name="theme-color" content="#101010" media="(prefers-color-scheme: dark)" />',
        '<html lang="vi-VN" dir="ltr"',
        '<meta property="og:locale" content="vi_VN" />',
      ],
      // Each host gets its own brand.
      absent: ['<script>alert', '<img', 'Lucky Lotus'],
    },
  ])('names the page of $brand', async ({ host, path, present, absent }) => {
    const { body } = await pageOf(host, path);
    for (const fragment of present) expect(body).toMatch(fragment);
    for (const fragment of absent) expect(body).not.toContain(fragment);
  });

  it('shares a private page under the home address', async () => {
    const { body } = await pageOf('localhost', '/member?page=withdraw');
    expect(body).toContain('<meta property="og:url" content="http://localhost/" />');
  });

  it("lets a brand's page connect to its own other mirrors only", async () => {
    const connectSources = async (host: string) => {
      const { headers } = await pageOf(host, '/');
      const policy = String(headers['content-security-policy']);
      expect(policy).toContain("script-src 'self'");
      return policy.match(/connect-src ([^;]*)/)?.[1]?.split(' ');
    };
    expect(await connectSources('127.0.0.1')).toEqual(["'self'", 'http://localhost']);
    expect(await connectSources('localhost')).toEqual(["'self'", 'http://127.0.0.1']);
    // The other brand's page reaches neither of the demo brand's hosts, and none reaches it.
    expect(await connectSources(HOSTILE.host)).toEqual(["'self'"]);
    expect(await connectSources('nobody.example')).toEqual(["'self'"]);
  });

  it('leaves the build defaults on a host no brand answers on', async () => {
    const { status, body } = await pageOf('nobody.example', '/');
    expect(status).toBe(200);
    expect(body).toBe(INDEX_HTML);
  });

  it('compresses the rendered page and answers a repeat visit by its ETag', async () => {
    const first = await pageOf('localhost', '/', { 'accept-encoding': 'gzip, br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toContain('accept-encoding');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const gzip = await pageOf('localhost', '/', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const again = await pageOf('localhost', '/', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    const otherBrand = await pageOf(HOSTILE.host, '/', { 'if-none-match': etag });
    expect(otherBrand.status).toBe(200);
  });
});

describe("the home page's first banner, painted before the site's scripts", () => {
  const SHELL =
    '<body><div id="home-shell" aria-hidden="true" data-image-host="0" data-headlines><div><div>' +
    '<img src="/media/banners/welcome.svg" alt="" fetchpriority="high" /></div></div></div>';

  it.each(['/', '/index'])(
    "is on %s for a brand with a home banner: its default language's first, under its image host",
    async (path) => {
      const { body } = await pageOf('localhost', path);
      expect(body.replace(/\n\s*/g, '')).toContain(SHELL);
      expect(body).toContain(
        '<link rel="preload" as="image" href="/media/banners/welcome.svg" fetchpriority="high" />',
      );
    },
  );

  it('is on no other page, and on no page of a brand without a home banner', async () => {
    for (const [host, path] of [
      ['localhost', '/member'],
      ['localhost', '/promotions'],
      [HOSTILE.host, '/'],
    ] as const) {
      const { status, body } = await pageOf(host, path);
      expect(status).toBe(200);
      expect(body).not.toContain('home-shell');
      expect(body).not.toContain('rel="preload"');
    }
  });

  it("sets the theme before the first paint, by a script the page's policy allows by its hash alone", async () => {
    const { body, headers } = await pageOf(HOSTILE.host, '/');
    const script = body.match(/<script>([^<]*)<\/script>/)?.[1] ?? '';
    expect(script).toContain("localStorage.getItem('theme')");
    const hash = createHash('sha256').update(script).digest('base64');
    expect(String(headers['content-security-policy'])).toContain(`script-src 'self' 'sha256-${hash}';`);
  });
});

describe("the site's scripts on the home page, started once its banner is painted", () => {
  const SCRIPTS =
    '<script type="module" src="/assets/main-abc123.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/vendor-abc123.js">';
  const policyHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

  it.each(['/', '/index'])(
    'are kept inert on %s, below the banner, and started by a script its policy allows by its hash',
    async (path) => {
      const { body, headers } = await pageOf('localhost', path);
      const [head = '', rest = ''] = body.split('<body>');
      expect(head).not.toMatch(/type="module"|modulepreload/);
      expect(rest).toContain(`<template id="site-scripts">${SCRIPTS}</template>`);
      expect(rest.indexOf('<template id="site-scripts">')).toBeGreaterThan(rest.indexOf('id="home-shell"'));
      const starter = [...rest.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, script]) => script ?? '');
      expect(starter).toHaveLength(1);
      expect(starter[0]).toContain("getElementById('site-scripts')");
      expect(String(headers['content-security-policy'])).toContain(policyHash(starter[0] ?? ''));
    },
  );

  it('load from the head as the build wrote them on every other page, and where no banner is painted', async () => {
    const home = await pageOf('localhost', '/');
    const starter = [...home.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].at(-1)?.[1] ?? '';
    for (const [host, path] of [
      ['localhost', '/promotions'],
      [HOSTILE.host, '/'],
    ] as const) {
      const { body, headers } = await pageOf(host, path);
      expect(body.split('<body>')[0]?.replace(/\n\s*/g, '')).toContain(SCRIPTS);
      expect(body).not.toContain('site-scripts');
      expect(String(headers['content-security-policy'])).not.toContain(policyHash(starter));
    }
  });
});

describe('robots.txt, sitemap.xml and the manifest, per brand', () => {
  it("lets crawlers read the public pages, not the member, agent or API paths, and names the host's sitemap", async () => {
    const { status, headers, body } = await server.getWithHost('/robots.txt', 'localhost:4173');
    expect(status).toBe(200);
    expect(headers['content-type']).toContain('text/plain');
    const lines = body.split('\n');
    expect(lines).toContain('Allow: /');
    for (const path of ['/member', '/agent', '/wps/', '/lgw/', '/ops/', '/vendor-wallet/', '/docs']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Sitemap: http://localhost:4173/sitemap.xml');
    // Crawlers match by prefix: no rule may shut a public page out.
    const disallowed = lines.flatMap((line) => (line.startsWith('Disallow: ') ? [line.slice(10)] : []));
    for (const page of PUBLIC_PAGES.filter((path) => path !== '/')) {
      expect(disallowed.filter((prefix) => page.startsWith(prefix))).toEqual([]);
    }
    const other = await server.getWithHost('/robots.txt', HOSTILE.host);
    expect(other.body).toContain(`Sitemap: http://${HOSTILE.host}/sitemap.xml`);
  });

  it('keeps crawlers off a host no brand answers on', async () => {
    const { body } = await server.getWithHost('/robots.txt', 'nobody.example');
    expect(body).toBe('User-agent: *\nDisallow: /\n');
    expect((await server.getWithHost('/sitemap.xml', 'nobody.example')).status).toBe(404);
  });

  it("lists the public pages at the brand's host", async () => {
    const { status, headers, body } = await server.getWithHost('/sitemap.xml', HOSTILE.host);
    expect(status).toBe(200);
    expect(headers['content-type']).toContain('application/xml');
    const locs = [...body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        `http://${HOSTILE.host}/`,
        `http://${HOSTILE.host}/promotions`,
        `http://${HOSTILE.host}/help`,
      ]),
    );
    expect(locs.some((loc) => loc?.includes('/member'))).toBe(false);
  });

  it("describes the brand's installable app", async () => {
    const demo = await server.getWithHost('/manifest.webmanifest', 'localhost');
    expect(demo.headers['content-type']).toContain('application/manifest+json');
    const manifest = JSON.parse(demo.body);
    expect(manifest).toMatchObject({
      name: 'Lucky Lotus',
      short_name: 'Lucky Lotus',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0a0f1c',
      background_color: '#0a0f1c',
    });
    expect(manifest.icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ src: '/icons/icon-192.png', sizes: '192x192' }),
        expect.objectContaining({ src: '/icons/icon-512.png', sizes: '512x512' }),
      ]),
    );
    const hostile = JSON.parse((await server.getWithHost('/manifest.webmanifest', HOSTILE.host)).body);
    expect(hostile).toMatchObject({ name: HOSTILE.name, theme_color: '#101010', lang: 'vi-VN' });
    expect(hostile.icons).toEqual([{ src: HOSTILE.iconUrl, sizes: '512x512', type: 'image/png' }]);
  });
});
