/**
 * Boundaries (docs/code-style.md): a feature (web) or module (server) is used by others only through its public
 * surface, `index.ts` or `api.ts` (web pages also `routes.ts`); platform code is below them and imports none of them.
 */
const surface = '(index|api|routes)\\.tsx?$';
module.exports = {
  forbidden: [
    {
      name: 'web-feature-internals',
      comment: 'Import another feature through its index.ts or api.ts, not its internals.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: ['^apps/web/src/features/$1/', `^apps/web/src/features/[^/]+/${surface}`],
      },
    },
    {
      name: 'server-module-internals',
      comment:
        "Import another module through its index.ts or api.ts, not its internals. Tests and their helpers (*.test.ts, *test-support.ts) are exempt: they set records up with other modules' test helpers.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: '(\\.test|test-support)\\.tsx?$' },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: ['^apps/server/src/modules/$1/', `^apps/server/src/modules/[^/]+/${surface}`],
      },
    },
    {
      name: 'outside-into-internals',
      comment: 'Code outside features and modules (app, routes, bench, e2e) uses their public surface too.',
      severity: 'error',
      from: { pathNot: ['^apps/web/src/features/', '^apps/server/src/modules/', '\\.test\\.tsx?$'] },
      to: {
        path: '^apps/(web/src/features|server/src/modules)/[^/]+/',
        pathNot: `^apps/(web/src/features|server/src/modules)/[^/]+/${surface}`,
      },
    },
    {
      name: 'platform-below-features',
      comment: 'Platform code is shared by features and modules and knows none of them.',
      severity: 'error',
      from: { path: '^apps/(web|server)/src/platform/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^apps/(web/src/features|server/src/modules)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    exclude: { path: ['node_modules', '\\.tmp/', 'dist/'] },
  },
};
