import type { Kysely } from 'kysely';
import type { Pool } from 'pg';
import type { FuturesEngine } from '../contexts/futures/index.js';
import { MarketPruner, type MarketService, startTicker, wireKline } from '../contexts/market/index.js';
import { ticksAfter } from '../contexts/market/ticks.js';
import { houseQuotes, type SpotEngine } from '../contexts/spot/index.js';
import type { Database } from '../db/schema.js';
import type { Realtime } from '../realtime/socket.js';
import type { Clock } from '../shared/clock.js';
import { type LeaseDuties, type MarketLease, PostgresLease, soleLease } from './lease.js';

/** Coalesced ticker pushes: at most one per this many milliseconds. */
const TICKERS_PUSH_MS = 100;
/** Current candles are written (and pushed to chart rooms) once per this many milliseconds. */
const KLINES_FLUSH_MS = 1000;
/** How often expired rate limits, spent challenges and long-ended sessions are swept away. */
const SWEEP_MS = 10 * 60_000;
/** How often a process without the lease tries for it (how long a killed holder goes unreplaced). */
const LEASE_RETRY_MS = 1000;
/** Ticks read per query while following the holder. */
const FOLLOW_BATCH = 5000;

export interface MarketRoleDeps {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly market: MarketService;
  readonly spot: SpotEngine;
  /** Futures positions: their triggers act on the ticks this process records while it holds the market. */
  readonly futures: FuturesEngine;
  readonly marketPushes: { start(engine: SpotEngine): void; stop(): void };
  readonly realtime: Pick<Realtime, 'publish' | 'publishKline'>;
  /** The swept tables' owners. */
  readonly sweep: () => Promise<void>;
  readonly tickMs: number;
  readonly pruneMs: number;
  readonly tickRetentionMs: number;
  /**
   * What comes due with time, run after every tick the holder records, each on its own: options
   * whose close price the ticks recorded up to `at` make final, mining yields and maturities.
   */
  readonly settlements: readonly Settlement[];
  /** The oldest tick a settlement still to come needs; pruning keeps it. */
  readonly oldestTickNeeded: () => Promise<Date | undefined>;
  /** The newest tick's time, whoever recorded it (for `/api/health`). */
  readonly ticked: (at: Date) => void;
  readonly log: (error: unknown, message: string) => void;
  /**
   * On PostgreSQL, several processes may share the database: the pool the lease keeps its lock
   * on, this process's address for the others, and the id of the newest tick when the market was
   * read (following starts after it). Undefined on PGlite: one process, always the holder.
   */
  readonly cluster:
    | { readonly pool: Pool; readonly nodeUrl: string; readonly followFromId: number }
    | undefined;
}

/** A settlement run: `name` says what failed in the log. */
export interface Settlement {
  readonly name: string;
  readonly run: (at: Date) => Promise<void>;
}

/**
 * This process's part in the market. The lease's holder records the price feed, keeps the order
 * books and the market maker's quotes, writes candles, pushes tickers and runs the scheduled jobs
 * (pruning, sweeping); every other process follows the recorded ticks (its quotes, charts and
 * prices for conversions stay current) and forwards order requests to the holder. When the holder
 * dies, another takes over within about a second and rebuilds the books from the open orders.
 */
