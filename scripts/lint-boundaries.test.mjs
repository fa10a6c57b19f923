// The architecture boundaries of eslint.config.mjs, proved: each forbidden import written into a
// real folder of the repo fails lint, and the allowed ones next to them pass.
import { strict as assert } from 'node:assert';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

/**
 * Lints `code` as a (temporary) file at `path` and returns the boundary errors. Every PROBE in
 * the path is one new name, so a probe may also stand in a folder of its own (made and removed).
 */
async function boundaryErrors(path, code) {
  const file = join(root, path.replaceAll('PROBE', `zz-boundary-probe-${randomUUID().slice(0, 8)}`));
  const folder = dirname(file);
  const madeFolder = !existsSync(folder);
  if (madeFolder) mkdirSync(folder);
  writeFileSync(file, code);
  try {
    const [result] = await eslint.lintFiles([file]);
    return result.messages.filter((m) => m.ruleId?.startsWith('boundaries/')).map((m) => m.message);
  } finally {
    rmSync(madeFolder ? folder : file, { recursive: true, force: true });
  }
}

const forbidden = [
  [
    'a feature imports another feature',
    'frontends/member/src/features/events/components/PROBE.tsx',
    "import { useMySignups } from '@/features/signups/api/get-my-signups';\nexport const x = useMySignups;\n",
  ],
  [
    'a feature imports app/',
    'frontends/member/src/features/events/components/PROBE.tsx',
    "import { MemberPage } from '@/app/member-page';\nexport const x = MemberPage;\n",
  ],
  [
    'lib/ imports a feature',
    'frontends/member/src/lib/PROBE.tsx',
    "import { useEvent } from '@/features/events/api/get-event';\nexport const x = useEvent;\n",
  ],
  [
    'a remote imports another remote by relative path',
    'frontends/member/src/features/events/components/PROBE.tsx',
    "import { EditClubUser } from '../../../../../club-admin/src/features/club-users/components/edit-club-user';\nexport const x = EditClubUser;\n",
  ],
  [
    'a remote imports the shell by package name',
    'frontends/club-admin/src/app/PROBE.tsx',
    "import { App } from '@courtside/shell/src/app/app';\nexport const x = App;\n",
  ],
  [
    'the UI kit imports an app',
    'frontends/ui/src/PROBE.tsx',
    "import { EventsView } from '../../member/src/features/events/components/events-view';\nexport const x = EventsView;\n",
  ],
  [
    'backend common/ imports a feature module',
    'backend/src/common/PROBE.ts',
    "import { EventsService } from '../events/events.service';\nexport const x = EventsService;\n",
  ],
  [
    'backend events/ imports series/, a feature above it',
    'backend/src/events/PROBE.ts',
    "import { SeriesService } from '../series/series.service';\nexport const x = SeriesService;\n",
  ],
  [
    'backend events/ imports signups/, a feature above it',
    'backend/src/events/PROBE.ts',
    "import { Waitlist } from '../signups/waitlist';\nexport const x = Waitlist;\n",
  ],
  [
    'backend database/ imports a feature',
    'backend/src/database/PROBE.ts',
    "import { peopleStore } from '../users/people.store';\nexport const x = peopleStore;\n",
  ],
  [
    'backend database/ imports common/, a rank above it',
    'backend/src/database/PROBE.ts',
    "import { hashSecret } from '../common/auth/session-token';\nexport const x = hashSecret;\n",
  ],
  [
    'a backend feature imports the demo seed',
    'backend/src/calendar/PROBE.ts',
    "import { seedDemoData } from '../demo/demo-seed';\nexport const x = seedDemoData;\n",
  ],
  [
    'a backend folder imports a top-level file',
    'backend/src/series/PROBE.ts',
    "import { ENTITIES } from '../entities';\nexport const x = ENTITIES;\n",
  ],
  [
    'a backend folder missing from the order',
    'backend/src/PROBE/PROBE.ts',
    "import { clubNow } from '@courtside/domain';\nexport const x = clubNow;\n",
  ],
];

describe('lint boundaries', () => {
  for (const [what, path, code] of forbidden) {
    it(`refuses: ${what}`, async () => {
      assert.notDeepEqual(await boundaryErrors(path, code), [], `${what} passed lint`);
    });
  }

  it('allows a feature its own files, lib/ and the shared packages', async () => {
    const code = [
      "import { useEvents } from '../api/get-events';",
      "import { api } from '@courtside/core';",
      "import { Button } from '@courtside/ui/button';",
      "import { CardSkeletons } from '@/lib/card-skeletons';",
      'export const x = [useEvents, api, Button, CardSkeletons];',
      '',
    ].join('\n');
    assert.deepEqual(
      await boundaryErrors('frontends/member/src/features/events/components/PROBE.tsx', code),
      [],
    );
  });

  it('allows a backend folder its own rank and every rank below', async () => {
    const code = [
      "import { WALL_CLOCK } from '../common/sql/wall-clock';",
      "import { loadConfig } from '../config/app-config';",
      "import { EventsService } from '../events/events.service';",
      "import { Waitlist } from '../signups/waitlist';",
      "import { SeriesService } from './series.service';",
      'export const x = [WALL_CLOCK, loadConfig, EventsService, Waitlist, SeriesService];',
      '',
    ].join('\n');
    assert.deepEqual(await boundaryErrors('backend/src/series/PROBE.ts', code), []);
    const sameRank = "import { WorkerPool } from '../workers/worker-pool';\nexport const x = WorkerPool;\n";
    assert.deepEqual(await boundaryErrors('backend/src/common/PROBE.ts', sameRank), []);
  });

  it('allows the top-level files and the demo seed any backend folder', async () => {
    const code = [
      "import { seedDemoData } from './demo/demo-seed';",
      "import { SeriesModule } from './series/series.module';",
      "import { dataSourceOptions } from './database/data-source-options';",
      'export const x = [seedDemoData, SeriesModule, dataSourceOptions];',
      '',
    ].join('\n');
    assert.deepEqual(await boundaryErrors('backend/src/PROBE.ts', code), []);
    const seed =
      "import { DrawsModule } from '../draws/draws.module';\nimport { ClubsService } from '../clubs/clubs.service';\nexport const x = [DrawsModule, ClubsService];\n";
    assert.deepEqual(await boundaryErrors('backend/src/demo/PROBE.ts', seed), []);
  });

  it('allows app/ to compose features', async () => {
    const code =
      "import { EventsView } from '@/features/events/components/events-view';\nexport const x = EventsView;\n";
    assert.deepEqual(await boundaryErrors('frontends/member/src/app/PROBE.tsx', code), []);
  });
});
