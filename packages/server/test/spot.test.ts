import { describe, expect, it } from 'vitest';
import type { Api } from './support/api.js';
import { describeOnEachDatabase } from './support/harness.js';
import { walletOf } from './support/wallet.js';

/** BTC/USDT's ids, as `/coin/trade` names the market. */
const BTC_USDT = { currency_id: '1', legal_id: '3' };
const BUY = '1';
const SELL = '2';

const newTrader = async (api: Api, deposits: Record<string, string>) => {
  const name = await api.registerByUsername();
  for (const [currency, amount] of Object.entries(deposits))
    await walletOf(api).deposit(name, currency, amount);
  return { name, token: await api.login(name) };
};

describeOnEachDatabase(
  'spot',
  (h) => {
    const place = (token: string, type: string, amount: string, price?: string, key?: string) =>
      h.api.post(
        '/coin/trade',
        { ...BTC_USDT, type, amount, ...(price === undefined ? {} : { target_price: price }) },
        { token, ...(key === undefined ? {} : { headers: { 'idempotency-key': key } }) },
      );
    const balance = async (name: string, currency: string) => {
      const row = (await walletOf(h.api).balances(name)).find(
        (b) => b.account === 'balance' && b.currency === currency,
      );
      return { available: row?.available ?? '0', frozen: row?.frozen ?? '0' };
    };
    const audit = () => walletOf(h.api).audit();

    it('lists the markets with their steps, minimums and fees', async () => {
      const markets = (await h.api.get('/coin/markets')).body.message;
      expect(markets.find((m: { symbol: string }) => m.symbol === 'BTC/USDT')).toEqual({
        symbol: 'BTC/USDT',
        currency_id: 1,
        legal_id: 3,
        currency_name: 'BTC',
        legal_name: 'USDT',
        price_step: '0.01',
        amount_step: '0.0001',
        min_amount: '0.0001',
        min_notional: '5',
        maker_fee_rate: '0.001',
        taker_fee_rate: '0.002',
      });
    });

    it('freezes a resting order’s funds, fills a crossing one at the resting price and charges each side its fee', async () => {
      const seller = await newTrader(h.api, { BTC: '1' });
      const buyer = await newTrader(h.api, { USDT: '20000' });
      const sell = await place(seller.token, SELL, '0.5', '60000');
      expect(sell.body.message).toMatchObject({
        status: 'open',
        side: 'sell',
        kind: 'limit',
        deal_amount: '0',
      });
      expect(await balance(seller.name, 'BTC')).toEqual({ available: '0.5', frozen: '0.5' });

      const buy = await place(buyer.token, BUY, '0.2', '60010');
      expect(buy.body.message).toMatchObject({
        status: 'filled',
        deal_amount: '0.2',
        deal_money: '12000',
        avg_price: '60000',
        fee: '0.0004',
        fee_currency: 'BTC',
      });
      // A filled order is told to its owner; a partly filled one is not yet.
      const told = async (token: string) =>
        (await h.api.get('/mailMessage/getList', {}, { token })).body.message.data.filter(
          (message: { topic: string }) => message.topic === 'order_filled',
        );
      expect(await told(buyer.token)).toMatchObject([
        {
          facts: {
            order: String(buy.body.message.id),
            symbol: 'BTC/USDT',
            side: 'buy',
            amount: '0.2',
            price: '60000',
          },
        },
      ]);
      expect(await told(seller.token)).toEqual([]);
      // The buyer froze 0.2 at 60010 and paid 60000: the difference came back.
      expect(await balance(buyer.name, 'USDT')).toEqual({ available: '8000', frozen: '0' });
      expect(await balance(buyer.name, 'BTC')).toEqual({ available: '0.1996', frozen: '0' });
      expect(await balance(seller.name, 'USDT')).toEqual({ available: '11988', frozen: '0' });
      expect(await balance(seller.name, 'BTC')).toEqual({ available: '0.5', frozen: '0.3' });

      const open = (await h.api.get('/coin/list', { state: 'open' }, { token: seller.token })).body.message;
      expect(open.data).toHaveLength(1);
      expect(open.data[0]).toMatchObject({
        id: sell.body.message.id,
        status: 'partial',
        deal_amount: '0.2',
        fee: '12',
      });
      const depth = (await h.api.get('/coin/depth', { symbol: 'BTC/USDT' })).body.message;
      expect(depth.asks[0]).toEqual(['60000', '0.3']);
      const trades = (await h.api.get('/coin/trades', { symbol: 'BTC/USDT' })).body.message;
      expect(trades[0]).toMatchObject({ price: '60000', amount: '0.2', side: 'buy' });
      expect(await audit()).toMatchObject({ ok: true });

      const cancelled = await h.api.post(
        '/coin/cancel',
        { id: String(sell.body.message.id) },
        { token: seller.token },
      );
      expect(cancelled.body.message).toMatchObject({ status: 'cancelled', deal_amount: '0.2' });
      expect(await balance(seller.name, 'BTC')).toEqual({ available: '0.8', frozen: '0' });
      const again = await h.api.post(
        '/coin/cancel',
        { id: String(sell.body.message.id) },
        { token: seller.token },
      );
      expect(again.body.code).toBe('SPOT.ORDER_NOT_OPEN');
      const done = (await h.api.get('/coin/list', { state: 'done' }, { token: seller.token })).body.message;
      expect(done.data.map((o: { status: string }) => o.status)).toEqual(['cancelled']);
    });

    it('fills a market order within its price band, cancels the rest and releases every unspent unit', async () => {
      const seller = await newTrader(h.api, { BTC: '1' });
      const buyer = await newTrader(h.api, { USDT: '200000' });
      // A level in the band and one far beyond it (the band is 5 % around the last price).
      const last = Number((await h.api.get('/currency/quotation_new')).body.message[0].now_price);
      const near = (Math.floor(last * 1.01 * 100) / 100).toFixed(2);
      const far = (Math.floor(last * 1.2 * 100) / 100).toFixed(2);
      await place(seller.token, SELL, '0.1', near);
      await place(seller.token, SELL, '0.1', far);
      const buy = await place(buyer.token, BUY, '0.3');
      expect(buy.body.message).toMatchObject({
        kind: 'market',
        status: 'cancelled',
        deal_amount: '0.1',
        target_price: null,
      });
      expect((await balance(buyer.name, 'USDT')).frozen).toBe('0');
      expect(Number((await balance(buyer.name, 'USDT')).available)).toBeCloseTo(
        200000 - Number(near) * 0.1,
        6,
      );
      expect(await audit()).toMatchObject({ ok: true });
    });

    it('never lets an owner trade with themselves: the resting order is cancelled and released', async () => {
      const trader = await newTrader(h.api, { BTC: '1', USDT: '100000' });
      const sell = await place(trader.token, SELL, '0.1', '59000');
      const buy = await place(trader.token, BUY, '0.1', '59000');
      expect(buy.body.message).toMatchObject({ status: 'open', deal_amount: '0' });
      const list = (await h.api.get('/coin/list', { state: 'done' }, { token: trader.token })).body.message;
      expect(list.data.find((o: { id: number }) => o.id === sell.body.message.id)).toMatchObject({
        status: 'cancelled',
      });
      expect(await balance(trader.name, 'BTC')).toEqual({ available: '1', frozen: '0' });
      await h.api.post('/coin/cancel', { id: String(buy.body.message.id) }, { token: trader.token });
    });

    it('refuses bad orders with a clear reason and changes nothing', async () => {
      const trader = await newTrader(h.api, { USDT: '100' });
      const cases: [Record<string, string>, string][] = [
        [{ amount: '0.1', target_price: '60000.001' }, 'SPOT.PRICE_STEP'],
        [{ amount: '0.00015', target_price: '60000' }, 'SPOT.AMOUNT_STEP'],
        [{ amount: '0.0001', target_price: '100' }, 'SPOT.BELOW_MIN_NOTIONAL'],
        [{ amount: '1e-3', target_price: '60000' }, 'WALLET.AMOUNT_FORMAT'],
        [{ amount: '-1', target_price: '60000' }, 'WALLET.AMOUNT_FORMAT'],
        [{ amount: '0.1', target_price: '60000' }, 'WALLET.INSUFFICIENT_BALANCE'],
        [{ amount: 'x\u0000', target_price: '60000' }, 'SHARED.INVALID_PARAMS'],
      ];
      for (const [params, code] of cases) {
        const answer = await h.api.post(
          '/coin/trade',
          { ...BTC_USDT, type: BUY, ...params },
          { token: trader.token },
        );
        expect([params, answer.body.code]).toEqual([params, code]);
      }
      const unknown = await h.api.post(
        '/coin/trade',
        { currency_id: '1', legal_id: '2', type: BUY, amount: '1' },
        { token: trader.token },
      );
      expect(unknown.body.code).toBe('SPOT.UNKNOWN_MARKET');
      const french = await h.api.post(
        '/coin/trade',
        { ...BTC_USDT, type: BUY, amount: '0.1', target_price: '60000' },
        { token: trader.token, lang: 'fra' },
      );
      expect(french.body.message).toBe('Solde insuffisant');
      expect(await balance(trader.name, 'USDT')).toEqual({ available: '100', frozen: '0' });
      expect(
        (await h.api.get('/coin/list', { state: 'open' }, { token: trader.token })).body.message.total,
      ).toBe(0);
    });

    it('places an order once per Idempotency-Key', async () => {
      const trader = await newTrader(h.api, { USDT: '10000' });
      const key = `spot-${Date.now()}`;
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => place(trader.token, BUY, '0.1', '50000', key)),
      );
      expect(new Set(answers.map((a) => a.body.message.id)).size).toBe(1);
      expect(await balance(trader.name, 'USDT')).toEqual({ available: '5000', frozen: '5000' });
      const other = await place(trader.token, BUY, '0.1', '50001', key);
      expect(other.body.code).toBe('SHARED.IDEMPOTENCY_KEY_REUSED');
      await h.api.post('/coin/cancel', { id: String(answers[0]?.body.message.id) }, { token: trader.token });
    });

    it('answers each of 250 parallel placements of three users as if it had been placed alone', async () => {
      // They are written in groups (one transaction each): refusals and repeats stay their own.
      const rich = await newTrader(h.api, { USDT: '100000' });
      const poor = await newTrader(h.api, { USDT: '1000' });
      const repeater = await newTrader(h.api, { USDT: '1000' });
      const run = Date.now();
      const answers = await Promise.all([
        ...Array.from({ length: 100 }, (_, i) => place(rich.token, BUY, '0.01', '50000', `rich-${run}-${i}`)),
        ...Array.from({ length: 100 }, (_, i) => place(poor.token, BUY, '0.01', '50000', `poor-${run}-${i}`)),
        ...Array.from({ length: 50 }, () => place(repeater.token, BUY, '0.01', '50000', `same-${run}`)),
      ]);
      const codes = answers.map((a) => a.body.code ?? a.body.type);
      expect(codes.slice(0, 100).every((c) => c === 'ok')).toBe(true);
      expect(codes.slice(100, 200).filter((c) => c === 'ok')).toHaveLength(2);
      expect(codes.slice(100, 200).filter((c) => c === 'WALLET.INSUFFICIENT_BALANCE')).toHaveLength(98);
      expect(new Set(answers.slice(200).map((a) => a.body.message.id)).size).toBe(1);
      expect(await balance(rich.name, 'USDT')).toEqual({ available: '50000', frozen: '50000' });
      expect(await balance(poor.name, 'USDT')).toEqual({ available: '0', frozen: '1000' });
      expect(await balance(repeater.name, 'USDT')).toEqual({ available: '500', frozen: '500' });
      // A refused placement keeps no key: sent again once it is affordable, it is placed.
      const refusedKey = `poor-${run}-${codes.indexOf('WALLET.INSUFFICIENT_BALANCE') - 100}`;
      await walletOf(h.api).deposit(poor.name, 'USDT', '500');
      const again = await place(poor.token, BUY, '0.01', '50000', refusedKey);
      expect(again.body.message.status).toBe('open');
      expect(await audit()).toMatchObject({ ok: true });
      // Out of the book again, for the tests after this one.
      const owners = [...Array(100).fill(rich), ...Array(100).fill(poor), ...Array(50).fill(repeater), poor];
      const placed = new Map<number, string>();
      [...answers, again].forEach((a, i) => {
        if (a.body.type === 'ok') placed.set(a.body.message.id, owners[i].token);
      });
      await Promise.all(
        [...placed].map(([id, token]) => h.api.post('/coin/cancel', { id: String(id) }, { token })),
      );
    });

    it('lets exactly the affordable ones of 250 parallel orders through', async () => {
      const trader = await newTrader(h.api, { USDT: '5000' });
      // Each freezes 0.01 × 50000 = 500 USDT: ten are affordable.
      const answers = await Promise.all(
        Array.from({ length: 250 }, () => place(trader.token, BUY, '0.01', '50000')),
      );
      const codes = answers.map((a) => a.body.code ?? a.body.type);
      expect(codes.filter((c) => c === 'ok')).toHaveLength(10);
      expect(codes.filter((c) => c === 'WALLET.INSUFFICIENT_BALANCE')).toHaveLength(240);
      expect(await balance(trader.name, 'USDT')).toEqual({ available: '0', frozen: '5000' });
      await Promise.all(
        answers
          .filter((a) => a.body.type === 'ok')
          .map((a) => h.api.post('/coin/cancel', { id: String(a.body.message.id) }, { token: trader.token })),
      );
      expect(await balance(trader.name, 'USDT')).toEqual({ available: '5000', frozen: '0' });
    });

    it('trades 200 parallel crossing orders of two users without creating or losing a unit', async () => {
      const a = await newTrader(h.api, { BTC: '10', USDT: '1000000' });
      const b = await newTrader(h.api, { BTC: '10', USDT: '1000000' });
      await Promise.all(
        Array.from({ length: 200 }, (_, i) => {
          const trader = i % 2 === 0 ? a : b;
          const side = i % 4 < 2 ? BUY : SELL;
          return place(trader.token, side, '0.01', (55000 + (i % 7)).toFixed(2));
        }),
      );
      expect(await audit()).toMatchObject({ ok: true, violations: [] });
      /** Every order of a trader in one state, page by page. */
      const orders = async (token: string, state: 'open' | 'done') => {
        const all: { id: number; fee: string; fee_currency: string }[] = [];
        for (let page = 1; ; page++) {
          const answer = (await h.api.get('/coin/list', { state, page: String(page) }, { token })).body
            .message;
          all.push(...answer.data);
          if (page >= answer.last_page) return all;
        }
      };
      for (const trader of [a, b])
        for (const order of await orders(trader.token, 'open'))
          await h.api.post('/coin/cancel', { id: String(order.id) }, { token: trader.token });
      // Nothing stays frozen, and what the two hold plus the fees they paid is what they deposited.
      for (const [currency, deposited] of [
        ['BTC', 20],
        ['USDT', 2000000],
      ] as const) {
        let held = 0;
        for (const trader of [a, b]) {
          const { available, frozen } = await balance(trader.name, currency);
          expect(frozen).toBe('0');
          held += Number(available);
          for (const order of await orders(trader.token, 'done'))
            if (order.fee_currency === currency) held += Number(order.fee);
        }
        expect(held).toBeCloseTo(deposited, 6);
      }
      expect(await audit()).toMatchObject({ ok: true, violations: [] });
    });
  },
  // No ticks: the market maker stays out of these books, so each test sees only its users.
  { tickMs: 3_600_000 },
);

