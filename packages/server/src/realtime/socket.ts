import type { Server as HttpServer } from 'node:http';
import {
  AUTHENTICATE,
  type KlineEventName,
  klineRoom,
  type MarketEventName,
  marketRoom,
  type PrivateEventName,
  type PublicEventName,
  type RealtimeEventName,
  RoomCodec,
  realtimeEvents,
  roomSymbolOf,
  SUBSCRIBE,
  UNSUBSCRIBE,
  userRoom,
} from '@tessera/contract';
import type * as t from 'io-ts';
import { Server } from 'socket.io';
import type { AuthSession } from '../contexts/handler.js';
import { SECURITY_HEADERS } from '../http/security-headers.js';

export type PayloadOf<K extends RealtimeEventName> = t.TypeOf<(typeof realtimeEvents)[K]['payload']>;

/**
 * The market events' encoders as one mapped type, so that one generic event name picks its own
 * payload's encoder (indexing `realtimeEvents` by it would ask for every payload at once).
 */
const marketEncoders: { [K in MarketEventName]: (payload: PayloadOf<K>) => unknown } = {
  depth: (payload) => realtimeEvents.depth.payload.encode(payload),
  trades: (payload) => realtimeEvents.trades.payload.encode(payload),
};

export interface Realtime {
  /** Pushes a public event to its room, encoded with the contract's codec. */
  publish<K extends PublicEventName>(event: K, payload: PayloadOf<K>): void;
  /** Pushes a private event to one user's room (every device they signed in with). */
  publishTo<K extends PrivateEventName>(userId: number, event: K, payload: PayloadOf<K>): void;
  /** Pushes a chart event to its market's and period's room, when anyone is in it. */
  publishKline<K extends KlineEventName>(event: K, payload: PayloadOf<K>): void;
  /** Pushes a market event to the market's room (its members' sockets, whatever their number). */
  publishMarket<K extends MarketEventName>(event: K, symbol: string, payload: PayloadOf<K>): void;
  /** Whether anyone is in the market's room: nobody there, nothing worth computing for it. */
  isMarketWatched(symbol: string): boolean;
  /** Sockets connected now (for the metrics). */
  clients(): number;
  close(): Promise<void>;
}

/**
 * socket.io on the HTTP server's own origin (so no CORS). Clients join public rooms with `sub` and
 * leave with `unsub`; anything that is not a known room name is ignored. `auth` with a live
 * session token puts the socket in that user's private room, and only there; a later `auth`
 * (another user signing in on the same page) moves it.
 */
export const attachRealtime = (
  server: HttpServer,
  sessions: { find(token: string): Promise<AuthSession | null> },
  /** Whether a market is listed: chart and market rooms of others cannot be joined. */
  isListed: (symbol: string) => boolean = () => true,
): Realtime => {
  const joinable = (room: unknown): room is string => {
    if (!RoomCodec.is(room)) return false;
    const symbol = roomSymbolOf(room);
    return symbol === undefined || isListed(symbol);
  };
  const hasMembers = (room: string) => (io.sockets.adapter.rooms.get(room)?.size ?? 0) > 0;
  const io = new Server(server, { path: '/socket.io', serveClient: false, maxHttpBufferSize: 16 * 1024 });
  // Long-polling answers bypass Fastify, so they get the same headers here.
  io.engine.on('headers', (headers: Record<string, string>) => Object.assign(headers, SECURITY_HEADERS));

  io.on('connection', (socket) => {
    let joined: string | null = null;
    socket.on(SUBSCRIBE, (room: unknown) => {
      if (joinable(room)) void socket.join(room);
    });
    socket.on(UNSUBSCRIBE, (room: unknown) => {
      if (joinable(room)) void socket.leave(room);
    });
    socket.on(AUTHENTICATE, async (token: unknown, ack: unknown) => {
      const session = typeof token === 'string' && token.length <= 200 ? await sessions.find(token) : null;
      if (joined !== null) void socket.leave(joined);
      joined = session === null ? null : userRoom(session.userId);
      if (joined !== null) void socket.join(joined);
      if (typeof ack === 'function') ack(joined !== null);
    });
  });

  return {
    clients: () => io.engine.clientsCount,
    publish: (event, payload) => {
      const { room, payload: codec } = realtimeEvents[event];
      io.to(room).emit(event, codec.encode(payload));
    },
    publishTo: (userId, event, payload) => {
      io.to(userRoom(userId)).emit(event, realtimeEvents[event].payload.encode(payload));
    },
    publishKline: (event, payload) => {
      const room = klineRoom(payload.symbol, payload.period);
      if (!hasMembers(room)) return;
      io.to(room).emit(event, realtimeEvents[event].payload.encode(payload));
    },
    publishMarket: (event, symbol, payload) => {
      io.to(marketRoom(symbol)).emit(event, marketEncoders[event](payload));
    },
    isMarketWatched: (symbol) => hasMembers(marketRoom(symbol)),
    // Disconnects clients and stops the engine; the HTTP server itself is closed by Fastify.
    close: async () => {
      io.disconnectSockets(true);
      io.engine.close();
    },
  };
};
