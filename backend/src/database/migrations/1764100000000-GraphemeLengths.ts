import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Human text fields are limited in graphemes (what a person sees) by the API, and PostgreSQL's
 * varchar(n) counts code points: 60 '❤️' (two code points each) passed the validator and
 * overflowed varchar(100). The columns become `text` with a generous code-point backstop,
 * CODE_POINTS_PER_GRAPHEME (8, libs/domain limits.ts) times the field's grapheme limit, which
 * the validator checks too, so the database never refuses what the API accepted.
 *
 * The numbers are written out here, not imported: a migration must not change when the limits do.
 */
const BACKSTOPS: { table: string; column: string; codePoints: number; was: string | null }[] = [
  { table: 'clubs', column: 'name', codePoints: 800, was: 'varchar(100)' },
  { table: 'clubs', column: 'subscription_id', codePoints: 800, was: 'varchar(100)' },
  { table: 'clubs', column: 'description', codePoints: 16000, was: null },
  { table: 'clubs', column: 'phone', codePoints: 400, was: 'varchar(50)' },
  { table: 'clubs', column: 'address', codePoints: 1600, was: null },
  { table: 'events', column: 'name', codePoints: 800, was: 'varchar(100)' },
  { table: 'events', column: 'description', codePoints: 4000, was: 'varchar(500)' },
  { table: 'events', column: 'location', codePoints: 1600, was: 'varchar(200)' },
  { table: 'club_memberships', column: 'name', codePoints: 800, was: 'varchar(100)' },
  { table: 'system_users', column: 'name', codePoints: 800, was: 'varchar(100)' },
];

const constraintName = (table: string, column: string) => `ck_${table}_${column}_length`;

export class GraphemeLengths1764100000000 implements MigrationInterface {
  name = 'GraphemeLengths1764100000000';

  async up(q: QueryRunner): Promise<void> {
    for (const { table, column, codePoints, was } of BACKSTOPS) {
      // varchar -> text is binary-coercible: no table rewrite.
      if (was) await q.query(`ALTER TABLE ${table} ALTER COLUMN ${column} TYPE text`);
      await q.query(
        `ALTER TABLE ${table} ADD CONSTRAINT ${constraintName(table, column)} CHECK (char_length(${column}) <= ${codePoints})`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const { table, column, was } of [...BACKSTOPS].reverse()) {
      await q.query(`ALTER TABLE ${table} DROP CONSTRAINT ${constraintName(table, column)}`);
      // Texts longer than the old column (emoji written since) are cut to fit it.
      const n = was && /\((\d+)\)/.exec(was)?.[1];
      if (was)
        await q.query(`ALTER TABLE ${table} ALTER COLUMN ${column} TYPE ${was} USING left(${column}, ${n})`);
    }
  }
}
