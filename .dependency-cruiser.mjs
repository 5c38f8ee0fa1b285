/**
 * The project's import rules, checked in CI (`npm run deps`). Each rule names the folder rule it
 * enforces; docs/architecture.md explains why they exist.
 */
export default {
  forbidden: [
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
