/** Shared jest settings: TypeScript through swc, workspace aliases mapped to source. */
const path = require('node:path');

module.exports = function preset({ displayName, rootDir, ...rest }) {
  return {
    displayName,
    rootDir,
    testEnvironment: 'node',
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', decorators: true, tsx: true },
            transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
            target: 'es2022',
          },
        },
      ],
    },
    moduleNameMapper: {
      '^@courtside/domain$': path.join(__dirname, 'libs/domain/src/index.ts'),
    },
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
    reporters: ['default', [path.join(__dirname, 'tools/jest-summary-reporter.js'), { name: displayName }]],
    // A component test that types a long name into a large form takes a few seconds on a loaded
    // shared machine: jest's 5 s default failed such tests there, though nothing was wrong.
    testTimeout: 30000,
    ...rest,
  };
};
