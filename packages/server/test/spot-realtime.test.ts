import {
  AUTHENTICATE,
  ChangedCodec,
  DepthCodec,
  MarketTradeCodec,
  marketRoom,
  SUBSCRIBE,
  UNSUBSCRIBE,
} from '@tessera/contract';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { io, type Socket } from 'socket.io-client';
import { afterEach, expect, it } from 'vitest';
import type { Api } from './support/api.js';
import { describeOnEachDatabase } from './support/harness.js';
import { walletOf } from './support/wallet.js';

/** BTC/USDT's ids, as `/coin/trade` names the market. */
const BTC_USDT = { currency_id: '1', legal_id: '3' };
const BUY = '1';
const SELL = '2';
const ROOM = marketRoom('BTC/USDT');

const decoded = <A>(codec: t.Decoder<unknown, A>, raw: unknown): A => {
  const result = codec.decode(raw);
  if (E.isLeft(result)) throw new Error(`does not decode: ${JSON.stringify(raw)}`);
  return result.right;
};

const newTrader = async (api: Api, deposits: Record<string, string>) => {
  const name = await api.registerByUsername();
  for (const [currency, amount] of Object.entries(deposits))
    await walletOf(api).deposit(name, currency, amount);
  return { name, token: await api.login(name) };
};

