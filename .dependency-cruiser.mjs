/**
 * The project's import rules, checked in CI (`npm run deps`). Each rule names the folder rule it
 * enforces; docs/architecture.md explains why they exist.
 */

const SERVER_MODULES = '^apps/server/src/modules/';

/**
 * The server's modules from the bottom up: a module imports only modules of the layers before its own
 * (tests included). The first four layers are the kernel every domain builds on: brand resolution
 * (system; the brand type itself is platform/merchant.ts), staff access (operator), money (ledger),
 * the audit trail, and the member directory (identity) beside the four-eyes requests (approvals), with
 * the leaf services identity uses (media, captcha, messaging). A side effect a lower module's action has in a higher one is a domain event
 * (platform/domain-events.ts), never an import upwards. A new module gets a layer here first.
 */
const SERVER_LAYERS = [
  ['system', 'media'],
  ['operator'],
  // payments: the gateway interface both deposits and withdrawals (payouts) use.
  ['audit', 'ledger', 'captcha', 'messaging', 'payments'],
  // Below identity and every money path: login, registration, deposits, stakes and launches all ask it.
  ['protection'],
  ['identity', 'staff', 'approvals'],
  // Above identity: a brand's page shows and sets its login providers, which identity keeps.
  ['brands', 'games', 'content', 'member-messages'],
  // Below the money paths that ask it for a level; above member-messages, which asks for documents.
  ['kyc'],
  // risk: the providers' collusion signals, which the vendor wallet above files.
  ['lottery', 'wallet', 'withdrawals', 'jackpots', 'risk'],
  ['vendor-wallet', 'deposits'],
  // member-live reads the marks of the money, message and play modules below it.
  ['agents', 'engagement', 'loyalty', 'member-live'],
  ['promotions'],
  ['players', 'reports'],
];

const modulePaths = (modules) => `${SERVER_MODULES}(${modules.join('|')})/`;

const serverLayerRules = SERVER_LAYERS.map((layer, index) => ({
  name: 'server-module-imports-downward',
  comment: `${layer.join(', ')} may import only modules of the layers below: ${
    SERVER_LAYERS.slice(0, index).flat().join(', ') || 'none'
  }. Cross-module side effects go through domain events.`,
  severity: 'error',
  from: { path: modulePaths(layer) },
  to: { path: modulePaths(SERVER_LAYERS.slice(index).flat()), pathNot: `${SERVER_MODULES}$1/` },
}));

export default {
  forbidden: [
    ...serverLayerRules,
    {
      name: 'server-module-has-a-layer',
      comment: 'Every server module has its place in SERVER_LAYERS, so the direction rule covers it.',
      severity: 'error',
      from: { path: SERVER_MODULES, pathNot: modulePaths(SERVER_LAYERS.flat()) },
      to: {},
    },
    {
      name: 'server-db-is-below-modules',
      comment:
        'db/ is kernel under every module; only the seed, which composes modules as the app does, uses them.',
      severity: 'error',
      from: { path: '^apps/server/src/db/', pathNot: '^apps/server/src/db/seed/' },
      to: { path: SERVER_MODULES },
    },
    {
      name: 'no-cycles',
      comment: 'A cycle means two parts can no longer change or be tested apart.',
      severity: 'error',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
    {
      name: 'web-feature-to-feature',
      comment:
        'Web features never import one another: a shared piece goes to shared/, a page that composes features is a route.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-is-below-features',
      comment: 'shared/ serves every feature, so it never reaches up into one.',
      severity: 'error',
      from: { path: '^apps/web/src/shared/' },
      to: { path: '^apps/web/src/(features|routes)/' },
    },
    {
      name: 'console-feature-to-feature',
      comment:
        'Console features never import one another: a shared piece goes to shared/, a page that composes features is a route.',
      severity: 'error',
      from: { path: '^apps/console/src/features/([^/]+)/' },
      to: { path: '^apps/console/src/features/([^/]+)/', pathNot: '^apps/console/src/features/$1/' },
    },
    {
      name: 'console-shared-is-below-features',
      comment:
        'shared/ serves every console feature, so it never reaches up into one (nor into app/ or routes/).',
      severity: 'error',
      from: { path: '^apps/console/src/shared/' },
      to: { path: '^apps/console/src/(features|routes|app)/' },
    },
    {
      name: 'apps-are-apart',
      comment:
        'The site and the console share code through packages/ (ui, contracts), never by importing each other.',
      severity: 'error',
      from: { path: '^apps/(web|console)/' },
      to: { path: '^apps/(web|console)/', pathNot: '^apps/$1/' },
    },
    {
      name: 'server-foreign-repository',
      comment: "A server module reads its own tables only: never another module's repository.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/[^/]+/.*repo\\.ts$',
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    {
      name: 'server-platform-is-below-modules',
      comment: 'platform/ is the kernel every module builds on; it never imports a module.',
      severity: 'error',
      from: { path: '^apps/server/src/platform/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'sportsbook-is-a-provider',
      comment:
        "The sportsbook is a provider beside the platform: it reaches it only through the seamless wallet, never by import. Its tests may start the real platform to bet against, as the house vendor's do.",
      severity: 'error',
      from: { path: '^apps/sportsbook/', pathNot: '^apps/sportsbook/src/(.+\\.test|test-platform)\\.ts$' },
      to: { path: '^apps/', pathNot: '^apps/sportsbook/' },
    },
    {
      name: 'packages-are-below-apps',
      comment: 'The shared packages are used by the apps and never depend on one.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/|routeTree\\.gen\\.ts$' },
    tsPreCompilationDeps: true,
    parser: 'swc',
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.d.ts'],
    },
  },
};
