// Members in and out, for `npm run bench`:
//
// - `import`: a federation-style export of 5,000 members (Dutch headers, semicolons, UTF-8 with a
//   byte order mark, accents in the names) brought into a club of its own through
//   POST /api/club-users/import, the dry run and then the real run, each timed, with the peak of
//   the backend process's resident memory during each over its idle level before the dry run.
// - `club-user search`: GET /api/club-users?q=<3 letters>&limit=50 at a club of 5,000 members and
//   at a club of 50, the same text at both.
//
// Its clubs are added beside the lists' clubs (seed.mjs), so those answers stay what the lists
// compare; the search clubs are seeded once (kept by --reuse), the import club is made again on
// every run so each real run creates the same 5,000 people.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import pg from 'pg';
import { IDS } from './seed.mjs';

/** Each run at most (ms): the dry run and the real run alike. */
export const TARGET_IMPORT_MS = 10_000;
/** The backend's peak resident memory above its idle level during a run, at most (MB). */
export const TARGET_IMPORT_RSS_MB = 200;
/** The search's p99 at the 5,000-member club over its p99 at the 50-member club, at most. */
export const TARGET_SEARCH_P99_RATIO = 1.5;

const IMPORT_ROWS = 5000;
export const IMPORT_CLUB = { id: '00000000-0000-4000-8000-00000000e000', subdomain: 'import' };
/** The people an import creates have addresses at this domain (and no one else does). */
const IMPORT_DOMAIN = 'import.bench.test';

export const SEARCH_CLUBS = [
  { key: '5,000 members', id: '00000000-0000-4000-8000-00000000b000', subdomain: 'large', members: 5000 },
  { key: '50 members', id: '00000000-0000-4000-8000-00000000c000', subdomain: 'small', members: 50 },
];
/**
 * Found only in the surname "Zwart" (and so in those people's addresses): member n of a club has
 * surname n % 100, so it is 50 of the 5,000 (1%) and 1 of the 50.
 */
export const SEARCH_TEXT = 'zwa';
const ZWART = 7;

const FIRST_NAMES = [
  'Anaïs',
  'Zoë',
  'Noël',
  'Renée',
  'Émile',
  'Joëlle',
  'Daniëlle',
  'Sanne',
  'Pieter',
  'Eva',
  'Daan',
  'Lotte',
  'Sem',
  'Femke',
  'Bram',
  'Iris',
  'Thijs',
  'Maud',
  'Ruben',
  'Inge',
];
/** [tussenvoegsel, achternaam]: 100 surnames, "de Zwart" the seventh. */
const SURNAMES = [
  ['de', 'Jong'],
  ['', 'Jansen'],
  ['de', 'Vries'],
  ['van den', 'Berg'],
  ['van', 'Dijk'],
  ['', 'Bakker'],
  ['', 'Janssen'],
  ['de', 'Zwart'],
  ['', 'Smit'],
  ['', 'Meijer'],
  ['de', 'Boer'],
  ['', 'Mulder'],
  ['de', 'Groot'],
  ['', 'Bos'],
  ['', 'Vos'],
  ['', 'Peters'],
  ['', 'Hendriks'],
  ['van', 'Leeuwen'],
  ['', 'Dekker'],
  ['', 'Brouwer'],
  ['de', 'Wit'],
  ['', 'Dijkstra'],
  ['', 'Smits'],
  ['de', 'Graaf'],
  ['van der', 'Meer'],
  ['van der', 'Linden'],
  ['', 'Kok'],
  ['', 'Jacobs'],
  ['de', 'Haan'],
  ['', 'Vermeulen'],
  ['van den', 'Heuvel'],
  ['van der', 'Veen'],
  ['van den', 'Broek'],
  ['de', 'Bruijn'],
  ['de', 'Bruin'],
  ['van der', 'Heijden'],
  ['', 'Schouten'],
  ['van', 'Beek'],
  ['', 'Willems'],
  ['van', 'Vliet'],
  ['van de', 'Ven'],
  ['', 'Hoekstra'],
  ['', 'Maas'],
  ['', 'Verhoeven'],
  ['', 'Koster'],
  ['van', 'Dam'],
  ['van der', 'Wal'],
  ['', 'Prins'],
  ['', 'Blom'],
  ['', 'Huisman'],
  ['', 'Müller'],
  ['de', 'Jonge'],
  ['', 'Kuipers'],
  ['van', 'Veen'],
  ['', 'Post'],
  ['', 'Kuiper'],
  ['', 'Veenstra'],
  ['', 'Kramer'],
  ['van den', 'Brink'],
  ['', 'Scholten'],
  ['van', 'Wijk'],
  ['', 'Postma'],
  ['', 'Martens'],
  ['', 'Vink'],
  ['de', 'Ruiter'],
  ['', 'Timmermans'],
  ['', 'Groen'],
  ['', 'Gerritsen'],
  ['', 'Jonker'],
  ['van', 'Loon'],
  ['', 'Öztürk'],
  ['van der', 'Velde'],
  ['', 'Willemsen'],
  ['', 'Smeets'],
  ['de', 'Lange'],
  ['de', 'Vos'],
  ['', 'Bosch'],
  ['van', 'Dongen'],
  ['', 'Schipper'],
  ['de', 'Koning'],
  ['van der', 'Laan'],
  ['', 'Koning'],
  ['van der', 'Velden'],
  ['', 'Driessen'],
  ['van', 'Doorn'],
  ['', 'Hermans'],
  ['', 'Evers'],
  ['van den', 'Bosch'],
  ['van der', 'Meulen'],
  ['', 'Hofman'],
  ['', 'Bosman'],
  ['', 'Wolters'],
  ['', 'Sanders'],
  ['van der', 'Horst'],
  ['', 'Çelik'],
  ['', 'Kuijpers'],
  ['', 'Molenaar'],
  ['van de', 'Pol'],
  ['de', 'Leeuw'],
  ['', 'Geerdink'],
];

