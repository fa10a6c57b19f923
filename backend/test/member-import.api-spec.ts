import { API_ERRORS, VALIDATION } from '@courtside/domain';
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClub, createClubUser, type TestClub } from './support/factories';
import type { HttpClient } from './support/http-client';
import { browserAs } from './support/sessions';
import { startApp, type TestApp } from './support/test-app';

const CSV = 'text/csv';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADER = [
  'Relatienummer',
  'Voornaam',
  'Tussenvoegsel',
  'Achternaam',
  'E-mailadres',
  'Mobiel',
  'Speelsterkte dubbel',
  'Geboortedatum',
];
const FIRST = ['Jörg', 'Zoë', 'Émile', 'Anaïs', 'Noël', 'Renée'];

/** A federation-style export of `count` members: Dutch headers, accents, an extra column. */
function members(count: number, tag: string): string[][] {
  return Array.from({ length: count }, (_, i) => [
    String(10_000_000 + i),
    FIRST[i % FIRST.length],
    i % 3 === 0 ? 'van der' : '',
    `Lid${i}`,
    `${tag}-${i}@example.nl`,
    `06 ${String(10_000_000 + i)}`,
    String((i % 9) + 1),
    '1990-01-01',
  ]);
}

const csvText = (rows: string[][], separator = ';') =>
  [HEADER, ...rows].map((r) => r.join(separator)).join('\r\n');
const utf8Bom = (text: string) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
const windows1252 = (text: string) => Buffer.from(text, 'latin1');

