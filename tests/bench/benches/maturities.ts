import { Decimal } from '@tessera/core';
import { sql } from 'kysely';
import { settleDueDual } from '../../../packages/server/src/contexts/dual/index.js';
import { allocateDueIeo } from '../../../packages/server/src/contexts/ieo/index.js';
import { watchLoans } from '../../../packages/server/src/contexts/loans/index.js';
import { payDueYields } from '../../../packages/server/src/contexts/mining/index.js';
import { AssetBook, auditLedger, postJournal } from '../../../packages/server/src/contexts/wallet/index.js';
import type { Bench, Figure } from '../bench.js';
import { type BenchDatabase, withSeededUsers } from './seeded-database.js';
import { databases } from './server-thread.js';

const USERS = 1_000;
const ORDERS_PER_USER = 100;
const ORDERS = USERS * ORDERS_PER_USER;
const STARTED_AT = new Date('2026-01-01T00:00:00Z');
const DAY_MS = 86_400_000;

/** Every order settled and the ledger balanced, or the figure means nothing. */
const checked = async (db: BenchDatabase, name: string, left: string) => {
  const { rows } = await sql<{ left: string }>`${sql.raw(left)}`.execute(db);
  const audit = await auditLedger(db);
  if (Number(rows[0]?.left) !== 0 || !audit.ok)
    throw new Error(`${name}: orders left unsettled or the audit broke`);
};

const figures = (name: string, what: string, elapsed: number): Figure[] => [
  { label: `${name}: ${ORDERS.toLocaleString('en-US')} ${what} in`, value: elapsed, unit: 'ms' },
  { label: `${name}: ${what} per second`, value: (ORDERS / elapsed) * 1000, unit: '/s' },
];

/**
 * 100,000 locked-mining orders (1,000 users × 100 of 100 USDT, plan 1) on their last day, paid by
 * the server's `payDueYields` straight on the database: each order's yield (core's `miningYieldOf`),
 * its release, the ledger and a row per (order, day), in transactions of 1,000; then the audit.
 */
const lastMiningDay = (name: string, config: { databaseUrl?: string; schema?: string }) =>
  withSeededUsers(
    config,
    { users: USERS, wallet: 'mining', asset: 'USDT', frozen: String(100 * ORDERS_PER_USER), at: STARTED_AT },
    async (db) => {
      await sql`
        insert into mining_orders (user_id, plan_id, asset, decimals, amount, days, daily_rate_min,
          daily_rate_max, penalty_rate, state, days_paid, started_at, matures_at, next_yield_at, calculator_version)
        select u.id, 1, 'USDT', 6, 100, 5, 0.003, 0.004, 0.004, 'active', 4, ${STARTED_AT},
          ${new Date(STARTED_AT.getTime() + 5 * DAY_MS)}, ${new Date(STARTED_AT.getTime() + 5 * DAY_MS)}, 'mining/1'
        from users u cross join generate_series(1, ${ORDERS_PER_USER}) g
        where u.username like 'bench%'`.execute(db);
      const started = performance.now();
      await payDueYields(db, new Date(STARTED_AT.getTime() + 5 * DAY_MS + 1000));
      const elapsed = performance.now() - started;
      await checked(db, name, "select count(*) as left from mining_orders where state = 'active'");
      return figures(name, 'mining orders paid their last day and released', elapsed);
    },
  );

/**
 * 100,000 dual-investment orders (1,000 users × 100 shares of a 7-day BTC put, 10 USDT each)
 * maturing on one tick, settled by the server's `settleDueDual`: the price in force at maturity
 * looked up, core's `dualPayoutOf` per order, the ledger and every order written, in transactions
 * of 1,000; then the audit.
 */
const dualMaturity = (name: string, config: { databaseUrl?: string; schema?: string }) =>
  withSeededUsers(
    config,
    { users: USERS, wallet: 'balance', asset: 'USDT', frozen: String(10 * ORDERS_PER_USER), at: STARTED_AT },
    async (db) => {
      const maturesAt = new Date(STARTED_AT.getTime() + 7 * DAY_MS);
      await sql`insert into market_ticks (symbol, price, volume, at) values
        ('BTC/USDT', 60000, 1, ${STARTED_AT}),
        ('BTC/USDT', 57000, 1, ${new Date(maturesAt.getTime() - 500)}),
        ('BTC/USDT', 57010, 1, ${new Date(maturesAt.getTime() + 500)})`.execute(db);
      await sql`
        insert into dual_products (template, issue_date, symbol, direction, base, quote, invest_asset,
          share_size, annual_rate, linked_price, days, issue_tick_id, issue_price, issue_tick_at,
          subscription_ends_at, matures_at, total_shares, remaining_shares)
        select 'btc-put-3-7', '2026-01-01', 'BTC/USDT', 'put', 'BTC', 'USDT', 'USDT', 10, 0.365, 58200, 7,
          id, 60000, at, ${new Date(STARTED_AT.getTime() + DAY_MS)}, ${maturesAt}, ${ORDERS}, 0
        from market_ticks where at = ${STARTED_AT}`.execute(db);
      await sql`
        insert into dual_orders (user_id, product_id, shares, invested, purchased_at, matures_at, state)
        select u.id, p.id, 1, 10, ${STARTED_AT}, ${maturesAt}, 'purchased'
        from users u cross join generate_series(1, ${ORDERS_PER_USER}) g cross join dual_products p
        where u.username like 'bench%'`.execute(db);
      const assets = await AssetBook.load(db);
      const started = performance.now();
      await settleDueDual(db, assets, new Date(maturesAt.getTime() + 1000));
      const elapsed = performance.now() - started;
      await checked(db, name, "select count(*) as left from dual_orders where state = 'purchased'");
      return figures(name, 'dual orders settled at maturity', elapsed);
    },
  );

