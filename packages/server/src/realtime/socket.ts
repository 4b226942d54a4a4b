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
import { Server, type Socket } from 'socket.io';
import type { AuthSession } from '../contexts/handler.js';
import { SECURITY_HEADERS } from '../http/security-headers.js';
import type { PushAdapter } from './adapter.js';

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

/** What the realtime layer needs of the sessions: the check at `auth`, and the checks after. */
export interface RealtimeSessions {
  find(token: string): Promise<AuthSession | null>;
  /** Which of these token hashes are still live, in one query. */
  stillLive(tokenHashes: readonly string[]): Promise<ReadonlySet<string>>;
  /** Tells of the sessions this process ends (logout, revoke): their sockets leave at once. */
  onEnded(listener: (tokenHashes: readonly string[]) => void): () => void;
}

export interface RealtimeOptions {
  /** Whether a market is listed: chart and market rooms of others cannot be joined. */
  readonly isListed?: (symbol: string) => boolean;
  /** How often every authenticated socket's session is checked against the database. */
  readonly sessionCheckMs?: number;
  /** A failed check (the database away): logged; the next one tries again. */
  readonly onError?: (error: unknown) => void;
  /** How pushes reach other processes' sockets; none, one process. */
  readonly pushAdapter?: PushAdapter;
}

/**
 * socket.io on the HTTP server's own origin (so no CORS). Clients join public rooms with `sub` and
 * leave with `unsub`; anything that is not a known room name is ignored. `auth` with a live
 * session token puts the socket in that user's private room, and only there; a later `auth`
 * (another user signing in on the same page) moves it.
 *
 * A socket stays in the private room only while its session lives. A session this process ends
 * (logout, revoking a device) takes its sockets out at once; every `sessionCheckMs` (30 s by
 * default) the sessions of all authenticated sockets are checked in one query, which catches what
 * other processes ended, password changes and resets, expiry and the idle timeout. So a socket
 * hears at most that long of private pushes after its session ended elsewhere. It keeps its
 * public rooms: market data needs no session.
 */
export const attachRealtime = (
  server: HttpServer,
  sessions: RealtimeSessions,
  options: RealtimeOptions = {},
): Realtime => {
  const isListed = options.isListed ?? (() => true);
  const { pushAdapter } = options;
  const joinable = (room: unknown): room is string => {
    if (!RoomCodec.is(room)) return false;
    const symbol = roomSymbolOf(room);
    return symbol === undefined || isListed(symbol);
  };
  // With other processes, a room's members may be theirs: every room is taken as watched.
  const hasMembers = (room: string) =>
    pushAdapter !== undefined || (io.sockets.adapter.rooms.get(room)?.size ?? 0) > 0;
  const io = new Server(server, { path: '/socket.io', serveClient: false, maxHttpBufferSize: 16 * 1024 });
  pushAdapter?.attach(io);
  // Long-polling answers bypass Fastify, so they get the same headers here.
  io.engine.on('headers', (headers: Record<string, string>) => Object.assign(headers, SECURITY_HEADERS));

  /** The private room each authenticated socket is in, and the session that let it in. */
  const authenticated = new Map<Socket, { readonly room: string; readonly tokenHash: string }>();
  const signOut = (socket: Socket) => {
    const joined = authenticated.get(socket);
    if (joined === undefined) return;
    authenticated.delete(socket);
    void socket.leave(joined.room);
  };
  /** Takes out the sockets whose session is among `tokenHashes` (still the one they joined with). */
  const endSessions = (ended: ReadonlySet<string>) => {
    for (const [socket, joined] of authenticated) if (ended.has(joined.tokenHash)) signOut(socket);
  };
  const stopListening = sessions.onEnded((tokenHashes) => endSessions(new Set(tokenHashes)));

  let checking = false;
  const checkSessions = async () => {
    if (checking || authenticated.size === 0) return;
    checking = true;
    try {
      const asked = new Set([...authenticated.values()].map((joined) => joined.tokenHash));
      const live = await sessions.stillLive([...asked]);
      // A socket that authenticated again meanwhile is judged by its new session, at the next check.
      endSessions(new Set([...asked].filter((tokenHash) => !live.has(tokenHash))));
    } catch (error) {
      options.onError?.(error);
    } finally {
      checking = false;
    }
  };
  const checker = setInterval(() => void checkSessions(), options.sessionCheckMs ?? 30_000);
  checker.unref();

  io.on('connection', (socket) => {
    socket.on(SUBSCRIBE, (room: unknown) => {
      if (joinable(room)) void socket.join(room);
    });
    socket.on(UNSUBSCRIBE, (room: unknown) => {
      if (joinable(room)) void socket.leave(room);
    });
    socket.on(AUTHENTICATE, async (token: unknown, ack: unknown) => {
      const session = typeof token === 'string' && token.length <= 200 ? await sessions.find(token) : null;
      signOut(socket);
      if (session !== null) {
        const room = userRoom(session.userId);
        authenticated.set(socket, { room, tokenHash: session.tokenHash });
        void socket.join(room);
      }
      if (typeof ack === 'function') ack(session !== null);
    });
    socket.on('disconnect', () => authenticated.delete(socket));
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
      clearInterval(checker);
      stopListening();
      io.disconnectSockets(true);
      io.engine.close();
      await io.of('/').adapter.close();
      await pushAdapter?.close();
    },
  };
};
