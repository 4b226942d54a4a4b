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
import { sql } from 'kysely';
import { describe, expect } from 'vitest';
import {
  type CrashDatabase,
  itRestartsOnEachDatabase,
  pause,
  processClient,
  restartInProcess,
} from '../support/process-client.js';
import { killServerProcess, startServerProcess } from '../support/server-process.js';

const OPERATOR_KEY = randomBytes(24).toString('base64url');
/** The crypto markets by base coin id: BTC, ETH, LTC, XRP, DOGE, TRX. */
const MARKETS = ['1', '2', '4', '5', '6', '7'];
const PER_SIDE = 20;

const { call, fundedUser } = processClient(OPERATOR_KEY);

const crashDuringLiquidations = async (database: CrashDatabase) => {
  const first = await startServerProcess({ OPERATOR_KEY, CLOCK: 'simulated', ...database.env });
  let holding = 0;
  try {
    const trader = await fundedUser(first.url, 'futures', '20000');
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
    const server = await restartInProcess(OPERATOR_KEY, database);
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
  itRestartsOnEachDatabase(
    'liquidates each position once, at the first tick past its price',
    'liquidations',
    crashDuringLiquidations,
  );
});
