import * as t from 'io-ts';
import { QuoteCodec } from './endpoints/market.js';

/**
 * Socket.io on the server's origin. Clients `emit('sub', room)` / `emit('unsub', room)`; the
 * server pushes each room's event to its members. Rooms are public market data for now.
 */
export const Rooms = { tickers: 'tickers' } as const;

/** The events the server pushes, each with its payload codec. */
export const realtimeEvents = {
  ticker: { room: Rooms.tickers, payload: QuoteCodec },
} as const;

export type RealtimeEventName = keyof typeof realtimeEvents;

export const SUBSCRIBE = 'sub';
export const UNSUBSCRIBE = 'unsub';

export const RoomCodec = t.keyof({ [Rooms.tickers]: null });
