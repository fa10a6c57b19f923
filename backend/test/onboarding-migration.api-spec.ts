import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import { createIsolatedDatabase } from './support/isolated-database';

/**
 * The getting-started checklist is for new clubs: the migration that adds `onboarding_dismissed`
 * hides it for every club that already runs, and only clubs created afterwards see it.
 */
describe('migration OnboardingDismissed', () => {
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let db: DataSource;

  beforeAll(async () => {
    database = await createIsolatedDatabase('onboarding');
    db = await new DataSource(dataSourceOptions({ DATABASE_URL: database.url }, [])).initialize();
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  const addClub = (subdomain: string) =>
    db.query(`INSERT INTO clubs (name, subdomain) VALUES ($1, $2)`, [subdomain, subdomain]);
  const dismissed = async (): Promise<Record<string, boolean>> => {
    const rows: { subdomain: string; onboarding_dismissed: boolean }[] = await db.query(
      `SELECT subdomain, onboarding_dismissed FROM clubs ORDER BY subdomain`,
    );
    return Object.fromEntries(rows.map((row) => [row.subdomain, row.onboarding_dismissed]));
  };

  it('hides the checklist of the clubs that exist when it runs, not of those created later', async () => {
    // Back to the schema before the column (undoing the migrations after it too), with a club
    // running on it.
    for (;;) {
      const [last]: { name: string }[] = await db.query(
        `SELECT name FROM migrations ORDER BY id DESC LIMIT 1`,
      );
      await db.undoLastMigration();
      if (last.name === 'OnboardingDismissed1764740000000') break;
    }
    expect(
      await db.query(`SELECT 1 FROM information_schema.columns WHERE column_name = 'onboarding_dismissed'`),
    ).toEqual([]);
    await addClub('running');
    await db.runMigrations();
    await addClub('newcomer');
    expect(await dismissed()).toEqual({ running: true, newcomer: false });
  });
});
