import type { KlinePeriod } from '@tessera/core';
import * as t from 'io-ts';
import { IsoTime } from './codecs.js';
import { KlineCodec, KlinePeriodCodec, QuoteCodec, SYMBOL_PATTERN } from './endpoints/market.js';
import { DepthCodec, MarketTradeCodec } from './endpoints/spot.js';

/**
 * Socket.io on the server's origin. Clients `emit('sub', room)` / `emit('unsub', room)` to join
 * and leave public rooms; the server pushes each room's event to its members. After
 * `emit('auth', token)` a client is also in its user's private room (until it disconnects or
 * sends `auth` with another token), where that user's events arrive.
 */
export const Rooms = { tickers: 'tickers' } as const;

/** The private room of one user; no client can join it with `sub`. */
export const userRoom = (userId: number): string => `user:${userId}`;

/** A private room's marker in the event table: the server picks the user's room when it pushes. */
export const PRIVATE = 'private' as const;

/** A chart room's marker in the event table: one room per market and period (`klineRoom`). */
export const KLINE_ROOMS = 'kline:<symbol>:<period>' as const;

/** The public room of one market's candles of one period, e.g. `kline:BTC/USDT:1m`. */
export const klineRoom = (symbol: string, period: KlinePeriod): string => `kline:${symbol}:${period}`;

const parseKlineRoom = (room: string): { symbol: string; period: KlinePeriod } | undefined => {
  const [kind, symbol, period, ...rest] = room.split(':');
  if (kind !== 'kline' || symbol === undefined || !SYMBOL_PATTERN.test(symbol) || rest.length > 0)
    return undefined;
  return KlinePeriodCodec.is(period) ? { symbol, period } : undefined;
};

/** A spot market's room marker in the event table: one room per market (`marketRoom`). */
export const MARKET_ROOMS = 'market:<symbol>' as const;

/** The public room of one spot market's book and trades, e.g. `market:BTC/USDT`. */
export const marketRoom = (symbol: string): string => `market:${symbol}`;

const parseMarketRoom = (room: string): { symbol: string } | undefined => {
  const [kind, symbol, ...rest] = room.split(':');
  if (kind !== 'market' || symbol === undefined || !SYMBOL_PATTERN.test(symbol) || rest.length > 0)
    return undefined;
  return { symbol };
};

/**
 * Something of the user changed: clients reload what they show. The payload carries only the
 * time, never amounts or orders, so a push can never disagree with what a reload answers.
 */
export const ChangedCodec = /* @__PURE__ */ t.type({ at: IsoTime });

/**
 * The events the server pushes, each with its room (`private`, or the chart or market rooms'
 * marker) and payload codec. `tickers` carries every quote that changed since the previous push
 * (one push per 100 ms at most); `kline` the updated current candle of a chart room (at most once
 * a second); `depth` a market's book as `/coin/depth` answers it, when it changed (one push per
 * market per 100 ms at most); `trades` the market's trades since its previous push, newest first
 * as `/coin/trades` lists them (sent with the depth push they moved).
 *
 * `balances` (a deposit, transfer, withdrawal, conversion, trade), `orders` (placed, filled in
 * part or whole, cancelled) and `positions` (a futures position opened, closed, fired, its stops
 * moved, an overnight fee charged) say only that the user's balances, spot orders or futures
 * positions changed, `messages` that a system message may have arrived (it comes with the push
 * of the change it tells of), and `chat` that the conversation with customer service has a new
 * message (the client reads what came after the newest it has). The order
 * lists are pages, newest first, split between open and done: a pushed order could not say where
 * it lands among pages the client never loaded, nor which order takes its place, so the client
 * reads its first page again, which a push of the order would not spare it.
 */
export const realtimeEvents = {
  tickers: { room: Rooms.tickers, payload: t.array(QuoteCodec) },
  kline: { room: KLINE_ROOMS, payload: KlineCodec },
  depth: { room: MARKET_ROOMS, payload: DepthCodec },
  trades: { room: MARKET_ROOMS, payload: t.array(MarketTradeCodec) },
  balances: { room: PRIVATE, payload: ChangedCodec },
  orders: { room: PRIVATE, payload: ChangedCodec },
  positions: { room: PRIVATE, payload: ChangedCodec },
  messages: { room: PRIVATE, payload: ChangedCodec },
  chat: { room: PRIVATE, payload: ChangedCodec },
} as const;

export type RealtimeEventName = keyof typeof realtimeEvents;
export type PrivateEventName = {
  [K in RealtimeEventName]: (typeof realtimeEvents)[K]['room'] extends typeof PRIVATE ? K : never;
}[RealtimeEventName];
export type KlineEventName = {
  [K in RealtimeEventName]: (typeof realtimeEvents)[K]['room'] extends typeof KLINE_ROOMS ? K : never;
}[RealtimeEventName];
export type MarketEventName = {
  [K in RealtimeEventName]: (typeof realtimeEvents)[K]['room'] extends typeof MARKET_ROOMS ? K : never;
}[RealtimeEventName];
export type PublicEventName = Exclude<RealtimeEventName, PrivateEventName | KlineEventName | MarketEventName>;

export const SUBSCRIBE = 'sub';
export const UNSUBSCRIBE = 'unsub';
/** `emit('auth', token, ack)`: joins the token's user's private room; `ack(true)` when it did. */
export const AUTHENTICATE = 'auth';

/** The market a chart or market room is about; undefined for `tickers` and any other text. */
export const roomSymbolOf = (room: string): string | undefined =>
  (parseKlineRoom(room) ?? parseMarketRoom(room))?.symbol;

const isRoom = (u: unknown): u is string =>
  typeof u === 'string' && (u === Rooms.tickers || roomSymbolOf(u) !== undefined);

/**
 * A room a client may join: `tickers`, a chart room of a well-formed symbol and a known period, or
 * a market room of a well-formed symbol.
 */
export const RoomCodec = new t.Type<string, string, unknown>(
  'Room',
  isRoom,
  (u, c) => (isRoom(u) ? t.success(u) : t.failure(u, c)),
  t.identity,
);
