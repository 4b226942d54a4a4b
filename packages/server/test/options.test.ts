import { Decimal, optionsPayout } from '@tessera/core';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeOnEachDatabase, type Harness } from './support/harness.js';
import { callEveryOperatorEndpoint, operatorCalls } from './support/operator-calls.js';
import { newTrader } from './support/traders.js';
import { newVerifiedUser, USDT, walletOf } from './support/wallet.js';

/** BTC/USDT as `/microtrade/submit` names it: the base coin's id; stakes in USDT (coin 3). */
const BTC_MATCH = '1';
const UP = '1';
const DOWN = '2';
const TICK_MS = 100;

interface WireOrder {
  id: number;
  state: 'open' | 'settled';
  direction: 'up' | 'down';
  number: string;
  payout_rate: string;
  open: { tick_id: number; price: string; at: string };
  closes_at: string;
  settlement: null | {
    close: { tick_id: number; price: string; at: string };
    outcome: string;
    payout: string;
    calculator_version: string;
  };
}

/** The order calls and checks every options suite uses, on its harness. */
const optionCalls = (h: Harness) => {
  const submit = (token: string, fields: Record<string, string> = {}, key?: string) =>
    h.api.post(
      '/microtrade/submit',
      { match_id: BTC_MATCH, currency_id: USDT, type: UP, seconds: '30', number: '100', ...fields },
      { token, ...(key === undefined ? {} : { headers: { 'idempotency-key': key } }) },
    );
  const result = async (token: string, id: number) =>
    (await h.api.get('/microtrade/get_result', { id: String(id) }, { token })).body.message as WireOrder;
  /** Waits for the server's ticks to settle the order (the clock already moved past its close). */
  const settled = async (token: string, id: number) => {
    for (let waited = 0; waited < 15_000; waited += TICK_MS) {
      const order = await result(token, id);
      if (order.state === 'settled') return order;
      await new Promise((resolve) => setTimeout(resolve, TICK_MS));
    }
    throw new Error(`order ${id} was not settled`);
  };
  /** What core's calculator says of an order, on the prices the feed recorded: the recomputation anyone can do. */
  const recomputed = async (order: WireOrder) => {
    const { rows } = await sql<{ id: string; price: string }>`
      select id, price from market_ticks where symbol = 'BTC/USDT' and at <= ${new Date(order.closes_at)}
      order by at desc, id desc limit 1`.execute(h.server.database);
    const close = rows[0];
    if (close === undefined) throw new Error('no recorded price at the close');
    const { outcome, payout } = optionsPayout({
      direction: order.direction,
      stake: order.number,
      openPrice: order.open.price,
      closePrice: close.price,
      payoutRate: order.payout_rate,
    });
    return { closeTickId: Number(close.id), closePrice: close.price, outcome, payout: payout.toFixed() };
  };
  const settlementOf = (order: WireOrder) => ({
    closeTickId: order.settlement?.close.tick_id,
    closePrice: order.settlement?.close.price,
    outcome: order.settlement?.outcome,
    payout: order.settlement?.payout,
  });
  return { submit, result, settled, recomputed, settlementOf };
};

