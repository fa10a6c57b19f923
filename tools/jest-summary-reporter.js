// Writes each jest run's counts to tmp/test-results/, so `npm test` can print one closing line.
const fs = require('node:fs');
const path = require('node:path');

class SummaryReporter {
  constructor(globalConfig, options = {}) {
    this.name = options.name || path.basename(globalConfig.rootDir);
  }

  onRunComplete(_contexts, results) {
    const dir = path.join(__dirname, '..', 'tmp', 'test-results');
    fs.mkdirSync(dir, { recursive: true });
    const failedSuites =
      results.numRuntimeErrorTestSuites +
      (results.numFailedTestSuites > 0 && results.numFailedTests === 0 ? 1 : 0);
    fs.writeFileSync(
      path.join(dir, `${this.name}.json`),
      JSON.stringify({
        passed: results.numPassedTests,
        failed: results.numFailedTests + failedSuites,
        skipped: results.numPendingTests + results.numTodoTests,
      }),
    );
  }
}

module.exports = SummaryReporter;
