/** Browser tests: Debian's Chromium driven by playwright-core against the started product. */
module.exports = require('../jest.preset')({
  displayName: 'e2e',
  rootDir: __dirname,
  testMatch: ['<rootDir>/tests/**/*.e2e.ts'],
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  testTimeout: 60000,
  maxWorkers: 1,
});
