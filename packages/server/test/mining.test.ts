import {
  Decimal,
  lockMiningPenalty,
  MINING_CALCULATOR_VERSION,
  miningDailyRate,
  miningYieldOf,
} from '@tessera/core';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeOnEachDatabase, type Harness } from './support/harness.js';
import { archivedSettlement } from './support/proofs.js';
import { eventually, newTrader } from './support/traders.js';
import { walletOf } from './support/wallet.js';

const DAY_MS = 86_400_000;
/** Plan 1 of `contexts/mining/plans.ts`: USDT, 5 days, 0.3 %–0.4 % a day, at least 100, penalty 0.4 % a day left. */
const FIVE_DAYS = '1';

interface WireOrder {
  id: number;
  config_id: number;
  currency: string;
  decimals: number;
  amount: string;
  days: number;
  daily_rate_min: string;
  daily_rate_max: string;
  penalty_rate: string;
  state: 'active' | 'redeemed';
  days_paid: number;
  earned: string;
  started_at: string;
  matures_at: string;
  ending: 'maturity' | 'early' | null;
  penalty: string | null;
  returned: string | null;
  calculator_version: string;
}

interface WireYield {
  day: number;
  date: string;
  rate: string;
  amount: string;
}

/** A wire order as core's calculators take it. */
const coreOrder = (order: WireOrder) => ({
  planId: order.config_id,
  amount: new Decimal(order.amount),
  dailyRateMin: new Decimal(order.daily_rate_min),
  dailyRateMax: new Decimal(order.daily_rate_max),
  startedAt: order.started_at,
  decimals: order.decimals,
});

const miningCalls = (h: Harness) => {
  const buy = (token: string, amount: string, key?: string, plan = FIVE_DAYS) =>
    h.api.post(
      '/lh/deposit',
      { config_id: plan, amount },
      { token, ...(key === undefined ? {} : { headers: { 'idempotency-key': key } }) },
    );
  const redeem = (token: string, id: number, penalty: string, key?: string) =>
    h.api.post(
      '/lh/deposit/order/cancel',
      { id: String(id), penalty },
      { token, ...(key === undefined ? {} : { headers: { 'idempotency-key': key } }) },
    );
  const detail = async (token: string, id: number) =>
    (await h.api.get('/lh/deposit/order/detail', { id: String(id) }, { token })).body.message as WireOrder & {
      yields: WireYield[];
    };
  const mining = async (name: string, currency = 'USDT') => {
    const row = (await walletOf(h.api).balances(name)).find(
      (b) => b.account === 'mining' && b.currency === currency,
    );
    return { available: row?.available ?? '0', frozen: row?.frozen ?? '0' };
  };
  /** Waits for the holder's run to pay `days` days of the order. */
  const paid = (token: string, id: number, days: number) =>
    eventually(
      () => detail(token, id),
      (order) => order.days_paid >= days,
      `${days} days of order ${id}`,
    );
  return { buy, redeem, detail, mining, paid };
};

