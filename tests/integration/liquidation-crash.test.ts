/**
 * Futures triggers survive a crash: a server process holding 240 leveraged positions is moved two
 * days on (its simulated clock), so that the next tick liquidates many of them at once, and is
 * killed with SIGKILL as the first liquidations land. Started again on the same data, it acts on
 * the ticks it had recorded but not yet acted on: every position a recorded tick carried past its
 * liquidation price is closed exactly once, at the first such tick, and the ledger balances. On
 * PGlite (a directory on disk) and, when TEST_DATABASE_URL is set, PostgreSQL. On PostgreSQL the
 * kill usually lands between two markets' liquidations (seen: 20 of 100 done, the other 80 after
 * the restart); PGlite's one connection answers the watching request only after the whole burst.
 */
import { randomBytes } from 'node:crypto';
import { startServer } from '@tessera/server';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { onPgliteDirectory, onPostgresSchema } from '../support/scratch-databases.js';
import { killServerProcess, startServerProcess } from '../support/server-process.js';

const OPERATOR_KEY = randomBytes(24).toString('base64url');
const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;
const START_MS = 120_000;
/** The crypto markets by base coin id: BTC, ETH, LTC, XRP, DOGE, TRX. */
const MARKETS = ['1', '2', '4', '5', '6', '7'];
const PER_SIDE = 20;
const PASSWORD = 'correct-horse-7';

