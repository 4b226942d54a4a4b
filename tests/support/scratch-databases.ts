import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** Runs `run` with a PGlite directory of its own (`…/pglite` in a fresh temporary folder), removed after. */
export const onPgliteDirectory = async <A>(
  prefix: string,
  run: (dataDir: string) => Promise<A>,
): Promise<A> => {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  try {
    return await run(join(dir, 'pglite'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** Runs `run` with a PostgreSQL schema of its own in the database at `url`, dropped after. */
export const onPostgresSchema = async <A>(
  url: string,
  prefix: string,
  run: (schema: string) => Promise<A>,
): Promise<A> => {
  const schema = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  try {
    return await run(schema);
  } finally {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  }
};
