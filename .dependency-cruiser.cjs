/** Architecture boundaries (CONVENTIONS.md point 8); proven to fire by tools/boundaries.unit.spec.ts. */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'libs/domain imports no framework and no app: only itself, node builtins and date-fns(-tz) for Rome time.',
      severity: 'error',
      from: { path: '(^|/)libs/domain/src/', pathNot: '\\.spec\\.ts$' },
      to: { pathNot: ['(^|/)libs/domain/src/', '(^|/)node_modules/date-fns(-tz)?/'], dependencyTypesNot: ['core'] },
    },
    {
      name: 'contracts-only-zod',
      comment: 'libs/contracts holds schemas and messages: it may use zod and nothing else.',
      severity: 'error',
      from: { path: '(^|/)libs/contracts/src/', pathNot: '\\.spec\\.ts$' },
      to: { pathNot: ['(^|/)libs/contracts/src/', '(^|/)node_modules/zod/'] },
    },
    {
      name: 'libs-do-not-import-apps',
      severity: 'error',
      from: { path: '(^|/)(libs|eventstore)/' },
      to: { path: '(^|/)apps/' },
    },
    {
      name: 'modules-meet-through-their-index',
      comment: "An API module reaches another module only through that module's index.ts.",
      severity: 'error',
      from: { path: '(^|/)apps/api/src/modules/([^/]+)/' },
      to: { path: 'apps/api/src/modules/[^/]+/', pathNot: ['apps/api/src/modules/$2/', 'apps/api/src/modules/[^/]+/index\\.ts$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: { conditionNames: ['lavagna-source', 'import', 'default'] },
  },
};
