import { writeFile } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { machine, oneMinuteLoad, packageVersion, spread, table } from './measure.ts';
import { repoRoot, startPlatform } from './platform-server.ts';

/**
 * Lighthouse's mobile LCP of the home page against the same page with its scripts removed
 * (docs/benchmarks.md). The baseline is the home page as a browser rendered it, saved as HTML with its
 * stylesheets and images but no script: what the page would cost if it came painted from the server.
 * Both are served through one proxy in front of the real server, compressed the same way, and measured
 * by the same Chromium (Debian's, /usr/bin/chromium) with Lighthouse's default mobile settings (a
 * mid-range phone: simulated slow 4G and a 4× slower CPU), in interleaved rounds.
 * Needs a built site (`npm run build`).
 */
const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '5' }, port: { type: 'string', default: '4931' } },
});
const rounds = Number(values.rounds);
const debuggingPort = Number(values.port);
const TARGET_RATIO = 1.3;
const BASELINE_PATH = '/bench-home-without-scripts';

/** The rendered home page, with every script, module preload and service-worker hook taken out. */
async function renderedHomeWithoutScripts(origin: string): Promise<string> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const response = await page.goto(`${origin}/index`, { waitUntil: 'networkidle' });
    if (!response?.ok()) throw new Error(`home page answered ${response?.status()}`);
    const html = await page.content();
    return html
      .replace(/<script\b[\s\S]*?<\/script>/gi, '')
      .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
  } finally {
    await browser.close();
  }
}

/**
 * A proxy to `target` that answers BASELINE_PATH itself, compressed as the server sends its pages
 * (brotli where the browser takes it, which Chromium does over HTTPS only; gzip otherwise).
 */
async function proxy(target: string, baselineHtml: string) {
  const encoded = {
    br: brotliCompressSync(baselineHtml, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(baselineHtml, { level: 9 }),
  };
  const server = createServer((incoming, outgoing) => {
    if (incoming.url === BASELINE_PATH) {
      const accepted = String(incoming.headers['accept-encoding'] ?? '');
      const encoding = accepted.includes('br') ? 'br' : 'gzip';
      outgoing.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-encoding': encoding,
        'cache-control': 'no-cache',
        vary: 'accept-encoding',
      });
      outgoing.end(encoded[encoding]);
      return;
    }
    const forwarded = request(
      `${target}${incoming.url}`,
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

type Figures = { lcp: number; fcp: number; tbt: number; scripts: number };

/**
 * Lighthouse's own failures to record a page load are run again, up to twice, rather than ending the
 * run: under heavy load Chromium sometimes paints nothing within Lighthouse's wait (NO_FCP), and now
 * and then its trace misses the navigation's start (NO_NAVSTART, seen once in three rounds on a quiet
 * machine). Either can happen on either side.
 */
const RETRIED = ['NO_FCP', 'NO_NAVSTART'];

async function audit(url: string): Promise<Figures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditOnce(url);
    } catch (error) {
      const failure = RETRIED.find((code) => String(error).includes(code));
      if (attempt === 3 || !failure) throw error;
      console.log(`Lighthouse could not record ${url} (${failure}, attempt ${attempt}): auditing it again`);
    }
  }
}

async function auditOnce(url: string): Promise<Figures> {
  const result = await lighthouse(url, {
    port: debuggingPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const audits = result?.lhr.audits;
  const figure = (id: string) => {
    const value = audits?.[id]?.numericValue;
    if (value === undefined)
      throw new Error(
        `Lighthouse gave no ${id} for ${url}: ${audits?.[id]?.errorMessage ?? result?.lhr.runtimeError?.message}`,
      );
    return value;
  };
  const requests = (audits?.['network-requests']?.details as { items?: { resourceType?: string }[] })?.items;
  return {
    lcp: figure('largest-contentful-paint'),
    fcp: figure('first-contentful-paint'),
    tbt: figure('total-blocking-time'),
    scripts: (requests ?? []).filter((item) => item.resourceType === 'Script').length,
  };
}

const loadBefore = oneMinuteLoad();
const platform = await startPlatform({ DATABASE_URL: '' });
const front = await proxy(platform.url, await renderedHomeWithoutScripts(platform.url));
// Launched the way Lighthouse's own command line does: with a window of its own (headless) for the
// audited page to paint in, which a browser Playwright starts without a window would not give it.
const browser = await launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  port: debuggingPort,
});
const chromiumVersion = await fetch(`http://127.0.0.1:${debuggingPort}/json/version`)
  .then((answer) => answer.json() as Promise<{ Browser: string }>)
  .then(({ Browser }) => Browser);
