import type { Realtime } from '../../realtime/socket.js';
import type { Clock } from '../../shared/clock.js';
import type { RecordedTrade, SpotEngine, SpotEvents } from './engine.js';
import { DEPTH_LEVELS, wireDepth, wireTrade } from './market-wire.js';

/** At most one push of a market's book and trades per this many milliseconds. */
export const MARKET_PUSH_MS = 100;

/** Where the pushes go: the realtime module's market rooms. */
export type MarketRooms = Pick<Realtime, 'publishMarket' | 'isMarketWatched'>;

/** One market's pushes between two timers. */
interface Pending {
  /** Recorded since the previous push, oldest first. */
  trades: RecordedTrade[];
  timer: ReturnType<typeof setTimeout> | undefined;
  lastPushMs: number;
  /** The bids and asks last pushed, to push a book only when it changed. */
  lastBook: string | undefined;
}

/**
 * The spot engine's `bookChanged` and `traded` events, coalesced into `depth` and `trades` pushes
 * to the market's room: the first change after a quiet spell is pushed on the next turn of the
 * event loop (a burst of changes in one turn goes as one push), later ones at most once per
 * `MARKET_PUSH_MS`. The engine tells only committed changes, so nothing rolled back is pushed.
 * The book is read when the timer fires, in the market's queue (`settledDepth`: never with fills
 * still being recorded), so a push is always the latest settled book; one equal to the previous
 * push is not sent (the market maker requotes the same prices on a quiet tick). One emit per
 * room: socket.io encodes and frames the packet once and writes it to every member.
 */
export const createMarketPushes = (rooms: MarketRooms, clock: Clock) => {
  /** Set once the engine has started: nobody can be in a room before the server listens anyway. */
  let engine: Pick<SpotEngine, 'settledDepth'> | undefined;
  const markets = new Map<string, Pending>();
  const pendingOf = (symbol: string): Pending => {
    let pending = markets.get(symbol);
    if (pending === undefined) {
      pending = { trades: [], timer: undefined, lastPushMs: Number.NEGATIVE_INFINITY, lastBook: undefined };
      markets.set(symbol, pending);
    }
    return pending;
  };

  const push = async (symbol: string, pending: Pending) => {
    pending.timer = undefined;
    pending.lastPushMs = performance.now();
    const trades = pending.trades;
    pending.trades = [];
    const reader = engine;
    if (reader === undefined || !rooms.isMarketWatched(symbol)) {
      // Whoever joins later loads the book over HTTP first: the next push must not be skipped
      // for equalling one they never saw.
      pending.lastBook = undefined;
      return;
    }
    if (trades.length > 0)
      rooms.publishMarket(
        'trades',
        symbol,
        // Newest first, as `/coin/trades` lists them.
        trades.map((trade) => wireTrade(symbol, trade)).reverse(),
      );
    const levels = await reader.settledDepth(symbol, DEPTH_LEVELS);
    // Stopped meanwhile (the server is closing), or no such market: nothing more to send.
    if (engine === undefined || levels === undefined) return;
    const book = JSON.stringify(levels);
    if (book === pending.lastBook) return;
    pending.lastBook = book;
    rooms.publishMarket('depth', symbol, wireDepth(symbol, levels, clock.now()));
  };

  const changed = (symbol: string): Pending => {
    const pending = pendingOf(symbol);
    if (pending.timer === undefined) {
      const wait = Math.max(0, pending.lastPushMs + MARKET_PUSH_MS - performance.now());
      pending.timer = setTimeout(() => void push(symbol, pending), wait);
    }
    return pending;
  };

  const events: Pick<SpotEvents, 'bookChanged' | 'traded'> = {
    bookChanged: (symbol) => {
      changed(symbol);
    },
    traded: (symbol, trades) => {
      changed(symbol).trades.push(...trades);
    },
  };

  return {
    /** The engine's events to pass to `SpotEngine.start`. */
    events,
    /** Starts pushing books read from `started`. */
    start(started: Pick<SpotEngine, 'settledDepth'>): void {
      engine = started;
    },
    /** Drops what is pending: the server is closing. */
    stop(): void {
      for (const pending of markets.values()) clearTimeout(pending.timer);
      markets.clear();
      engine = undefined;
    },
  };
};