const sqlArray = (values) => `ARRAY[${values.map((v) => `'${v}'`).join(', ')}]::text[]`;

/** A club session row made the way SessionsService makes it; answers the cookie. */
async function clubSession(db, cookieName, userId, clubId) {
  const secret = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO sessions (id_hash, kind, user_id, club_id, idle_timeout_seconds, idle_expires_at, absolute_expires_at)
       VALUES ($1, 'club', $2, $3, 7200, now() + interval '2 hours', now() + interval '12 hours')`,
    [createHash('sha256').update(secret, 'utf8').digest('hex'), userId, clubId],
  );
  return `${cookieName}=${secret}`;
}

async function connect(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  return db;
}

/**
 * The search clubs, seeded when missing (a --reuse database keeps them): member n of a club is
 * FIRST_NAMES[(7n) % 20] + SURNAMES[n % 100], with an address made of the folded name, a member
 * number and a phone, as an import would leave them; member 0 is the club's admin. Answers each
 * club's staff cookie and how many of its members the search text finds.
 */
export async function prepareSearchClubs(databaseUrl, cookieName, log) {
  const db = await connect(databaseUrl);
  try {
    const { rows } = await db.query(
      `SELECT c.id, (SELECT count(*)::int FROM club_memberships m WHERE m.club_id = c.id) AS n
         FROM clubs c WHERE c.id = ANY($1)`,
      [SEARCH_CLUBS.map((c) => c.id)],
    );
    const seeded = SEARCH_CLUBS.every((club) => rows.some((r) => r.id === club.id && r.n === club.members));
    if (seeded) {
      log('Search clubs: seeded already');
    } else {
      const started = Date.now();
      await db.query('BEGIN');
      await db.query(`DELETE FROM clubs WHERE id = ANY($1)`, [SEARCH_CLUBS.map((c) => c.id)]);
      for (const club of SEARCH_CLUBS) {
        const domain = `${club.subdomain}.bench.test`;
        await db.query(`DELETE FROM users WHERE email LIKE $1`, [`%@${domain}`]);
        await db.query(
          `INSERT INTO clubs (id, name, subdomain, timezone) VALUES ($1, $2, $3, 'Europe/Amsterdam')`,
          [club.id, `Search Tennis Club (${club.key})`, club.subdomain],
        );
        // Member 0 is the bench's user 0 (the staff who search); the rest are people of their own.
        await db.query(
          `CREATE TEMP TABLE search_people ON COMMIT DROP AS
             SELECT n, CASE WHEN n = 0 THEN '${IDS.user(0)}'::uuid ELSE gen_random_uuid() END AS id,
                    (${sqlArray(FIRST_NAMES)})[1 + (n * 7) % ${FIRST_NAMES.length}] AS first,
                    (${sqlArray(SURNAMES.map(([tv]) => tv))})[1 + n % ${SURNAMES.length}] AS tv,
                    (${sqlArray(SURNAMES.map(([, last]) => last))})[1 + n % ${SURNAMES.length}] AS last
               FROM generate_series(0, ${club.members - 1}) n`,
        );
        await db.query(
          `INSERT INTO users (id, email)
             SELECT id, search_fold(first) || '.' || replace(search_fold(tv || last), ' ', '') || '.' || n || '@${domain}'
               FROM search_people WHERE n > 0`,
        );
        await db.query(
          `INSERT INTO club_memberships (club_id, user_id, user_type, name, member_number, phone)
             SELECT $1, id,
                    CASE WHEN n = 0 THEN 'clubadmin' WHEN n % 50 = 9 THEN 'cluborganiser'
                         WHEN n % 10 = 3 THEN 'clubguest' ELSE 'clubmember' END,
                    concat_ws(' ', first, nullif(tv, ''), last), (20000000 + n)::text,
                    '06 ' || (30000000 + n)::text
               FROM search_people`,
          [club.id],
        );
        await db.query(`DROP TABLE search_people`);
      }
      await db.query('COMMIT');
      log(`Search clubs: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    // What autovacuum does on a real installation (the bench's PostgreSQL may run without it):
    // statistics, and the trigram indexes' pending lists merged into the indexes. Rows written
    // since the last vacuum (this seed, an import's people) wait in a GIN index's pending list,
    // which every search reads through whole: the search would measure those rows, not the club.
    await db.query(`VACUUM (ANALYZE) users, club_memberships`);

    const cookies = {};
    const matches = {};
    for (const club of SEARCH_CLUBS) {
      cookies[club.key] = await clubSession(db, cookieName, IDS.user(0), club.id);
      // What the product's search finds, asked as it asks it (folded LIKE on each column).
      matches[club.key] = (
        await db.query(
          `SELECT count(*)::int AS n FROM club_memberships m JOIN users u ON u.id = m.user_id
            WHERE m.club_id = $1 AND (search_fold(m.name) LIKE $2 OR search_fold(m.member_number) LIKE $2
                                      OR search_fold(u.email) LIKE $2)`,
          [club.id, `%${SEARCH_TEXT}%`],
        )
      ).rows[0].n;
    }
    return { cookies, matches };
  } finally {
    await db.end();
  }
}