const results: { round: number; baseline: Figures; home: Figures; ratio: number; load: number }[] = [];
try {
  for (let round = 1; round <= rounds; round += 1) {
    // Alternating which side goes first keeps a change of load from favouring one of them.
    const sides = round % 2 === 1 ? (['baseline', 'home'] as const) : (['home', 'baseline'] as const);
    const figures: Partial<Record<'baseline' | 'home', Figures>> = {};
    for (const side of sides)
      figures[side] = await audit(`${front.origin}${side === 'home' ? '/index' : BASELINE_PATH}`);
    const { baseline, home } = figures as Record<'baseline' | 'home', Figures>;
    const load = oneMinuteLoad();
    results.push({ round, baseline, home, ratio: home.lcp / baseline.lcp, load });
    console.log(
      `round ${round}: LCP home ${home.lcp.toFixed(0)} ms, without scripts ${baseline.lcp.toFixed(0)} ms, ` +
        `ratio ${(home.lcp / baseline.lcp).toFixed(2)}; home FCP ${home.fcp.toFixed(0)} ms, ` +
        `TBT ${home.tbt.toFixed(0)} ms, ${home.scripts} scripts; 1-minute load ${load}`,
    );
  }
} finally {
  browser.kill();
  await front.close();
  await platform.stop();
}

const ratios = spread(results.map(({ ratio }) => ratio));
const median = (pick: (figures: { baseline: Figures; home: Figures }) => number) =>
  spread(results.map(pick)).median;
const verdict = ratios.median <= TARGET_RATIO ? 'PASS' : 'WARN';
const loadAfter = oneMinuteLoad();
const date = new Date().toISOString();
const summary = {
  date,
  ...machine(),
  chromium: chromiumVersion,
  lighthouse: await packageVersion('lighthouse'),
  settings: 'Lighthouse default (mobile, simulated throttling), performance category',
  rounds: results,
  goal: {
    goal: 'home LCP ÷ home without scripts',
    median: Number(ratios.median.toFixed(2)),
    min: Number(ratios.min.toFixed(2)),
    max: Number(ratios.max.toFixed(2)),
    target: TARGET_RATIO,
    verdict,
  },
  medians: {
    homeLcpMs: Math.round(median(({ home }) => home.lcp)),
    baselineLcpMs: Math.round(median(({ baseline }) => baseline.lcp)),
    homeTbtMs: Math.round(median(({ home }) => home.tbt)),
  },
  oneMinuteLoad: { before: loadBefore, after: loadAfter },
};
console.log(
  `\nhome LCP ÷ without scripts: median ${ratios.median.toFixed(2)} (${ratios.min.toFixed(2)}–${ratios.max.toFixed(2)}), ` +
    `target ≤ ${TARGET_RATIO}: ${verdict}; 1-minute load ${loadBefore} → ${loadAfter}`,
);
const markdown = [
  `# Lighthouse mobile LCP, ${date.slice(0, 10)}`,
  '',
  `Chromium ${summary.chromium}, Lighthouse ${summary.lighthouse}, ${summary.settings}; ${rounds} interleaved rounds; 1-minute load ${loadBefore} → ${loadAfter} on ${summary.nproc} CPUs.`,
  '',
  ...table([
    ['round', 'home LCP ms', 'without scripts LCP ms', 'ratio', 'home FCP ms', 'home TBT ms', '1-min load'],
    ...results.map(({ round, baseline, home, ratio, load }) => [
      String(round),
      home.lcp.toFixed(0),
      baseline.lcp.toFixed(0),
      ratio.toFixed(2),
      home.fcp.toFixed(0),
      home.tbt.toFixed(0),
      String(load),
    ]),
  ]),
  '',
  `Median ratio ${ratios.median.toFixed(2)} (${ratios.min.toFixed(2)}–${ratios.max.toFixed(2)}), target ≤ ${TARGET_RATIO}: ${verdict}.`,
  '',
];
const stem = join(repoRoot, `bench/results/${date.slice(0, 10)}-lighthouse`);
await writeFile(`${stem}.json`, `${JSON.stringify(summary, null, 2)}\n`);
await writeFile(`${stem}.md`, markdown.join('\n'));
