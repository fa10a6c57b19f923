/** API tests: the real app over HTTP, real PostgreSQL (fresh database per run), Redis and SMTP catcher. */
module.exports = require('../jest.preset')({
  displayName: 'api',
  rootDir: __dirname,
  testMatch: ['<rootDir>/test/**/*.api-spec.ts'],
  // Run alone, after these (jest.api-alone.config.js).
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/two-replicas-nginx\\.api-spec\\.ts$'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 30000,
  maxWorkers: 2,
});
