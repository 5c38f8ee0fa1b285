import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { repoRoot, startPlatform } from './platform-server.ts';

/**
 * Bundle budget: the gzipped JavaScript a browser loads to show the home page, against the same figure
 * for an empty React + router app built by the same Vite (docs/benchmarks.md). Prints every built chunk too.
 * Needs a built site (`npm run build`). Exits non-zero only if the page fails to load.
 */
const webDist = join(repoRoot, 'apps/web/dist');
const BUDGET_BYTES = 200 * 1024;

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

async function baselineInitialBytes(): Promise<number> {
  const outDir = await mkdtemp(join(tmpdir(), 'bench-baseline-'));
  await build({
    root: join(repoRoot, 'bench/baseline/empty-app'),
    configFile: false,
    logLevel: 'silent',
    plugins: [(await import('@vitejs/plugin-react')).default()],
    build: { outDir, emptyOutDir: true },
  });
  const total = (await chunkSizes(outDir)).reduce((sum, chunk) => sum + chunk.gzip, 0);
  await rm(outDir, { recursive: true, force: true });
  return total;
}

/**
 * Scripts the home page fetches until the network is idle. `popupsSeen` is the visitor who already saw
 * this session's entry announcements (the site's `noticePopupSeen` session key), whose page shows no
 * popup window; a first visit also loads that window's code.
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
    return [...scripts].sort();
  } finally {
    await browser.close();
  }
}

const chunks = await chunkSizes(webDist);
const server = await startPlatform({ DATABASE_URL: '' });
let loaded: string[];
let loadedOnFirstVisit: string[];
try {
  loaded = await homePageScripts(server.url, true);
  loadedOnFirstVisit = await homePageScripts(server.url, false);
} finally {
  void server.stop();
}
const gzipOf = (paths: string[]) =>
  chunks
    .filter((chunk) => paths.includes(`/assets/${chunk.name}`))
    .reduce((sum, chunk) => sum + chunk.gzip, 0);
const initial = chunks.filter((chunk) => loaded.includes(`/assets/${chunk.name}`));
const initialBytes = gzipOf(loaded);
const firstVisitBytes = gzipOf(loadedOnFirstVisit);
const baselineBytes = await baselineInitialBytes();

console.log('chunk'.padEnd(48), 'raw'.padStart(10), 'gzip'.padStart(10), ' home');
for (const chunk of chunks) {
  const isInitial = initial.includes(chunk) ? '  *' : '';
  console.log(chunk.name.padEnd(48), kb(chunk.raw).padStart(10), kb(chunk.gzip).padStart(10), isInitial);
}
const totalGzip = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
const status = initialBytes <= BUDGET_BYTES ? 'PASS' : 'WARN';
const summary = {
  date: new Date().toISOString(),
  node: process.version,
  chunks: chunks.length,
  allChunksGzipBytes: totalGzip,
  homeInitialGzipBytes: initialBytes,
  homeFirstVisitWithPopupGzipBytes: firstVisitBytes,
  baselineGzipBytes: baselineBytes,
  ratioToBaseline: Number((initialBytes / baselineBytes).toFixed(2)),
  budgetBytes: BUDGET_BYTES,
  status,
};
console.log(`\nall chunks: ${kb(totalGzip)} gzip in ${chunks.length} files`);
console.log(`first visit, with the entry popup window: ${kb(firstVisitBytes)} gzip`);
console.log(
  `home page initial JavaScript: ${kb(initialBytes)} gzip (${initial.length} files); ` +
    `baseline empty React + router: ${kb(baselineBytes)}; ratio ${summary.ratioToBaseline}; ` +
    `budget ${kb(BUDGET_BYTES)}: ${status}`,
);
const stamp = summary.date.slice(0, 10);
await writeFile(
  join(repoRoot, `bench/results/${stamp}-bundle.json`),
  `${JSON.stringify(summary, null, 2)}\n`,
);
