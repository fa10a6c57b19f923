/** Component tests: jsdom, Testing Library, workspace aliases to source. */
const path = require('node:path');
const preset = require('../jest.preset');

module.exports = ({ displayName, rootDir }) => {
  const base = preset({ displayName, rootDir });
  return {
    ...base,
    testEnvironment: 'jsdom',
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.ts')],
    moduleNameMapper: {
      ...base.moduleNameMapper,
      '^@courtside/core$': path.join(__dirname, 'core/src/index.ts'),
      '^@courtside/ui/(.*)$': path.join(__dirname, 'ui/src/$1'),
      '^@courtside/test-support/(.*)$': path.join(__dirname, 'test-support/$1'),
      '\\.css$': path.join(__dirname, 'jest.style-stub.js'),
    },
  };
};
