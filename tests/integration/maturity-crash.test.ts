/**
 * Maturities survive a crash: a server process holding 1,200 locked-mining orders, 300
 * dual-investment orders and 300 IEO subscriptions is moved eight days on (its simulated clock),
 * so that its next ticks pay five days of yields, release every mining order, settle every dual
 * order and allocate the IEO round, and is killed with SIGKILL once the first mining days have been
 * paid. Started again on the same data, it does what was left: every mining order has each of its
 * days paid once, at core's `miningYieldOf`, and is released once; every dual order is settled
 * once, on the price in force at its maturity, at core's `dualPayoutOf`; the IEO round is allocated
 * once, each subscription by core's `ieoAllocation`; the ledger balances. On PGlite (a directory on
 * disk) and, when TEST_DATABASE_URL is set, PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { Decimal, dualPayoutOf, ieoAllocation, miningYieldOf } from '@tessera/core';
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
const ORDERS = 1200;
/** Plan 1: 5 days, at least 100 USDT. */
const PLAN = '1';
const DAYS = 5;
/** Dual orders of one share of today's 7-day BTC put (10 USDT a share). */
const DUAL_ORDERS = 300;
/** Subscriptions of the minimum to an IEO round in progress (at most 10 USDT each). */
const IEO_SUBSCRIPTIONS = 300;

const { call, login, fundedUser } = processClient(OPERATOR_KEY);

interface OrderRow {
  id: string;
  plan_id: number;
  amount: string;
  daily_rate_min: string;
  daily_rate_max: string;
  started_at: Date;
  decimals: number;
  state: string;
  ending: string | null;
  days_paid: number;
  earned: string;
}

/** Every dual order settled once, on the newest tick at or before its maturity, at core's `dualPayoutOf`. */
const expectDualSettledOnce = async (db: Awaited<ReturnType<typeof restartInProcess>>['database']) => {
  const { rows } = await sql<{
    id: string;
    invested: string;
    settle_price: string;
    settle_tick_id: string;
    payout: string;
    payout_asset: string;
    direction: 'call' | 'put';
    linked_price: string;
    annual_rate: string;
    days: number;
    base: string;
    quote: string;
    newest_tick_id: string;
  }>`
    select o.id, o.invested, o.settle_price, o.settle_tick_id, o.payout, o.payout_asset, p.direction,
      p.linked_price, p.annual_rate, p.days, p.base, p.quote,
      (select id from market_ticks k where k.symbol = p.symbol and k.at <= o.matures_at
        order by k.at desc, k.id desc limit 1) as newest_tick_id
    from dual_orders o join dual_products p on p.id = o.product_id order by o.id`.execute(db);
  expect(rows).toHaveLength(DUAL_ORDERS);
  for (const order of rows) {
    expect(String(order.settle_tick_id)).toBe(String(order.newest_tick_id));
    const expected = dualPayoutOf(
      {
        direction: order.direction,
        invested: new Decimal(order.invested),
        linkedPrice: new Decimal(order.linked_price),
        annualRate: new Decimal(order.annual_rate),
        days: order.days,
        base: order.base,
        quote: order.quote,
        baseDecimals: 8,
        quoteDecimals: 6,
      },
      order.settle_price,
    );
    expect({ asset: order.payout_asset, amount: new Decimal(order.payout) }).toEqual(expected);
  }
  const { rows: settlements } = await sql<{ count: string }>`
    select count(*) from ledger_entries e join journals j on j.id = e.journal_id
    where j.reason = 'dual_settlement' and e.bucket = 'frozen'`.execute(db);
  expect(Number(settlements[0]?.count)).toBe(DUAL_ORDERS);
};

