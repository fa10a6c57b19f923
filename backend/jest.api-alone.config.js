/**
 * API suites that run alone, after the others (`nx run backend:test-api-alone`, a step of its own
 * in `npm test`): they time restarts under load, so another suite beside them would skew them.
 */
module.exports = require('../jest.preset')({
  displayName: 'api-alone',
  rootDir: __dirname,
  testMatch: ['<rootDir>/test/two-replicas-nginx.api-spec.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 90000,
  maxWorkers: 1,
});