/**
 * One IEO round of 1,000,000 NOVA oversubscribed by 100,000 applications (1,000 users × 100 of 20
 * NOVA, 1 USDT each), allocated by the server's `allocateDueIeo`: core's `ieoAllocation`, every
 * payment split into cost and refund, the passed tokens locked, in the round's one transaction;
 * then the audit.
 */
const ieoAllocationRound = (name: string, config: { databaseUrl?: string; schema?: string }) =>
  withSeededUsers(
    config,
    { users: USERS, wallet: 'balance', asset: 'USDT', frozen: String(ORDERS_PER_USER), at: STARTED_AT },
    async (db) => {
      const endsAt = new Date(STARTED_AT.getTime() + 3 * DAY_MS);
      await sql`
        insert into ieo_projects (template, round, name, token, pay_asset, price, total_issuance, min_amount,
          lock_days, announced_at, starts_at, ends_at, unlocks_at, white_paper, website, applied, state)
        values ('nova', 0, 'Nova Network', 'NOVA', 'USDT', 0.05, 1000000, 20, 7, ${STARTED_AT}, ${STARTED_AT},
          ${endsAt}, ${new Date(endsAt.getTime() + 7 * DAY_MS)}, 'https://nova.example/white-paper',
          'https://nova.example', ${ORDERS * 20}, 'open')`.execute(db);
      await sql`
        insert into ieo_subscriptions (user_id, project_id, amount, paid, subscribed_at, unlocks_at, state)
        select u.id, p.id, 20, 1, ${STARTED_AT}, p.unlocks_at, 'applied'
        from users u cross join generate_series(1, ${ORDERS_PER_USER}) g cross join ieo_projects p
        where u.username like 'bench%'`.execute(db);
      const assets = await AssetBook.load(db);
      const started = performance.now();
      await allocateDueIeo(db, assets, new Date(endsAt.getTime() + 1000));
      const elapsed = performance.now() - started;
      await checked(db, name, "select count(*) as left from ieo_subscriptions where state = 'applied'");
      return figures(name, 'IEO applications allocated', elapsed);
    },
  );

/**
 * 1,000 active OTC loans (one per user: 600,000 USDT borrowed and kept in the margin account beside
 * a 200,000 USDT pledge, a 7-day term) watched by the server's `watchLoans` as after a tick: once
 * with every loan safe (what each tick costs), then 45 days overdue, when all are below 110 % and
 * closed, each in its own transaction by core's `loanLiquidation`; then the audit.
 */
const loanWatch = (name: string, config: { databaseUrl?: string; schema?: string }) =>
  withSeededUsers(
    config,
    { users: USERS, wallet: 'margin', asset: 'USDT', frozen: '200000', at: STARTED_AT },
    async (db) => {
      const { rows: users } = await sql<{ id: number }>`
        insert into loans (user_id, state, currency, amount, margin_currency, margin, leverage, term_days,
          contact_uid, lang, applied_at, funded_at, due_at)
        select u.id, 'active', 'USDT', 600000, 'USDT', 200000, 3, 7, '100234', 'en', ${STARTED_AT}, ${STARTED_AT},
          ${new Date(STARTED_AT.getTime() + 7 * DAY_MS)}
        from users u where u.username like 'bench%' returning user_id as id`.execute(db);
      const amount = new Decimal(600_000);
      await db.transaction().execute((trx) =>
        postJournal(
          trx,
          {
            reason: 'loan_funding',
            ref: { type: 'bench', id: 1 },
            user: null,
            postings: [
              { account: { platform: 'loans', asset: 'USDT' }, amount: amount.times(users.length).negated() },
              ...users.map((user) => ({
                account: { user: Number(user.id), wallet: 'margin' as const, asset: 'USDT' },
                amount,
              })),
            ],
          },
          STARTED_AT,
        ),
      );
      const watch = watchLoans({ db, assets: await AssetBook.load(db), outbox: { send: async () => {} } });
      let started = performance.now();
      await watch(new Date(STARTED_AT.getTime() + DAY_MS));
      const safe = performance.now() - started;
      started = performance.now();
      await watch(new Date(STARTED_AT.getTime() + 52 * DAY_MS));
      const closing = performance.now() - started;
      await checked(db, name, "select count(*) as left from loans where state = 'active'");
      return [
        {
          label: `${name}: risk watch over ${users.length.toLocaleString('en-US')} active loans, one tick`,
          value: safe,
          unit: 'ms',
        },
        {
          label: `${name}: ${users.length.toLocaleString('en-US')} loans closed below 110 % in`,
          value: closing,
          unit: 'ms',
        },
      ];
    },
  );

export const maturities: Bench = {
  name: 'maturities',
  summary:
    '100,000 mining orders paid their last day and released; 100,000 dual orders settled on one tick; an IEO round of 100,000 applications allocated; 1,000 OTC loans watched and closed; audited',
  onlyWhenNamed: true,
  run: async () => {
    const all: Figure[] = [];
    for (const database of databases()) {
      const config = database.config as { databaseUrl?: string; schema?: string };
      all.push(
        ...(await lastMiningDay(database.name, config)),
        ...(await dualMaturity(database.name, config)),
        ...(await ieoAllocationRound(database.name, config)),
        ...(await loanWatch(database.name, config)),
      );
    }
    return all;
  },
};
