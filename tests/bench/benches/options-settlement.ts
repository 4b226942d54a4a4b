import { Decimal } from '@tessera/core';
import { sql } from 'kysely';
import { settleDueOptions } from '../../../packages/server/src/contexts/options/index.js';
import { auditLedger } from '../../../packages/server/src/contexts/wallet/index.js';
import type { Bench, Figure } from '../bench.js';
import { withSeededUsers } from './seeded-database.js';
import { databases } from './server-thread.js';

const USERS = 1_000;
const ORDERS_PER_USER = 100;
const STAKE = '10';
const OPEN_AT = new Date('2026-01-01T00:00:00Z');
const CLOSE_AT = new Date(OPEN_AT.getTime() + 30_000);

/**
 * 100,000 seconds options (1,000 users × 100, half up, half down) that all close on the same
 * tick, settled by the server's `settleDueOptions` straight on the database: the orders found, core's
 * calculator run on each, the ledger posted and every order written, then the audit. The orders
 * and the funds frozen for them are seeded with SQL, not placed one by one.
 */
const settleOn = async (name: string, config: { databaseUrl?: string; schema?: string }): Promise<Figure[]> =>
  withSeededUsers(
    config,
    {
      users: USERS,
      wallet: 'options',
      asset: 'USDT',
      frozen: new Decimal(STAKE).times(ORDERS_PER_USER).toFixed(),
      at: OPEN_AT,
    },
    async (db) => {
      await sql`insert into market_ticks (symbol, price, volume, at) values
      ('BTC/USDT', 60000, 1, ${OPEN_AT}),
      ('BTC/USDT', 60010, 1, ${new Date(CLOSE_AT.getTime() - 500)}),
      ('BTC/USDT', 60020, 1, ${new Date(CLOSE_AT.getTime() + 500)})`.execute(db);
      const { rows: ticks } = await sql<{ id: string }>`
      select id from market_ticks where at = ${OPEN_AT}`.execute(db);
      await sql`
      insert into option_orders (user_id, symbol, direction, asset, stake, seconds, payout_rate,
        open_tick_id, open_price, open_tick_at, opened_at, closes_at, state)
      select u.id, 'BTC/USDT', case when g % 2 = 0 then 'up' else 'down' end, 'USDT', ${STAKE}, 30, 0.85,
        ${ticks[0]?.id}, 60000, ${OPEN_AT}, ${OPEN_AT}, ${CLOSE_AT}, 'open'
      from users u cross join generate_series(1, ${ORDERS_PER_USER}) g
      where u.username like 'bench%'`.execute(db);

      const started = performance.now();
      await settleDueOptions(db, ['BTC/USDT'], new Date(CLOSE_AT.getTime() + 1_000));
      const elapsed = performance.now() - started;
      const { rows: left } = await sql<{ open: string }>`
      select count(*) as open from option_orders where state = 'open'`.execute(db);
      const audit = await auditLedger(db);
      if (Number(left[0]?.open) !== 0 || !audit.ok)
        throw new Error(`${name}: settlement left orders or broke the audit`);
      const orders = USERS * ORDERS_PER_USER;
      return [
        {
          label: `${name}: ${orders.toLocaleString('en-US')} orders closing on one tick, settled in`,
          value: elapsed,
          unit: 'ms',
        },
        { label: `${name}: orders settled per second`, value: (orders / elapsed) * 1000, unit: '/s' },
      ];
    },
  );

export const optionsSettlement: Bench = {
  name: 'options-settlement',
  summary: '100,000 seconds options expiring on the same tick: settled with the ledger, then audited',
  onlyWhenNamed: true,
  run: async () => {
    const figures: Figure[] = [];
    for (const database of databases()) {
      const config = database.config as { databaseUrl?: string; schema?: string };
      figures.push(...(await settleOn(database.name, config)));
    }
    return figures;
  },
};
