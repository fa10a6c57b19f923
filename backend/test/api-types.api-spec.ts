import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startApp, type TestApp } from './support/test-app';

const ROOT = join(__dirname, '../..');
/** The frontends' API types (frontends/core/src/api/types.ts names them for the apps). */
const TARGET = join(ROOT, 'frontends/core/src/api/schema.d.ts');

/** The OpenAPI document of the running app, as scripts/api-types.mjs turns it into TypeScript. */
async function generate(t: TestApp): Promise<string> {
  const document = await t.client(null).get('/api/docs-json');
  expect(document.status).toBe(200);
  const run = spawnSync(process.execPath, [join(ROOT, 'scripts/api-types.mjs')], {
    input: JSON.stringify(document.body),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`scripts/api-types.mjs failed: ${run.stderr}`);
  return run.stdout;
}

describe('API types of the frontends', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it('are the OpenAPI document as it is now', async () => {
    const fresh = await generate(t);
    // `npm run api-types` runs this test to write the file instead of comparing.
    if (process.env.API_TYPES_WRITE === 'true') {
      writeFileSync(TARGET, fresh);
      return;
    }
    let committed = '';
    try {
      committed = readFileSync(TARGET, 'utf8');
    } catch {
      // A missing file is as stale as an old one.
    }
    if (committed !== fresh) throw new Error('API types are stale: run npm run api-types');
  });
});
