import { AUTHENTICATE, klineRoom, PRIVATE, realtimeEvents, SUBSCRIBE, UNSUBSCRIBE } from '@tessera/contract';
import type { FeedConnection, FeedTopics, RealtimeFeed } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import { io, type Socket } from 'socket.io-client';
import { parseKline, parseQuote } from './parse.js';

/** How each topic's payload becomes a domain value once its codec has accepted it. */
const parsers: { readonly [K in keyof FeedTopics]: (raw: unknown) => E.Either<unknown, FeedTopics[K]> } = {
  tickers: (raw) =>
    E.map((quotes: t.TypeOf<typeof realtimeEvents.tickers.payload>) => quotes.map(parseQuote))(
      realtimeEvents.tickers.payload.decode(raw),
    ),
  balances: (raw) => realtimeEvents.balances.payload.decode(raw),
};

export interface SocketFeedOptions {
  /** The server's origin; empty for the page's own origin. */
  readonly url?: string;
  /** Called with each payload that failed to decode, so it is never dropped silently. */
  readonly onInvalid?: (topic: string, raw: unknown) => void;
  /**
   * The session token to join the user's private room with, read on every (re)connect and by
   * `authenticate()`; null when signed out.
   */
  readonly token?: () => string | null;
}

export type SocketFeed = RealtimeFeed & {
  /** Joins the private room of the current token's user (call after signing in or out). */
  authenticate(): void;
  close(): void;
};

/**
 * The realtime feed over socket.io: websocket first, polling as the fallback, automatic reconnect.
 * Rooms are joined on first use and joined again after every reconnect, since a new connection
 * starts with none. The connection's state is told to its watchers (a lost one freezes prices).
 * `close()` is the only way the feed stops trying.
 */
export const createSocketFeed = (options: SocketFeedOptions = {}): SocketFeed => {
  let socket: Socket | null = null;
  const roomUsers = new Map<string, number>();
  let connection: FeedConnection = 'connecting';
  const watchers = new Set<(connection: FeedConnection) => void>();
  const becomes = (next: FeedConnection) => {
    if (next === connection) return;
    connection = next;
    for (const watcher of watchers) watcher(next);
  };

  /** A new connection is in no private room: the token goes with every connect. */
  const sendToken = (target: Socket) => {
    const token = options.token?.() ?? null;
    if (token !== null) target.emit(AUTHENTICATE, token);
  };

  const connect = (): Socket => {
    if (socket) return socket;
    const created = io(options.url ?? '', { transports: ['websocket', 'polling'], reconnection: true });
    created.on('connect', () => {
      for (const room of roomUsers.keys()) created.emit(SUBSCRIBE, room);
      sendToken(created);
      becomes('connected');
    });
    // socket.io retries lost connections by itself, except when the server ended them (as a
    // restarting server does); the app still wants its quotes once the server is back.
    created.on('disconnect', (reason) => {
      becomes('disconnected');
      if (reason === 'io server disconnect') created.connect();
    });
    // A failed attempt (first or after a loss) leaves the app without pushes until one succeeds.
    created.on('connect_error', () => becomes('disconnected'));
    socket = created;
    return created;
  };

  /** Joins `room` for its first user; the returned function leaves it after its last. */
  const joinRoom = (active: Socket, room: string, stopListening: () => void) => {
    const users = roomUsers.get(room) ?? 0;
    roomUsers.set(room, users + 1);
    if (users === 0 && active.connected) active.emit(SUBSCRIBE, room);
    return () => {
      stopListening();
      const left = (roomUsers.get(room) ?? 1) - 1;
      if (left > 0) roomUsers.set(room, left);
      else {
        roomUsers.delete(room);
        if (active.connected) active.emit(UNSUBSCRIBE, room);
      }
    };
  };

  return {
    subscribe(topic, listener) {
      const active = connect();
      const { room } = realtimeEvents[topic];
      // socket.io types reserved events by name; topics are plain strings to it.
      const event: string = topic;
      const handler = (raw: unknown) => {
        const parsed = parsers[topic](raw);
        if (E.isRight(parsed)) listener(parsed.right);
        else options.onInvalid?.(topic, raw);
      };
      active.on(event, handler);
      // A private event arrives in the user's room, which `auth` joins: there is nothing to `sub`.
      if (room === PRIVATE) return () => active.off(event, handler);
      return joinRoom(active, room, () => active.off(event, handler));
    },
    subscribeKline(topic, listener) {
      const active = connect();
      const room = klineRoom(topic.symbol, topic.period);
      // Every chart room pushes the same event: only this room's market and period are this listener's.
      const handler = (raw: unknown) => {
        const decoded = realtimeEvents.kline.payload.decode(raw);
        if (E.isLeft(decoded)) options.onInvalid?.('kline', raw);
        else if (decoded.right.symbol === topic.symbol && decoded.right.period === topic.period) {
          listener(parseKline(decoded.right));
        }
      };
      active.on('kline', handler);
      return joinRoom(active, room, () => active.off('kline', handler));
    },
    watchConnection(watcher) {
      connect();
      watchers.add(watcher);
      watcher(connection);
      return () => {
        watchers.delete(watcher);
      };
    },
    authenticate() {
      const active = connect();
      // Signed out: an empty token leaves the previous user's room.
      if (active.connected) active.emit(AUTHENTICATE, options.token?.() ?? '');
    },
    close() {
      socket?.close();
      socket = null;
      roomUsers.clear();
      connection = 'connecting';
    },
  };
};
