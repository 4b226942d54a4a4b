import * as t from 'io-ts';
import { IsoTime } from './codecs.js';
import { QuoteCodec } from './endpoints/market.js';

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

/**
 * A balance of the user changed (a deposit, transfer, withdrawal, conversion, trade): clients
 * reload what they show. The payload carries only the time, never the amounts.
 */
export const BalancesChangedCodec = t.type({ at: IsoTime });

/** The events the server pushes, each with its room (or `private`) and payload codec. */
export const realtimeEvents = {
  ticker: { room: Rooms.tickers, payload: QuoteCodec },
  balances: { room: PRIVATE, payload: BalancesChangedCodec },
} as const;

export type RealtimeEventName = keyof typeof realtimeEvents;
export type PrivateEventName = {
  [K in RealtimeEventName]: (typeof realtimeEvents)[K]['room'] extends typeof PRIVATE ? K : never;
}[RealtimeEventName];
export type PublicEventName = Exclude<RealtimeEventName, PrivateEventName>;

export const SUBSCRIBE = 'sub';
export const UNSUBSCRIBE = 'unsub';
/** `emit('auth', token, ack)`: joins the token's user's private room; `ack(true)` when it did. */
export const AUTHENTICATE = 'auth';

export const RoomCodec = t.keyof({ [Rooms.tickers]: null });
