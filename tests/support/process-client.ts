/**
 * What the crash tests share: calls to a server process they start and kill (JSON in and out with
 * the operator key, a dead process answering `undefined` rather than throwing, a funded user), the
 * killed server started again in this process, and the test on each database.
 */
import { startServer } from '@tessera/server';
import { expect, it } from 'vitest';
import { onPgliteDirectory, onPostgresSchema } from './scratch-databases.js';

const PASSWORD = 'correct-horse-7';

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const processClient = (operatorKey: string) => {
  /** A JSON call to one server; a dead one answers `undefined`. */
  const call = async (url: string, path: string, body?: Record<string, string>, token?: string) => {
    try {
      const response = await fetch(`${url}/api${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          'content-type': 'application/json',
          'operator-key': operatorKey,
          ...(token === undefined ? {} : { authorization: token }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      // biome-ignore lint/suspicious/noExplicitAny: envelopes of several endpoints.
      return (await response.json()) as { type: unknown; message: any; code?: string };
    } catch {
      return undefined;
    }
  };

  /** Signs `name` in again (a jump of the simulated clock ends idle sessions). */
  const login = async (url: string, name: string) =>
    String((await call(url, '/user/login', { user_string: name, password: PASSWORD }))?.message);

  /** A user with `amount` USDT in their `account` wallet account, once the feed records live prices. */
  const fundedUser = async (url: string, account: string, amount: string) => {
    for (let waited = 0; (await call(url, '/health'))?.message?.feed !== 'ok'; waited += 100) {
      if (waited > 30_000) throw new Error('the feed did not start');
      await pause(100);
    }
    const name = `crash${Date.now().toString().slice(-8)}`;
    await call(url, '/user/register', {
      type: 'username',
      user_string: name,
      password: PASSWORD,
      re_password: PASSWORD,
      extension_code: 'TESSERA',
    });
    const token = await login(url, name);
    await call(url, '/operator/deposits/confirm', {
      user: name,
      currency: 'USDT',
      amount,
      reference: `crash-${name}`,
    });
    const moved = await call(
      url,
      '/wallet/change',
      { currency_id: '3', number: amount, from_field: 'balance', to_field: account },
      token,
    );
    expect(moved?.type).toBe('ok');
    return { name, token };
  };

  return { call, login, fundedUser };
};

/** Where a crash test's server keeps its data: the child's environment and the in-process server's config. */
export interface CrashDatabase {
  readonly env: Record<string, string>;
  readonly config: { dataDir?: string; databaseUrl?: string; schema?: string };
}

const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;
const CRASH_TEST_MS = 480_000;

/**
 * The two cases of a crash test: `crash` on a PGlite directory of its own and, when
 * TEST_DATABASE_URL is set, on a PostgreSQL schema of its own; each must answer a positive count
 * (of what the kill interrupted).
 */
export const itRestartsOnEachDatabase = (
  what: string,
  prefix: string,
  crash: (database: CrashDatabase) => Promise<number>,
) => {
  it(
    `restarts on its PGlite directory and ${what}`,
    async () => {
      const count = await onPgliteDirectory(`tessera-${prefix}`, (dataDir) =>
        crash({ env: { DATA_DIR: dataDir }, config: { dataDir } }),
      );
      expect(count).toBeGreaterThan(0);
    },
    CRASH_TEST_MS,
  );
  it.skipIf(testDatabaseUrl === undefined)(
    `restarts on PostgreSQL and ${what}${testDatabaseUrl === undefined ? ' (skipped: TEST_DATABASE_URL is not set)' : ''}`,
    async () => {
      const databaseUrl = testDatabaseUrl ?? '';
      const count = await onPostgresSchema(databaseUrl, prefix, (schema) =>
        crash({
          env: { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema },
          config: { databaseUrl, schema },
        }),
      );
      expect(count).toBeGreaterThan(0);
    },
    CRASH_TEST_MS,
  );
};

/** The killed server started again in this process (to read its database) on the same data. */
export const restartInProcess = (operatorKey: string, database: CrashDatabase) =>
  startServer({
    port: 0,
    operatorKey,
    uiDir: '/nonexistent',
    clockMode: 'simulated',
    fxRatesUrl: 'off',
    requestBudget: { limit: 1_000_000_000, windowMs: 60_000 },
    ...database.config,
  });
