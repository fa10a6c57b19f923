// The architecture boundaries of eslint.config.mjs, proved: each forbidden import written into a
// real folder of the repo fails lint, and the allowed ones next to them pass.
import { strict as assert } from 'node:assert';
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

/** Lints `code` as a (temporary) file at `path` and returns the boundary errors. */
async function boundaryErrors(path, code) {
  const file = join(root, path.replace('PROBE', `zz-boundary-probe-${randomUUID().slice(0, 8)}`));
  writeFileSync(file, code);
  try {
    const [result] = await eslint.lintFiles([file]);
    return result.messages.filter((m) => m.ruleId?.startsWith('boundaries/')).map((m) => m.message);
  } finally {
    rmSync(file, { force: true });
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

  it('allows app/ to compose features', async () => {
    const code =
      "import { EventsView } from '@/features/events/components/events-view';\nexport const x = EventsView;\n";
    assert.deepEqual(await boundaryErrors('frontends/member/src/app/PROBE.tsx', code), []);
  });
});