describe('spot with the market maker', () => {
  describeOnEachDatabase(
    'market maker',
    (h) => {
      it('quotes both sides around the last price, and a market buy fills against it', async () => {
        let depth = (await h.api.get('/coin/depth', { symbol: 'BTC/USDT' })).body.message;
        for (let i = 0; i < 50 && depth.asks.length === 0; i++) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          depth = (await h.api.get('/coin/depth', { symbol: 'BTC/USDT' })).body.message;
        }
        expect(depth.bids.length).toBeGreaterThanOrEqual(10);
        expect(depth.asks.length).toBeGreaterThanOrEqual(10);
        expect(Number(depth.bids[0][0])).toBeLessThan(Number(depth.asks[0][0]));
        const trader = await newTrader(h.api, { USDT: '100000' });
        const buy = await h.api.post(
          '/coin/trade',
          { ...BTC_USDT, type: BUY, amount: '0.01' },
          { token: trader.token },
        );
        expect(buy.body.message).toMatchObject({ status: 'filled', deal_amount: '0.01' });
        expect(await walletOf(h.api).audit()).toMatchObject({ ok: true });
      });
    },
    { tickMs: 200 },
  );
});

describeOnEachDatabase(
  'spot after a restart',
  (h) => {
    it('rebuilds the books from the open orders: a resting order still trades, with its priority', async () => {
      const first = await newTrader(h.api, { BTC: '1' });
      const second = await newTrader(h.api, { BTC: '1' });
      const buyer = await newTrader(h.api, { USDT: '100000' });
      const order = (token: string, type: string, amount: string, price: string) =>
        h.api.post('/coin/trade', { ...BTC_USDT, type, amount, target_price: price }, { token });
      const early = await order(first.token, SELL, '0.1', '61000');
      await order(second.token, SELL, '0.1', '61000');
      await h.restart();
      const buy = await order(await h.api.login(buyer.name), BUY, '0.1', '61000');
      expect(buy.body.message).toMatchObject({ status: 'filled', deal_amount: '0.1' });
      const filled = (
        await h.api.get('/coin/list', { state: 'done' }, { token: await h.api.login(first.name) })
      ).body.message.data;
      expect(filled.map((o: { id: number; status: string }) => [o.id, o.status])).toEqual([
        [early.body.message.id, 'filled'],
      ]);
      expect(await walletOf(h.api).audit()).toMatchObject({ ok: true });
    });
  },
  { tickMs: 3_600_000 },
  { durable: true },
);
