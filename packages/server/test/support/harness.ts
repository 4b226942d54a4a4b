import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { MEMORY_DATA_DIR, type RunningServer, type ServerConfig, startServer } from '../../src/index.js';
import { Api } from './api.js';
import { ManualClock } from './clock.js';

const TEST_OPERATOR_KEY = 'test-operator-key';

/** Challenges of a few bits: tests share one address, and solve them by the hundred. */
export const EASY_CHALLENGES = { baseBits: 4, maxBits: 8 } as const;

/** One started server, filled in by `beforeAll`; tests read it inside their bodies. */
export class Harness {
  readonly clock = new ManualClock();
  #server: RunningServer | undefined;
  #api: Api | undefined;

  get server(): RunningServer {
    if (this.#server === undefined) throw new Error('the server is not started yet');
    return this.#server;
  }

  get api(): Api {
    if (this.#api === undefined) throw new Error('the server is not started yet');
    return this.#api;
  }

  async start(config: Partial<ServerConfig>): Promise<void> {
    this.#server = await startServer({
      port: 0,
      operatorKey: TEST_OPERATOR_KEY,
      uiDir: '/nonexistent',
      clock: this.clock,
      challengeDifficulty: EASY_CHALLENGES,
      ...config,
    });
    this.#api = new Api(this.#server.url, this.#server.operatorKey);
  }

  async stop(): Promise<void> {
    await this.#server?.close();
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
 * Declares the same suite twice: on an in-memory PGlite (always) and on PostgreSQL when
 * TEST_DATABASE_URL is set, in a schema of its own that is dropped afterwards.
 */
export const describeOnEachDatabase = (
  title: string,
  suite: (harness: Harness) => void,
  config: Partial<ServerConfig> = {},
): void => {
  describe(`${title} [PGlite]`, () => {
    const harness = new Harness();
    beforeAll(() => harness.start({ ...config, dataDir: MEMORY_DATA_DIR }));
    afterAll(() => harness.stop());
    suite(harness);
  });

  const pgTitle =
    testDatabaseUrl === undefined
      ? `${title} [PostgreSQL] skipped: TEST_DATABASE_URL is not set`
      : `${title} [PostgreSQL]`;
  describe.skipIf(testDatabaseUrl === undefined)(pgTitle, () => {
    const harness = new Harness();
    const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
    beforeAll(() => harness.start({ ...config, databaseUrl: testDatabaseUrl, schema }));
    afterAll(async () => {
      await harness.stop();
      if (testDatabaseUrl !== undefined) await dropSchema(testDatabaseUrl, schema);
    });
    suite(harness);
  });
};
