import { mkdirSync } from 'node:fs';
import { CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import { SerializedPGliteDialect } from './pglite-dialect.js';
import type { Database } from './schema.js';

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  readonly databaseUrl: string | undefined;
  /** PGlite directory, or `memory://`. */
  readonly dataDir: string;
  /** Keep every table in this schema (created if missing). */
  readonly schema: string | undefined;
  /**
   * A dump of a PGlite database (`dumpDataDir`) an in-memory PGlite starts from instead of an
   * empty one: tests start many servers on a database migrated once.
   */
  readonly image?: Blob;
}

export const MEMORY_DATA_DIR = 'memory://';

const quotedSchema = (schema: string): string => {
  // The name ends up in DDL and in a connection option, where parameters cannot go.
  if (!/^[a-z_][a-z0-9_]{0,62}$/i.test(schema)) throw new Error(`invalid schema name "${schema}"`);
  return `"${schema}"`;
};

const INT8_OID = 20;

/**
 * BIGINT (ids, counts) as a JavaScript number, as PGlite returns it, so code reads the same from
 * both drivers. A value past 2^53 would lose digits: that throws instead.
 */
const bigintsAsNumbers =
  (fallback: (oid: number, format?: 'text' | 'binary') => unknown) =>
  (oid: number, format?: 'text' | 'binary'): ((text: string) => unknown) =>
    oid === INT8_OID
      ? (text: string) => {
          const value = Number(text);
          if (!Number.isSafeInteger(value)) throw new RangeError(`BIGINT ${text} is beyond a safe integer`);
          return value;
        }
      : (fallback(oid, format) as (text: string) => unknown);

/**
 * A pool of connections to PostgreSQL whose tables are those of `schema` (its search path), BIGINT
 * read as numbers: the database's own pool, and the few connections the cluster's lease and the
 * socket.io adapter keep.
 */
export const openPgPool = async (url: string, schema: string | undefined, max: number) => {
  const { default: pg } = await import('pg');
  return new pg.Pool({
    connectionString: url,
    max,
    types: { getTypeParser: bigintsAsNumbers(pg.types.getTypeParser) },
    ...(schema === undefined ? {} : { options: `-c search_path=${quotedSchema(schema)}` }),
  });
};

/** `CREATE … IF NOT EXISTS` of another session committed in between: unique violation or duplicate schema. */
const isDuplicate = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  (error.code === '23505' || error.code === '42P06');

const openPostgres = async (url: string, schema: string | undefined) => {
  if (schema !== undefined) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${quotedSchema(schema)}`);
    } catch (error) {
      // Several processes starting on a fresh schema race to create it: one wins, all go on.
      if (!isDuplicate(error)) throw error;
    } finally {
      await client.end();
    }
  }
  const pool = await openPgPool(url, schema, 10);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
};

const openPGlite = async (dataDir: string, schema: string | undefined, image: Blob | undefined) => {
  const { PGlite } = await import('@electric-sql/pglite');
  if (dataDir !== MEMORY_DATA_DIR) mkdirSync(dataDir, { recursive: true });
  return new Kysely<Database>({
    dialect: new SerializedPGliteDialect({
      pglite: () => new PGlite(dataDir, image === undefined ? {} : { loadDataDir: image }),
      onCreateConnection: async (connection) => {
        if (schema === undefined) return;
        const name = quotedSchema(schema);
        await connection.executeQuery(CompiledQuery.raw(`CREATE SCHEMA IF NOT EXISTS ${name}`));
        await connection.executeQuery(CompiledQuery.raw(`SET search_path TO ${name}`));
      },
    }),
  });
};

/** Opens PostgreSQL when a URL is given, the embedded PGlite otherwise. Same schema either way. */
export const openDatabase = (options: DatabaseOptions): Promise<Kysely<Database>> =>
  options.databaseUrl === undefined
    ? openPGlite(options.dataDir, options.schema, options.image)
    : openPostgres(options.databaseUrl, options.schema);