export const startMarketRole = async (deps: MarketRoleDeps): Promise<MarketLease> => {
  const { db, clock, market, spot } = deps;
  let afterId = deps.cluster?.followFromId ?? 0;
  const followOnce = async () => {
    for (;;) {
      const ticks = await ticksAfter(db, afterId, FOLLOW_BATCH);
      const last = ticks.at(-1);
      if (last === undefined) return;
      await market.follow(ticks);
      afterId = last.id;
      deps.ticked(last.at);
      if (ticks.length < FOLLOW_BATCH) return;
    }
  };
  const follow = () =>
    startTicker({
      intervalMs: deps.tickMs,
      clock,
      tick: followOnce,
      onError: (error) => deps.log(error, 'following the market failed'),
    });

  let stopFollowing: (() => Promise<void>) | undefined;
  let stopHolding: (() => Promise<void>) | undefined;
  let stopped = false;
  const duties: LeaseDuties = {
    take: async (lease) => {
      await stopFollowing?.();
      stopFollowing = undefined;
      // What the last holder recorded before it went: the feed carries on from there.
      if (deps.cluster !== undefined) await followOnce();
      await spot.own((trx) => lease.fence(trx));
      await deps.futures.own((trx) => lease.fence(trx));
      deps.marketPushes.start(spot);
      stopHolding = hold(deps);
    },
    release: async () => {
      await stopHolding?.();
      stopHolding = undefined;
      deps.marketPushes.stop();
      await spot.disown();
      await deps.futures.disown();
      if (deps.cluster !== undefined && !stopped) stopFollowing = follow();
    },
  };
  if (deps.cluster === undefined) return soleLease(duties);
  stopFollowing = follow();
  const lease = await PostgresLease.start({
    pool: deps.cluster.pool,
    nodeUrl: deps.cluster.nodeUrl,
    retryMs: LEASE_RETRY_MS,
    duties,
    log: deps.log,
  });
  return {
    held: () => lease.held(),
    fence: (trx) => lease.fence(trx),
    holderUrl: () => lease.holderUrl(),
    forgetHolder: () => lease.forgetHolder(),
    stop: async () => {
      stopped = true;
      await lease.stop();
      await stopFollowing?.();
    },
  };
};

/** The holder's duties, started together; the function answered stops them and waits for each. */
const hold = (deps: MarketRoleDeps): (() => Promise<void>) => {
  const { clock, market, spot, realtime } = deps;
  // The clock is read at every tick, so a simulated clock's advance reaches the market at the
  // next one (which fills the jump with synthesized trading).
  const stopTicker = startTicker({
    intervalMs: deps.tickMs,
    clock,
    tick: async (at) => {
      await market.tick(at);
      deps.ticked(at);
      // The market maker follows every recorded price: its quotes are a function of it.
      for (const spotMarket of spot.markets()) {
        const price = market.priceInUsdt(spotMarket.base);
        if (price !== undefined) await spot.requote(spotMarket.symbol, houseQuotes(spotMarket, price));
      }
      // Once a tick is recorded, what it decides is settled: after a restart, the first tick
      // settles everything that came due while no process held the market.
      for (const settlement of deps.settlements)
        await settlement.run(at).catch((error: unknown) => deps.log(error, `${settlement.name} failed`));
      // Take-profits, stop-losses, liquidations and limit orders the new ticks reach, and the
      // overnight fees of any night passed.
      await deps.futures.advance(at).catch((error: unknown) => deps.log(error, 'futures triggers failed'));
    },
    onError: (error) => deps.log(error, 'market tick failed'),
  });
  // Quotes changed by ticks go out together, at most one push per 100 ms.
  const pusher = setInterval(() => {
    const changed = market.takeChangedQuotes();
    if (changed.length > 0) realtime.publish('tickers', changed);
  }, TICKERS_PUSH_MS);
  // Current candles are written once a second in one statement, and pushed to their chart rooms.
  const stopFlusher = startTicker({
    intervalMs: KLINES_FLUSH_MS,
    clock,
    tick: async () => {
      for (const kline of await market.flushKlines()) realtime.publishKline('kline', wireKline(kline));
    },
    onError: (error) => deps.log(error, 'writing K-lines failed'),
  });
  const pruner = new MarketPruner(deps.db, {
    symbols: market.markets.map((m) => m.symbol),
    tickRetentionMs: deps.tickRetentionMs,
    oldestTickNeeded: deps.oldestTickNeeded,
  });
  const stopPruner = startTicker({
    intervalMs: deps.pruneMs,
    clock,
    tick: async (at) => {
      await pruner.prune(at);
    },
    onError: (error) => deps.log(error, 'pruning market data failed'),
  });
  const sweeper = setInterval(() => {
    deps.sweep().catch((error: unknown) => deps.log(error, 'sweeping limits failed'));
  }, SWEEP_MS);
  sweeper.unref();
  return async () => {
    clearInterval(sweeper);
    clearInterval(pusher);
    await stopPruner();
    await stopTicker();
    await stopFlusher();
    await market.flushKlines();
    await spot.idle();
    await deps.futures.idle();
  };
};
