import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { runDatabaseUrl } from './fixtures/run-database.ts';

// Overridable so that two runs (say, two people's) can share a machine.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${PORT}`;
// The house game vendor runs beside the platform, as under npm start; its own port when the next one
// is another run's (two runs given neighbouring ports).
const VENDOR_PORT = Number(process.env.E2E_VENDOR_PORT ?? PORT + 1);
// The sportsbook beside them, on the port after the social-login spec's two providers
// (fixtures/brands.ts) unless E2E_SPORTSBOOK_PORT says otherwise.
const SPORTSBOOK_PORT = Number(process.env.E2E_SPORTSBOOK_PORT ?? PORT + 4);
// Each provider's signing key shared with the platform, made for this run (no key ships in the source).
const HOUSE_VENDOR_SECRET = randomBytes(32).toString('hex');
/** The client seed under which the house vendor's jackpot roll always wins (jackpot.spec.ts). */
const JACKPOT_WIN_SEED = 'e2e-jackpot';
const SPORTSBOOK_SECRET = randomBytes(32).toString('hex');

/**
 * Debian's Chromium. Its old headless shell (package chromium-headless-shell), the browser Playwright
 * itself runs headless, draws no browser window around the page: a fifth less CPU than the full browser
 * on the same tests, which matters when CI shares two cores; the full one where the shell is missing.
 */
const CHROMIUM =
  process.env.E2E_CHROMIUM ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

// A fresh database per run, so every run starts from the seeded demo brand: the embedded one under a
// new DATA_DIR, as npm start runs; or, with E2E_POSTGRES_URL (a database on a PostgreSQL server where
// the run may create one), a new database beside it, as CI runs (a second process does the SQL, so
// the server answers the browser sooner on a busy machine).
const STARTED_AT = Date.now();
const RUN_DATA_DIR = `data/e2e-${STARTED_AT}`;
const DATABASE: Record<string, string> = process.env.E2E_POSTGRES_URL
  ? { DATABASE_URL: runDatabaseUrl(process.env.E2E_POSTGRES_URL, STARTED_AT) }
  : { DATA_DIR: RUN_DATA_DIR };

// CI runs the browser tests as two runs side by side (.ci/run): each names its report and result folder,
// and the first leaves out the specs the second runs.
const REPORT = process.env.E2E_REPORT ?? '../reports/playwright.json';

/** The sportsbook, as npm start runs it; its own embedded database is new with the run's data directory. */
const sportsbookServer = {
  command: 'node apps/sportsbook/src/main.ts',
  cwd: '..',
  url: `http://127.0.0.1:${SPORTSBOOK_PORT}/healthz`,
  timeout: 60_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    SPORTSBOOK_PORT: String(SPORTSBOOK_PORT),
    SPORTSBOOK_HOST: '127.0.0.1',
    SPORTSBOOK_DATA_DIR: RUN_DATA_DIR,
    PLATFORM_WALLET_URL: `${baseURL}/vendor-wallet/v1`,
    SPORTSBOOK_SECRET,
    // Twenty times the schedule: a football match every 15 s, played in 30 s, a cockfight every 6 s,
    // so a test sees its bets settle in under a minute.
    SPORTSBOOK_PACE: '20',
    LOG_LEVEL: 'warn',
  },
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  testIgnore: process.env.E2E_SKIP ? process.env.E2E_SKIP.split(',') : [],
  outputDir: process.env.E2E_RESULTS ?? 'test-results',
  fullyParallel: false,
  // One worker unless E2E_WORKERS says more (CI's first run has two: .ci/run says why).
  workers: Number(process.env.E2E_WORKERS ?? 1),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A test's whole budget (specs that set their own have doubled theirs with it): on CI's two cores,
  // beside the server suite, journeys of a dozen page loads ran past 30 s with every answer right.
  timeout: 60_000,
  // A page's lazy parts and first answers can take seconds while CI's suites share the two cores: on a
  // slow machine a guest's first /member page and a login's header both took over 10 s with every
  // answer right. The wait only lengthens a failing test; a passing one goes on as soon as it sees.
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: REPORT }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    // A trace records every test's screencast and snapshots (a seventh more of the browser's work per
    // page, measured); CI's machine is gone after the run, which prints each failure's page instead, so
    // CI records none.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // The production build registers a service worker; a spec that is about it allows it (offline.spec.ts).
    serviceWorkers: 'block',
    // Motion off (the site honours it): endless animations keep a software-rendered page repainting,
    // a quarter of a core each; specs about motion itself (banners.spec.ts) turn it back on.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  webServer: [
    {
      // The fixture seed prepares the same fresh database first (fixture brands reached by *.localhost).
      command: 'node e2e/fixtures/seed-e2e.ts && node apps/server/src/main.ts',
      cwd: '..',
      url: `${baseURL}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        ...DATABASE,
        WEB_DIST: process.env.E2E_WEB_DIST ?? 'apps/web/dist',
        CONSOLE_DIST: process.env.E2E_CONSOLE_DIST ?? 'apps/console/dist',
        LOG_LEVEL: 'warn',
        // Every test browses from the same address; the per-address ceiling is tested on the server.
        RATE_LIMIT_PER_MINUTE: '1000000',
        LOGIN_ATTEMPTS_PER_MINUTE: '1000000',
        // Tests play visitors from other addresses (a login from a new place) through X-Forwarded-For.
        TRUST_PROXY: 'true',
        HOUSE_VENDOR_URL: `http://127.0.0.1:${VENDOR_PORT}/play`,
        HOUSE_VENDOR_SECRET,
        SPORTSBOOK_URL: `http://127.0.0.1:${SPORTSBOOK_PORT}/play`,
        SPORTSBOOK_SECRET,
        // Staff settle an agent's five-minute window as soon as it is played in (5 minutes + 2 of grace).
        TEST_CLOCK_OFFSET_MS: String(7 * 60_000),
      },
    },
    {
      command: 'node apps/house-vendor/src/main.ts',
      cwd: '..',
      url: `http://127.0.0.1:${VENDOR_PORT}/healthz`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        HOUSE_VENDOR_PORT: String(VENDOR_PORT),
        HOUSE_VENDOR_HOST: '127.0.0.1',
        PLATFORM_WALLET_URL: `${baseURL}/vendor-wallet/v1`,
        HOUSE_VENDOR_SECRET,
        // The shared tables at a test's pace: 5 s to bet, a round every 9 s.
        HOUSE_VENDOR_LIVE_BETTING_MS: '5000',
        HOUSE_VENDOR_LIVE_RESULT_MS: '3000',
        // The card rooms: 15 s to act and a hand's result up for 15 s, which card-room.spec.ts's moves
        // and its leaving end at once (the timers only matter to a page slow to load on a busy machine).
        HOUSE_VENDOR_ROOM_ACT_MS: '15000',
        HOUSE_VENDOR_ROOM_SHOW_MS: '15000',
        LOG_LEVEL: 'warn',
        // jackpot.spec.ts plays under this client seed to win a jackpot; no other spec uses it.
        TEST_JACKPOT_WIN_SEED: JACKPOT_WIN_SEED,
      },
    },
    // The book, unless the run leaves out every spec that opens it (CI's first run): the others only
    // list its tiles, and a book reading its feed costs the run's browser processor time.
    ...(process.env.E2E_WITHOUT_SPORTSBOOK ? [] : [sportsbookServer]),
  ],
});
