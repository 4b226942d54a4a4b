import { Decimal, marketPriceLimit, priceToTicks, type SpotMarket, ticksToPrice } from '@tessera/core';
import type { Kysely, Transaction } from 'kysely';
import { LeaseLost } from '../../cluster/lease.js';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../shared/clock.js';
import { type Outcome, ok, reject } from '../handler.js';
import { tellUser } from '../messages/index.js';
import type { AssetBook } from '../wallet/index.js';
import { postJournal } from '../wallet/index.js';
import type { BookFill, BookResult, SymbolBook } from './book.js';
import type { SpotOrderRow } from './orders.js';
import { type FillSide, fillMoney, MARKET_MAKER, releasePostings } from './postings.js';
import { SerialQueue } from './serial-queue.js';

/** What the engine tells the rest of the server after a change has committed. */
export interface SpotEvents {
  /** A user's orders and balances changed. */
  userChanged(userId: number): void;
  /** A market's book changed. */
  bookChanged(symbol: string): void;
  /** Trades happened in a market. */
  traded(symbol: string, trades: readonly RecordedTrade[]): void;
}

export interface RecordedTrade {
  readonly id: number;
  readonly price: Decimal;
  readonly amount: Decimal;
  readonly side: 'buy' | 'sell';
  readonly at: Date;
}

export interface SpotEngineDeps {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly assets: AssetBook;
  readonly markets: readonly SpotMarket[];
  readonly newBook: () => SymbolBook;
  readonly events: SpotEvents;
}

/** One market: its book, the queue its changes go through, and the market maker's live orders. */
interface Venue {
  readonly market: SpotMarket;
  book: SymbolBook;
  readonly queue: SerialQueue;
  /** The market maker's resting orders, by id. */
  readonly house: Set<number>;
}

/** What one submission changed of one user order, summed over its fills. */
interface OrderChange {
  filled: Decimal;
  value: Decimal;
  fee: Decimal;
  frozenUsed: Decimal;
  cancelled: boolean;
}

const notOwned = async (): Promise<void> => {
  throw new LeaseLost();
};

const lotsOf = (amount: Decimal, market: SpotMarket): number => amount.div(market.amountStep).toNumber();
const amountOf = (lots: number, market: SpotMarket): Decimal => market.amountStep.times(lots);

/**
 * The spot exchange: one in-memory book per market, fed through a queue per market so that the
 * book and the database rows of its orders change together. An order is first written and its
 * funds frozen (committed), then matched; each match's fills go to the ledger in one transaction.
 * The database is the truth: books are rebuilt from the open orders at start-up, and after any
 * failure to record a match.
 */
export class SpotEngine {
  readonly #venues: ReadonlyMap<string, Venue>;
  #nextHouseId = -1;
  /**
   * Checks at the start of each of the engine's transactions that this process still owns the
   * books (the market lease's fence); refuses everything until `own`.
   */
  #fence: (trx: Transaction<Database>) => Promise<void> = notOwned;