describeOnEachDatabase('locked mining', (h) => {
  const { buy, redeem, detail, mining, paid } = miningCalls(h);

  it('publishes the plans with their daily rate range, lock, minimum and penalty rate', async () => {
    const plans = (await h.api.get('/lh/deposit/config')).body.message;
    expect(plans[0]).toEqual({
      id: 1,
      currency: 'USDT',
      currency_id: 3,
      decimals: expect.any(Number),
      days: 5,
      daily_rate_min: '0.003',
      daily_rate_max: '0.004',
      min_amount: '100',
      penalty_rate: '0.004',
    });
  });

  it('locks the amount, pays each day at the plan’s rate of that date, and releases it at maturity', async () => {
    const trader = await newTrader(h.api, '10000', 'mining');
    const bought = (await buy(trader.token, '10000')).body.message as WireOrder;
    expect(bought).toMatchObject({
      state: 'active',
      amount: '10000',
      days: 5,
      days_paid: 0,
      earned: '0',
      ending: null,
      calculator_version: MINING_CALCULATOR_VERSION,
    });
    expect(Date.parse(bought.matures_at) - Date.parse(bought.started_at)).toBe(5 * DAY_MS);
    expect(await mining(trader.name)).toEqual({ available: '0', frozen: '10000' });

    h.clock.advance(5 * DAY_MS + 1000);
    // Sessions end after three idle days: the owner signs in again.
    const token = await h.api.login(trader.name);
    await paid(token, bought.id, 5);
    const order = await detail(token, bought.id);
    // What anyone can recompute: each day's rate from the plan and the date, the yield from the amount.
    const expected = [1, 2, 3, 4, 5].map((day) => {
      const { date, rate, amount } = miningYieldOf(coreOrder(bought), day);
      return { day, date, rate: rate.toFixed(), amount: amount.toFixed() };
    });
    expect(order.yields.map(({ day, date, rate, amount }) => ({ day, date, rate, amount }))).toEqual(
      expected,
    );
    for (const paidDay of order.yields)
      expect(miningDailyRate({ planId: 1, min: '0.003', max: '0.004', date: paidDay.date }).toFixed()).toBe(
        paidDay.rate,
      );
    // Each day is archived as paid, recomputable from the order's terms alone.
    for (const day of expected)
      expect((await archivedSettlement(h, `mining_yield:${bought.id}:${day.day}`)).result).toEqual({
        date: day.date,
        rate: day.rate,
        amount: day.amount,
      });
    const earned = expected.reduce((sum, day) => sum.plus(day.amount), new Decimal(0));
    expect(order).toMatchObject({
      state: 'redeemed',
      ending: 'maturity',
      penalty: '0',
      returned: '10000',
      earned: earned.toFixed(),
    });
    expect(await mining(trader.name)).toEqual({ available: earned.plus(10000).toFixed(), frozen: '0' });
    const lists = async (state: string) =>
      (await h.api.get('/lh/deposit/order', { state }, { token })).body.message;
    expect((await lists('active')).total).toBe(0);
    expect((await lists('redeemed')).total).toBe(1);
    expect((await walletOf(h.api).audit()).ok).toBe(true);
  });

  it('redeems early at the previewed penalty (spec: 0.4 % × 3 days left × 10,000 = 120), keeping the days earned', async () => {
    const trader = await newTrader(h.api, '10000', 'mining');
    const bought = (await buy(trader.token, '10000')).body.message as WireOrder;
    h.clock.advance(2 * DAY_MS + 1000);
    await paid(trader.token, bought.id, 2);
    const penalty = lockMiningPenalty({ ratio: '0.004', remainingDays: 3, lockedAmount: '10000' });
    expect(penalty.toFixed()).toBe('120');

    // A penalty the user was not shown is refused with the one in force, and nothing moves.
    const before = await mining(trader.name);
    const changed = (await redeem(trader.token, bought.id, '80')).body;
    expect(changed).toMatchObject({ type: 'error', code: 'MINING.PENALTY_CHANGED' });
    expect(changed.message).toContain('120');
    expect(await mining(trader.name)).toEqual(before);

    const redeemed = (await redeem(trader.token, bought.id, '120')).body.message as WireOrder;
    expect(redeemed).toMatchObject({
      state: 'redeemed',
      ending: 'early',
      penalty: '120',
      returned: '9880',
      days_paid: 2,
    });
    expect(await mining(trader.name)).toEqual({
      available: new Decimal(redeemed.earned).plus('9880').toFixed(),
      frozen: '0',
    });
    expect((await archivedSettlement(h, `mining_redemption:${bought.id}`)).result).toEqual({
      remaining_days: '3',
      penalty: '120',
      returned: '9880',
    });
    // Redeemed orders earn nothing more.
    h.clock.advance(2 * DAY_MS);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await detail(trader.token, bought.id)).yields).toHaveLength(2);
    expect((await redeem(trader.token, bought.id, '0')).body).toMatchObject({ code: 'MINING.ORDER_ENDED' });
    expect((await walletOf(h.api).audit()).ok).toBe(true);
  });

  it('refuses bad purchases and redemptions with a clear error, and changes nothing', async () => {
    const trader = await newTrader(h.api, '150', 'mining');
    const refused = async (amount: string, plan?: string) =>
      (await buy(trader.token, amount, undefined, plan)).body;
    expect(await refused('100', '99')).toMatchObject({ type: 'error', code: 'MINING.UNKNOWN_PLAN' });
    expect(await refused('99.99')).toMatchObject({ code: 'MINING.BELOW_MIN_AMOUNT' });
    expect(await refused('100.0000001')).toMatchObject({ code: 'MINING.AMOUNT_STEP' });
    expect(await refused('abc')).toMatchObject({ code: 'WALLET.AMOUNT_FORMAT' });
    expect(await refused('151')).toMatchObject({ code: 'WALLET.INSUFFICIENT_BALANCE' });
    expect(await mining(trader.name)).toEqual({ available: '150', frozen: '0' });

    const bought = (await buy(trader.token, '100')).body.message as WireOrder;
    const other = await newTrader(h.api, '1', 'mining');
    expect((await redeem(other.token, bought.id, '2')).body).toMatchObject({
      code: 'MINING.ORDER_NOT_FOUND',
    });
    expect((await redeem(trader.token, bought.id, '-1')).body).toMatchObject({
      code: 'SHARED.INVALID_PARAMS',
    });
    expect(
      (await h.api.get('/lh/deposit/order', { state: 'done' }, { token: trader.token })).body,
    ).toMatchObject({
      code: 'SHARED.INVALID_PARAMS',
    });
    expect(await mining(trader.name)).toEqual({ available: '50', frozen: '100' });
  });

  it('refuses an early redemption once the lock has run: the order is released without a penalty', async () => {
    const trader = await newTrader(h.api, '100', 'mining');
    const bought = (await buy(trader.token, '100')).body.message as WireOrder;
    h.clock.advance(5 * DAY_MS + 1000);
    const token = await h.api.login(trader.name);
    const refused = (await redeem(token, bought.id, '0')).body;
    expect(['MINING.ALREADY_MATURED', 'MINING.ORDER_ENDED']).toContain(refused.code);
    const order = await paid(token, bought.id, 5);
    expect(order).toMatchObject({ ending: 'maturity', penalty: '0', returned: '100' });
  });

  it('locks exactly what the balance covers under 200 parallel purchases, and once per idempotency key', async () => {
    const trader = await newTrader(h.api, '10000', 'mining');
    const answers = await Promise.all(Array.from({ length: 200 }, () => buy(trader.token, '100')));
    const codes = answers.map((answer) => answer.body.code ?? answer.body.type);
    expect(codes.filter((code) => code === 'ok')).toHaveLength(100);
    expect(codes.filter((code) => code === 'WALLET.INSUFFICIENT_BALANCE')).toHaveLength(100);
    expect(await mining(trader.name)).toEqual({ available: '0', frozen: '10000' });

    const again = await newTrader(h.api, '1000', 'mining');
    const keyed = await Promise.all(
      Array.from({ length: 50 }, () => buy(again.token, '100', 'mining-key-1')),
    );
    expect(new Set(keyed.map((answer) => answer.body.message?.id)).size).toBe(1);
    expect(await mining(again.name)).toEqual({ available: '900', frozen: '100' });
  });

  it('redeems once under 200 parallel redemptions racing the day’s yield, and pays no day twice', async () => {
    const trader = await newTrader(h.api, '1000', 'mining');
    const bought = (await buy(trader.token, '1000')).body.message as WireOrder;
    // The first day ends now: the holder's run and the redemptions reach for it together.
    h.clock.advance(DAY_MS + 1);
    const penalty = lockMiningPenalty({ ratio: '0.004', remainingDays: 4, lockedAmount: '1000' }).toFixed();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        redeem(trader.token, bought.id, penalty, `mining-race-${index}`),
      ),
    );
    const codes = answers.map((answer) => answer.body.code ?? answer.body.type);
    expect(codes.filter((code) => code === 'ok')).toHaveLength(1);
    expect(new Set(codes.filter((code) => code !== 'ok'))).toEqual(new Set(['MINING.ORDER_ENDED']));
    const order = await detail(trader.token, bought.id);
    expect(order).toMatchObject({
      state: 'redeemed',
      ending: 'early',
      days_paid: 1,
      penalty,
      returned: '984',
    });
    expect(order.yields).toHaveLength(1);
    const { rows } = await sql<{ count: string }>`
      select count(*) from mining_yields where order_id = ${String(bought.id)}`.execute(h.server.database);
    expect(Number(rows[0]?.count)).toBe(1);
    expect(await mining(trader.name)).toEqual({
      available: new Decimal(order.earned).plus('984').toFixed(),
      frozen: '0',
    });
    expect((await walletOf(h.api).audit()).ok).toBe(true);
  });
});