async function xlsx(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Leden');
  sheet.addRow(HEADER);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('member import', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  const upload = (browser: HttpClient, file: Buffer, type: string, query = '') =>
    browser.post(`/api/club-users/import${query}`, undefined, {
      rawBody: file,
      headers: { 'content-type': type },
    });

  const memberCount = async (club: TestClub) =>
    (await t.db.query(`SELECT count(*)::int AS n FROM club_memberships WHERE club_id = $1`, [club.id]))[0].n;

  it('brings 600 members of a federation export in, as UTF-8 with a BOM, after a dry run that stores nothing', async () => {
    const club = await createClub(t.db);
    await t.db.query(`UPDATE clubs SET rating_scale = 'knltb' WHERE id = $1`, [club.id]);
    const { browser } = await browserAs(t, club, 'clubadmin');
    const before = await memberCount(club);
    const file = utf8Bom(csvText(members(600, 'bom')));

    const dry = await upload(browser, file, CSV, '?dry_run=true');
    expect(dry.status).toBe(200);
    expect(dry.body.data).toMatchObject({
      created: 600,
      updated: 0,
      unchanged: 0,
      error_count: 0,
      ignored_columns: ['Geboortedatum'],
    });
    expect(await memberCount(club)).toBe(before);

    const real = await upload(browser, file, CSV);
    expect(real.status).toBe(200);
    expect(real.body.data).toMatchObject({ created: 600, error_count: 0 });
    expect(real.body.data.rows[0]).toEqual({ row: 2, email: 'bom-0@example.nl', action: 'create' });
    expect(await memberCount(club)).toBe(before + 600);
    const [stored] = await t.db.query(
      `SELECT m.name, m.member_number, m.phone, m.user_type, m.level::float8 AS level
         FROM club_memberships m JOIN users u ON u.id = m.user_id WHERE m.club_id = $1 AND u.email = 'bom-0@example.nl'`,
      [club.id],
    );
    expect(stored).toEqual({
      name: 'Jörg van der Lid0',
      member_number: '10000000',
      phone: '06 10000000',
      user_type: 'clubmember',
      level: 1,
    });

    // The same file again changes nothing.
    const again = await upload(browser, file, CSV);
    expect(again.body.data).toMatchObject({ created: 0, updated: 0, unchanged: 600 });

    // Each real run is audited in its transaction; the dry run is not.
    const audit = await t.db.query(
      `SELECT action, summary FROM audit_log WHERE club_id = $1 AND action = 'club_users.imported' ORDER BY at`,
      [club.id],
    );
    expect(audit).toEqual([
      {
        action: 'club_users.imported',
        summary: 'Imported a member list: 600 created, 0 updated, 0 unchanged',
      },
      {
        action: 'club_users.imported',
        summary: 'Imported a member list: 0 created, 0 updated, 600 unchanged',
      },
    ]);
  });

  it('reads Windows-1252 with accents and the same list as .xlsx alike', async () => {
    const club = await createClub(t.db);
    const { browser } = await browserAs(t, club, 'clubadmin');
    const rows = members(30, 'cp');
    const first = await upload(browser, windows1252(csvText(rows)), CSV);
    expect(first.body.data).toMatchObject({ created: 30, error_count: 0 });
    const [stored] = await t.db.query(
      `SELECT m.name FROM club_memberships m JOIN users u ON u.id = m.user_id WHERE m.club_id = $1 AND u.email = 'cp-1@example.nl'`,
      [club.id],
    );
    expect(stored.name).toBe('Zoë Lid1');

    const asWorkbook = await upload(browser, await xlsx(rows), XLSX);
    expect(asWorkbook.status).toBe(200);
    expect(asWorkbook.body.data).toMatchObject({ created: 0, updated: 0, unchanged: 30 });
  });

  it('stores nothing when one row is in error, and says which and why', async () => {
    const club = await createClub(t.db);
    const { browser } = await browserAs(t, club, 'clubadmin');
    const before = await memberCount(club);
    const rows = members(20, 'bad');
    rows[7][4] = 'not-an-address';
    rows[12][6] = '12';
    const res = await upload(browser, utf8Bom(csvText(rows)), CSV);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(API_ERRORS.importRefused);
    expect(res.body.data).toMatchObject({ created: 18, error_count: 2 });
    expect(res.body.data.rows[7]).toEqual({
      row: 9,
      email: 'not-an-address',
      action: 'error',
      errors: { email: VALIDATION.emailInvalid },
    });
    expect(res.body.data.rows[12].errors).toEqual({ level: VALIDATION.levelInvalid });
    expect(await memberCount(club)).toBe(before);
    expect(await t.db.query(`SELECT 1 FROM audit_log WHERE club_id = $1`, [club.id])).toEqual([]);

    // A dry run answers the same with 200; the errors come in the caller's language.
    const dutch = await upload(browser, utf8Bom(csvText(rows)), CSV, '?dry_run=true');
    expect(dutch.status).toBe(200);
    const nl = await browser.post('/api/club-users/import?dry_run=true', undefined, {
      rawBody: utf8Bom(csvText(rows)),
      headers: { 'content-type': CSV, 'accept-language': 'nl' },
    });
    expect(nl.body.data.rows[7].errors.email).toBe('Ongeldig e-mailadres');
  });

  it('updates only what the file has, never demotes, and grants admin types only to those who may', async () => {
    const club = await createClub(t.db);
    const organiser = await createClubUser(t.db, club, 'cluborganiser', 'org@example.nl', 'Olga Org');
    await t.db.query(
      `UPDATE club_memberships SET phone = '010 1234567' WHERE user_id = $1 AND club_id = $2`,
      [organiser.id, club.id],
    );
    const elsewhere = await createClub(t.db);
    await createClubUser(t.db, elsewhere, 'clubmember', 'both@example.nl', 'Name at the other club');
    const file = (type: string) =>
      Buffer.from(`email,name,rol\norg@example.nl,Olga Organiser,lid\nboth@example.nl,Bo Both,${type}\n`);

    const admin = await browserAs(t, club, 'clubadmin');
    const refused = await upload(admin.browser, file('beheerder'), CSV, '?dry_run=true');
    expect(refused.body.data.rows[1]).toMatchObject({
      action: 'error',
      errors: { user_type: API_ERRORS.manageAdminsForbidden },
    });

    const res = await upload(admin.browser, file('lid'), CSV);
    expect(res.status).toBe(200);
    expect(res.body.data.rows).toEqual([
      { row: 2, email: 'org@example.nl', action: 'update', changes: ['name'] },
      { row: 3, email: 'both@example.nl', action: 'create' },
    ]);
    const [org] = await t.db.query(
      `SELECT name, phone, user_type FROM club_memberships WHERE user_id = $1 AND club_id = $2`,
      [organiser.id, club.id],
    );
    expect(org).toEqual({ name: 'Olga Organiser', phone: '010 1234567', user_type: 'cluborganiser' });
    const other = await t.db.query(
      `SELECT m.name FROM club_memberships m JOIN users u ON u.id = m.user_id WHERE m.club_id = $1 AND u.email = 'both@example.nl'`,
      [elsewhere.id],
    );
    expect(other[0].name).toBe('Name at the other club');

    const superAdmin = await browserAs(t, club, 'clubsuperadmin');
    const promoted = await upload(superAdmin.browser, file('beheerder'), CSV);
    expect(promoted.body.data.rows[1]).toEqual({
      row: 3,
      email: 'both@example.nl',
      action: 'update',
      changes: ['user_type'],
    });
  });

  it('refuses what is no member list, and other callers', async () => {
    const club = await createClub(t.db);
    const { browser } = await browserAs(t, club, 'clubadmin');
    const json = await browser.post('/api/club-users/import', { email: 'a@example.nl' });
    expect(json.status).toBe(415);
    expect(json.body.message).toBe(API_ERRORS.importMediaType);
    expect((await upload(browser, Buffer.from('naam\nAnn\n'), CSV)).body.message).toBe(
      VALIDATION.importNoEmailColumn,
    );
    expect((await upload(browser, Buffer.from('email\na@example.nl\n'), CSV, '?dry_run=yes')).status).toBe(
      400,
    );
    const big = await upload(browser, Buffer.alloc(2 * 1024 * 1024 + 1, 'a'), CSV);
    expect(big.status).toBe(413);
    const member = await browserAs(t, club, 'clubmember');
    expect((await upload(member.browser, Buffer.from('email\na@example.nl\n'), CSV)).status).toBe(403);
  });

  it("reads the README's sample export as it says: 10 to add, 2 to update", async () => {
    const club = await createClub(t.db);
    await t.db.query(`UPDATE clubs SET rating_scale = 'knltb' WHERE id = $1`, [club.id]);
    await createClubUser(t.db, club, 'clubmember', 'emma.devries@riverside.test', 'Emma de Vries');
    await createClubUser(t.db, club, 'clubmember', 'noah.jansen@riverside.test', 'Noah Jansen');
    const { browser } = await browserAs(t, club, 'clubadmin');
    const sample = readFileSync(join(__dirname, '../../docs/samples/ledenlijst-knltb.csv'));
    const res = await upload(browser, sample, CSV, '?dry_run=true');
    expect(res.body.data).toMatchObject({
      created: 10,
      updated: 2,
      unchanged: 0,
      error_count: 0,
      ignored_columns: ['Geboortedatum'],
    });
  });

  it('runs one import per club at a time', async () => {
    const club = await createClub(t.db);
    const { browser } = await browserAs(t, club, 'clubadmin');
    const runner = t.db.createQueryRunner();
    await runner.startTransaction();
    try {
      // Another import's lock, held in this transaction.
      await runner.query(`SELECT pg_advisory_xact_lock(hashtext('courtside:import'), hashtext($1::text))`, [
        club.id,
      ]);
      const busy = await upload(browser, Buffer.from('email\na@example.nl\n'), CSV);
      expect(busy.status).toBe(409);
      expect(busy.body.message).toBe(API_ERRORS.importRunning);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
    expect((await upload(browser, Buffer.from('email\na@example.nl\n'), CSV)).status).toBe(200);
  });
});
