import type { KlinePeriod } from '@tessera/core';
import * as t from 'io-ts';
import { IsoTime } from './codecs.js';
import { KlineCodec, KlinePeriodCodec, QuoteCodec, SYMBOL_PATTERN } from './endpoints/market.js';

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

/**
 * A balance of the user changed (a deposit, transfer, withdrawal, conversion, trade): clients
 * reload what they show. The payload carries only the time, never the amounts.
 */
export const BalancesChangedCodec = t.type({ at: IsoTime });

/**
 * The events the server pushes, each with its room (`private`, or the chart rooms' marker) and
 * payload codec. `tickers` carries every quote that changed since the previous push (one push per
 * 100 ms at most); `kline` the updated current candle of a chart room (at most once a second).
 */
export const realtimeEvents = {
  tickers: { room: Rooms.tickers, payload: t.array(QuoteCodec) },
  kline: { room: KLINE_ROOMS, payload: KlineCodec },
  balances: { room: PRIVATE, payload: BalancesChangedCodec },
} as const;

export type RealtimeEventName = keyof typeof realtimeEvents;
export type PrivateEventName = {
  [K in RealtimeEventName]: (typeof realtimeEvents)[K]['room'] extends typeof PRIVATE ? K : never;
}[RealtimeEventName];
export type KlineEventName = {
  [K in RealtimeEventName]: (typeof realtimeEvents)[K]['room'] extends typeof KLINE_ROOMS ? K : never;
}[RealtimeEventName];
export type PublicEventName = Exclude<RealtimeEventName, PrivateEventName | KlineEventName>;

export const SUBSCRIBE = 'sub';
export const UNSUBSCRIBE = 'unsub';
/** `emit('auth', token, ack)`: joins the token's user's private room; `ack(true)` when it did. */
export const AUTHENTICATE = 'auth';

/** A room a client may join: `tickers`, or a chart room of a well-formed symbol and a known period. */
export const RoomCodec = new t.Type<string, string, unknown>(
  'Room',
  (u): u is string => typeof u === 'string' && (u === Rooms.tickers || parseKlineRoom(u) !== undefined),
  (u, c) =>
    typeof u === 'string' && (u === Rooms.tickers || parseKlineRoom(u) !== undefined)
      ? t.success(u)
      : t.failure(u, c),
  t.identity,
);

/** The market and period of a chart room, or undefined for any other text. */
export const klineRoomOf = (room: string): { symbol: string; period: KlinePeriod } | undefined =>
  parseKlineRoom(room);