/**
 * The import club, made again: the previous run's club (its members, sessions and audit rows
 * go with it) and the people that run created are deleted, so every real run creates the same
 * 5,000. The bench's user 0 is its only member, its admin; the club rates on the KNLTB scale, so
 * the file's "Speelsterkte dubbel" is converted. Answers the admin's cookie.
 */
export async function prepareImportClub(databaseUrl, cookieName) {
  const db = await connect(databaseUrl);
  try {
    await db.query('BEGIN');
    await db.query(`DELETE FROM clubs WHERE id = $1`, [IMPORT_CLUB.id]);
    await db.query(`DELETE FROM users WHERE email LIKE $1`, [`%@${IMPORT_DOMAIN}`]);
    await db.query(
      `INSERT INTO clubs (id, name, subdomain, timezone, rating_scale)
         VALUES ($1, 'Import Tennis Club', $2, 'Europe/Amsterdam', 'knltb')`,
      [IMPORT_CLUB.id, IMPORT_CLUB.subdomain],
    );
    await db.query(
      `INSERT INTO club_memberships (club_id, user_id, user_type, name) VALUES ($1, $2, 'clubadmin', 'Import Admin')`,
      [IMPORT_CLUB.id, IDS.user(0)],
    );
    const cookie = await clubSession(db, cookieName, IDS.user(0), IMPORT_CLUB.id);
    await db.query('COMMIT');
    // The deleted rows' space is free again before the next import writes.
    await db.query(`VACUUM (ANALYZE) users, club_memberships`);
    return cookie;
  } catch (error) {
    await db.query('ROLLBACK');
    throw error;
  } finally {
    await db.end();
  }
}

const fold = (text) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The federation's export as a club downloads it: Dutch headers, `;`, CRLF, UTF-8 with a byte
 * order mark; first names with accents, a tussenvoegsel for a third of the people, and a column
 * the import does not know (listed in `ignored_columns`).
 */