/** A JSON call to one server; a dead one answers `undefined`. */
const call = async (url: string, path: string, body?: Record<string, string>, token?: string) => {
  try {
    const response = await fetch(`${url}/api${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'content-type': 'application/json',
        'operator-key': OPERATOR_KEY,
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

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A trader with 20,000 USDT in the futures account, once the feed records live prices. */
const fundedTrader = async (url: string) => {
  for (let waited = 0; (await call(url, '/health'))?.message?.feed !== 'ok'; waited += 100) {
    if (waited > 30_000) throw new Error('the feed did not start');
    await pause(100);
  }
  const name = `liq${Date.now().toString().slice(-8)}`;
  await call(url, '/user/register', {
    type: 'username',
    user_string: name,
    password: PASSWORD,
    re_password: PASSWORD,
    extension_code: 'TESSERA',
  });
  const token = (await call(url, '/user/login', { user_string: name, password: PASSWORD }))?.message;
  await call(url, '/operator/deposits/confirm', {
    user: name,
    currency: 'USDT',
    amount: '20000',
    reference: `liq-${name}`,
  });
  const moved = await call(
    url,
    '/wallet/change',
    { currency_id: '3', number: '20000', from_field: 'balance', to_field: 'futures' },
    token,
  );
  expect(moved?.type).toBe('ok');
  return { name, token: String(token) };
};

const crashDuringLiquidations = async (
  env: Record<string, string>,
  database: { dataDir?: string; databaseUrl?: string; schema?: string },
) => {
  const first = await startServerProcess({ OPERATOR_KEY, CLOCK: 'simulated', ...env });
  let holding = 0;
  try {
    const trader = await fundedTrader(first.url);
    const opened = await Promise.all(
      MARKETS.flatMap((currency_id) =>
        ['1', '2'].flatMap((type) =>
          Array.from({ length: PER_SIDE }, () =>
            call(
              first.url,
              '/lever/submit',
              { currency_id, legal_id: '3', type, multiple: '100', lots: '1' },
              trader.token,
            ),
          ),
        ),
      ),
    );
    expect(opened.every((answer) => answer?.type === 'ok')).toBe(true);
    holding = opened.length;

    // Two days on: a 100× position is liquidated by a 0.8 % move, which two days make likely.
    await call(first.url, '/operator/clock/advance', { seconds: String(2 * 86_400) });
    for (let waited = 0; waited < 15_000; waited += 10) {
      const open = (await call(first.url, '/lever/dealall', {}, trader.token))?.message;
      if (Array.isArray(open) && open.length < holding) break;
      await pause(10);
    }
    await killServerProcess(first.child);

    // Started again (in this process, to read its database afterwards) on the same data.
    const server = await startServer({
      port: 0,
      operatorKey: OPERATOR_KEY,
      uiDir: '/nonexistent',
      clockMode: 'simulated',
      fxRatesUrl: 'off',
      requestBudget: { limit: 1_000_000_000, windowMs: 60_000 },
      ...database,
    });
    try {
      const db = server.database;
      // Until it has acted on every tick recorded before a check.
      for (let waited = 0; ; waited += 100) {
        const { rows } = await sql<{ newest: string; mark: string }>`
          select (select max(id) from market_ticks) as newest, (select tick_id from futures_trigger_mark) as mark`.execute(
          db,
        );
        if (Number(rows[0]?.mark) >= Number(rows[0]?.newest) && waited > 2000) break;
        if (waited > 30_000) throw new Error('the restarted server did not catch up');
        await pause(100);
      }
      const audit = await call(server.url, '/operator/audit');
      expect(audit?.message).toMatchObject({ ok: true, violations: [] });

      const { rows: positions } = await sql<{
        id: string;
        symbol: string;
        side: 'long' | 'short';
        state: string;
        close_reason: string | null;
        close_tick_id: string | null;
        liquidation_price: string;
        armed_tick_id: string;
        closes: string;
      }>`
        select p.id, p.symbol, p.side, p.state, p.close_reason, p.close_tick_id, p.liquidation_price,
          p.armed_tick_id,
          (select count(*) from journals j where j.reason = 'futures_close' and j.ref_id = p.id::text) as closes
        from futures_positions p order by p.id`.execute(db);
      expect(positions).toHaveLength(holding);
      const { rows: mark } = await sql<{ tick_id: string }>`select tick_id from futures_trigger_mark`.execute(
        db,
      );
      let liquidated = 0;
      for (const position of positions) {
        // The first recorded tick (acted on) past the position's liquidation price, if any.
        const crossing =
          position.side === 'long'
            ? sql`price <= ${position.liquidation_price}`
            : sql`price >= ${position.liquidation_price}`;
        const { rows } = await sql<{ id: string }>`
          select id from market_ticks where symbol = ${position.symbol} and id > ${position.armed_tick_id}
            and id <= ${mark[0]?.tick_id ?? '0'} and ${crossing}
          order by id limit 1`.execute(db);
        const firstCrossing = rows[0]?.id;
        if (firstCrossing === undefined) {
          expect(position.state).toBe('open');
          expect(Number(position.closes)).toBe(0);
        } else {
          liquidated += 1;
          expect(position).toMatchObject({ state: 'closed', close_reason: 'liquidation' });
          expect(String(position.close_tick_id)).toBe(String(firstCrossing));
          expect(Number(position.closes)).toBe(1);
        }
      }
      return liquidated;
    } finally {
      await server.close();
    }
  } finally {
    await killServerProcess(first.child);
  }
};

describe('a server killed with SIGKILL during a burst of liquidations', () => {
  it(
    'restarts on its PGlite directory and liquidates each position once, at the first tick past its price',
    async () => {
      const liquidated = await onPgliteDirectory('tessera-liquidations', (dataDir) =>
        crashDuringLiquidations({ DATA_DIR: dataDir }, { dataDir }),
      );
      expect(liquidated).toBeGreaterThan(0);
    },
    4 * START_MS,
  );

  it.skipIf(testDatabaseUrl === undefined)(
    `restarts on PostgreSQL and liquidates each position once, at the first tick past its price${
      testDatabaseUrl === undefined ? ' (skipped: TEST_DATABASE_URL is not set)' : ''
    }`,
    async () => {
      const databaseUrl = testDatabaseUrl ?? '';
      const liquidated = await onPostgresSchema(databaseUrl, 'liq', (schema) =>
        crashDuringLiquidations(
          { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema },
          { databaseUrl, schema },
        ),
      );
      expect(liquidated).toBeGreaterThan(0);
    },
    4 * START_MS,
  );
});
