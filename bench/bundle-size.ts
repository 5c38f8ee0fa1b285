import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { oneMinuteLoad } from './measure.ts';
import { repoRoot, startPlatform } from './platform-server.ts';

/**
 * Bundle budget: the gzipped JavaScript the home page needs before it is interactive, against the same
 * figure for an empty React + router app built by the same Vite (docs/benchmarks.md). Prints every built
 * chunk too. Needs a built site (`npm run build`). Exits non-zero only if the page fails to load.
 *
 * The figure is read from the build, not from a browser, so the same build gives the same figure on
 * every run: the scripts and module preloads of index.html, the chunks the home page's routes render
 * with, and everything those import statically (Vite's manifest). What a browser happens to fetch until
 * the network is quiet is printed beside it, for the lazy pieces it shows, but it depends on timing.
 */
const webDist = join(repoRoot, 'apps/web/dist');
const BUDGET_BYTES = 200 * 1024;
const TARGET_RATIO = 1.8;

/**
 * The route files below the root (which the entry imports) whose components render /index.
 * autoCodeSplitting puts each component in a chunk of its own unless the route says otherwise, loaded
 * as soon as the route matches, so they are part of the page's first load either way.
 */
const HOME_ROUTES = ['src/routes/_shell.tsx', 'src/routes/_shell/[index].tsx'];

type ManifestChunk = { file: string; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

const gzipSize = (content: Buffer) => gzipSync(content, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function chunkSizes(dist: string) {
  const assets = join(dist, 'assets');
  const names = (await readdir(assets)).filter((name) => name.endsWith('.js')).sort();
  return Promise.all(
    names.map(async (name) => {
      const content = await readFile(join(assets, name));
      return { name, raw: content.length, gzip: gzipSize(content) };
    }),
  );
}

/**
 * The JavaScript files (`assets/…`) a build's index.html needs before it is interactive: its module
 * scripts and module preloads, the split chunks of the components of `routes`, and all they import
 * statically.
 */
async function initialFiles(dist: string, routes: readonly string[]): Promise<string[]> {
  const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  const fromHtml = [
    ...html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g),
  ].flatMap(([, file]) => file ?? []);
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const roots = fromHtml.map((file) => keyOfFile.get(file) ?? file);
  // A route whose component is not split off (its `codeSplitGroupings`) is in the entry's chunks,
  // counted already.
  for (const route of routes) {
    const key = `${route}?tsr-split=component`;
    if (manifest[key]) roots.push(key);
  }
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const key of roots) visit(key);
  return [...seen].map((key) => manifest[key]?.file ?? key).filter((file) => file.endsWith('.js'));
}

const gzipOf = (chunks: { name: string; gzip: number }[], files: readonly string[]) =>
  chunks
    .filter((chunk) => files.includes(`assets/${chunk.name}`))
    .reduce((sum, chunk) => sum + chunk.gzip, 0);

async function baselineInitialBytes(): Promise<number> {
  const outDir = await mkdtemp(join(tmpdir(), 'bench-baseline-'));
  await build({
    root: join(repoRoot, 'bench/baseline/empty-app'),
    configFile: false,
    logLevel: 'silent',
    plugins: [(await import('@vitejs/plugin-react')).default()],
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  const bytes = gzipOf(await chunkSizes(outDir), await initialFiles(outDir, []));
  await rm(outDir, { recursive: true, force: true });
  return bytes;
}

/**
 * Scripts a browser fetches for the home page until the network is idle, with no interaction.
 * `popupsSeen` is the visitor who already saw this session's entry announcements (the site's
 * `noticePopupSeen` session key), whose page shows no popup window.
 */
async function homePageScripts(url: string, popupsSeen: boolean): Promise<string[]> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  try {
    const page = await browser.newPage();
    if (popupsSeen) await page.addInitScript(() => sessionStorage.setItem('noticePopupSeen', '1'));
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
    });
    const response = await page.goto(`${url}/index`, { waitUntil: 'networkidle' });
    if (!response?.ok()) throw new Error(`home page answered ${response?.status()}`);
    return [...scripts].map((path) => path.slice(1)).sort();
  } finally {
    await browser.close();
  }
}

const loadBefore = oneMinuteLoad();
const chunks = await chunkSizes(webDist);
const initial = await initialFiles(webDist, HOME_ROUTES);
const initialBytes = gzipOf(chunks, initial);
const server = await startPlatform({ DATABASE_URL: '' });
let observed: string[];
let observedOnFirstVisit: string[];
try {
  observed = await homePageScripts(server.url, true);
  observedOnFirstVisit = await homePageScripts(server.url, false);
} finally {
  await server.stop();
}
// After the server has started: Vite's build sets NODE_ENV to production in this process, under which
// the server would refuse to start without its secrets.
const baselineBytes = await baselineInitialBytes();
const laterFiles = [...new Set([...observed, ...observedOnFirstVisit])].filter(
  (file) => !initial.includes(file),
);

console.log('chunk'.padEnd(48), 'raw'.padStart(10), 'gzip'.padStart(10), ' home');
for (const chunk of chunks) {
  const file = `assets/${chunk.name}`;
  const mark = initial.includes(file) ? '  *' : laterFiles.includes(file) ? '  later' : '';
  console.log(chunk.name.padEnd(48), kb(chunk.raw).padStart(10), kb(chunk.gzip).padStart(10), mark);
}
const totalGzip = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
const ratio = initialBytes / baselineBytes;
const status = ratio <= TARGET_RATIO && initialBytes <= BUDGET_BYTES ? 'PASS' : 'WARN';
const loadAfter = oneMinuteLoad();
const summary = {
  date: new Date().toISOString(),
  node: process.version,
  definition: 'index.html scripts and modulepreloads + home route components + their static imports',
  chunks: chunks.length,
  allChunksGzipBytes: totalGzip,
  homeInitialFiles: initial.length,
  homeInitialGzipBytes: initialBytes,
  baselineGzipBytes: baselineBytes,
  ratioToBaseline: Number(ratio.toFixed(2)),
  target: TARGET_RATIO,
  observedUntilIdleGzipBytes: gzipOf(chunks, observed),
  observedFirstVisitWithPopupGzipBytes: gzipOf(chunks, observedOnFirstVisit),
  budgetBytes: BUDGET_BYTES,
  status,
  oneMinuteLoad: { before: loadBefore, after: loadAfter },
};
console.log(`\nall chunks: ${kb(totalGzip)} gzip in ${chunks.length} files`);
console.log(
  `browser until network idle (timing-dependent, not the goal): ${kb(summary.observedUntilIdleGzipBytes)}; ` +
    `first visit with the entry popup: ${kb(summary.observedFirstVisitWithPopupGzipBytes)}`,
);
console.log(
  `home page initial JavaScript: ${kb(initialBytes)} gzip (${initial.length} files); ` +
    `baseline empty React + router: ${kb(baselineBytes)}; ratio ${summary.ratioToBaseline} (target ≤ ${TARGET_RATIO}); ` +
    `budget ${kb(BUDGET_BYTES)}: ${status}; 1-minute load ${loadBefore} → ${loadAfter}`,
);
const stamp = summary.date.slice(0, 10);
await writeFile(
  join(repoRoot, `bench/results/${stamp}-bundle.json`),
  `${JSON.stringify(summary, null, 2)}\n`,
);
