// Unit specs (pure, fast) and integration specs (one embedded PostgreSQL per run, a database per suite).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'es6' },
  },
];

const common = {
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: {
    '^@lavagna/(contracts|domain|eventstore)$': '<rootDir>/$1/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testEnvironment: 'node',
};

export default {
  projects: [
    {
      ...common,
      displayName: 'unit',
      moduleNameMapper: {
        '^@lavagna/(contracts|domain|format)$': '<rootDir>/libs/$1/src/index.ts',
        '^@lavagna/eventstore$': '<rootDir>/eventstore/src/index.ts',
        '^(\\.{1,2}/.*)\\.js$': '$1',
      },
      testMatch: ['<rootDir>/libs/**/*.unit.spec.ts', '<rootDir>/apps/api/**/*.unit.spec.ts', '<rootDir>/eventstore/**/*.unit.spec.ts', '<rootDir>/tools/**/*.unit.spec.ts', '<rootDir>/bench/**/*.unit.spec.ts'],
    },
    {
      ...common,
      displayName: 'int',
      moduleNameMapper: {
        '^@lavagna/(contracts|domain|format)$': '<rootDir>/libs/$1/src/index.ts',
        '^@lavagna/eventstore$': '<rootDir>/eventstore/src/index.ts',
        '^(\\.{1,2}/.*)\\.js$': '$1',
      },
      testMatch: ['<rootDir>/apps/api/**/*.int.spec.ts', '<rootDir>/eventstore/**/*.int.spec.ts'],
      globalSetup: '<rootDir>/apps/api/test/global-setup.ts',
      globalTeardown: '<rootDir>/apps/api/test/global-teardown.ts',
      testTimeout: 120000,
    },
  ],
  maxWorkers: 2,
  // A worker that has grown past 2 GB is replaced between suites: Jest's ESM modules stay reachable
  // after their suite, and in one run a worker reached 4 GB and spent its time collecting garbage
  // (suites of 10 s took 90-150 s, and a 60 s hook timed out).
  workerIdleMemoryLimit: '2GB',
  // Global only: Jest ignores testTimeout inside a project (integration specs hash passwords, boot apps).
  // A guard against a hang, not a measure: a machine with both cores busy took 60-125 s for specs
  // that hash fifty passwords (booking-race) or sign in afresh ten times (mail-sender).
  testTimeout: 120000,
};