/** The round was allocated once, each subscription by core's `ieoAllocation` on the recorded applications. */
const expectIeoAllocatedOnce = async (db: Awaited<ReturnType<typeof restartInProcess>>['database']) => {
  const { rows: projects } = await sql<{
    id: string;
    total_issuance: string;
    applied: string;
    allocated: string;
  }>`
    select id, total_issuance, applied, allocated from ieo_projects
    where id in (select project_id from ieo_subscriptions)`.execute(db);
  expect(projects).toHaveLength(1);
  const project = projects[0] as (typeof projects)[number];
  const { rows: subscriptions } = await sql<{ id: string; amount: string; passed: string; state: string }>`
    select id, amount, passed, state from ieo_subscriptions order by id`.execute(db);
  expect(subscriptions).toHaveLength(IEO_SUBSCRIPTIONS);
  const expected = ieoAllocation({
    totalIssuance: project.total_issuance,
    tokenDecimals: 2,
    subscriptions: subscriptions.map((row) => ({ id: Number(row.id), amount: row.amount })),
  });
  expect(new Decimal(project.applied)).toEqual(expected.applied);
  expect(new Decimal(project.allocated)).toEqual(expected.allocated);
  for (const row of subscriptions) {
    expect(['locked', 'released']).toContain(row.state);
    expect(new Decimal(row.passed)).toEqual(expected.passed.get(Number(row.id)));
  }
  const { rows: journals } = await sql<{ count: string }>`
    select count(*) from journals where reason = 'ieo_allocation'`.execute(db);
  expect(Number(journals[0]?.count)).toBe(1);
};