export function federationExport(rows = IMPORT_ROWS) {
  const header = [
    'Relatienummer',
    'Voornaam',
    'Tussenvoegsel',
    'Achternaam',
    'E-mailadres',
    'Mobiel',
    'Speelsterkte dubbel',
    'Geboortedatum',
  ];
  const lines = [header.join(';')];
  for (let i = 0; i < rows; i++) {
    const first = FIRST_NAMES[(i * 3) % FIRST_NAMES.length];
    // Every surname but "Zwart": the search clubs' answers do not depend on whether an import ran.
    const s = (i * 13) % (SURNAMES.length - 1);
    const [tv, last] = SURNAMES[s >= ZWART ? s + 1 : s];
    const email = `${fold(first)}.${fold(tv + last).replace(/ /g, '')}.${i}@${IMPORT_DOMAIN}`;
    const born = `${1950 + (i % 60)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;
    lines.push(
      [
        String(10_000_000 + i),
        first,
        tv,
        last,
        email,
        `06 ${40_000_000 + i}`,
        String(1 + (i % 9)),
        born,
      ].join(';'),
    );
  }
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(lines.join('\r\n'), 'utf8')]);
}

function postFile(port, host, path, cookie, body) {
  return new Promise((ok, fail) => {
    const started = performance.now();
    const req = request(
      {
        port,
        host: '127.0.0.1',
        path,
        method: 'POST',
        headers: { host, cookie, 'content-type': 'text/csv', 'content-length': body.length },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          ok({
            status: res.statusCode,
            ms: performance.now() - started,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null'),
          }),
        );
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}

/** VmRSS and VmHWM of a process, in kB (Linux's /proc). */
function memoryKb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)[1]);
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}

/**
 * Runs `work` while watching the process's resident memory; answers its result, VmRSS just
 * before it and the peak while it ran (MB). The peak is the larger of
 * two readings: VmHWM, the kernel's own high-water mark, reset to the current RSS first by
 * writing 5 to /proc/<pid>/clear_refs (when this process may; else VmHWM still holds the
 * process's lifetime peak and is not used); and VmRSS sampled every 10 ms meanwhile (this
 * process only waits for the answer, so its timer keeps up).
 */
async function withPeakRss(pid, work) {
  let hwmReset = true;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    hwmReset = false;
  }
  const idle = memoryKb(pid).rss;
  let sampled = idle;
  const timer = setInterval(() => {
    try {
      sampled = Math.max(sampled, memoryKb(pid).rss);
    } catch {
      // the process is gone: the work fails and says so
    }
  }, 10);
  try {
    const result = await work();
    const after = memoryKb(pid);
    const peak = Math.max(sampled, after.rss, hwmReset ? after.hwm : 0);
    return { result, startMb: idle / 1024, peakMb: peak / 1024, hwmReset };
  } finally {
    clearInterval(timer);
  }
}

/** Runs the import measurement and prints it; answers whether every target was met. */
export async function measureImport({ port, pid, databaseUrl, cookieName, log }) {
  const file = federationExport();
  const host = `${IMPORT_CLUB.subdomain}.localhost`;
  log(
    `\nImporting a federation export: ${IMPORT_ROWS} rows, ${(file.length / 1024).toFixed(0)} KB (CSV, ';', UTF-8 with BOM), into a club of its own; the backend's resident memory sampled every 10 ms:`,
  );
  const cookie = await prepareImportClub(databaseUrl, cookieName);
  // The process settles (a collection of what starting and the lists left) before its idle level is read.
  await new Promise((r) => setTimeout(r, 2000));
  // The rise is counted from the level before the dry run for both runs: what the real run
  // adds on top of memory the dry run left behind counts too.
  let idleMb;
  const runs = [];
  for (const [label, query] of [
    ['dry run', '?dry_run=true'],
    ['real run', ''],
  ]) {
    const { result, startMb, peakMb, hwmReset } = await withPeakRss(pid, () =>
      postFile(port, host, `/api/club-users/import${query}`, cookie, file),
    );
    const data = result.body?.data;
    if (result.status !== 200 || data?.created !== IMPORT_ROWS || data.error_count !== 0) {
      throw new Error(
        `the import's ${label} answered ${result.status}: ${JSON.stringify(result.body).slice(0, 600)}`,
      );
    }
    idleMb ??= startMb;
    const riseMb = peakMb - idleMb;
    runs.push({ label, ms: result.ms, riseMb });
    log(
      `  ${label.padEnd(9)} ${result.ms.toFixed(0).padStart(6)} ms  RSS ${startMb.toFixed(0)} MB before, peak ${peakMb.toFixed(0)} MB: +${riseMb.toFixed(0)} MB over idle (${idleMb.toFixed(0)} MB)${hwmReset ? '' : ' (sampled only: VmHWM could not be reset)'}  (${data.created} created, ignored ${JSON.stringify(data.ignored_columns)})`,
    );
  }
  const db = await connect(databaseUrl);
  try {
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM club_memberships WHERE club_id = $1`, [
      IMPORT_CLUB.id,
    ]);
    log(`  the club has ${rows[0].n} members after the real run (its admin and ${rows[0].n - 1} imported)`);
  } finally {
    await db.end();
  }

  let met = true;
  log('\n| import run | time ms | target | | RSS peak over idle MB | target | |');
  log('|---|---:|---:|---|---:|---:|---|');
  for (const r of runs) {
    const fast = r.ms <= TARGET_IMPORT_MS;
    const lean = r.riseMb <= TARGET_IMPORT_RSS_MB;
    met = met && fast && lean;
    log(
      `| ${r.label} | ${r.ms.toFixed(0)} | <= ${TARGET_IMPORT_MS} | ${fast ? 'PASS' : 'FAIL'} | ${r.riseMb.toFixed(0)} | <= ${TARGET_IMPORT_RSS_MB} | ${lean ? 'PASS' : 'FAIL'} |`,
    );
  }
  return met;
}