describeOnEachDatabase(
  'seconds options',
  (h) => {
    const { submit, settled, recomputed, settlementOf } = optionCalls(h);
    const options = async (name: string) => {
      const row = (await walletOf(h.api).balances(name)).find(
        (b) => b.account === 'options' && b.currency === 'USDT',
      );
      return { available: row?.available ?? '0', frozen: row?.frozen ?? '0' };
    };

    it('publishes the durations with their payout rates, minimum stakes and the expected return, and the coins', async () => {
      const offer = (await h.api.get('/microtrade/seconds')).body.message;
      expect(offer.durations[0]).toEqual({
        seconds: 30,
        payout_rate: '0.85',
        min_stake: '10',
        expected_return: '-0.075',
      });
      expect(offer.markets).toContainEqual({ match_id: 1, symbol: 'BTC/USDT' });
      expect((await h.api.get('/microtrade/payable_currencies')).body.message).toEqual([
        { id: 3, name: 'USDT' },
      ]);
    });

    it('opens at the newest recorded tick, freezes the stake, and settles once at the price in force at the close', async () => {
      const trader = await newTrader(h.api, '1000');
      const opened = (await submit(trader.token)).body.message as WireOrder;
      expect(opened).toMatchObject({
        state: 'open',
        direction: 'up',
        number: '100',
        payout_rate: '0.85',
        settlement: null,
      });
      const openTick = await sql<{ price: string; symbol: string }>`
        select price, symbol from market_ticks where id = ${String(opened.open.tick_id)}`.execute(
        h.server.database,
      );
      expect(openTick.rows[0]).toEqual({ price: opened.open.price, symbol: 'BTC/USDT' });
      expect(await options(trader.name)).toEqual({ available: '900', frozen: '100' });

      h.clock.advance(31_000);
      const order = await settled(trader.token, opened.id);
      const expected = await recomputed(order);
      expect(settlementOf(order)).toEqual(expected);
      expect(order.settlement?.calculator_version).toBe('options-payout/1');
      expect(await options(trader.name)).toEqual({
        available: new Decimal(expected.payout).plus(900).toFixed(),
        frozen: '0',
      });
      const [told] = (await h.api.get('/mailMessage/getList', {}, { token: trader.token })).body.message.data;
      expect(told).toMatchObject({
        topic: 'option_settled',
        facts: {
          order: String(opened.id),
          symbol: 'BTC/USDT',
          outcome: expected.outcome,
          payout: expected.payout,
          profit: new Decimal(expected.payout).minus(100).toFixed(),
          asset: 'USDT',
        },
      });
      const lists = async (state: string) =>
        (await h.api.get('/microtrade/lists', { state }, { token: trader.token })).body.message;
      expect((await lists('open')).total).toBe(0);
      expect(await lists('settled')).toMatchObject({ total: 1, per_page: 5 });
      expect((await walletOf(h.api).audit()).ok).toBe(true);
    });

    it('refuses what is not on offer with a clear error, and changes nothing', async () => {
      const trader = await newTrader(h.api, '100');
      const refused = async (fields: Record<string, string>) => (await submit(trader.token, fields)).body;
      expect(await refused({ match_id: '99' })).toMatchObject({
        type: 'error',
        code: 'OPTIONS.UNKNOWN_MARKET',
      });
      expect(await refused({ currency_id: '1' })).toMatchObject({ code: 'OPTIONS.UNKNOWN_CURRENCY' });
      expect(await refused({ seconds: '45' })).toMatchObject({ code: 'OPTIONS.UNKNOWN_DURATION' });
      expect(await refused({ number: '9.99' })).toMatchObject({ code: 'OPTIONS.BELOW_MIN_STAKE' });
      expect(await refused({ number: '10.001' })).toMatchObject({ code: 'OPTIONS.STAKE_STEP' });
      expect(await refused({ number: '100.01' })).toMatchObject({ code: 'WALLET.INSUFFICIENT_BALANCE' });
      expect(
        (await h.api.get('/microtrade/get_result', { id: '999999' }, { token: trader.token })).body,
      ).toMatchObject({
        code: 'OPTIONS.ORDER_NOT_FOUND',
      });
      expect(await options(trader.name)).toEqual({ available: '100', frozen: '0' });
    });

    it('is not offered to users verified as residents of a restricted country (the EU and the UK by default)', async () => {
      const fundedOptions = async (country: string) => {
        const user = await newVerifiedUser(h.api, country);
        await walletOf(h.api).deposit(user.email, 'USDT', '100');
        await h.api.post(
          '/wallet/change',
          { currency_id: USDT, number: '100', from_field: 'balance', to_field: 'options' },
          { token: user.token },
        );
        return user;
      };
      const french = await fundedOptions('FR');
      const refused = await h.api.post(
        '/microtrade/submit',
        { match_id: BTC_MATCH, currency_id: USDT, type: UP, seconds: '30', number: '10' },
        { token: french.token, lang: 'fra' },
      );
      expect(refused.body).toMatchObject({ type: 'error', code: 'OPTIONS.NOT_OFFERED_IN_COUNTRY' });
      expect(refused.body.message).toContain('(France)');
      expect(
        (await walletOf(h.api).balances(french.email)).find((b) => b.account === 'options'),
      ).toMatchObject({
        available: '100',
        frozen: '0',
      });
      const american = await fundedOptions('US');
      expect((await submit(american.token, { number: '10' })).body.type).toBe('ok');
    });

    it('opens one order for a repeated idempotency key', async () => {
      const trader = await newTrader(h.api, '100');
      const [first, second] = await Promise.all([
        submit(trader.token, { number: '40' }, 'option-key-1'),
        submit(trader.token, { number: '40' }, 'option-key-1'),
      ]);
      expect(first.body.message.id).toBe(second.body.message.id);
      expect(await options(trader.name)).toEqual({ available: '60', frozen: '40' });
    });

    it('lets exactly the affordable orders through under 200 parallel submissions', async () => {
      const trader = await newTrader(h.api, '1000');
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          submit(trader.token, { number: '10', type: i % 2 === 0 ? UP : DOWN }),
        ),
      );
      const accepted = answers.filter((answer) => answer.body.type === 'ok');
      expect(accepted).toHaveLength(100);
      expect(answers.filter((answer) => answer.body.code === 'WALLET.INSUFFICIENT_BALANCE')).toHaveLength(
        100,
      );
      expect(await options(trader.name)).toEqual({ available: '0', frozen: '1000' });
      expect((await walletOf(h.api).audit()).ok).toBe(true);
    });
  },
  { tickMs: TICK_MS },
);

