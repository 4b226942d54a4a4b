import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { SerializedPGliteDialect } from '../../src/db/pglite-dialect.js';
import type { Database } from '../../src/db/schema.js';
import { MEMORY_DATA_DIR, type RunningServer, type ServerConfig, startServer } from '../../src/index.js';
import { Api } from './api.js';
import { ManualClock } from './clock.js';

const TEST_OPERATOR_KEY = 'test-operator-key';

/** Challenges of a few bits: tests share one address, and solve them by the hundred. */
export const EASY_CHALLENGES = { baseBits: 4, maxBits: 8 } as const;

export type TestDatabase = 'PGlite' | 'PostgreSQL';

/** One started server, filled in by `beforeAll`; tests read it inside their bodies. */
export class Harness {
  readonly clock = new ManualClock();
  #server: RunningServer | undefined;
  #api: Api | undefined;
  /** The configuration of the suite's start, which `restart` starts again from. */
  #config: Partial<ServerConfig> = {};

  constructor(readonly database: TestDatabase) {}

  get server(): RunningServer {
    if (this.#server === undefined) throw new Error('the server is not started yet');
    return this.#server;
  }

  /** The configuration the suite started with (its PGlite folder, when durable, is `dataDir`). */
  get config(): Partial<ServerConfig> {
    return this.#config;
  }

  get api(): Api {
    if (this.#api === undefined) throw new Error('the server is not started yet');
    return this.#api;
  }

  async start(config: Partial<ServerConfig>): Promise<void> {
    this.#config = config;
    this.#server = await this.#startOne(config);
    this.#api = new Api(this.#server.url, this.#server.operatorKey);
  }

  /**
   * Stops the server and starts a new one on the same database, as a restart would: the suite's
   * configuration with `overrides` on top. PGlite suites need `durable` to keep their database.
   */
  async restart(overrides: Partial<ServerConfig> = {}): Promise<void> {
    const config = this.#config;
    await this.stop();
    this.#server = await this.#startOne({ ...config, ...overrides });
    this.#config = config;
    this.#api = new Api(this.#server.url, this.#server.operatorKey);
  }

  /**
   * Another server on the same database, as a second process would be; the test closes it.
   * PostgreSQL only: an embedded PGlite belongs to one server.
   */
  startSibling(overrides: Partial<ServerConfig> = {}): Promise<RunningServer> {
    if (this.database !== 'PostgreSQL') throw new Error('only PostgreSQL is shared between servers');
    return this.#startOne({ ...this.#config, ...overrides });
  }

  /** Fetching fiat rates is off unless a test points the server at a stand-in service. */
  #startOne(config: Partial<ServerConfig>): Promise<RunningServer> {
    return startServer({
      port: 0,
      operatorKey: TEST_OPERATOR_KEY,
      uiDir: '/nonexistent',
      clock: this.clock,
      challengeDifficulty: EASY_CHALLENGES,
      fxRatesUrl: 'off',
      // Suites send thousands of requests from one address; request-budget.test.ts sets its own.
      requestBudget: { limit: 1_000_000_000, windowMs: 60_000 },
      ...config,
    });
  }

  async stop(): Promise<void> {
    await this.#server?.close();
    this.#server = undefined;
  }
}

const dropSchema = async (url: string, schema: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
};

const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;

/**
 * Mutation runs (`pnpm mutate`, which sets MUTATION_RUN) start a server for every mutant, and an
 * in-memory PGlite spends most of that start creating and migrating its database: 10–15 s on a
 * busy machine, against 3 s to open a copy of one made before. So there, each suite's PGlite is a
 * copy of a migrated template kept in RAM (/dev/shm when there is one), made once per set of
 * migrations. Uploads then go to files under that copy instead of the database (see
 * `uploadStoreFor`); `upload-store.test.ts` covers both stores either way.
 */
const mutationRun = process.env.MUTATION_RUN === '1';
const scratch = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
const RUN_PREFIX = 'tessera-mutant-';

const migrationsDir = fileURLToPath(new URL('../../src/db/migrations/', import.meta.url));

/** The template's folder, named by the migrations and the PGlite build it was made with. */
const templateDir = (): string => {
  const hash = createHash('sha256').update(import.meta.resolve('@electric-sql/pglite'));
  for (const file of readdirSync(migrationsDir).sort()) hash.update(readFileSync(join(migrationsDir, file)));
  return join(scratch, `tessera-pglite-template-${hash.digest('hex').slice(0, 16)}`);
};

/** Makes the template unless a run made it already; parallel workers race to rename theirs into place. */
const ensureTemplate = async (): Promise<string> => {
  const template = templateDir();
  if (existsSync(template)) return template;
  const making = mkdtempSync(`${template}.making-`);
  const db = await openDatabase({ databaseUrl: undefined, dataDir: making, schema: undefined });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  try {
    renameSync(making, template);
  } catch {
    rmSync(making, { recursive: true, force: true }); // another worker's template won
  }
  return template;
};

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * A fresh copy of the template for one suite. Copies left by processes that Stryker ended (a
 * mutant that timed out) are swept first.
 */
const templateCopy = async (): Promise<string> => {
  const template = await ensureTemplate();
  for (const name of readdirSync(scratch)) {
    const pid = Number(name.startsWith(RUN_PREFIX) ? name.slice(RUN_PREFIX.length).split('-')[0] : NaN);
    if (Number.isInteger(pid) && !alive(pid)) rmSync(join(scratch, name), { recursive: true, force: true });
  }
  const copy = mkdtempSync(join(scratch, `${RUN_PREFIX}${process.pid}-`));
  cpSync(template, copy, { recursive: true });
  return copy;
};

/** A fresh in-memory database, migrated, as PGlite dumps it (gzipped tar). */
const migratedDump = async (): Promise<Blob> => {
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = new PGlite();
  const db = new Kysely<Database>({ dialect: new SerializedPGliteDialect({ pglite: () => pglite }) });
  try {
    await migrateToLatest(db);
    return await pglite.dumpDataDir('gzip');
  } finally {
    await db.destroy();
  }
};

/**
 * Every in-memory suite starts from one database migrated once per set of migrations and PGlite
 * build (a dump kept beside the templates, written under a temporary name and renamed into place,
 * so parallel workers never read half of one): creating and migrating PGlite takes 3–4 s of each
 * server's start, loading the dump well under one. The database is the same as a fresh server's;
 * only the time to make it goes.
 */
let memoryImageOnce: Promise<Blob> | undefined;
const memoryImage = (): Promise<Blob> => {
  memoryImageOnce ??= (async () => {
    const path = `${templateDir()}.tgz`;
    if (existsSync(path)) return new Blob([readFileSync(path)]);
    const dump = await migratedDump();
    const making = `${path}.${process.pid}.making`;
    writeFileSync(making, Buffer.from(await dump.arrayBuffer()));
    renameSync(making, path);
    return dump;
  })();
  return memoryImageOnce;
};

export interface SuiteOptions {
  /**
   * Keep PGlite's database in a temporary folder rather than in memory, so `restart` finds it
   * again (PostgreSQL keeps its schema either way).
   */
  readonly durable?: boolean;
}

/**
 * Declares the same suite twice: on an in-memory PGlite (always) and on PostgreSQL when
 * TEST_DATABASE_URL is set, in a schema of its own that is dropped afterwards.
 */
export const describeOnEachDatabase = (
  title: string,
  suite: (harness: Harness) => void,
  config: Partial<ServerConfig> = {},
  options: SuiteOptions = {},
): void => {
  describe(`${title} [PGlite]`, () => {
    const harness = new Harness('PGlite');
    let copy: string | undefined;
    beforeAll(async () => {
      copy = mutationRun
        ? await templateCopy()
        : options.durable
          ? mkdtempSync(join(tmpdir(), 'tessera-pglite-'))
          : undefined;
      await harness.start(
        copy === undefined
          ? { ...config, dataDir: MEMORY_DATA_DIR, image: await memoryImage() }
          : { ...config, dataDir: copy },
      );
    });
    afterAll(async () => {
      await harness.stop();
      if (copy !== undefined) rmSync(copy, { recursive: true, force: true });
    });
    suite(harness);
  });

  const pgTitle =
    testDatabaseUrl === undefined
      ? `${title} [PostgreSQL] skipped: TEST_DATABASE_URL is not set`
      : `${title} [PostgreSQL]`;
  describe.skipIf(testDatabaseUrl === undefined)(pgTitle, () => {
    const harness = new Harness('PostgreSQL');
    const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
    beforeAll(() => harness.start({ ...config, databaseUrl: testDatabaseUrl, schema }));
    afterAll(async () => {
      await harness.stop();
      if (testDatabaseUrl !== undefined) await dropSchema(testDatabaseUrl, schema);
    });
    suite(harness);
  });
};
