import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import { createIsolatedDatabase } from './support/isolated-database';

/**
 * Retention is for clubs created from now on: the migration that adds `retention_months` leaves
 * it off (null) for every club that already runs, so a deploy anonymises nothing, and new clubs
 * start at 24 months. Its down step puts the schema back as it was.
 */
describe('migration DataRights', () => {
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let db: DataSource;

  beforeAll(async () => {
    database = await createIsolatedDatabase('data-rights-migration');
    db = await new DataSource(dataSourceOptions({ DATABASE_URL: database.url }, [])).initialize();
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  const column = (name: string) =>
    db.query(
      `SELECT is_nullable FROM information_schema.columns WHERE table_name = $1 AND column_name = $2`,
      [name.split('.')[0], name.split('.')[1]],
    );

  it('leaves retention off for the clubs that exist when it runs, 24 months for those created later', async () => {
    const hasColumn = async () => (await column('clubs.retention_months')).length > 0;
    while (await hasColumn()) await db.undoLastMigration();
    expect(await column('signups.user_id')).toEqual([{ is_nullable: 'NO' }]);
    expect(await db.query(`SELECT to_regclass('departed_members') AS t`)).toEqual([{ t: null }]);

    await db.query(`INSERT INTO clubs (name, subdomain) VALUES ('running', 'running')`);
    await db.runMigrations();
    await db.query(`INSERT INTO clubs (name, subdomain) VALUES ('newcomer', 'newcomer')`);
    expect(await db.query(`SELECT subdomain, retention_months FROM clubs ORDER BY subdomain`)).toEqual([
      { subdomain: 'newcomer', retention_months: 24 },
      { subdomain: 'running', retention_months: null },
    ]);
    expect(await column('signups.user_id')).toEqual([{ is_nullable: 'YES' }]);
  });
});
