import { join } from 'node:path';
import { UPLOAD_MAX_BYTES, validateInviteCode } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import { type Kysely, sql } from 'kysely';
import type { Pool } from 'pg';
import { forwardingSecret } from './cluster/forward.js';
import { duringStartup, type MarketLease } from './cluster/lease.js';
import { startMarketRole } from './cluster/market-role.js';
import { FX_RATES_OFF, hasBuiltUi, NFT_MEDIA_DIR, resolveConfig, type ServerConfig } from './config.js';
import {
  createAccountHandlers,
  DatabaseUploadStore,
  DirectoryUploadStore,
  sealUserKeyedColumns,
  type UploadStore,
  Uploads,
} from './contexts/account/index.js';
import { createContentHandlers, seedContent } from './contexts/content/index.js';
import { copyMirror, createCopyTradingHandlers, refreshTraderRecords } from './contexts/copytrading/index.js';
import {
  createDualHandlers,
  dualIssuer,
  oldestDualTickNeeded,
  settleDueDual,
} from './contexts/dual/index.js';
import {
  createFuturesHandlers,
  FUTURES_HOLDER_ENDPOINTS,
  FuturesEngine,
  futuresMarketsOf,
} from './contexts/futures/index.js';
import {
  createGuessHandlers,
  guessIssuer,
  oldestGuessTickNeeded,
  settleDueGuesses,
} from './contexts/guess/index.js';
import type { Handlers } from './contexts/handler.js';
import { allocateDueIeo, createIeoHandlers, ieoAnnouncer, releaseUnlockedIeo } from './contexts/ieo/index.js';
import { createLoanHandlers, marginTransferGuard, watchLoans } from './contexts/loans/index.js';
import {
  createFavouriteHandlers,
  createMarketHandlers,
  DailyFxRates,
  startMarket,
} from './contexts/market/index.js';
import { newestTickId } from './contexts/market/ticks.js';
import { createChatHandlers, createMessagesHandlers } from './contexts/messages/index.js';
import { createMiningHandlers, payDueYields } from './contexts/mining/index.js';
import {
  createNftHandlers,
  listPlatformArtworks,
  seedNftCatalogue,
  settleDueNftSales,
} from './contexts/nft/index.js';
import { createClockHandlers, createOperatorHandlers } from './contexts/operator/index.js';
import { createOptionsHandlers, oldestTickNeeded, settleDueOptions } from './contexts/options/index.js';
import {
  announceProofs,
  archivingOperatorActions,
  createProofsHandlers,
  createReservesHandlers,
  sealArchive,
  snapshotReserves,
} from './contexts/proofs/index.js';
import {
  cancelExpiredQuickBuys,
  createQuickBuyHandlers,
  sealQuickBuyPayers,
} from './contexts/quickbuy/index.js';
import {
  createCouponHandlers,
  createRewardsHandlers,
  runRewards,
  welcomeNewUser,
} from './contexts/rewards/index.js';
import {
  AttemptGate,
  createSessionHandlers,
  PasswordHasher,
  pruneLoginChallenges,
  Sessions,
  TwoFactor,
} from './contexts/session/index.js';
import { createSiteHandlers } from './contexts/site/index.js';
import {
  createMarketPushes,
  createSpotHandlers,
  MatchingBook,
  SpotEngine,
  spotMarketsOf,
} from './contexts/spot/index.js';
import {
  createVerificationHandlers,
  sealSubmissions,
  verificationLevelOf,
} from './contexts/verification/index.js';
import { AssetBook, createWalletHandlers, sealWithdrawalBanks } from './contexts/wallet/index.js';
import { resolveDataKeys } from './data-key.js';
import { MEMORY_DATA_DIR, openDatabase, openPgPool } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import type { Database } from './db/schema.js';
import { createHttpApp } from './http/app.js';
import { registerFilesRoute } from './http/files-route.js';
import { createMetrics } from './http/metrics.js';
import { serveNftMedia } from './http/nft-media.js';
import { registerContract } from './http/registrar.js';
import { limitRequests } from './http/request-limits.js';
import { serveUi } from './http/static-ui.js';
import { registerSystemRoutes } from './http/system-routes.js';
import { resolveOperatorKey } from './operator-key.js';
import { AntiPhishingOutbox, DevOutbox, type Outbox, SmtpOutbox } from './outbox/index.js';
import { pushAdapterFor } from './realtime/adapter.js';
import { attachRealtime } from './realtime/socket.js';
import { Challenges } from './shared/challenges.js';
import type { Clock } from './shared/clock.js';
import { DataCipher } from './shared/data-cipher.js';
import { RateLimits } from './shared/rate-limits.js';
import { RequestBudget } from './shared/request-budget.js';
import { SimulatedClock } from './shared/simulated-clock.js';

