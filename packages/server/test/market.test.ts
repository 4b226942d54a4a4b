import { QuoteCodec, RoomCodec, realtimeEvents, SUBSCRIBE, UNSUBSCRIBE } from '@tessera/contract';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { io, type Socket } from 'socket.io-client';
import { afterEach, expect, it } from 'vitest';
import { describeOnEachDatabase } from './support/harness.js';

const TICK_MS = 100;

const nextTicker = (socket: Socket, timeoutMs = 5000) =>
  new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no ticker pushed')), timeoutMs);
    socket.once('ticker', (payload: unknown) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

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

    it('quotes every market in the shape of the contract', async () => {
      const answer = await h.api.get('/currency/quotation_new');
      const quotes = t.array(QuoteCodec).decode(answer.body.message);
      expect(E.isRight(quotes)).toBe(true);
      if (E.isLeft(quotes)) return;
      expect(quotes.right.map((quote) => quote.symbol)).toEqual([
        'BTC/USDT',
        'ETH/USDT',
        'LTC/USDT',
        'XRP/USDT',
        'DOGE/USDT',
        'TRX/USDT',
      ]);
      for (const quote of quotes.right) {
        expect(quote.low.lte(quote.now_price) && quote.now_price.lte(quote.high)).toBe(true);
        expect(quote.volume.gt(0)).toBe(true);
        expect(quote.change.abs().lt(50)).toBe(true);
      }
      // Decimals travel as strings, never JSON numbers.
      expect(typeof answer.body.message[0].now_price).toBe('string');
      expect(answer.body.message[0].currency_name).toBe('BTC');
      expect(answer.body.message[0].legal_name).toBe('USDT');
    });

    it('moves prices with every tick', async () => {
      const before = (await h.api.get('/currency/quotation_new')).body.message[0];
      await new Promise((resolve) => setTimeout(resolve, TICK_MS * 5));
      const after = (await h.api.get('/currency/quotation_new')).body.message[0];
      expect(after.updated_at > before.updated_at).toBe(true);
    });

    it('pushes tickers to sockets in the tickers room', async () => {
      const socket = await connect();
      socket.emit(SUBSCRIBE, realtimeEvents.ticker.room);
      const payload = await nextTicker(socket);
      expect(E.isRight(realtimeEvents.ticker.payload.decode(payload))).toBe(true);
      expect(RoomCodec.is('tickers')).toBe(true);
    });

    it('stops pushing after unsub, and ignores unknown rooms', async () => {
      const socket = await connect();
      socket.emit(SUBSCRIBE, 'no-such-room');
      await expect(nextTicker(socket, TICK_MS * 5)).rejects.toThrow('no ticker pushed');

      socket.emit(SUBSCRIBE, 'tickers');
      await nextTicker(socket);
      socket.emit(UNSUBSCRIBE, 'tickers');
      await new Promise((resolve) => setTimeout(resolve, TICK_MS * 2));
      await expect(nextTicker(socket, TICK_MS * 5)).rejects.toThrow('no ticker pushed');
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
