import { chromium } from '@playwright/test';
import { buildVendorApp } from '../apps/house-vendor/src/app.ts';
import {
  HOUSE_CARD_ROOM_GAMES,
  HOUSE_GAMES,
  HOUSE_LIVE_GAMES,
} from '../packages/contracts/src/vendor-wallet/house.ts';
import { machine, oneMinuteLoad, packageVersion, spread, table, writeResults } from './measure.ts';

/**
 * How long each house game takes to be ready to play on a phone, against the least page that does the
 * same first work (docs/benchmarks.md, "House games' load"). A game is ready when its page shows the
 * player's balance, which its script writes from the session's state once it runs: before that the
 * game cannot take a bet. The baseline is a page served by the same vendor, through the same launch
 * redirect, with the same session's state in its HTML and one tiny script that shows the balance: the
 * floor any game page stands on (the redirect, the HTML, one script).
 *
 * Every load is a fresh browser context (nothing cached) with a phone's conditions applied through
 * Chromium's own throttling: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up, the CPU 4 times
 * slower (Lighthouse's mobile profile, applied rather than simulated). Rounds interleave the baseline
 * and the games. Goal: each game ready within 1 s. `--rounds` (3 by default); `--seconds` only marks a
 * smoke (under 10, as every bench's: one round, nothing written).
 */
const { values } = await import('node:util').then(({ parseArgs }) =>
  parseArgs({
    options: { rounds: { type: 'string', default: '3' }, seconds: { type: 'string', default: '10' } },
  }),
);
const smoke = Number(values.seconds) < 10;
const rounds = smoke ? 1 : Number(values.rounds);
const GOAL_MS = 1_000;
const PORT = Number(process.env.BENCH_GAME_LOAD_PORT ?? 4894);
const PHONE = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuSlowdown: 4,
};
const BASELINE = 'baseline';

const loadBefore = oneMinuteLoad();
const vendor = buildVendorApp({ logLevel: 'warn', frameAncestors: [] });
// The baseline page: the same launch, then the least page that shows the session's balance as the
// game pages do: the state comes in the HTML, and one small script writes it in.
const baselineScript = `const state = JSON.parse(document.getElementById('state').textContent);
document.getElementById('balance').textContent = state.balance;`;
vendor.get('/bench-baseline.js', async (_request, reply) =>
  reply.type('text/javascript; charset=utf-8').send(baselineScript),
);
vendor.get<{ Params: { id: string } }>('/bench-baseline/:id', async (request, reply) => {
  const state = await vendor.inject(`/api/sessions/${request.params.id}`);
  return reply
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title></head><body><output id="balance">…</output><script type="application/json" id="state">${state.body.replace(/</g, '\\u003c')}</script><script type="module" src="/bench-baseline.js"></script></body></html>`,
    );
});
await vendor.listen({ port: PORT, host: '127.0.0.1' });
const base = `http://127.0.0.1:${PORT}`;

const games: [string, string][] = [
  [BASELINE, HOUSE_GAMES.slot],
  ...Object.entries(HOUSE_GAMES),
  ...Object.entries(HOUSE_LIVE_GAMES).map(([kind, code]): [string, string] => [`live ${kind}`, code]),
  ...Object.entries(HOUSE_CARD_ROOM_GAMES).map(([kind, code]): [string, string] => [`room ${kind}`, code]),
];

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });

/** One cold load: the time from the launch's request to the balance on the page, and the bytes it took. */
async function load(
  name: string,
  code: string,
): Promise<{ readyMs: number; bytes: number; requests: number }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...PHONE });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    let bytes = 0;
    let requests = 0;
    cdp.on('Network.loadingFinished', ({ encodedDataLength }) => {
      bytes += encodedDataLength;
      requests += 1;
    });
    // The moment the balance is written, taken by the page itself (its clock starts at the launch's
    // request, before the redirect).
    await page.addInitScript(() => {
      const seen = window as unknown as { benchReady?: number };
      new MutationObserver(() => {
        const balance = document.getElementById('balance');
        if (seen.benchReady === undefined && balance && /\d/.test(balance.textContent ?? ''))
          seen.benchReady = performance.now();
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    let url = `${base}/play?game=${code}&mode=demo`;
    if (name === BASELINE) {
      const launched = await fetch(url, { redirect: 'manual' });
      const id = (launched.headers.get('location') ?? '').split('/').pop();
      url = `${base}/bench-baseline/${id}`;
    }
    // The page's own clock says when it was ready; its load event (every picture, the favicon) is not waited for.
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    await page.waitForFunction(
      () => (window as unknown as { benchReady?: number }).benchReady !== undefined,
      null,
      {
        timeout: 60_000,
      },
    );
    const readyMs = await page.evaluate(() => (window as unknown as { benchReady: number }).benchReady);
    return { readyMs, bytes, requests };
  } finally {
    await context.close();
  }
}

// A first load of each, unmeasured: the vendor's code (and the browser's) is compiled on first use.
for (const [name, code] of games) await load(name, code);

const measured = new Map<string, { readyMs: number; bytes: number; requests: number }[]>(
  games.map(([name]) => [name, []]),
);
for (let round = 0; round < rounds; round += 1) {
  const order = round % 2 === 0 ? games : [...games].reverse();
  for (const [name, code] of order) measured.get(name)?.push(await load(name, code));
}
await browser.close();
await vendor.close();
const loadAfter = oneMinuteLoad();

const baseline = spread((measured.get(BASELINE) ?? []).map(({ readyMs }) => readyMs));
const rows = games.map(([name]) => {
  const loads = measured.get(name) ?? [];
  const ready = spread(loads.map(({ readyMs }) => readyMs));
  const ratio = spread(
    loads.map(({ readyMs }, index) => readyMs / (measured.get(BASELINE)?.[index]?.readyMs ?? 1)),
  );
  const last = loads.at(-1);
  return {
    name,
    readyMs: { median: Math.round(ready.median), min: Math.round(ready.min), max: Math.round(ready.max) },
    ratio: Number(ratio.median.toFixed(2)),
    kilobytes: Number(((last?.bytes ?? 0) / 1024).toFixed(1)),
    requests: last?.requests ?? 0,
    verdict: name === BASELINE ? '' : ready.median <= GOAL_MS ? 'PASS' : 'WARN',
  };
});
const markdown = [
  `# House games' load, ${new Date().toISOString()}`,
  '',
  `Phone conditions: ${PHONE.latency} ms round trips, 1.6 Mbit/s, CPU ×${PHONE.cpuSlowdown}; ${rounds} rounds; goal: ready within ${GOAL_MS} ms. 1-minute load ${loadBefore} → ${loadAfter}.`,
  '',
  ...table([
    ['page', 'ready, median (min–max)', '÷ baseline', 'transferred', 'requests', 'verdict'],
    ...rows.map((row) => [
      row.name,
      `${row.readyMs.median} ms (${row.readyMs.min}–${row.readyMs.max})`,
      row.name === BASELINE ? '1' : row.ratio.toFixed(2),
      `${row.kilobytes} KB`,
      String(row.requests),
      row.verdict,
    ]),
  ]),
  '',
];
console.log(markdown.join('\n'));
await writeResults(
  { name: 'game-load', seconds: smoke ? 0 : 10, date: new Date().toISOString() },
  {
    bench: 'game-load',
    phone: PHONE,
    goalMs: GOAL_MS,
    baselineMs: baseline,
    rows,
    load: { before: loadBefore, after: loadAfter },
    machine: machine(),
    versions: { playwright: await packageVersion('@playwright/test') },
  },
  markdown,
);
