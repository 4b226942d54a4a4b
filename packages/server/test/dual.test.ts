import { Decimal, DUAL_CALCULATOR_VERSION, dualPayoutOf } from '@tessera/core';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeOnEachDatabase, type Harness } from './support/harness.js';
import { archivedSettlement } from './support/proofs.js';
import { eventually, feedLive } from './support/traders.js';
import { walletOf } from './support/wallet.js';

const DAY_MS = 86_400_000;

interface WireProduct {
  id: number;
  symbol: string;
  type: 'call' | 'put';
  base: string;
  quote: string;
  base_decimals: number;
  quote_decimals: number;
  currency: string;
  share_size: string;
  annual_rate: string;
  linked_price: string;
  days: number;
  issued_at: { tick_id: number; price: string; at: string };
  subscription_ends_at: string;
  matures_at: string;
  total_shares: number;
  remaining_shares: number;
}

interface WireOrder {
  id: number;
  num: number;
  invested: string;
  state: 'purchased' | 'settling' | 'success';
  matures_at: string;
  settlement: null | {
    price: { tick_id: number; price: string; at: string };
    currency: string;
    amount: string;
    calculator_version: string;
  };
}

const dualCalls = (h: Harness) => {
  /** A user holding `amounts` (asset → amount) in the balance account. */
  const investor = async (amounts: Record<string, string>) => {
    await feedLive(h.api);
    const name = await h.api.registerByUsername();
    for (const [asset, amount] of Object.entries(amounts)) await walletOf(h.api).deposit(name, asset, amount);
    return { name, token: await h.api.login(name) };
  };
  const products = async () =>
    eventually(
      async () => (await h.api.get('/dual/index')).body.message as WireProduct[],
      (list) => list.length >= 5,
      "today's products",
    );
  const product = async (symbol: string, type: 'call' | 'put', days: number) => {
    const found = (await products()).find((p) => p.symbol === symbol && p.type === type && p.days === days);
    if (found === undefined) throw new Error(`no ${symbol} ${type} of ${days} days`);
    return found;
  };
  const buy = (token: string, id: number, num: string, key?: string) =>
    h.api.post(
      '/dual/buyDual',
      { id: String(id), num },
      { token, ...(key === undefined ? {} : { headers: { 'idempotency-key': key } }) },
    );
  const balance = async (name: string, currency: string) => {
    const row = (await walletOf(h.api).balances(name)).find(
      (b) => b.account === 'balance' && b.currency === currency,
    );
    return { available: row?.available ?? '0', frozen: row?.frozen ?? '0' };
  };
  return { investor, products, product, buy, balance };
};