export interface RunningServer {
  /** `http://host:port`, without a trailing slash. */
  readonly url: string;
  readonly port: number;
  /** The key operator calls need in their `Operator-Key` header. */
  readonly operatorKey: string;
  /** Set when that key was drawn at start (development mode): the file keeping it, if any. */
  readonly drawnOperatorKey: { readonly file: string | undefined } | undefined;
  /** Set when the data key was drawn at start (development mode): the file keeping it, if any. */
  readonly drawnDataKey: { readonly file: string | undefined } | undefined;
  /** The server's database, for tests and tools running in its process (row counts, checks). */
  readonly database: Kysely<Database>;
  /** Runs at once what the market's holder runs every 10 minutes (pruning limits, sessions, uploads). */
  sweep(): Promise<void>;
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

const urlOf = (host: string, port: number): string =>
  `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

/** A wildcard address is where a server listens, not where another reaches it. */
const reachableHost = (host: string): string => (host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host);

/**
 * The endpoints only the market's holder serves: those that read or change a spot order book, and
 * those that change futures positions (their triggers live in the holder's books).
 */
const HOLDER_ENDPOINTS = ['placeOrder', 'cancelOrder', 'depth', ...FUTURES_HOLDER_ENDPOINTS] as const;

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
  // The same goes for the key personal data is sealed with; PostgreSQL outlives the process.
  const dataKeys = resolveDataKeys({
    ...config,
    dataKeyFile:
      config.databaseUrl === undefined && config.dataDir === MEMORY_DATA_DIR ? undefined : config.dataKeyFile,
  });
  const cipher = new DataCipher(dataKeys.current, dataKeys.older);
  // Made first, for its logger; it holds nothing until it listens.
  const app = await createHttpApp({ logger: config.logger, trustProxy: config.trustProxy });
  const db = await openDatabase(config);
  let simulatedClock: SimulatedClock | undefined;
  let leasePool: Pool | undefined;
  try {
    await migrateToLatest(db, config.schema);
    await seedRootInviteCode(db, config.rootInviteCode);
    await nameSite(db, config.siteName);
    await seedNftCatalogue(db, config.clock.now());
    await seedContent(db, config.clock.now());
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
    // Other processes may share a PostgreSQL database: the market lease decides who holds the market.
    leasePool =
      config.databaseUrl === undefined ? undefined : await openPgPool(config.databaseUrl, config.schema, 2);
    const cluster =
      leasePool === undefined ? undefined : { pool: leasePool, followFromId: await newestTickId(db) };
    const readMarket = () =>
      startMarket(db, {
        seed: config.marketSeed,
        tickMs: config.tickMs,
        now: clock.now(),
        markets: config.markets,
        historyMs: config.historyMs,
      });
    const market = cluster === undefined ? await readMarket() : await duringStartup(cluster.pool, readMarket);

    const devOutbox = new DevOutbox(db, clock);
    const outbox: Outbox = new AntiPhishingOutbox(
      db,
      config.smtpUrl === undefined ? devOutbox : new SmtpOutbox(config.smtpUrl, config.mailFrom, devOutbox),
    );
    const sessions = new Sessions(db, clock);
    const passwords = new PasswordHasher();
    // Rate limits count real requests in real time: a simulated clock's jump (which other processes
    // see up to a second later) must neither refill them nor make them refuse everyone.
    const limits = new RateLimits(db, config.clock);
    const challenges = await Challenges.open(db, clock);
    const twoFactor = new TwoFactor(db, clock, cipher);
    const gate = new AttemptGate(limits, challenges, config.challengeDifficulty);
    const uploads = new Uploads(db, uploadStoreFor(config, db), clock, cipher);
    // Personal data written in clear before encryption, or under a key since rotated, is sealed
    // with the current key before anyone is served.
    await sealUserKeyedColumns(db, cipher);
    await sealSubmissions(db, cipher);
    await sealWithdrawalBanks(db, cipher);
    await sealQuickBuyPayers(db, cipher);
    await uploads.sealAll();
    const assets = await AssetBook.load(db);
    const realtime = attachRealtime(app.server, sessions, {
      isListed: (symbol) => market.isListed(symbol),
      sessionCheckMs: config.sessionCheckMs,
      onError: (error) => app.log.error({ err: error }, 'checking the sockets’ sessions failed'),
      pushAdapter: await pushAdapterFor(config),
    });
    let lastTickAt: Date | undefined;
    const metrics = createMetrics(app, {
      lastTickAt: () => lastTickAt,
      realtimeClients: () => realtime.clients(),
    });
    /** Something of the user's changed: their balances, and the messages that may tell of it. */
    const balances = {
      changed: (userId: number) => {
        const at = clock.now().toISOString();
        realtime.publishTo(userId, 'balances', { at });
        realtime.publishTo(userId, 'messages', { at });
      },
    };
    /** Every change to a user's spot orders moves their money too (a freeze, a fill, a release). */
    const spotUserChanged = (userId: number) => {
      realtime.publishTo(userId, 'orders', { at: clock.now().toISOString() });
      balances.changed(userId);
    };
    const marketPushes = createMarketPushes(realtime, clock);
    // Its books are filled once this process holds the market lease (below).
    const spotMarkets = spotMarketsOf(config.markets, assets);
    /** The markets options run on: the spot markets. */
    const optionSymbols = spotMarkets.map((spotMarket) => spotMarket.symbol);
    const spot = new SpotEngine({
      db,
      clock,
      assets,
      markets: spotMarkets,
      newBook: () => new MatchingBook(),
      events: { userChanged: spotUserChanged, ...marketPushes.events },
    });
    const positionsChanged = (userId: number) => {
      realtime.publishTo(userId, 'positions', { at: clock.now().toISOString() });
      balances.changed(userId);
    };
    const futures = new FuturesEngine({
      db,
      clock,
      markets: futuresMarketsOf(config.markets, assets),
      positionsChanged,
      mirror: copyMirror,
    });
    /** The latest recorded price of a spot market, which market orders are valued at. */
    const lastPrice = (symbol: string) => {
      const base = spot.market(symbol)?.base;
      return base === undefined ? undefined : market.priceInUsdt(base);
    };
    /** The user's unread counts moved: every device of theirs reads the badge again. */
    const countsChanged = (userId: number) =>
      realtime.publishTo(userId, 'messages', { at: clock.now().toISOString() });
    /** The daily rewards job; whoever runs it tells the inviters it paid. */
    const payRewards = runRewards({ db, assets, priceInUsdt: (asset) => market.priceInUsdt(asset) });
    const rewards = async (at: Date) => {
      const run = await payRewards(at);
      for (const userId of run.paid) balances.changed(userId);
      return run;
    };
    const handlers: Handlers = {
      ...createSiteHandlers(db, { clock, clockMode: config.clockMode }),
      ...createContentHandlers({ db, clock, linkHosts: config.contentLinkHosts }),
      ...createMessagesHandlers(db, countsChanged),
      ...createRewardsHandlers({
        db,
        clock,
        priceInUsdt: (asset) => market.priceInUsdt(asset),
        run: rewards,
      }),
      ...createCouponHandlers({ db, clock, userChanged: balances.changed }),
      ...createProofsHandlers(db),
      ...createReservesHandlers(db),
      ...createChatHandlers({
        db,
        clock,
        uploads,
        limits,
        chatChanged: (userId) => {
          realtime.publishTo(userId, 'chat', { at: clock.now().toISOString() });
          countsChanged(userId);
        },
        countsChanged,
      }),
      ...createSessionHandlers({
        db,
        clock,
        passwords,
        sessions,
        outbox,
        gate,
        twoFactor,
        welcome: welcomeNewUser,
      }),
      ...createAccountHandlers({ db, clock, cipher, passwords, uploads, outbox, gate, twoFactor }),
      ...createVerificationHandlers({ db, clock, uploads, cipher, userChanged: balances.changed }),
      ...createMarketHandlers(market, fxRates),
      ...createFavouriteHandlers(db, market, clock),
      ...createSpotHandlers({ db, clock, engine: spot, lastPrice, userChanged: spotUserChanged }),
      ...createOptionsHandlers({
        db,
        clock,
        assets,
        spotMarkets,
        userChanged: balances.changed,
        restrictedCountries: config.optionsRestrictedCountries,
      }),
      ...createFuturesHandlers({ db, clock, engine: futures, lastPrice: (symbol) => market.priceOf(symbol) }),
      ...createCopyTradingHandlers({ db, clock, positionsChanged }),
      ...createMiningHandlers({ db, clock, assets, userChanged: balances.changed }),
      ...createDualHandlers({ db, clock, assets, userChanged: balances.changed }),
      ...createIeoHandlers({ db, clock, assets, userChanged: balances.changed }),
      ...createQuickBuyHandlers({ db, clock, cipher, uploads, userChanged: balances.changed }),
      ...createLoanHandlers({ db, clock, assets, userChanged: balances.changed }),
      ...createGuessHandlers({ db, clock, assets, userChanged: balances.changed }),
      ...createNftHandlers({ db, clock, userChanged: balances.changed }),
      ...createWalletHandlers({
        db,
        clock,
        cipher,
        assets,
        prices: market,
        fxRates,
        passwords,
        gate,
        twoFactor,
        uploads,
        balances,
        transferGuard: marginTransferGuard(assets),
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
    /** Set once this process knows its part in the market (after it listens: others need its address). */
    let lease: MarketLease | undefined;
    const leaseView = {
      held: () => lease?.held() ?? false,
      holderUrl: async () => lease?.holderUrl(),
      forgetHolder: () => lease?.forgetHolder(),
    };
    const secret = forwardingSecret(operatorKey.key);
    limitRequests(app, new RequestBudget(limits, config.requestBudget, config.clock), secret);
    registerContract(
      app,
      archivingOperatorActions(db, clock, handlers),
      guards,
      { fileBytes: UPLOAD_MAX_BYTES },
      { endpoints: HOLDER_ENDPOINTS, holder: { lease: leaseView, secret } },
    );
    registerFilesRoute(app, { guards, read: (id, viewer) => uploads.read(id, viewer) });
    registerSystemRoutes(app, {
      database: async () => {
        await sql`select 1`.execute(db);
      },
      feed: () => ({ lastTickAt, intervalMs: config.tickMs }),
      metrics,
      operatorKey: operatorKey.key,
    });
    await serveNftMedia(app, NFT_MEDIA_DIR);
    if (hasBuiltUi(config.uiDir)) await serveUi(app, config.uiDir);

    await app.listen({ host: config.host, port: config.port });
    const address = app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : config.port;
    fxRates.start();
    const sweep = async () => {
      await Promise.all([
        limits.prune(),
        challenges.prune(),
        sessions.prune(),
        pruneLoginChallenges(db, clock.now()),
        uploads.removeUnreferenced(),
      ]);
    };
    lease = await startMarketRole({
      db,
      clock,
      market,
      spot,
      futures,
      marketPushes,
      realtime,
      sweep,
      tickMs: config.tickMs,
      pruneMs: config.pruneMs,
      tickRetentionMs: config.tickRetentionMs,
      settlements: [
        {
          name: 'settling options',
          run: async (at) => {
            for (const userId of await settleDueOptions(db, optionSymbols, at)) balances.changed(userId);
          },
        },
        {
          name: 'paying mining yields',
          run: async (at) => {
            for (const userId of await payDueYields(db, at)) balances.changed(userId);
          },
        },
        { name: 'issuing dual-investment products', run: dualIssuer(db, spotMarkets) },
        {
          name: 'settling dual investment',
          run: async (at) => {
            for (const userId of await settleDueDual(db, assets, at)) balances.changed(userId);
          },
        },
        { name: 'announcing IEO rounds', run: ieoAnnouncer(db) },
        {
          name: 'allocating IEO projects',
          run: async (at) => {
            for (const userId of await allocateDueIeo(db, assets, at)) balances.changed(userId);
          },
        },
        {
          name: 'releasing locked IEO tokens',
          run: async (at) => {
            for (const userId of await releaseUnlockedIeo(db, at)) balances.changed(userId);
          },
        },
        {
          name: 'watching OTC loans’ risk rates',
          run: async (at) => {
            for (const userId of await watchLoans({ db, assets, outbox })(at)) balances.changed(userId);
          },
        },
        { name: 'refreshing copy traders’ records', run: refreshTraderRecords(db) },
        {
          name: 'paying invitation rebates and reviewing VIP levels',
          run: async (at) => {
            await rewards(at);
          },
        },
        { name: 'listing the platform’s NFTs', run: listPlatformArtworks(db) },
        {
          name: 'ending NFT sales and unpaid auctions',
          run: async (at) => {
            for (const userId of await settleDueNftSales(db, at)) balances.changed(userId);
          },
        },
        { name: 'issuing guess questions', run: guessIssuer(db) },
        {
          name: 'settling guess questions',
          run: async (at) => {
            for (const userId of await settleDueGuesses(db, assets, at)) balances.changed(userId);
          },
        },
        {
          name: 'cancelling unpaid quick-buy orders',
          run: async (at) => {
            for (const userId of await cancelExpiredQuickBuys(db, at)) balances.changed(userId);
          },
        },
        {
          name: 'taking the day’s proof of reserves',
          run: async (at) => {
            await snapshotReserves(db)(at);
          },
        },
        {
          name: 'announcing the day’s proofs',
          run: async (at) => {
            await announceProofs(db)(at);
          },
        },
        // Last, so what this tick settled is sealed in the same pass.
        { name: 'sealing the settlement and tick archives', run: sealArchive(db) },
      ],
      oldestTickNeeded: async () => {
        const needed = [
          await oldestTickNeeded(db),
          await oldestDualTickNeeded(db),
          await oldestGuessTickNeeded(db),
        ].filter((at): at is Date => at !== undefined);
        return needed.length === 0 ? undefined : new Date(Math.min(...needed.map((at) => at.getTime())));
      },
      ticked: (at) => {
        lastTickAt = at;
      },
      log: (error, message) => app.log.error({ err: error }, message),
      cluster:
        cluster === undefined
          ? undefined
          : { ...cluster, nodeUrl: config.nodeUrl ?? urlOf(reachableHost(config.host), port) },
    });
    const started = lease;

    return {
      url: urlOf(config.host, port),
      port,
      operatorKey: operatorKey.key,
      drawnOperatorKey: operatorKey.source === 'drawn' ? { file: operatorKey.file } : undefined,
      drawnDataKey: dataKeys.drawn,
      database: db,
      sweep,
      close: async () => {
        await started.stop();
        await realtime.close();
        await app.close();
        await fxRates.stop();
        await simulatedClock?.stop();
        await db.destroy();
      },
    };
  } catch (error) {
    await simulatedClock?.stop();
    await leasePool?.end();
    await app.close();
    await db.destroy();
    throw error;
  }
};
