import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import { ENTITIES } from '../src/entities';
import { createIsolatedDatabase } from './support/isolated-database';

/**
 * The migrations make the schema; the entities describe it to TypeORM and type the rows the code
 * reads. Both are written by hand, so this suite holds them together: a column renamed, retyped
 * or dropped on one side only fails here, in seconds, instead of in whichever API test happens to
 * touch it.
 *
 * TypeORM's diff compares each column (name, type, length, precision, nullability, default,
 * primary key), the names of checks, unique constraints, indexes and foreign keys, an index's
 * columns and uniqueness, and a foreign key's target table and ON DELETE. It does not compare a
 * check's expression, an index's predicate or column order, a foreign key's columns, or
 * triggers: those are reviewed with their migration.
 *
 * It needs PostgreSQL (the diff reads the real catalog), so it lives with the API tests, though
 * it starts no app.
 */
describe('schema: migrations and entities agree', () => {
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let db: DataSource;

  beforeAll(async () => {
    // A database of its own, empty and then migrated: the run's shared one has rows and may hold
    // whatever another suite added to it.
    database = await createIsolatedDatabase('schema');
    db = await new DataSource(dataSourceOptions({ DATABASE_URL: database.url }, ENTITIES)).initialize();
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  // The diff looks only at tables that have an entity: a table without one would go unseen.
  it('every table the migrations create has an entity, and every entity a table', async () => {
    const rows: { table_name: string }[] = await db.query(
      `SELECT table_name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> $1`,
      // TypeORM's own record of the migrations that ran.
      [db.options.migrationsTableName ?? 'migrations'],
    );
    const tables = rows.map((r) => r.table_name).sort();
    const entityTables = db.entityMetadatas.map((m) => m.tableName).sort();
    expect(entityTables).toEqual(tables);
  });

  it("TypeORM's schema diff between the migrated database and the entities is empty", async () => {
    // What `synchronize` would run to make the database match the entities: nothing, when the
    // two agree. A failure prints those statements, which name the table, column or constraint
    // and say what the entities want instead.
    const { upQueries } = await db.driver.createSchemaBuilder().log();
    const pending = upQueries.map((q) => `${q.query};`);
    if (pending.length > 0)
      throw new Error(
        `The entities and the migrated schema disagree. To match the entities, TypeORM would run:\n\n` +
          `${pending.join('\n')}\n\n` +
          'Fix the entity (backend/src/**/*.entity.ts) or write the migration that makes this change.',
      );
  });
});
