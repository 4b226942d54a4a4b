import {
  KlineCodec,
  klineRoom,
  QuoteCodec,
  RoomCodec,
  realtimeEvents,
  SUBSCRIBE,
  UNSUBSCRIBE,
} from '@tessera/contract';
import { Decimal } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { io, type Socket } from 'socket.io-client';
import { afterEach, expect, it, vi } from 'vitest';
import { Api } from './support/api.js';
import { describeOnEachDatabase } from './support/harness.js';

const TICK_MS = 100;
const DAY_S = 24 * 60 * 60;

const nextEvent = (socket: Socket, event: string, timeoutMs = 5000) =>
  new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} pushed`)), timeoutMs);
    socket.once(event, (payload: unknown) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

const CRYPTO = ['BTC/USDT', 'ETH/USDT', 'LTC/USDT', 'XRP/USDT', 'DOGE/USDT', 'TRX/USDT'];
const STOCKS = ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'GOOGL', 'META', 'TSLA', 'JPM', 'V', 'KO', 'DIS', 'NFLX'];

const klines = async (api: Api, params: Record<string, string>) => {
  const answer = await api.get('/currency/new_timeshar', params);
  if (answer.body.type !== 'ok') return answer.body;
  const decoded = t.array(KlineCodec).decode(answer.body.message);
  if (E.isLeft(decoded)) throw new Error('klines do not decode');
  return decoded.right;
};

const unix = (date: Date) => String(Math.floor(date.getTime() / 1000));

describeOnEachDatabase(
  'simulated market',
  (h) => {
    const sockets: Socket[] = [];
    const connect = async () => {
      const socket = io(h.server.url, { transports: ['websocket'], reconnection: false });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      return socket;
    };
    afterEach(() => {
      for (const socket of sockets.splice(0)) socket.disconnect();
    });

    it('quotes every market in the shape of the contract, crypto then stocks', async () => {
      const answer = await h.api.get('/currency/quotation_new');
      const quotes = t.array(QuoteCodec).decode(answer.body.message);
      expect(E.isRight(quotes)).toBe(true);
      if (E.isLeft(quotes)) return;
      expect(quotes.right.map((quote) => quote.symbol)).toEqual([
        ...CRYPTO,
        ...STOCKS.map((stock) => `${stock}/USD`),
      ]);
      for (const quote of quotes.right) {
        expect(quote.low.lte(quote.now_price) && quote.now_price.lte(quote.high)).toBe(true);
        expect(quote.change.abs().lt(50)).toBe(true);
        expect(quote.kind).toBe(quote.legal_name === 'USD' ? 'stock' : 'crypto');
      }
      // Decimals travel as strings, never JSON numbers.
      expect(typeof answer.body.message[0].now_price).toBe('string');
      expect(answer.body.message[0]).toMatchObject({
        currency_name: 'BTC',
        legal_name: 'USDT',
        kind: 'crypto',
      });
    });

    it('moves prices with every tick', async () => {
      const before = (await h.api.get('/currency/quotation_new')).body.message[0];
      await new Promise((resolve) => setTimeout(resolve, TICK_MS * 5));
      const after = (await h.api.get('/currency/quotation_new')).body.message[0];
      expect(after.updated_at > before.updated_at).toBe(true);
    });

    it('pushes the changed quotes in batches to sockets in the tickers room', async () => {
      const socket = await connect();
      socket.emit(SUBSCRIBE, realtimeEvents.tickers.room);
      const payload = await nextEvent(socket, 'tickers');
      const batch = realtimeEvents.tickers.payload.decode(payload);
      expect(E.isRight(batch)).toBe(true);
      if (E.isRight(batch)) {
        expect(batch.right.length).toBeGreaterThan(0);
        expect(new Set(batch.right.map((quote) => quote.symbol)).size).toBe(batch.right.length);
      }
      expect(RoomCodec.is('tickers')).toBe(true);
    });

    it('coalesces pushes: at most about one per 100 ms, however often the market ticks', async () => {
      const socket = await connect();
      socket.emit(SUBSCRIBE, 'tickers');
      await nextEvent(socket, 'tickers');
      let pushes = 0;
      socket.on('tickers', () => {
        pushes += 1;
      });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(pushes).toBeLessThanOrEqual(12);
    });

    it('stops pushing after unsub, and ignores unknown rooms', async () => {
      const socket = await connect();
      socket.emit(SUBSCRIBE, 'no-such-room');
      socket.emit(SUBSCRIBE, 'kline:NOPE/USDT:1m');
      await expect(nextEvent(socket, 'tickers', TICK_MS * 5)).rejects.toThrow('no tickers pushed');
      await expect(nextEvent(socket, 'kline', 1500)).rejects.toThrow('no kline pushed');

      socket.emit(SUBSCRIBE, 'tickers');
      await nextEvent(socket, 'tickers');
      socket.emit(UNSUBSCRIBE, 'tickers');
      await new Promise((resolve) => setTimeout(resolve, TICK_MS * 3));
      await expect(nextEvent(socket, 'tickers', TICK_MS * 5)).rejects.toThrow('no tickers pushed');
    });

    it('answers a year of daily candles oldest first, ending with today’s', async () => {
      const now = h.clock.now();
      const days = await klines(h.api, {
        symbol: 'BTC/USDT',
        period: '1d',
        from: unix(new Date(now.getTime() - 400 * DAY_S * 1000)),
        to: unix(now),
      });
      if (!Array.isArray(days)) throw new Error(JSON.stringify(days));
      expect(days.length).toBeGreaterThanOrEqual(365);
      expect(days.length).toBeLessThanOrEqual(367);
      const times = days.map((day) => day.open_time);
      expect([...times].sort()).toEqual(times);
      expect(times.at(-1)).toBe(`${now.toISOString().slice(0, 10)}T00:00:00.000Z`);
      for (const day of days) {
        expect(day.low.lte(Decimal.min(day.open, day.close))).toBe(true);
        expect(day.high.gte(Decimal.max(day.open, day.close))).toBe(true);
      }
    });

    it('answers minute candles of the last hour, agreeing with the hourly ones', async () => {
      const now = h.clock.now();
      const hourStart = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000 - 3_600_000);
      const minutes = await klines(h.api, {
        symbol: 'ETH/USDT',
        period: '1m',
        from: unix(hourStart),
        to: unix(new Date(hourStart.getTime() + 3_599_000)),
      });
      const hours = await klines(h.api, {
        symbol: 'ETH/USDT',
        period: '1h',
        from: unix(hourStart),
        to: unix(hourStart),
      });
      if (!Array.isArray(minutes) || !Array.isArray(hours)) throw new Error('refused');
      expect(minutes).toHaveLength(60);
      const [hour] = hours;
      expect(hour?.open.eq(minutes[0]!.open)).toBe(true);
      expect(hour?.close.eq(minutes.at(-1)!.close)).toBe(true);
      expect(hour?.high.eq(Decimal.max(...minutes.map((m) => m.high)))).toBe(true);
      expect(hour?.low.eq(Decimal.min(...minutes.map((m) => m.low)))).toBe(true);
    });

    it('refuses more than 1,500 candles, an unknown market or period, and a reversed range', async () => {
      const now = h.clock.now();
      const tooMany = await h.api.get('/currency/new_timeshar', {
        symbol: 'BTC/USDT',
        period: '1m',
        from: unix(new Date(now.getTime() - 1500 * 60_000)),
        to: unix(now),
      });
      expect(tooMany.body).toMatchObject({ type: 'error', code: 'MARKET.TOO_MANY_KLINES' });
      expect(tooMany.body.message).toContain('1500');
      const unknown = await h.api.get('/currency/new_timeshar', {
        symbol: 'NOPE/USDT',
        period: '1m',
        from: '0',
        to: '60',
      });
      expect(unknown.body).toMatchObject({ code: 'MARKET.UNKNOWN_SYMBOL' });
      const period = await h.api.get('/currency/new_timeshar', {
        symbol: 'BTC/USDT',
        period: '2m',
        from: '0',
        to: '60',
      });
      expect(period.body).toMatchObject({ code: 'SHARED.INVALID_PARAMS' });
      const reversed = await h.api.get('/currency/new_timeshar', {
        symbol: 'BTC/USDT',
        period: '1m',
        from: '60',
        to: '0',
      });
      expect(reversed.body).toMatchObject({ code: 'SHARED.INVALID_PARAMS' });
    });

    it('pushes the current candle to its chart room, about once a second', async () => {
      const socket = await connect();
      socket.emit(SUBSCRIBE, klineRoom('BTC/USDT', '1m'));
      const first = KlineCodec.decode(await nextEvent(socket, 'kline', 3000));
      expect(E.isRight(first) && first.right.symbol === 'BTC/USDT' && first.right.period === '1m').toBe(true);
      let pushes = 0;
      socket.on('kline', () => {
        pushes += 1;
      });
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(pushes).toBeGreaterThanOrEqual(1);
      expect(pushes).toBeLessThanOrEqual(3);
    });

    it('answers a rate per US dollar for each fiat currency of spec §3, USD at 1', async () => {
      const answer = await h.api.get('/wallet/getRateCurrency');
      expect(answer.body.type).toBe('ok');
      const rates = answer.body.message as { currency_code: string; rate: string }[];
      expect(rates.map((r) => r.currency_code).sort()).toEqual([
        'AED',
        'CNY',
        'EUR',
        'GBP',
        'HKD',
        'JPY',
        'PHP',
        'SGD',
        'THB',
        'USD',
        'VND',
      ]);
      expect(rates.find((r) => r.currency_code === 'USD')?.rate).toBe('1');
      for (const { rate } of rates) expect(rate).toMatch(/^\d+(\.\d+)?$/);
    });
  },
  { tickMs: TICK_MS },
);

describeOnEachDatabase(
  'simulated market across restarts and clock advances',
  (h) => {
    const dailyCloses = async () => {
      const now = h.clock.now();
      const days = await klines(h.api, {
        symbol: 'BTC/USDT',
        period: '1d',
        from: unix(new Date(now.getTime() - 30 * DAY_S * 1000)),
        to: unix(now),
      });
      if (!Array.isArray(days)) throw new Error('refused');
      return days;
    };

    it('continues the same history after a restart, from the last price', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      const before = await dailyCloses();
      const price = (await h.api.get('/currency/quotation_new')).body.message[0].now_price;
      await h.restart();
      const after = await dailyCloses();
      // Closed days are the same candles; the history was not made again.
      expect(after.slice(0, -1).map((d) => d.close.toFixed())).toEqual(
        before.slice(0, -1).map((d) => d.close.toFixed()),
      );
      const quote = (await h.api.get('/currency/quotation_new')).body.message[0];
      // The restarted market starts from the last recorded price (a tick or two may have moved it).
      expect(new Decimal(quote.now_price).div(price).minus(1).abs().lt(0.01)).toBe(true);
    });

    it('still quotes stocks after a restart on a weekend, at their last price', async () => {
      const now = h.clock.now();
      // The next Sunday noon in New York (whatever the day the test runs).
      const daysToSunday = (7 - now.getUTCDay()) % 7 || 7;
      const sunday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + daysToSunday, 17);
      h.clock.advance(sunday - now.getTime());
      await h.restart();
      const quotes = (await h.api.get('/currency/quotation_new')).body.message as {
        symbol: string;
        kind: string;
      }[];
      expect(quotes.filter((quote) => quote.kind === 'stock')).toHaveLength(12);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const later = (await h.api.get('/currency/quotation_new')).body.message as {
        symbol: string;
        updated_at: string;
      }[];
      const apple = later.find((quote) => quote.symbol === 'AAPL/USD');
      // Closed all Sunday: its last trade was the end of the week's last session, filled in by the jump.
      const updated = new Date(apple?.updated_at ?? '');
      expect(updated.getTime()).toBeLessThan(sunday - 12 * 3_600_000);
      expect([1, 2, 3, 4, 5]).toContain(updated.getUTCDay());
    });

    it('follows the simulated clock: an advance of a day is filled with a day of candles', async () => {
      const advanced = await h.api.operator('POST', '/operator/clock/advance', { seconds: String(DAY_S) });
      expect(advanced.body.type).toBe('ok');
      const now = new Date(advanced.body.message.now);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const quote = (await h.api.get('/currency/quotation_new')).body.message[0];
      expect(Date.parse(quote.updated_at)).toBeGreaterThanOrEqual(now.getTime() - 1000);
      const minutes = await klines(h.api, {
        symbol: 'BTC/USDT',
        period: '1m',
        from: unix(new Date(now.getTime() - 12 * 3600 * 1000)),
        to: unix(new Date(now.getTime() - 11 * 3600 * 1000)),
      });
      if (!Array.isArray(minutes)) throw new Error('refused');
      expect(minutes.length).toBeGreaterThanOrEqual(60);
      const days = await klines(h.api, {
        symbol: 'BTC/USDT',
        period: '1d',
        from: unix(new Date(now.getTime() - 3 * DAY_S * 1000)),
        to: unix(now),
      });
      if (!Array.isArray(days)) throw new Error('refused');
      // No day is missing: yesterday (skipped by the advance) has its candle.
      expect(days.length).toBeGreaterThanOrEqual(3);
    });

    it.runIf(h.database === 'PostgreSQL')(
      'quotes the same market in a second process, which follows the recorded ticks and the filled jumps',
      async () => {
        const sibling = await h.startSibling();
        try {
          const quoteOf = async (url: string) =>
            (
              (await new Api(url, h.server.operatorKey).get('/currency/quotation_new')).body.message as {
                symbol: string;
                volume: string;
                high: string;
                updated_at: string;
              }[]
            ).find((quote) => quote.symbol === 'BTC/USDT');
          // A day passes at once: the holder fills it with synthesized trading, the follower reads it back.
          const advanced = await h.api.operator('POST', '/operator/clock/advance', {
            seconds: String(DAY_S),
          });
          const now = Date.parse(advanced.body.message.now);
          await vi.waitFor(
            async () => {
              const [holder, follower] = [await quoteOf(h.server.url), await quoteOf(sibling.url)];
              expect(Date.parse(follower?.updated_at ?? '')).toBeGreaterThanOrEqual(now - 1000);
              // Within a few ticks of each other: the same day of trading in both windows.
              expect(Number(follower?.volume)).toBeGreaterThan(Number(holder?.volume) * 0.95);
              expect(Number(follower?.volume)).toBeLessThan(Number(holder?.volume) * 1.05);
              expect(follower?.high).toBe(holder?.high);
            },
            { timeout: 10_000, interval: 200 },
          );
        } finally {
          await sibling.close();
        }
      },
    );
  },
  { tickMs: 200, clockMode: 'simulated' },
  { durable: true },
);