describeOnEachDatabase('dual investment', (h) => {
  const { investor, products, product, buy, balance } = dualCalls(h);

  it('issues each template’s product of the day at a recorded price, the linked price moved by its offset', async () => {
    const list = await products();
    const call = list.find((p) => p.symbol === 'BTC/USDT' && p.type === 'call' && p.days === 7);
    expect(call).toMatchObject({
      currency: 'BTC',
      share_size: '0.001',
      annual_rate: '0.365',
      total_shares: 1000,
    });
    const { rows } = await sql<{ price: string }>`
      select price from market_ticks where id = ${String(call?.issued_at.tick_id)}`.execute(
      h.server.database,
    );
    expect(rows[0]?.price).toBe(call?.issued_at.price);
    expect(
      new Decimal(call?.linked_price ?? 0)
        .minus(new Decimal(call?.issued_at.price ?? 0).mul('1.03'))
        .abs()
        .lte('0.01'),
    ).toBe(true);
    const put = list.find((p) => p.symbol === 'BTC/USDT' && p.type === 'put' && p.days === 7);
    expect(put).toMatchObject({ currency: 'USDT', share_size: '10' });
    expect(Date.parse(call?.matures_at ?? '') - Date.parse(call?.subscription_ends_at ?? '')).toBe(
      6 * DAY_MS,
    );
  });

  it('freezes what it invests, and settles at maturity by core’s calculator on the recorded price in force then', async () => {
    const user = await investor({ BTC: '0.01', USDT: '1000' });
    const call = await product('BTC/USDT', 'call', 7);
    const put = await product('BTC/USDT', 'put', 7);
    const boughtCall = (await buy(user.token, call.id, '10')).body.message as WireOrder;
    const boughtPut = (await buy(user.token, put.id, '50')).body.message as WireOrder;
    expect(boughtCall).toMatchObject({ num: 10, invested: '0.01', state: 'purchased', settlement: null });
    expect(boughtPut).toMatchObject({ num: 50, invested: '500', state: 'purchased' });
    expect(await balance(user.name, 'BTC')).toEqual({ available: '0', frozen: '0.01' });
    expect(await balance(user.name, 'USDT')).toEqual({ available: '500', frozen: '500' });

    h.clock.advance(8 * DAY_MS);
    const token = await h.api.login(user.name);
    const orders = await eventually(
      async () => (await h.api.post('/dual/dual_list', {}, { token })).body.message.data as WireOrder[],
      (list) => list.length === 2 && list.every((order) => order.state === 'success'),
      'both orders settled',
    );
    const paid = new Map<string, Decimal>();
    for (const [order, wire] of [
      [orders.find((o) => o.id === boughtCall.id), call],
      [orders.find((o) => o.id === boughtPut.id), put],
    ] as const) {
      const settlement = order?.settlement;
      expect(settlement?.calculator_version).toBe(DUAL_CALCULATOR_VERSION);
      // The price in force at maturity: the newest recorded tick at or before it.
      const { rows } = await sql<{ id: string; price: string }>`
        select id, price from market_ticks where symbol = 'BTC/USDT' and at <= ${new Date(wire.matures_at)}
        order by at desc, id desc limit 1`.execute(h.server.database);
      expect(String(settlement?.price.tick_id)).toBe(String(rows[0]?.id));
      expect(settlement?.price.price).toBe(rows[0]?.price);
      const expected = dualPayoutOf(
        {
          direction: wire.type,
          invested: new Decimal(order?.invested ?? 0),
          linkedPrice: new Decimal(wire.linked_price),
          annualRate: new Decimal(wire.annual_rate),
          days: wire.days,
          base: wire.base,
          quote: wire.quote,
          baseDecimals: wire.base_decimals,
          quoteDecimals: wire.quote_decimals,
        },
        settlement?.price.price ?? '0',
      );
      expect({ currency: settlement?.currency, amount: settlement?.amount }).toEqual({
        currency: expected.asset,
        amount: expected.amount.toFixed(),
      });
      paid.set(expected.asset, (paid.get(expected.asset) ?? new Decimal(0)).plus(expected.amount));
    }
    // Each settlement is archived with its terms and price, and anyone recomputes it alike.
    for (const order of orders) {
      const archived = await archivedSettlement(h, `dual_order:${order.id}`);
      expect(archived.inputs).toMatchObject({
        close_tick_id: String(order.settlement?.price.tick_id),
        close_price: new Decimal(order.settlement?.price.price ?? 0).toFixed(),
      });
      expect(archived.result).toEqual({
        asset: order.settlement?.currency,
        payout: new Decimal(order.settlement?.amount ?? 0).toFixed(),
      });
    }
    // Each order's owner is told what it paid.
    const told = (await h.api.get('/mailMessage/getList', {}, { token })).body.message.data as {
      topic: string;
      facts: Record<string, string>;
    }[];
    expect(
      told
        .filter((message) => message.topic === 'dual_settled')
        .map((message) => `${message.facts.order}:${message.facts.amount} ${message.facts.asset}`)
        .sort(),
    ).toEqual(
      orders.map((order) => `${order.id}:${order.settlement?.amount} ${order.settlement?.currency}`).sort(),
    );
    expect(await balance(user.name, 'BTC')).toEqual({
      available: (paid.get('BTC') ?? new Decimal(0)).toFixed(),
      frozen: '0',
    });
    expect(await balance(user.name, 'USDT')).toEqual({
      available: (paid.get('USDT') ?? new Decimal(0)).plus(500).toFixed(),
      frozen: '0',
    });
    expect((await walletOf(h.api).audit()).ok).toBe(true);
  });

  it('refuses what cannot be bought with a clear error, and changes nothing', async () => {
    const user = await investor({ USDT: '100' });
    const put = await product('ETH/USDT', 'put', 7);
    expect((await buy(user.token, 999_999, '1')).body).toMatchObject({
      type: 'error',
      code: 'DUAL.UNKNOWN_PRODUCT',
    });
    expect((await buy(user.token, put.id, '0')).body).toMatchObject({ code: 'DUAL.SHARES_WHOLE' });
    expect((await buy(user.token, put.id, '1.5')).body).toMatchObject({ code: 'SHARED.INVALID_PARAMS' });
    expect((await buy(user.token, put.id, '11')).body).toMatchObject({ code: 'WALLET.INSUFFICIENT_BALANCE' });
    expect((await buy(user.token, put.id, '5001')).body).toMatchObject({ code: 'DUAL.NOT_ENOUGH_SHARES' });
    expect(await balance(user.name, 'USDT')).toEqual({ available: '100', frozen: '0' });
    expect((await product('ETH/USDT', 'put', 7)).remaining_shares).toBe(put.remaining_shares);
  });

  it('sells exactly the shares it has to 300 parallel buyers, refusing the rest as sold out', async () => {
    const user = await investor({ BTC: '2' });
    const call = await product('BTC/USDT', 'call', 14);
    expect(call.remaining_shares).toBe(1000);
    const answers = await Promise.all(Array.from({ length: 300 }, () => buy(user.token, call.id, '5')));
    const codes = answers.map((answer) => answer.body.code ?? answer.body.type);
    expect(codes.filter((code) => code === 'ok')).toHaveLength(200);
    expect(codes.filter((code) => code === 'DUAL.SOLD_OUT')).toHaveLength(100);
    expect((await product('BTC/USDT', 'call', 14)).remaining_shares).toBe(0);
    expect(await balance(user.name, 'BTC')).toEqual({ available: '1', frozen: '1' });
    expect((await walletOf(h.api).audit()).ok).toBe(true);
  });
});