const crashDuringMaturities = async (database: CrashDatabase) => {
  // 1,200 purchases from one address: past the default request budget.
  const first = await startServerProcess({
    OPERATOR_KEY,
    CLOCK: 'simulated',
    REQUESTS_PER_MINUTE: '100000',
    ...database.env,
  });
  let paidBeforeKill = 0;
  try {
    const user = await fundedUser(first.url, 'mining', String(ORDERS * 100));
    for (let batch = 0; batch < ORDERS; batch += 200) {
      const bought = await Promise.all(
        Array.from({ length: 200 }, () =>
          call(first.url, '/lh/deposit', { config_id: PLAN, amount: '100' }, user.token),
        ),
      );
      expect(bought.every((answer) => answer?.type === 'ok')).toBe(true);
    }
    await call(first.url, '/operator/deposits/confirm', {
      user: user.name,
      currency: 'USDT',
      amount: String(DUAL_ORDERS * 10 + IEO_SUBSCRIPTIONS * 10),
      reference: `crash-dual-${user.name}`,
    });
    let products: { id: number; symbol: string; type: string; days: number }[] = [];
    for (let waited = 0; products.length === 0; waited += 100) {
      if (waited > 30_000) throw new Error('no dual products were issued');
      products = ((await call(first.url, '/dual/index'))?.message ?? []) as typeof products;
      await pause(100);
    }
    const put = products.find((p) => p.symbol === 'BTC/USDT' && p.type === 'put' && p.days === 7);
    const invested = await Promise.all(
      Array.from({ length: DUAL_ORDERS }, () =>
        call(first.url, '/dual/buyDual', { id: String(put?.id), num: '1' }, user.token),
      ),
    );
    expect(invested.every((answer) => answer?.type === 'ok')).toBe(true);
    // One of the two templates' rounds is always taking subscriptions (their warm-ups never overlap).
    const rounds = ((await call(first.url, '/project'))?.message ?? []) as {
      id: number;
      status: string;
      min_amount: string;
    }[];
    const open = rounds.find((round) => round.status === 'in_progress');
    const subscribed = await Promise.all(
      Array.from({ length: IEO_SUBSCRIPTIONS }, () =>
        call(
          first.url,
          '/project/order',
          { project_id: String(open?.id), amount: String(open?.min_amount) },
          user.token,
        ),
      ),
    );
    expect(subscribed.every((answer) => answer?.type === 'ok')).toBe(true);

    await call(first.url, '/operator/clock/advance', { seconds: String(8 * 86_400) });
    const token = await login(first.url, user.name);
    for (let waited = 0; waited < 30_000; waited += 5) {
      const page = (await call(first.url, '/lh/deposit/order/detail?id=1', undefined, token))?.message;
      if (typeof page?.days_paid === 'number' && page.days_paid > 0) {
        paidBeforeKill = page.days_paid;
        break;
      }
      await pause(5);
    }
    await killServerProcess(first.child);

    const server = await restartInProcess(OPERATOR_KEY, database);
    try {
      const db = server.database;
      for (let waited = 0; ; waited += 100) {
        const { rows } = await sql<{ active: string; purchased: string; applied: string }>`
          select (select count(*) from mining_orders where state = 'active') as active,
            (select count(*) from dual_orders where state = 'purchased') as purchased,
            (select count(*) from ieo_subscriptions where state = 'applied') as applied`.execute(db);
        if (
          Number(rows[0]?.active) === 0 &&
          Number(rows[0]?.purchased) === 0 &&
          Number(rows[0]?.applied) === 0
        )
          break;
        if (waited > 60_000) throw new Error('the restarted server did not pay what was due');
        await pause(100);
      }
      const audit = await call(server.url, '/operator/audit');
      expect(audit?.message).toMatchObject({ ok: true, violations: [] });

      const { rows: orders } = await sql<OrderRow>`select * from mining_orders order by id`.execute(db);
      expect(orders).toHaveLength(ORDERS);
      const { rows: yields } = await sql<{ order_id: string; day: number; rate: string; amount: string }>`
        select order_id, day, rate, amount from mining_yields order by order_id, day`.execute(db);
      expect(yields).toHaveLength(ORDERS * DAYS);
      const byOrder = new Map<string, typeof yields>();
      for (const paid of yields)
        byOrder.set(String(paid.order_id), [...(byOrder.get(String(paid.order_id)) ?? []), paid]);
      let earnedInAll = new Decimal(0);
      for (const order of orders) {
        expect(order).toMatchObject({ state: 'redeemed', ending: 'maturity', days_paid: DAYS });
        const coreOrder = {
          planId: order.plan_id,
          amount: new Decimal(order.amount),
          dailyRateMin: new Decimal(order.daily_rate_min),
          dailyRateMax: new Decimal(order.daily_rate_max),
          startedAt: new Date(order.started_at).toISOString(),
          decimals: order.decimals,
        };
        const paid = byOrder.get(String(order.id)) ?? [];
        expect(paid.map((day) => day.day)).toEqual([1, 2, 3, 4, 5]);
        for (const day of paid) {
          const expected = miningYieldOf(coreOrder, day.day);
          expect(new Decimal(day.rate)).toEqual(expected.rate);
          expect(new Decimal(day.amount)).toEqual(expected.amount);
        }
        expect(new Decimal(order.earned)).toEqual(
          paid.reduce((sum, day) => sum.plus(day.amount), new Decimal(0)),
        );
        earnedInAll = earnedInAll.plus(order.earned);
      }
      const { rows: releases } = await sql<{ count: string }>`
        select count(*) from ledger_entries e join journals j on j.id = e.journal_id
        where j.reason = 'mining_release' and e.bucket = 'frozen'`.execute(db);
      expect(Number(releases[0]?.count)).toBe(ORDERS);
      await expectDualSettledOnce(db);
      await expectIeoAllocatedOnce(db);
      const balances = (await call(server.url, `/operator/balances?user=${user.name}`))?.message as {
        account: string;
        currency: string;
        available: string;
        frozen: string;
      }[];
      expect(balances.find((row) => row.account === 'balance' && row.currency === 'USDT')).toMatchObject({
        frozen: '0',
      });
      expect(balances.find((row) => row.account === 'mining')).toMatchObject({
        available: earnedInAll.plus(ORDERS * 100).toFixed(),
        frozen: '0',
      });
      return paidBeforeKill;
    } finally {
      await server.close();
    }
  } finally {
    await killServerProcess(first.child);
  }
};

describe('a server killed with SIGKILL while paying mining yields, releasing matured orders, settling dual investment and allocating an IEO round', () => {
  itRestartsOnEachDatabase(
    'pays each mining day once, releases each order once, settles each dual order once, allocates the round once',
    'maturities',
    crashDuringMaturities,
  );
});
