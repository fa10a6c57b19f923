// node:test reporter: writes the counts of a run of the workspace scripts' tests to
// tmp/test-results/, like tools/jest-summary-reporter.js does for jest, for `npm test`'s last line.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export default async function* summaryReporter(source) {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    if (event.data.details?.type === 'suite') continue;
    if (event.data.skip || event.data.todo) counts.skipped += 1;
    else if (event.type === 'test:pass') counts.passed += 1;
    else counts.failed += 1;
  }
  const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'tmp', 'test-results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'workspace-scripts.json'), JSON.stringify(counts));
  yield '';
}