describeOnEachDatabase(
  'spot pushes',
  (h) => {
    const sockets: Socket[] = [];
    /** A socket that records every push, in the rooms given (and the user's, given a token). */
    const connect = async (rooms: readonly unknown[], token?: string) => {
      const socket = io(h.server.url, { transports: ['websocket'], reconnection: false });
      sockets.push(socket);
      const seen: { event: string; payload: unknown }[] = [];
      socket.onAny((event: string, payload: unknown) => seen.push({ event, payload }));
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      for (const room of rooms) socket.emit(SUBSCRIBE, room);
      // A socket's packets are handled in order: once `auth` is answered, the rooms are joined.
      await socket.emitWithAck(AUTHENTICATE, token ?? '');
      const of = (event: string) => seen.filter((push) => push.event === event);
      return { socket, seen, of };
    };
    afterEach(() => {
      for (const socket of sockets.splice(0)) socket.disconnect();
    });
    const place = (token: string, type: string, amount: string, price: string) =>
      h.api.post('/coin/trade', { ...BTC_USDT, type, amount, target_price: price }, { token });

    it('pushes the book to the market’s room once an order rests in it', async () => {
      const watcher = await connect([ROOM]);
      const seller = await newTrader(h.api, { BTC: '1' });
      await place(seller.token, SELL, '0.3', '71000');
      await expect
        .poll(() =>
          watcher
            .of('depth')
            .some(({ payload }) =>
              decoded(DepthCodec, payload).asks.some(([price, amount]) => price.eq(71000) && amount.eq(0.3)),
            ),
        )
        .toBe(true);
      const depth = decoded(DepthCodec, watcher.of('depth').at(-1)?.payload);
      expect(depth.symbol).toBe('BTC/USDT');
      // The same book the endpoint answers.
      const answered = decoded(
        DepthCodec,
        (await h.api.get('/coin/depth', { symbol: 'BTC/USDT' })).body.message,
      );
      expect(depth.asks.map(([p, a]) => [p.toFixed(), a.toFixed()])).toEqual(
        answered.asks.map(([p, a]) => [p.toFixed(), a.toFixed()]),
      );
    });

    it('pushes the trades of a fill, newest first, and the book they moved', async () => {
      const watcher = await connect([ROOM]);
      const seller = await newTrader(h.api, { BTC: '1' });
      const buyer = await newTrader(h.api, { USDT: '100000' });
      await place(seller.token, SELL, '0.1', '70000');
      await place(seller.token, SELL, '0.1', '70001');
      await expect.poll(() => watcher.of('depth').length).toBeGreaterThan(0);
      const buy = await place(buyer.token, BUY, '0.2', '70001');
      expect(buy.body.message).toMatchObject({ status: 'filled' });
      await expect.poll(() => watcher.of('trades').length).toBe(1);
      const trades = decoded(t.array(MarketTradeCodec), watcher.of('trades')[0]?.payload);
      expect(trades.map((trade) => [trade.price.toFixed(), trade.amount.toFixed(), trade.side])).toEqual([
        ['70001', '0.1', 'buy'],
        ['70000', '0.1', 'buy'],
      ]);
      expect(trades[0]?.id).toBeGreaterThan(trades[1]?.id ?? Number.POSITIVE_INFINITY);
      // The endpoint lists the same trades first.
      const listed = (await h.api.get('/coin/trades', { symbol: 'BTC/USDT' })).body.message;
      expect(listed.slice(0, 2).map((trade: { id: number }) => trade.id)).toEqual(
        trades.map((trade) => trade.id),
      );
      await expect
        .poll(() =>
          decoded(DepthCodec, watcher.of('depth').at(-1)?.payload).asks.every(([price]) => !price.eq(70000)),
        )
        .toBe(true);
    });

    it('pushes a busy book at most once per 100 ms, and an unchanged one not at all', async () => {
      const watcher = await connect([ROOM]);
      const seller = await newTrader(h.api, { BTC: '1' });
      await Promise.all(
        Array.from({ length: 20 }, (_, i) => place(seller.token, SELL, '0.01', String(73000 + i))),
      );
      await expect
        .poll(() => decoded(DepthCodec, watcher.of('depth').at(-1)?.payload).asks.length)
        .toBeGreaterThanOrEqual(20);
      // When the server read each pushed book (its `at`): arrival times add the network's and the
      // event loops' jitter, which a busy machine stretches past any slack.
      const times = watcher.of('depth').map((push) => Date.parse(decoded(DepthCodec, push.payload).at));
      // 20 orders, fewer pushes, never two within 100 ms (a little slack for the timers).
      expect(times.length).toBeLessThan(20);
      for (let i = 1; i < times.length; i++)
        expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBeGreaterThanOrEqual(95);
      const pushed = watcher.of('depth').length;
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(watcher.of('depth')).toHaveLength(pushed);
    });

    it('tells the user’s devices, and no one else, that their orders and balances changed', async () => {
      const trader = await newTrader(h.api, { USDT: '1000' });
      const other = await newTrader(h.api, { USDT: '1000' });
      const mine = await connect([], trader.token);
      const theirs = await connect([], other.token);
      const order = await place(trader.token, BUY, '0.01', '1000');
      expect(order.body.message).toMatchObject({ status: 'open' });
      await expect.poll(() => mine.of('orders').length).toBeGreaterThanOrEqual(1);
      await expect.poll(() => mine.of('balances').length).toBeGreaterThanOrEqual(1);
      expect(decoded(ChangedCodec, mine.of('orders')[0]?.payload).at).toMatch(/Z$/);
      const [placedOrders, placedBalances] = [mine.of('orders').length, mine.of('balances').length];
      await h.api.post('/coin/cancel', { id: String(order.body.message.id) }, { token: trader.token });
      await expect.poll(() => mine.of('orders').length).toBeGreaterThan(placedOrders);
      await expect.poll(() => mine.of('balances').length).toBeGreaterThan(placedBalances);
      expect(theirs.seen).toEqual([]);
    });

    it('refuses rooms of unknown or malformed markets, and stops pushing after `unsub`', async () => {
      const stranger = await connect(['market:NOPE/USDT', 'market:btc/usdt', `${ROOM}:1m`, 'market:']);
      const leaver = await connect([ROOM]);
      leaver.socket.emit(UNSUBSCRIBE, ROOM);
      await leaver.socket.emitWithAck(AUTHENTICATE, '');
      const watcher = await connect([ROOM]);
      const seller = await newTrader(h.api, { BTC: '1' });
      // Below every earlier ask: a change of the levels pushed (on PostgreSQL, where other
      // processes' sockets may watch, every change is pushed, so an unchanged book is not).
      await place(seller.token, SELL, '0.01', '72000');
      await expect.poll(() => watcher.of('depth').length).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(stranger.seen).toEqual([]);
      expect(leaver.seen).toEqual([]);
    });
  },
  // No ticks: the market maker stays out of the book, so each test sees only its users.
  { tickMs: 3_600_000 },
);
