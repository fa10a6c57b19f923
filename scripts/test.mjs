#!/usr/bin/env node
// `npm test`: lint, type checks and every test suite, then one closing line with the counts.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkServices } from './lib/services.mjs';
import { NX_ENV, run } from './lib/run.mjs';
import { ensureBrowser, ensureNginx } from './lib/system-packages.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const nx = join(root, 'node_modules', '.bin', 'nx');
const prettier = join(root, 'node_modules', '.bin', 'prettier');
const eslint = join(root, 'node_modules', '.bin', 'eslint');
const resultsDir = join(root, 'tmp', 'test-results');

const steps = [
  ['formatting', prettier, ['--check', '--log-level', 'warn', '.']],
  ['workspace scripts lint', eslint, ['scripts', 'tools', 'jest.preset.js', 'eslint.config.mjs']],
  [
    'workspace scripts tests',
    process.execPath,
    [
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      `--test-reporter=${join(root, 'tools/node-test-summary-reporter.mjs')}`,
      '--test-reporter-destination=stdout',
      'scripts/**/*.test.mjs',
    ],
  ],
  [
    'lint, type checks, unit tests',
    nx,
    ['run-many', '-t', 'lint', 'typecheck', 'test', '--parallel=2', '--outputStyle=static'],
  ],
  ['API tests', nx, ['run-many', '-t', 'test-api', '--parallel=1', '--outputStyle=static']],
  // Timed restarts under load (two replicas behind nginx): alone, after the other API suites.
  ['API tests run alone', nx, ['run', 'backend:test-api-alone', '--outputStyle=static']],
  ['browser tests (Chromium)', nx, ['run', 'e2e:e2e', '--outputStyle=static']],
];

async function main() {
  console.log(`Courtside tests on Node ${process.version}`);
  const ok = await checkServices({
    databaseUrl: process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  });
  if (!ok) process.exit(1);
  // System tools the suites need, found or installed before anything runs, so a missing one
  // stops the run at once with one clear line instead of failing late.
  const chromium = ensureBrowser();
  const nginx = ensureNginx();
  if (!chromium || !nginx) process.exit(1);
  const env = { ...NX_ENV, CHROMIUM_PATH: chromium, NGINX_PATH: nginx };
  rmSync(resultsDir, { recursive: true, force: true });

  const failedSteps = [];
  for (const [name, command, args] of steps) {
    console.log(`\n=== ${name} ===`);
    if ((await run(command, args, { cwd: root, env })) !== 0) failedSteps.push(name);
  }

  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (existsSync(resultsDir)) {
    for (const file of readdirSync(resultsDir)) {
      const counts = JSON.parse(readFileSync(join(resultsDir, file), 'utf8'));
      passed += counts.passed;
      failed += counts.failed;
      skipped += counts.skipped;
    }
  }
  // A step that failed with no failing test (formatting, lint, types, a crash) still counts.
  if (failedSteps.length && failed === 0) failed = failedSteps.length;
  console.log(`\n${failedSteps.length ? `Failed steps: ${failedSteps.join('; ')}` : 'All steps passed.'}`);
  console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  process.exit(failedSteps.length ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
