import {
  AUTHENTICATE,
  klineRoom,
  marketRoom,
  PRIVATE,
  realtimeEvents,
  SUBSCRIBE,
  UNSUBSCRIBE,
} from '@tessera/contract/realtime';
import type { FeedConnection, FeedTopics, RealtimeFeed } from '@tessera/core';
import type * as t from 'io-ts';
import type { Socket } from 'socket.io-client';
import * as E from '#fp-ts/Either.js';
import { parseKline, parseQuote } from './parse.js';
import { parseDepth, parseMarketTrade } from './parse-spot.js';

/** How each topic's payload becomes a domain value once its codec has accepted it. */
const parsers: { readonly [K in keyof FeedTopics]: (raw: unknown) => E.Either<unknown, FeedTopics[K]> } = {
  tickers: (raw) =>
    E.map((quotes: t.TypeOf<typeof realtimeEvents.tickers.payload>) => quotes.map(parseQuote))(
      realtimeEvents.tickers.payload.decode(raw),
    ),
  balances: (raw) => realtimeEvents.balances.payload.decode(raw),
  orders: (raw) => realtimeEvents.orders.payload.decode(raw),
  positions: (raw) => realtimeEvents.positions.payload.decode(raw),
  messages: (raw) => realtimeEvents.messages.payload.decode(raw),
  chat: (raw) => realtimeEvents.chat.payload.decode(raw),
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
  /**
   * The socket is opened (and socket.io-client loaded) only once this settles: a page can let its
   * first paint go first, and the quotes it shows meanwhile come from the HTTP snapshot.
   */
  readonly opensAfter?: Promise<unknown>;
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
 *
 * socket.io-client (about 12 KB gzip) is imported when the feed is first used, not with the app:
 * in a browser it is then a chunk of its own, fetched after the first render instead of before it.
 */
export const createSocketFeed = (options: SocketFeedOptions = {}): SocketFeed => {
  let socket: Socket | null = null;
  /** Bumped by `close()`: a connection still being loaded for an older feed is not opened. */
  let generation = 0;
  let loading: Promise<void> | null = null;
  /** What waits for the socket while socket.io-client is being loaded. */
  let waiting: ((socket: Socket) => void)[] = [];
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

  const open = (io: typeof import('socket.io-client').io): Socket => {
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
    return created;
  };

  /** Runs `use` with the socket: now if it exists, else once socket.io-client has loaded. */
  const withSocket = (use: (socket: Socket) => void): void => {
    if (socket) {
      use(socket);
      return;
    }
    waiting.push(use);
    if (loading) return;
    const mine = generation;
    const settled = Promise.resolve(options.opensAfter).then(
      () => undefined,
      () => undefined,
    );
    loading = settled
      .then(() => import('socket.io-client'))
      .then(
        ({ io }) => {
          if (mine !== generation) return;
          const created = open(io);
          socket = created;
          const ready = waiting;
          waiting = [];
          for (const each of ready) each(created);
        },
        () => {
          // The chunk did not arrive (offline): the app is told, and the next use tries again.
          if (mine !== generation) return;
          loading = null;
          waiting = [];
          becomes('disconnected');
        },
      );
  };

  /**
   * Listens to `event` in `room` (joined for its first listener, left after its last; a private
   * room is joined by `auth`, not `sub`) once the socket exists; the returned function stops.
   */
  const listen = (room: string, event: string, handler: (raw: unknown) => void): (() => void) => {
    let attached: Socket | null = null;
    let cancelled = false;
    const isPublic = room !== PRIVATE;
    const users = roomUsers.get(room) ?? 0;
    if (isPublic) roomUsers.set(room, users + 1);
    withSocket((active) => {
      if (cancelled) return;
      attached = active;
      active.on(event, handler);
      // A socket not connected yet joins every room of `roomUsers` when it connects.
      if (isPublic && users === 0 && active.connected) active.emit(SUBSCRIBE, room);
    });
    return () => {
      cancelled = true;
      attached?.off(event, handler);
      if (!isPublic) return;
      const left = (roomUsers.get(room) ?? 1) - 1;
      if (left > 0) roomUsers.set(room, left);
      else {
        roomUsers.delete(room);
        if (attached?.connected) attached.emit(UNSUBSCRIBE, room);
      }
    };
  };

  /** Listens to a chart or market room's event; `deliver` gets each payload its codec accepted. */
  const listenDecoded = <K extends 'kline' | 'depth' | 'trades'>(
    room: string,
    event: K,
    deliver: (payload: t.TypeOf<(typeof realtimeEvents)[K]['payload']>) => void,
  ): (() => void) =>
    listen(room, event, (raw: unknown) => {
      const decoded = realtimeEvents[event].payload.decode(raw);
      if (E.isLeft(decoded)) options.onInvalid?.(event, raw);
      else deliver(decoded.right);
    });

  return {
    subscribe(topic, listener) {
      // socket.io types reserved events by name; topics are plain strings to it.
      const event: string = topic;
      return listen(realtimeEvents[topic].room, event, (raw: unknown) => {
        const parsed = parsers[topic](raw);
        if (E.isRight(parsed)) listener(parsed.right);
        else options.onInvalid?.(topic, raw);
      });
    },
    subscribeKline(topic, listener) {
      // Every chart room pushes the same event: only this room's market and period are this listener's.
      return listenDecoded(klineRoom(topic.symbol, topic.period), 'kline', (kline) => {
        if (kline.symbol === topic.symbol && kline.period === topic.period) listener(parseKline(kline));
      });
    },
    subscribeDepth(symbol, listener) {
      // As with charts: a socket in several market rooms gets each one's books.
      return listenDecoded(marketRoom(symbol), 'depth', (depth) => {
        if (depth.symbol === symbol) listener(parseDepth(depth));
      });
    },
    subscribeTrades(symbol, listener) {
      return listenDecoded(marketRoom(symbol), 'trades', (trades) => {
        const mine = trades.filter((trade) => trade.symbol === symbol);
        if (mine.length > 0) listener(mine.map(parseMarketTrade));
      });
    },
    watchConnection(watcher) {
      withSocket(() => {});
      watchers.add(watcher);
      watcher(connection);
      return () => {
        watchers.delete(watcher);
      };
    },
    authenticate() {
      // Signed out: an empty token leaves the previous user's room. Not connected yet: the token
      // goes with the connect.
      withSocket((active) => {
        if (active.connected) active.emit(AUTHENTICATE, options.token?.() ?? '');
      });
    },
    close() {
      generation += 1;
      socket?.close();
      socket = null;
      loading = null;
      waiting = [];
      roomUsers.clear();
      connection = 'connecting';
    },
  };
};
