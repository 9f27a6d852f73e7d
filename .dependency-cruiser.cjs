/** Architecture boundaries (CONVENTIONS.md point 8); proven to fire by tools/boundaries.unit.spec.ts. */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'libs/domain imports no framework and no app: only itself, node builtins, date-fns(-tz) for Rome time, zxcvbn-ts for the password rule and codice-fiscale-js for the payer\'s codice fiscale.',
      severity: 'error',
      from: { path: '(^|/)libs/domain/src/', pathNot: '\\.spec\\.ts$' },
      to: { pathNot: ['(^|/)libs/domain/src/', '(^|/)node_modules/date-fns(-tz)?/', '(^|/)node_modules/@zxcvbn-ts/', '(^|/)node_modules/codice-fiscale-js/'], dependencyTypesNot: ['core'] },
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
      name: 'apps-stay-apart',
      comment: 'The API, the student app and the console share code only through libs/.',
      severity: 'error',
      from: { path: '(^|/)apps/([^/]+)/' },
      to: { path: '(^|/)apps/', pathNot: '(^|/)apps/$2/' },
    },
    {
      name: 'ui-libs-are-for-apps',
      comment: 'libs/week-calendar and libs/web-kit are the two web apps\' own: the API and the pure libs never import them (libs/format is shared: the API writes its e-mails with it).',
      severity: 'error',
      from: { pathNot: ['(^|/)apps/(web|teacher-admin)/', '(^|/)libs/(week-calendar|web-kit)/'] },
      to: { path: '(^|/)libs/(week-calendar|web-kit)/' },
    },
    {
      name: 'format-only-formats',
      comment: 'libs/format formats: it may use the domain (time zone), the contracts (words) and date-fns-tz, no framework.',
      severity: 'error',
      from: { path: '(^|/)libs/format/src/', pathNot: '\\.spec\\.ts$' },
      to: {
        pathNot: ['(^|/)libs/(format|domain|contracts)/', '(^|/)node_modules/(date-fns-tz|date-fns|zod)/'],
        dependencyTypesNot: ['core'],
      },
    },
    {
      name: 'week-calendar-draws-only',
      comment: 'libs/week-calendar is React and MUI over the domain and the formats (CONVENTIONS.md point 15): no app framework, no data fetching.',
      severity: 'error',
      from: { path: '(^|/)libs/week-calendar/src/', pathNot: '\\.spec\\.tsx?$' },
      to: {
        pathNot: ['(^|/)libs/(week-calendar|format|domain|contracts)/', '(^|/)node_modules/(react|react-dom|scheduler|@mui|@emotion|@babel/runtime|date-fns|date-fns-tz|zod)/'],
        dependencyTypesNot: ['core'],
      },
    },
    {
      name: 'web-kit-has-no-app-framework',
      comment:
        "libs/web-kit is what both web apps share (CONVENTIONS.md point 15): React, MUI and fetch over the domain and the contracts; neither app's router, react-admin nor its query cache.",
      severity: 'error',
      from: { path: '(^|/)libs/web-kit/src/', pathNot: '\\.spec\\.tsx?$' },
      to: {
        pathNot: ['(^|/)libs/(web-kit|domain|contracts)/', '(^|/)node_modules/(react|react-dom|scheduler|@mui|@emotion|@babel/runtime|date-fns|date-fns-tz|zod)/'],
        dependencyTypesNot: ['core'],
      },
    },
    {
      name: 'apps-do-not-define-domain-rules',
      comment:
        'An app asks libs/domain for prices, VAT, grid, slots and deadlines (CONVENTIONS.md point 14): a module of an app named like one of those rules is a copy waiting to drift.',
      severity: 'error',
      from: {},
      to: {
        path: '(^|/)apps/(web|teacher-admin)/src/(|.*/)[^/]*(money|grid|slots|selection|rules|vat|price)[^/]*\\.ts$',
        pathNot: '\\.spec\\.ts$',
      },
    },
    {
      name: 'modules-meet-through-their-index',
      comment: "An API module reaches another module only through that module's index.ts, or its commands.ts for the commands others may send it.",
      severity: 'error',
      from: { path: '(^|/)apps/api/src/modules/([^/]+)/' },
      to: { path: 'apps/api/src/modules/[^/]+/', pathNot: ['apps/api/src/modules/$2/', 'apps/api/src/modules/[^/]+/(index|commands)\\.ts$'] },
    },
    {
      name: 'handlers-do-not-chain-into-other-modules',
      comment:
        "A module's handlers handle its own commands and send none of another module's (CONVENTIONS.md point 16): a consequence elsewhere is a reaction on the log (reactions/*.reaction.ts), or a controller sending what the user asked. So only controllers and reactions import another module's commands - not a handler, nor what a handler runs (its streams' afterAppend, services, jobs). Specs set up their cases as they need.",
      severity: 'error',
      from: { path: '(^|/)apps/api/src/modules/([^/]+)/', pathNot: ['\\.http\\.controller\\.ts$', '/reactions/[^/]+\\.reaction\\.ts$', '\\.spec\\.ts$'] },
      to: { path: '(^|/)apps/api/src/modules/[^/]+/(commands|.*\\.command)\\.ts$', pathNot: '(^|/)apps/api/src/modules/$2/' },
    },
    {
      name: 'commands-leave-through-commands-ts',
      comment:
        "A module's index.ts re-exports none of its commands: others reach them only through its commands.ts, where handlers-do-not-chain-into-other-modules sees who imports them (through index.ts a handler would get them unseen).",
      severity: 'error',
      from: { path: '(^|/)apps/api/src/modules/[^/]+/index\\.ts$' },
      to: { path: '(\\.command|/commands)\\.ts$' },
    },
    {
      name: 'no-circular',
      comment:
        'No import circle in the API: a circle hides which part stands on which (one ran through every module, from read-model-schema.ts to read-models.ts and back through each *.tables.ts). Type-only imports count too: dependency-cruiser sees them (tsPreCompilationDeps), and a type pulled back from the layer above is the same knot.',
      severity: 'error',
      from: { path: '(^|/)apps/api/src/' },
      to: { circular: true },
    },
    {
      name: 'infrastructure-does-not-import-modules',
      comment:
        'infrastructure/ is what the modules stand on: it imports none of them and nothing of where the app is composed (read-models.ts, app.module.ts, server.ts...), only itself and config.ts; what it needs of them is passed in (migrateReadModels, openApiDocument). Its integration specs drive the whole composed app and may name a module to observe it: nothing imports a spec, so they close no circle.',
      severity: 'error',
      from: { path: '(^|/)apps/api/src/infrastructure/', pathNot: '\\.spec\\.ts$' },
      to: { path: '(^|/)apps/api/src/', pathNot: ['(^|/)apps/api/src/infrastructure/', '(^|/)apps/api/src/config\\.ts$'] },
    },
    {
      name: 'controllers-write-through-the-bus',
      comment:
        'Every write of the API is a command on the CommandBus (CONVENTIONS.md point 5): a controller never reaches an event stream, the decider runner or a service that appends.',
      severity: 'error',
      from: { path: '(^|/)apps/api/src/.*\\.controller\\.ts$' },
      to: { path: ['(^|/)apps/api/src/infrastructure/event-sourcing/', '(^|/)apps/api/src/modules/.*(stream|streams|closer)\\.ts$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // The workspaces' own builds; a package's dist/ stays in, or an import of react-admin would go unseen.
    exclude: { path: '^(apps/[^/]+|libs/[^/]+|eventstore)/dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    // exportsFields: without it dependency-cruiser ignores package.json "exports" and leaves @lavagna/* unresolved
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['lavagna-source', 'import', 'default'] },
  },
};