describeOnEachDatabase(
  'seconds options, whoever calls what',
  (h) => {
    const { submit, settled, recomputed, settlementOf } = optionCalls(h);

    it('settles two dozen orders (both directions, three durations, odd stakes) as core’s calculator does on the recorded prices', async () => {
      const trader = await newTrader(h.api, '10000');
      const orders: WireOrder[] = [];
      for (let i = 0; i < 24; i++) {
        const answer = await submit(trader.token, {
          type: i % 3 === 0 ? DOWN : UP,
          seconds: ['30', '60', '120'][i % 3] ?? '30',
          number: `${50 + ((i * 37) % 200)}.${String(i % 100).padStart(2, '0')}`,
        });
        orders.push(answer.body.message as WireOrder);
        // Orders open across several ticks, so their open prices differ.
        await new Promise((resolve) => setTimeout(resolve, TICK_MS));
      }
      h.clock.advance(121_000);
      for (const order of orders) {
        const done = await settled(trader.token, order.id);
        expect(settlementOf(done)).toEqual(await recomputed(done));
      }
      // Each settled order names its round's journal (no foreign key holds it: the settlement does).
      const { rows: orphans } = await sql<{ count: string }>`
        select count(*) as count from option_orders o
        where o.state = 'settled' and not exists (select 1 from journals j where j.id = o.journal_id)`.execute(
        h.server.database,
      );
      expect(Number(orphans[0]?.count)).toBe(0);
      expect((await walletOf(h.api).audit()).ok).toBe(true);
    });

    it('lets no operator call change an order or a position: every operator endpoint, called while they run', async () => {
      const trader = await newTrader(h.api, '1000');
      const opened = (await submit(trader.token, { type: DOWN, number: '250' })).body.message as WireOrder;
      const holder = await newTrader(h.api, '1000', 'futures');
      const position = (
        await h.api.post(
          '/lever/submit',
          { currency_id: '1', legal_id: USDT, type: '2', multiple: '20', lots: '3' },
          { token: holder.token },
        )
      ).body.message;
      const positionRow = () =>
        sql`select * from futures_positions where id = ${String(position.id)}`.execute(h.server.database);
      const before = (await positionRow()).rows;
      await callEveryOperatorEndpoint(h, operatorCalls(trader.name, String(opened.id)));

      const running = (
        await h.api.get('/microtrade/get_result', { id: String(opened.id) }, { token: trader.token })
      ).body.message as WireOrder;
      expect(running.open).toEqual(opened.open);
      // The position is as it opened: its price, margin, stops and liquidation price untouched.
      expect((await positionRow()).rows).toEqual(before);
      h.clock.advance(31_000);
      const done = await settled(trader.token, opened.id);
      expect(settlementOf(done)).toEqual(await recomputed(done));
    });
  },
  { tickMs: TICK_MS },
);

describeOnEachDatabase(
  'seconds options across a restart',
  (h) => {
    const { submit, settled, recomputed, settlementOf } = optionCalls(h);

    it('settles an order that came due while the server was down once, at the recorded close price', async () => {
      const trader = await newTrader(h.api, '100');
      const opened = (await submit(trader.token)).body.message as WireOrder;
      await h.stop();
      h.clock.advance(45_000);
      await h.restart();
      const token = await h.api.login(trader.name);
      const done = await settled(token, opened.id);
      expect(settlementOf(done)).toEqual(await recomputed(done));
      // Paid once: the whole deposit was staked, so the account holds exactly the payout.
      const account = (await walletOf(h.api).balances(trader.name)).find(
        (b) => b.account === 'options' && b.currency === 'USDT',
      );
      expect({ available: account?.available ?? '0', frozen: account?.frozen ?? '0' }).toEqual({
        available: done.settlement?.payout,
        frozen: '0',
      });
      expect((await walletOf(h.api).audit()).ok).toBe(true);
    });
  },
  { tickMs: TICK_MS },
  { durable: true },
);
