/**
 * The ledger survives a crash: a server process is killed with SIGKILL in the middle of a burst of
 * transfers and started again on the same data. Afterwards the audit passes, nothing was created
 * or lost, every transfer that was answered "ok" is there, and repeating one with its idempotency
 * key moves nothing. On PGlite (a directory on disk) and, when TEST_DATABASE_URL is set, PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { onPgliteDirectory, onPostgresSchema } from '../support/scratch-databases.js';
import { killServerProcess as killed, startServerProcess } from '../support/server-process.js';

const OPERATOR_KEY = randomBytes(24).toString('base64url');
const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;
const START_MS = 120_000;
const BURST = 300;
/** The process is killed once this many transfers were answered. */
const KILL_AFTER = 60;

/** A JSON call; a dead server answers `undefined` instead of throwing. */
const call = async (
  url: string,
  path: string,
  options: {
    body?: Record<string, string>;
    token?: string;
    headers?: Record<string, string>;
    method?: string;
  } = {},
) => {
  try {
    const response = await fetch(`${url}/api${path}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers: {
        'content-type': 'application/json',
        'operator-key': OPERATOR_KEY,
        ...(options.token === undefined ? {} : { authorization: options.token }),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    // biome-ignore lint/suspicious/noExplicitAny: envelopes of several endpoints.
    return (await response.json()) as { type: unknown; message: any; code?: string };
  } catch {
    return undefined;
  }
};

const crashDuringTransfers = async (env: Record<string, string>) => {
  let server = await startServerProcess({ OPERATOR_KEY, ...env });
  try {
    const name = `crash${Date.now().toString().slice(-8)}`;
    const password = 'correct-horse-7';
    const registered = await call(server.url, '/user/register', {
      body: {
        type: 'username',
        user_string: name,
        password,
        re_password: password,
        extension_code: 'TESSERA',
      },
    });
    expect(registered?.type).toBe('ok');
    const token = (await call(server.url, '/user/login', { body: { user_string: name, password } }))?.message;
    const credited = await call(server.url, '/operator/deposits/confirm', {
      body: { user: name, currency: 'USDT', amount: '1000', reference: `crash-${name}` },
    });
    expect(credited?.message).toMatchObject({ credited: true });

    // The burst: each transfer has its own key; the process dies while many are in flight.
    const acknowledged = new Map<string, number>();
    let answered = 0;
    const dying = { done: false as boolean, killing: undefined as Promise<void> | undefined };
    const transfer = (i: number) => ({
      key: `crash-${name}-${i}`,
      body: {
        currency_id: '3',
        number: '1',
        from_field: i % 3 === 2 ? 'futures' : 'balance',
        to_field: i % 3 === 2 ? 'balance' : 'futures',
      },
    });
    await Promise.all(
      Array.from({ length: BURST }, async (_, i) => {
        const { key, body } = transfer(i);
        const answer = await call(server.url, '/wallet/change', {
          body,
          token,
          headers: { 'idempotency-key': key },
        });
        if (answer?.type === 'ok') acknowledged.set(key, answer.message.id);
        answered += 1;
        if (answered >= KILL_AFTER && !dying.done) {
          dying.done = true;
          dying.killing = killed(server.child);
        }
      }),
    );
    await dying.killing;

    server = await startServerProcess({ OPERATOR_KEY, ...env });
    const audit = await call(server.url, '/operator/audit');
    expect(audit?.message).toMatchObject({ ok: true, violations: [] });
    const balances = (await call(server.url, `/operator/balances?user=${name}`))?.message as {
      available: string;
      frozen: string;
    }[];
    const total = balances.reduce((sum, row) => sum + Number(row.available) + Number(row.frozen), 0);
    expect(total).toBe(1000);

    // Every acknowledged transfer is there, and its key still answers the first answer.
    const history = new Set<number>();
    for (let page = 1; ; page++) {
      const listed = (await call(server.url, `/wallet/hzhistory?limit=50&page=${page}`, { token }))?.message;
      for (const row of listed.data) history.add(row.id);
      if (page >= listed.last_page) break;
    }
    for (const id of acknowledged.values()) expect(history.has(id)).toBe(true);
    const [key, id] = [...acknowledged][0] ?? [];
    const index = Number(key?.split('-').at(-1));
    const again = await call(server.url, '/wallet/change', {
      body: transfer(index).body,
      token,
      headers: { 'idempotency-key': key ?? '' },
    });
    expect(again?.message).toEqual({ id });
    const after = (await call(server.url, `/operator/balances?user=${name}`))?.message as typeof balances;
    expect(after).toEqual(balances);
    return { acknowledged: acknowledged.size, recorded: history.size };
  } finally {
    await killed(server.child);
  }
};

describe('a server killed with SIGKILL during a burst of transfers', () => {
  it(
    'restarts on its PGlite directory with every acknowledged transfer and a ledger that balances',
    async () => {
      const { acknowledged, recorded } = await onPgliteDirectory('tessera-crash', (dataDir) =>
        crashDuringTransfers({ DATA_DIR: dataDir }),
      );
      expect(acknowledged).toBeGreaterThan(0);
      expect(recorded).toBeGreaterThanOrEqual(acknowledged);
    },
    4 * START_MS,
  );

  it.skipIf(testDatabaseUrl === undefined)(
    `restarts on PostgreSQL with every acknowledged transfer and a ledger that balances${
      testDatabaseUrl === undefined ? ' (skipped: TEST_DATABASE_URL is not set)' : ''
    }`,
    async () => {
      const databaseUrl = testDatabaseUrl ?? '';
      const { acknowledged } = await onPostgresSchema(databaseUrl, 'crash', (schema) =>
        crashDuringTransfers({ DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema }),
      );
      expect(acknowledged).toBeGreaterThan(0);
    },
    4 * START_MS,
  );
});
