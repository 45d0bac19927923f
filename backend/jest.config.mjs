// Three tiers, each a jest project: `unit` (domain and helper specs beside the code, no database), `api` (the real
// app on a real PostgreSQL, one database per file copied from a migrated template) and `slow` (the full fuzz run,
// faults, an instance kill, backup and restore). `npm test` runs all three; `npm run test:<tier>` one.
const SLOW = ['fuzz', 'faults', 'instance-kill', 'backup'];

const transform = {
  '^.+\\.ts$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true },
        target: 'es2022',
      },
      module: { type: 'es6' },
    },
  ],
};

const shared = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform,
};

const withDatabase = {
  ...shared,
  roots: ['<rootDir>/test'],
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
};

export default {
  testTimeout: 30000,
  // The default reporter, then each tier's wall time and its slowest files (with what they spent time on).
  reporters: ['default', '<rootDir>/test/support/timing-reporter.mjs'],
  // Jest keeps each ESM test file's module graph (Nest, TypeORM, the app) alive after the file ends, so a worker grows
  // by tens of MB a file and slows as it grows: one past this heap size after a file is replaced by a fresh one.
  workerIdleMemoryLimit: '1GB',
  projects: [
    { ...shared, displayName: 'unit', roots: ['<rootDir>/src'], testMatch: ['**/*.spec.ts'] },
    {
      ...withDatabase,
      displayName: 'api',
      testMatch: ['**/*.e2e-spec.ts'],
      testPathIgnorePatterns: [`/test/(${SLOW.join('|')})\\.e2e-spec\\.ts$`],
    },
    { ...withDatabase, displayName: 'slow', testMatch: SLOW.map((name) => `**/test/${name}.e2e-spec.ts`) },
  ],
};
