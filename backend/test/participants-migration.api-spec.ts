import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import { createIsolatedDatabase } from './support/isolated-database';

/**
 * Who's coming shows members each other's names, which clubs that already run never told them:
 * the migration that adds `show_participants` switches it off for every club that exists when it
 * runs, and clubs created afterwards take the default, on. Undone, it leaves no column behind.
 */
describe('migration ParticipantsAndCancelReason', () => {
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let db: DataSource;

  beforeAll(async () => {
    database = await createIsolatedDatabase('participants');
    db = await new DataSource(dataSourceOptions({ DATABASE_URL: database.url }, [])).initialize();
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  const addClub = (subdomain: string) =>
    db.query(`INSERT INTO clubs (name, subdomain) VALUES ($1, $2)`, [subdomain, subdomain]);
  const hasColumn = async (column: string) =>
    (await db.query(`SELECT 1 FROM information_schema.columns WHERE column_name = $1`, [column])).length > 0;

  it('keeps names private at the clubs that exist when it runs, shows them at clubs created later', async () => {
    while (await hasColumn('show_participants')) await db.undoLastMigration();
    expect(await hasColumn('cancel_reason')).toBe(false);
    await addClub('running');
    await db.runMigrations();
    await addClub('newcomer');
    const rows: { subdomain: string; show_participants: boolean }[] = await db.query(
      `SELECT subdomain, show_participants FROM clubs ORDER BY subdomain`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.subdomain, r.show_participants]))).toEqual({
      running: false,
      newcomer: true,
    });
    expect(await hasColumn('cancel_reason')).toBe(true);
  });
});
