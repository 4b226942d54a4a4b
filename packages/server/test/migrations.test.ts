import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest, SCHEMA_VERSION } from '../src/db/migrate.js';

const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;
const scratchName = (prefix: string) => `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;

/**
 * Schemas of other runs come and go in a shared database (test suites, several apps). Migrating
 * ours must neither read nor depend on theirs: once, a suite's migration failed because another
 * suite dropped its schema while Kysely's introspector was reading every schema's tables.
 */
describe.skipIf(testDatabaseUrl === undefined)(
  testDatabaseUrl === undefined
    ? 'migrations [PostgreSQL] skipped: TEST_DATABASE_URL is not set'
    : 'migrations [PostgreSQL]',
  () => {
    it('migrate one schema while other schemas are created and dropped beside it', async () => {
      const url = testDatabaseUrl as string;
      const schema = scratchName('migrate');
      const churn = new pg.Client({ connectionString: url });
      await churn.connect();
      const db = await openDatabase({ databaseUrl: url, dataDir: '', schema });
      let migrating = true;
      const churning = (async () => {
        let rounds = 0;
        while (migrating || rounds < 5) {
          const other = scratchName('churn');
          await churn.query(`CREATE SCHEMA "${other}"`);
          await churn.query(`CREATE TABLE "${other}".t (id serial primary key, v text)`);
          await churn.query(`DROP SCHEMA "${other}" CASCADE`);
          rounds += 1;
        }
        return rounds;
      })();
      try {
        await migrateToLatest(db, schema);
        migrating = false;
        expect(await churning).toBeGreaterThanOrEqual(5);
        const { rows } = await churn.query(
          `SELECT name FROM "${schema}".kysely_migration ORDER BY name DESC LIMIT 1`,
        );
        expect(rows[0]?.name).toBe(SCHEMA_VERSION);
        // A second run finds every migration done and changes nothing.
        await migrateToLatest(db, schema);
      } finally {
        migrating = false;
        await churning.catch(() => undefined);
        await db.destroy();
        await churn.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await churn.end();
      }
    });
  },
);