  constructor(private readonly deps: SpotEngineDeps) {
    this.#venues = new Map(
      deps.markets.map((market) => [
        market.symbol,
        { market, book: deps.newBook(), queue: new SerialQueue(), house: new Set<number>() },
      ]),
    );
  }

  /**
   * Takes the books over (this process took the market lease): every book rebuilt from the open
   * orders, each write from now on checked by `fence`.
   */
  async own(fence: (trx: Transaction<Database>) => Promise<void>): Promise<void> {
    this.#fence = fence;
    for (const venue of this.#venues.values()) await venue.queue.run(() => this.#rebuild(venue));
  }

  /** Lets the books go (the lease was lost or given up) once the work queued has ended. */
  async disown(): Promise<void> {
    this.#fence = notOwned;
    await this.idle();
    for (const venue of this.#venues.values()) {
      venue.book = this.deps.newBook();
      venue.house.clear();
    }
  }

  /** Every spot market, in display order. */
  markets(): SpotMarket[] {
    return [...this.#venues.values()].map((venue) => venue.market);
  }

  market(symbol: string): SpotMarket | undefined {
    return this.#venues.get(symbol)?.market;
  }

  marketOf(baseId: number, quoteId: number): SpotMarket | undefined {
    for (const { market } of this.#venues.values())
      if (market.baseId === baseId && market.quoteId === quoteId) return market;
    return undefined;
  }

  /** The best levels of a market's book, in prices and amounts. */
  depth(symbol: string, levels: number) {
    const venue = this.#venues.get(symbol);
    if (venue === undefined) return undefined;
    const { bids, asks } = venue.book.depth(levels);
    const level = ([ticks, lots]: [number, number]): [Decimal, Decimal] => [
      ticksToPrice(ticks, venue.market.priceStep),
      amountOf(lots, venue.market),
    ];
    return { bids: bids.map(level), asks: asks.map(level) };
  }

  /**
   * The book's best levels once the market's queue is through the work it holds: never a match
   * whose fills are still being recorded (and may yet be rolled back), nor a requote half done.
   */
  async settledDepth(symbol: string, levels: number) {
    const venue = this.#venues.get(symbol);
    return venue === undefined ? undefined : venue.queue.run(async () => this.depth(symbol, levels));
  }

  /**
   * Matches a written order against its market's book, in the market's queue, and answers its row
   * as it then is. Once, however often it is asked (an idempotent repeat asks again): an order the
   * book holds or that is done has been matched. `written` is the row as this process just
   * wrote it, which nothing else can have changed before its match; without it (a repeat) the row
   * is read.
   */
  async match(
    orderId: number,
    symbol: string,
    referencePrice: Decimal,
    written?: SpotOrderRow,
  ): Promise<SpotOrderRow> {
    const venue = this.#venueOf(symbol);
    const read = () =>
      this.deps.db.selectFrom('spot_orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    return venue.queue.run(async () => {
      const order = written ?? (await read());
      if ((order.status !== 'open' && order.status !== 'partial') || venue.book.has(orderId)) return order;
      const { market } = venue;
      const limit =
        order.price === null
          ? marketPriceLimit(order.side, referencePrice, market)
          : new Decimal(order.price);
      const result = venue.book.submit(
        {
          id: order.id,
          owner: order.user_id,
          side: order.side,
          priceTicks: priceToTicks(limit, market.priceStep),
          lots: lotsOf(new Decimal(order.amount).minus(order.filled), market),
        },
        order.kind === 'market',
      );
      const taker = {
        id: order.id,
        owner: order.user_id,
        side: order.side,
        kind: order.kind,
        limit: order.price === null ? null : new Decimal(order.price),
        feeDiscount: new Decimal(order.fee_discount),
      };
      await this.#record(venue, taker, result);
      // Resting untouched, the row is as written; otherwise the match changed it.
      return result.fills.length === 0 && result.restingLots > 0 ? order : read();
    });
  }

  /** Cancels a user's open order: out of the book, its frozen rest released. */
  async cancel(userId: number, orderId: number): Promise<Outcome<SpotOrderRow>> {
    const found = await this.deps.db
      .selectFrom('spot_orders')
      .select('symbol')
      .where('id', '=', orderId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (found === undefined) return reject('SPOT.ORDER_NOT_FOUND');
    const venue = this.#venueOf(found.symbol);
    return venue.queue.run(async () => {
      const outcome = await inTransaction(this.deps.db, async (trx) => {
        await this.#fence(trx);
        const row = await trx
          .selectFrom('spot_orders')
          .selectAll()
          .where('id', '=', orderId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (row.status !== 'open' && row.status !== 'partial') return reject('SPOT.ORDER_NOT_OPEN');
        return ok(await this.#close(trx, row, 'cancelled'));
      });
      // Out of the book only once the database says so: a failed cancel leaves the order trading.
      if (outcome._tag === 'Right') {
        venue.book.cancel(orderId);
        this.deps.events.userChanged(userId);
        this.deps.events.bookChanged(found.symbol);
      }
      return outcome;
    });
  }

  /**
   * Replaces the market maker's quotes of a market with `quotes` (limit orders of the house).
   * Where a new quote crosses a user's resting order, they trade at the user's price.
   */
  async requote(
    symbol: string,
    quotes: readonly { side: 'buy' | 'sell'; price: Decimal; amount: Decimal }[],
  ) {
    const venue = this.#venueOf(symbol);
    await venue.queue.run(async () => {
      for (const id of venue.house) venue.book.cancel(id);
      venue.house.clear();
      for (const quote of quotes) {
        const id = this.#nextHouseId--;
        const result = venue.book.submit(
          {
            id,
            owner: MARKET_MAKER,
            side: quote.side,
            priceTicks: priceToTicks(quote.price, venue.market.priceStep),
            lots: lotsOf(quote.amount, venue.market),
          },
          false,
        );
        if (result.restingLots > 0) venue.house.add(id);
        if (result.fills.length > 0)
          await this.#record(
            venue,
            { id, owner: MARKET_MAKER, side: quote.side, kind: 'limit', limit: quote.price },
            result,
          );
      }
      this.deps.events.bookChanged(symbol);
    });
  }

  /** Waits for every market's queue to drain. */
  async idle(): Promise<void> {
    await Promise.all([...this.#venues.values()].map((venue) => venue.queue.idle()));
  }

  #venueOf(symbol: string): Venue {
    const venue = this.#venues.get(symbol);
    if (venue === undefined) throw new Error(`no spot market ${symbol}`);
    return venue;
  }

  /**
   * Records a submission's outcome: each fill a journal and a trade, the orders' rows, the
   * taker's rest released when it may not rest, self-trade cancellations. On failure the book no
   * longer matches the database, so it is rebuilt from it.
   */
  async #record(
    venue: Venue,
    taker: FillSide & { id: number },
    result: BookResult,
    { rebuildOnFailure = true } = {},
  ): Promise<void> {
    const { market } = venue;
    const takerDone = taker.owner !== MARKET_MAKER && result.restingLots === 0;
    if (result.fills.length === 0 && result.selfTradeCancelled.length === 0 && !takerDone) {
      // It only rests: the rows already say so, and nothing was traded.
      this.deps.events.bookChanged(market.symbol);
      return;
    }
    const at = this.deps.clock.now();
    const places = (asset: string) => {
      const listed = this.deps.assets.bySymbol(asset);
      if (listed === undefined) throw new Error(`asset ${asset} is not listed`);
      return listed.precision;
    };
    let trades: RecordedTrade[] = [];
    const users = new Set<number>();
    try {
      trades = await this.#inTransaction(async (trx) => {
        const userOrderIds = [
          ...(taker.owner === MARKET_MAKER ? [] : [taker.id]),
          ...result.fills.filter((fill) => fill.makerOwner !== MARKET_MAKER).map((fill) => fill.makerId),
          ...result.selfTradeCancelled.map((cancelled) => cancelled.id),
        ];
        const rows = new Map(
          userOrderIds.length === 0
            ? []
            : (
                await trx
                  .selectFrom('spot_orders')
                  .selectAll()
                  .where('id', 'in', userOrderIds)
                  .orderBy('id')
                  .forUpdate()
                  .execute()
              ).map((row) => [row.id, row] as const),
        );
        const changes = new Map<number, OrderChange>();
        const changeOf = (id: number): OrderChange => {
          const change = changes.get(id) ?? {
            filled: new Decimal(0),
            value: new Decimal(0),
            fee: new Decimal(0),
            frozenUsed: new Decimal(0),
            cancelled: false,
          };
          changes.set(id, change);
          return change;
        };
        const recorded: RecordedTrade[] = [];
        for (const fill of result.fills) {
          const makerRow = fill.makerOwner === MARKET_MAKER ? undefined : rows.get(fill.makerId);
          const maker: FillSide = {
            owner: fill.makerOwner,
            side: taker.side === 'buy' ? 'sell' : 'buy',
            kind: 'limit',
            limit:
              makerRow?.price === undefined || makerRow.price === null ? null : new Decimal(makerRow.price),
            ...(makerRow === undefined ? {} : { feeDiscount: new Decimal(makerRow.fee_discount) }),
          };
          const trade = await this.#recordFill(trx, venue, taker, maker, fill, at, places);
          recorded.push(trade.recorded);
          for (const [party, money] of [
            [taker, trade.money.taker],
            [{ ...maker, id: fill.makerId }, trade.money.maker],
          ] as const) {
            if (party.owner === MARKET_MAKER) continue;
            users.add(party.owner);
            const change = changeOf(party.id);
            change.filled = change.filled.plus(trade.amount);
            change.value = change.value.plus(trade.money.value);
            change.fee = change.fee.plus(money.fee);
            change.frozenUsed = change.frozenUsed.plus(money.frozenUsed);
          }
        }
        for (const cancelled of result.selfTradeCancelled) changeOf(cancelled.id).cancelled = true;
        if (takerDone) changeOf(taker.id).cancelled = true;
        for (const [id, change] of changes) {
          const row = rows.get(id);
          if (row === undefined) throw new Error(`spot order ${id} is not in the database`);
          users.add(row.user_id);
          await this.#apply(trx, row, change, at);
        }
        return recorded;
      });
    } catch (error) {
      // A lost lease is no failure to repair: the books are someone else's now.
      if (rebuildOnFailure && !(error instanceof LeaseLost)) await this.#rebuild(venue);
      throw error;
    }
    for (const user of users) this.deps.events.userChanged(user);
    if (trades.length > 0) this.deps.events.traded(market.symbol, trades);
    this.deps.events.bookChanged(market.symbol);
  }

  async #recordFill(
    trx: Transaction<Database>,
    venue: Venue,
    taker: FillSide & { id: number },
    maker: FillSide,
    fill: BookFill,
    at: Date,
    places: (asset: string) => number,
  ) {
    const { market } = venue;
    const price = ticksToPrice(fill.priceTicks, market.priceStep);
    const amount = amountOf(fill.lots, market);
    const money = fillMoney({
      market,
      price,
      amount,
      taker,
      maker,
      basePlaces: places(market.base),
      quotePlaces: places(market.quote),
    });
    const userOrder = taker.owner === MARKET_MAKER ? fill.makerId : taker.id;
    const journalId = await postJournal(
      trx,
      {
        reason: 'spot_trade',
        ref: { type: 'spot_order', id: userOrder },
        user: taker.owner === MARKET_MAKER ? maker.owner : taker.owner,
        postings: money.postings,
      },
      at,
    );
    const { id } = await trx
      .insertInto('spot_trades')
      .values({
        symbol: market.symbol,
        price: price.toFixed(),
        amount: amount.toFixed(),
        side: taker.side,
        taker_order_id: taker.owner === MARKET_MAKER ? null : taker.id,
        maker_order_id: fill.makerOwner === MARKET_MAKER ? null : fill.makerId,
        journal_id: journalId,
        at,
        // What each user side paid, for invitation rebates; the market maker pays none.
        ...(taker.owner === MARKET_MAKER
          ? {}
          : { taker_fee: money.taker.fee.toFixed(), taker_fee_asset: money.taker.feeAsset }),
        ...(fill.makerOwner === MARKET_MAKER
          ? {}
          : { maker_fee: money.maker.fee.toFixed(), maker_fee_asset: money.maker.feeAsset }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { money, amount, recorded: { id, price, amount, side: taker.side, at } };
  }

  /**
   * Writes one order's fills and, when it is done, its status and the release of its frozen rest;
   * a filled order is told to its owner at its average price.
   */
  async #apply(trx: Transaction<Database>, row: SpotOrderRow, change: OrderChange, at: Date): Promise<void> {
    const filled = new Decimal(row.filled).plus(change.filled);
    const complete = filled.eq(row.amount);
    const updated: SpotOrderRow = {
      ...row,
      filled: filled.toFixed(),
      filled_value: new Decimal(row.filled_value).plus(change.value).toFixed(),
      fee: new Decimal(row.fee).plus(change.fee).toFixed(),
      frozen: new Decimal(row.frozen).minus(change.frozenUsed).toFixed(),
      status: filled.isZero() ? 'open' : 'partial',
      updated_at: at,
    };
    if (complete)
      await tellUser(trx, {
        userId: row.user_id,
        topic: 'order_filled',
        facts: {
          order: String(row.id),
          symbol: row.symbol,
          side: row.side,
          amount: filled.toFixed(),
          price: new Decimal(updated.filled_value)
            .div(filled)
            .toDecimalPlaces(8, Decimal.ROUND_HALF_UP)
            .toFixed(),
        },
        at,
      });
    if (complete || change.cancelled) await this.#close(trx, updated, complete ? 'filled' : 'cancelled');
    else
      await trx
        .updateTable('spot_orders')
        .set({
          filled: updated.filled,
          filled_value: updated.filled_value,
          fee: updated.fee,
          frozen: updated.frozen,
          status: updated.status,
          updated_at: at,
        })
        .where('id', '=', row.id)
        .execute();
  }

  /** Ends an order as `status`: what it still holds frozen goes back to the user. */
  async #close(
    trx: Transaction<Database>,
    row: SpotOrderRow,
    status: 'filled' | 'cancelled',
  ): Promise<SpotOrderRow> {
    const at = this.deps.clock.now();
    const rest = new Decimal(row.frozen);
    const postings = releasePostings(row.user_id, row.frozen_asset, rest);
    if (postings.length > 0)
      await postJournal(
        trx,
        { reason: 'spot_order', ref: { type: 'spot_order', id: row.id }, user: row.user_id, postings },
        at,
      );
    return trx
      .updateTable('spot_orders')
      .set({
        filled: row.filled,
        filled_value: row.filled_value,
        fee: row.fee,
        frozen: '0',
        status,
        updated_at: at,
      })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** A transaction that answers a value (the engine's writes are never refusals). */
  async #inTransaction<A>(work: (trx: Transaction<Database>) => Promise<A>): Promise<A> {
    const outcome = await inTransaction(this.deps.db, async (trx) => {
      await this.#fence(trx);
      return ok(await work(trx));
    });
    if (outcome._tag === 'Left') throw new Error('the spot engine’s transaction was refused');
    return outcome.right;
  }

  /**
   * A fresh book from the database: the open orders in the order they arrived, matched again (a
   * book at rest is never crossed, so this only matches orders written before a crash cut their
   * match short). Market orders still open were cut short by a crash: they are cancelled and
   * released, since the prices they were sent at are gone.
   */
  async #rebuild(venue: Venue): Promise<void> {
    venue.book = this.deps.newBook();
    venue.house.clear();
    const open = await this.deps.db
      .selectFrom('spot_orders')
      .selectAll()
      .where('symbol', '=', venue.market.symbol)
      .where('status', 'in', ['open', 'partial'])
      .orderBy('id')
      .execute();
    for (const row of open) {
      if (row.kind === 'market') {
        await this.#inTransaction((trx) => this.#close(trx, row, 'cancelled'));
        this.deps.events.userChanged(row.user_id);
        continue;
      }
      const price = new Decimal(row.price ?? '0');
      const result = venue.book.submit(
        {
          id: row.id,
          owner: row.user_id,
          side: row.side,
          priceTicks: priceToTicks(price, venue.market.priceStep),
          lots: lotsOf(new Decimal(row.amount).minus(row.filled), venue.market),
        },
        false,
      );
      if (result.fills.length > 0 || result.selfTradeCancelled.length > 0)
        await this.#record(
          venue,
          { id: row.id, owner: row.user_id, side: row.side, kind: 'limit', limit: price },
          result,
          // Failing here, the rebuild fails: it must not start itself again.
          { rebuildOnFailure: false },
        );
    }
    // After a failed match the book went back to what the database holds: watchers see it too.
    this.deps.events.bookChanged(venue.market.symbol);
  }
}
