import { join } from 'node:path';
import { UPLOAD_MAX_BYTES, validateInviteCode } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import { type Kysely, sql } from 'kysely';
import { FX_RATES_OFF, hasBuiltUi, resolveConfig, type ServerConfig } from './config.js';
import {
  createAccountHandlers,
  DatabaseUploadStore,
  DirectoryUploadStore,
  type UploadStore,
  Uploads,
} from './contexts/account/index.js';
import type { Handlers } from './contexts/handler.js';
import {
  createFavouriteHandlers,
  createMarketHandlers,
  DailyFxRates,
  MarketPruner,
  startMarket,
  startTicker,
} from './contexts/market/index.js';
import { createClockHandlers, createOperatorHandlers } from './contexts/operator/index.js';
import { AttemptGate, createSessionHandlers, PasswordHasher, Sessions } from './contexts/session/index.js';
import { createSiteHandlers } from './contexts/site/index.js';
import {
  createMarketPushes,
  createSpotHandlers,
  houseQuotes,
  MatchingBook,
  SpotEngine,
  spotMarketsOf,
} from './contexts/spot/index.js';
import { createVerificationHandlers, verificationLevelOf } from './contexts/verification/index.js';
import { AssetBook, createWalletHandlers } from './contexts/wallet/index.js';
import { MEMORY_DATA_DIR, openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import type { Database } from './db/schema.js';
import { createHttpApp } from './http/app.js';
import { registerFilesRoute } from './http/files-route.js';
import { createMetrics } from './http/metrics.js';
import { registerContract } from './http/registrar.js';
import { serveUi } from './http/static-ui.js';
import { registerSystemRoutes } from './http/system-routes.js';
import { resolveOperatorKey } from './operator-key.js';
import { DevOutbox, type Outbox, SmtpOutbox } from './outbox/index.js';
import { attachRealtime } from './realtime/socket.js';
import { Challenges } from './shared/challenges.js';
import type { Clock } from './shared/clock.js';
import { RateLimits } from './shared/rate-limits.js';
import { SimulatedClock } from './shared/simulated-clock.js';

export interface RunningServer {
  /** `http://host:port`, without a trailing slash. */
  readonly url: string;
  readonly port: number;
  /** The key operator calls need in their `Operator-Key` header. */
  readonly operatorKey: string;
  /** Set when that key was drawn at start (development mode): the file keeping it, if any. */
  readonly drawnOperatorKey: { readonly file: string | undefined } | undefined;
  /** The server's database, for tests and tools running in its process (row counts, checks). */
  readonly database: Kysely<Database>;
  /** Stops the market, disconnects sockets, closes HTTP and the database. */
  close(): Promise<void>;
}

/** The root invitation code is the one code nobody owns; re-seeding it is harmless. */
const seedRootInviteCode = async (db: Kysely<Database>, code: string): Promise<void> => {
  const valid = validateInviteCode(code.trim());
  if (E.isLeft(valid)) throw new Error(`ROOT_INVITE_CODE must be 4–16 letters or digits, got "${code}"`);
  await db
    .insertInto('invite_codes')
    .values({ code: valid.right.toUpperCase(), owner_id: null })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
};

/** Names the exchange as the operator configured it; the name is kept for later starts too. */
const nameSite = async (db: Kysely<Database>, name: string | undefined): Promise<void> => {
  if (name === undefined) return;
  await db.updateTable('site_config').set({ site_name: name.trim() }).execute();
};

/**
 * Where upload bytes go: files under `<dataDir>/uploads/` for PGlite on disk (outside every served
 * folder); the database itself for an in-memory PGlite and for PostgreSQL, so that every process
 * sharing the database serves every upload.
 */
const uploadStoreFor = (config: ServerConfig, db: Kysely<Database>): UploadStore =>
  config.databaseUrl === undefined && config.dataDir !== MEMORY_DATA_DIR
    ? new DirectoryUploadStore(join(config.dataDir, 'uploads'))
    : new DatabaseUploadStore(db);

/** Coalesced ticker pushes: at most one per this many milliseconds. */
const TICKERS_PUSH_MS = 100;
/** Current candles are written (and pushed to chart rooms) once per this many milliseconds. */
const KLINES_FLUSH_MS = 1000;

/** How often expired rate limits and spent challenges are swept away. */
const SWEEP_MS = 10 * 60_000;

const urlOf = (host: string, port: number): string =>
  `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

/**
 * Starts the whole exchange: database and migrations, the simulated market, the API derived from
 * the contract, socket.io pushes and (when built) the UI, all on one port.
 */
export const startServer = async (overrides: Partial<ServerConfig> = {}): Promise<RunningServer> => {
  const config = resolveConfig(overrides);
  // An in-memory database dies with the process, so there is no point keeping its key.
  const operatorKey = resolveOperatorKey({
    ...config,
    operatorKeyFile: config.dataDir === MEMORY_DATA_DIR ? undefined : config.operatorKeyFile,
  });
  // Made first, for its logger; it holds nothing until it listens.
  const app = await createHttpApp({ logger: config.logger, trustProxy: config.trustProxy });
  const db = await openDatabase(config);
  let simulatedClock: SimulatedClock | undefined;
  try {
    await migrateToLatest(db, config.schema);
    await seedRootInviteCode(db, config.rootInviteCode);
    await nameSite(db, config.siteName);
    simulatedClock =
      config.clockMode === 'simulated'
        ? await SimulatedClock.open(db, config.clock, (error) =>
            app.log.error({ err: error }, 'reading the simulated clock failed'),
          )
        : undefined;
    const clock: Clock = simulatedClock ?? config.clock;
    const fxRates = await DailyFxRates.open(db, {
      url: config.fxRatesUrl === FX_RATES_OFF ? undefined : config.fxRatesUrl,
      clock: config.clock,
      warn: (line) => app.log.warn(line),
    });
    const market = await startMarket(db, {
      seed: config.marketSeed,
      tickMs: config.tickMs,
      now: clock.now(),
      markets: config.markets,
      historyMs: config.historyMs,
    });

    const devOutbox = new DevOutbox(db, clock);
    const outbox: Outbox =
      config.smtpUrl === undefined ? devOutbox : new SmtpOutbox(config.smtpUrl, config.mailFrom, devOutbox);
    const sessions = new Sessions(db, clock);
    const passwords = new PasswordHasher();
    const limits = new RateLimits(db, clock);
    const challenges = await Challenges.open(db, clock);
    const gate = new AttemptGate(limits, challenges, config.challengeDifficulty);
    const uploads = new Uploads(db, uploadStoreFor(config, db), clock);
    const assets = await AssetBook.load(db);
    const app = await createHttpApp({ logger: config.logger, trustProxy: config.trustProxy });
    const realtime = attachRealtime(app.server, sessions, (symbol) => market.isListed(symbol));
    let lastTickAt: Date | undefined;
    const metrics = createMetrics(app, {
      lastTickAt: () => lastTickAt,
      realtimeClients: () => realtime.clients(),
    });
    const balances = {
      changed: (userId: number) => realtime.publishTo(userId, 'balances', { at: clock.now().toISOString() }),
    };
    /** Every change to a user's spot orders moves their money too (a freeze, a fill, a release). */
    const spotUserChanged = (userId: number) => {
      realtime.publishTo(userId, 'orders', { at: clock.now().toISOString() });
      balances.changed(userId);
    };
    const marketPushes = createMarketPushes(realtime, clock);
    const spot = await SpotEngine.start({
      db,
      clock,
      assets,
      markets: spotMarketsOf(config.markets, assets),
      newBook: () => new MatchingBook(),
      events: { userChanged: spotUserChanged, ...marketPushes.events },
    });
    marketPushes.start(spot);
    /** The latest recorded price of a spot market, which market orders are valued at. */
    const lastPrice = (symbol: string) => {
      const base = spot.market(symbol)?.base;
      return base === undefined ? undefined : market.priceInUsdt(base);
    };
    const handlers: Handlers = {
      ...createSiteHandlers(db, { clock, clockMode: config.clockMode }),
      ...createSessionHandlers({ db, clock, passwords, sessions, outbox, gate }),
      ...createAccountHandlers({ db, clock, passwords, uploads, outbox, gate }),
      ...createVerificationHandlers({ db, clock, uploads }),
      ...createMarketHandlers(market, fxRates),
      ...createFavouriteHandlers(db, market, clock),
      ...createSpotHandlers({ db, clock, engine: spot, lastPrice, userChanged: spotUserChanged }),
      ...createWalletHandlers({
        db,
        clock,
        assets,
        prices: market,
        fxRates,
        passwords,
        gate,
        uploads,
        balances,
      }),
      // With SMTP, codes really leave: nobody, not even an operator, reads them here any more.
      ...createOperatorHandlers(db, { outboxReadable: config.smtpUrl === undefined }),
      // Without a simulated clock the route does not exist: production cannot move time.
      ...(simulatedClock === undefined ? {} : createClockHandlers(simulatedClock)),
    };

    const guards = {
      session: (token: string) => sessions.find(token),
      verificationLevel: (userId: number) => verificationLevelOf(db, userId),
      operatorKey: operatorKey.key,
    };
    registerContract(app, handlers, guards, { fileBytes: UPLOAD_MAX_BYTES });
    registerFilesRoute(app, { guards, read: (id, viewer) => uploads.read(id, viewer) });
    registerSystemRoutes(app, {
      database: async () => {
        await sql`select 1`.execute(db);
      },
      feed: () => ({ lastTickAt, intervalMs: config.tickMs }),
      metrics,
      operatorKey: operatorKey.key,
    });
    if (hasBuiltUi(config.uiDir)) await serveUi(app, config.uiDir);

    await app.listen({ host: config.host, port: config.port });
    fxRates.start();
    // The clock is read at every tick, so a simulated clock's advance reaches the market at the
    // next one (which fills the jump with synthesized trading).
    const stopTicker = startTicker({
      intervalMs: config.tickMs,
      clock,
      tick: async (at) => {
        await market.tick(at);
        lastTickAt = at;
        // The market maker follows every recorded price: its quotes are a function of it.
        for (const spotMarket of spot.markets()) {
          const price = lastPrice(spotMarket.symbol);
          if (price !== undefined) await spot.requote(spotMarket.symbol, houseQuotes(spotMarket, price));
        }
      },
      onError: (error) => app.log.error({ err: error }, 'market tick failed'),
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
        for (const kline of await market.flushKlines()) {
          realtime.publishKline('kline', {
            symbol: kline.symbol,
            period: kline.period,
            open_time: new Date(kline.openMs).toISOString(),
            open: kline.open,
            high: kline.high,
            low: kline.low,
            close: kline.close,
            volume: kline.volume,
          });
        }
      },
      onError: (error) => app.log.error({ err: error }, 'writing K-lines failed'),
    });
    const pruner = new MarketPruner(db, {
      symbols: config.markets.map((m) => m.symbol),
      tickRetentionMs: config.tickRetentionMs,
    });
    const stopPruner = startTicker({
      intervalMs: config.pruneMs,
      clock,
      tick: async (at) => {
        await pruner.prune(at);
      },
      onError: (error) => app.log.error({ err: error }, 'pruning market data failed'),
    });
    const sweeper = setInterval(() => {
      Promise.all([limits.prune(), challenges.prune()]).catch((error: unknown) =>
        app.log.error({ err: error }, 'sweeping limits failed'),
      );
    }, SWEEP_MS);
    sweeper.unref();

    const address = app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : config.port;
    return {
      url: urlOf(config.host, port),
      port,
      operatorKey: operatorKey.key,
      drawnOperatorKey: operatorKey.source === 'drawn' ? { file: operatorKey.file } : undefined,
      database: db,
      close: async () => {
        clearInterval(sweeper);
        clearInterval(pusher);
        await stopPruner();
        await stopTicker();
        await stopFlusher();
        await market.flushKlines();
        await spot.idle();
        marketPushes.stop();
        await realtime.close();
        await app.close();
        await fxRates.stop();
        await simulatedClock?.stop();
        await db.destroy();
      },
    };
  } catch (error) {
    await simulatedClock?.stop();
    await app.close();
    await db.destroy();
    throw error;
  }
};
