import { contract, type ParamsOf } from '@tessera/contract';
import {
  type BatchCloseScope,
  type CloseReason,
  Decimal,
  discountedFuturesPreview,
  type FuturesMarket,
  futuresOrderPreview,
  isMarketOpen,
  nextMarketOpen,
  validateFuturesOrder,
  validateFuturesStops,
} from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import type { Kysely, Transaction } from 'kysely';
import { LeaseLost } from '../../cluster/lease.js';
import type { Database } from '../../db/schema.js';
import { withRetries } from '../../db/transaction.js';
import type { Clock } from '../../shared/clock.js';
import { runIdempotent } from '../../shared/idempotency.js';
import { firstError, type Outcome, ok, reject, rejectInvalid } from '../handler.js';
import { newestTickOf, type RecordedTick } from '../market/index.js';
import { ticksAfter } from '../market/ticks.js';
import { couponForOrder, spendCoupon } from '../rewards/index.js';
import { SerialQueue } from '../spot/serial-queue.js';
import { postJournalFor, spending } from '../wallet/index.js';
import { cancelPosition, closePosition, fillPosition } from './closing.js';
import { type Mirrored, NOTHING_MIRRORED, type PositionMirror } from './mirror.js';
import { chargeNight, firstNightAfter, NIGHT_MS } from './overnight.js';
import { newPositionRow, type PositionRow, wirePosition } from './positions.js';
import { openPostings, pendingPostings } from './postings.js';
import { TriggerBook } from './trigger-book.js';
import { type Armed, type TriggerKind, TriggerKinds, tickLevel, triggerId, triggersOf } from './triggers.js';

/** An order opens, or a position closes at the user's word, only at a price recorded this recently. */
export const FRESH_PRICE_MS = 10_000;
/** Ticks read per query while acting on triggers. */
const TICKS_BATCH = 5000;
/** Positions fired per transaction in a burst (each with its own journal). */
const FIRE_BATCH = 500;

export interface FuturesEngineDeps {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly markets: readonly FuturesMarket[];
  /** A user's positions (and so balances) changed, after the change committed. */
  readonly positionsChanged: (userId: number) => void;
  /** What opens and closes with a position: copy trading's copies (`NO_MIRROR` without it). */
  readonly mirror: PositionMirror;
}

/** A position moved on, with everything that moved with it (its own row among `positions`). */
interface Closed extends Mirrored {
  readonly row: PositionRow;
}

const withRow = (row: PositionRow, mirrored: Mirrored): Closed => ({
  row,
  positions: [row, ...mirrored.positions],
  users: mirrored.users,
});

type SubmitParams = ParamsOf<typeof contract.submitFutures>;
type StopsParams = ParamsOf<typeof contract.setFuturesStops>;

/** What the engine has acted on: ticks up to `tickId`, overnight fees up to the night before `nextNight`. */
interface Mark {
  tickId: number;
  nextNight: number;
}

/** A fired trigger with the tick that fired it. */
interface Fire {
  readonly trigger: Armed;
  readonly tick: RecordedTick;
}

/**
 * Futures and stock contracts: positions opened and closed at recorded prices, limit orders,
 * take-profits, stop-losses and liquidations fired from the recorded ticks through a trigger book
 * per market, and overnight fees. Only the market lease's holder runs it (its writes are forwarded
 * there), and everything goes through one queue, so a position's triggers are in the book before
 * the next tick is looked at. The database is the truth: at a takeover the books are rebuilt from
 * the live positions and the ticks after the last one acted on are gone through again, so a
 * restart in the middle neither loses a fire nor repeats one (a fire is a conditional update of a
 * position still open, in one transaction with its journal and the new mark).
 */
export class FuturesEngine {
  readonly #markets: ReadonlyMap<string, FuturesMarket>;
  readonly #books = new Map<string, TriggerBook<Armed>>();
  readonly #queue = new SerialQueue();
  #fence: (trx: Transaction<Database>) => Promise<void> = async () => {
    throw new LeaseLost();
  };
  #mark: Mark | undefined;
  /** The tick id last written to `futures_trigger_mark`. */
  #savedTickId = 0;

  constructor(private readonly deps: FuturesEngineDeps) {
    this.#markets = new Map(deps.markets.map((market) => [market.symbol, market]));
  }

  /** Every futures market, crypto first, then the stock contracts. */
  markets(): FuturesMarket[] {
    return [...this.#markets.values()];
  }

  market(symbol: string): FuturesMarket | undefined {
    return this.#markets.get(symbol);
  }

  marketOf(baseId: number, quoteId: number): FuturesMarket | undefined {
    for (const market of this.#markets.values())
      if (market.baseId === baseId && market.quoteId === quoteId) return market;
    return undefined;
  }

  /** Takes the positions over (this process took the market lease): books rebuilt, writes fenced. */
  async own(fence: (trx: Transaction<Database>) => Promise<void>): Promise<void> {
    this.#fence = fence;
    await this.#queue.run(() => this.#rebuild());
  }

  /** Lets the positions go once the queued work has ended. */
  async disown(): Promise<void> {
    this.#fence = async () => {
      throw new LeaseLost();
    };
    await this.#queue.idle();
    this.#books.clear();
    this.#mark = undefined;
  }

  idle(): Promise<void> {
    return this.#queue.idle();
  }

  /**
   * Opens a position at the newest recorded price, or places a limit order that waits for its
   * own, as core's `validateFuturesOrder` allows and core's `futuresPreview` prices it; under its
   * idempotency key, once.
   */
  submit(userId: number, params: SubmitParams, key: string | null) {
    return this.#queue.run(async () => {
      const mark = this.#owned();
      const market = this.marketOf(params.currency_id, params.legal_id);
      if (market === undefined) return reject('FUTURES.UNKNOWN_MARKET');
      const now = this.deps.clock.now();
      const priced = await this.#priceNow(market, now);
      if (E.isLeft(priced)) return priced;
      const tick = priced.right;
      const limitText = params.target_price?.trim() ?? '';
      const checked = validateFuturesOrder(
        {
          side: params.type === 1 ? 'long' : 'short',
          kind: limitText === '' ? 'market' : 'limit',
          multiple: params.multiple,
          lots: params.lots,
          price: limitText,
          takeProfit: params.target_profit_price ?? '',
          stopLoss: params.stop_loss_price ?? '',
        },
        market,
        { referencePrice: tick.price },
      );
      if (E.isLeft(checked)) return rejectInvalid(firstError(checked.left));
      const draft = checked.right;
      // A limit the price has already reached would open at once at a worse price than the market's.
      if (
        draft.limitPrice !== null &&
        (draft.side === 'long' ? tick.price.lte(draft.limitPrice) : tick.price.gte(draft.limitPrice))
      )
        return reject('FUTURES.LIMIT_REACHED', { price: tick.price.toFixed() });
      const full = futuresOrderPreview(draft, market, tick.price);
      // A coupon applies by the position's value in the margin asset; it is spent in the order's transaction.
      const discount =
        params.coupon_id === undefined
          ? undefined
          : await couponForOrder(this.deps.db, userId, params.coupon_id, {
              product: 'futures',
              value: full.notional,
              now,
            });
      if (discount !== undefined && E.isLeft(discount)) return discount;
      const coupon =
        discount === undefined
          ? undefined
          : {
              id: discount.right.id,
              ...discountedFuturesPreview(full, discount.right.rate ?? '0', market.marginDecimals),
            };
      const preview = coupon?.preview ?? full;
      const opensNow = draft.limitPrice === null;
      // What the (last, committed) run of the transaction opened with it: its followers' copies.
      let mirrored = NOTHING_MIRRORED;
      const outcome = await runIdempotent(
        this.deps.db,
        { endpoint: contract.submitFutures, params, userId, key, at: now },
        (trx) =>
          spending(async () => {
            await this.#fence(trx);
            const id = await postJournalFor(
              trx,
              'futures_position',
              trx
                .insertInto('futures_positions')
                .values(
                  newPositionRow({
                    userId,
                    market,
                    draft,
                    preview,
                    armedTickId: mark.tickId,
                    opened: opensNow ? { tick, price: tick.price } : null,
                    now,
                    ...(coupon === undefined ? {} : { coupon: { id: coupon.id, waived: coupon.waived } }),
                  }),
                )
                .returning('id'),
              {
                reason: 'futures_open',
                user: userId,
                idempotencyKey: key,
                postings: (opensNow ? openPostings : pendingPostings)(
                  userId,
                  market,
                  preview.margin,
                  preview.fee,
                ),
              },
              now,
            );
            if (
              coupon !== undefined &&
              !(await spendCoupon(trx, { couponId: coupon.id, userId, product: 'futures', ref: id, at: now }))
            )
              return reject('COUPON.USED');
            const row = await this.#read(trx, String(id));
            mirrored = opensNow
              ? await this.deps.mirror.opened(trx, row, market, tick, now)
              : NOTHING_MIRRORED;
            return ok(wirePosition(row));
          }),
      );
      if (E.isRight(outcome)) {
        // A repeated key answers the first request's position: arm it as it is now.
        const row = await this.#read(this.deps.db, String(outcome.right.id));
        this.#settled({ positions: [row, ...mirrored.positions], users: mirrored.users });
      }
      return outcome;
    });
  }

  /**
   * Closes one of a user's open positions at the newest recorded price, or cancels one of their
   * waiting limit orders.
   */
  close(userId: number, positionId: number) {
    return this.#queue.run(async () => {
      this.#owned();
      const row = await this.#ownedRow(userId, positionId);
      if (row === undefined) return reject('FUTURES.POSITION_NOT_FOUND');
      const market = this.#listed(row.symbol);
      const now = this.deps.clock.now();
      if (row.state === 'pending') {
        const cancelled = await this.#write((trx) => cancelPosition(trx, row, market, now));
        this.#settled({ positions: [cancelled], users: [] });
        return ok(cancelled);
      }
      if (row.state !== 'open') return reject('FUTURES.POSITION_NOT_OPEN');
      const priced = await this.#priceNow(market, now);
      if (E.isLeft(priced)) return priced;
      const closed = await this.#write((trx) => this.#close(trx, row, market, priced.right, 'user', now));
      this.#settled(closed);
      return ok(closed.row);
    });
  }

  /**
   * Closes a user's open positions (all, only the longs, or only the shorts) at each market's
   * newest recorded price, in one transaction. Markets without a current price (a stock market
   * out of its hours, a stalled feed) keep theirs, and say so: when nothing could close, the
   * answer is that market's refusal; otherwise the positions closed are listed, the rest stay.
   */
  batchClose(userId: number, scope: BatchCloseScope) {
    return this.#queue.run(async (): Promise<Outcome<PositionRow[]>> => {
      this.#owned();
      let query = this.deps.db
        .selectFrom('futures_positions')
        .selectAll()
        .where('user_id', '=', userId)
        .where('state', '=', 'open');
      if (scope !== 'all') query = query.where('side', '=', scope);
      const rows = await query.orderBy('id').execute();
      const now = this.deps.clock.now();
      const prices = new Map<string, Outcome<RecordedTick>>();
      for (const symbol of new Set(rows.map((row) => row.symbol)))
        prices.set(symbol, await this.#priceNow(this.#listed(symbol), now));
      const closing = rows.flatMap((row) => {
        const priced = prices.get(row.symbol);
        return priced === undefined || E.isLeft(priced) ? [] : [{ row, tick: priced.right }];
      });
      const refusal = [...prices.values()].find(E.isLeft);
      if (closing.length === 0 && refusal !== undefined) return refusal;
      const closed = await this.#write(async (trx) => {
        const done: Closed[] = [];
        for (const { row, tick } of closing)
          done.push(await this.#close(trx, row, this.#listed(row.symbol), tick, 'user', now));
        return done;
      });
      for (const one of closed) this.#settled(one);
      return ok(closed.map((one) => one.row));
    });
  }

  /**
   * Sets (or with a blank, removes) the take-profit and stop-loss of an open position or waiting
   * order, checked by core's `validateFuturesStops` against the price now (the limit price for a
   * waiting order). They act on the ticks recorded after this.
   */
  setStops(userId: number, params: StopsParams) {
    return this.#queue.run(async () => {
      const mark = this.#owned();
      const row = await this.#ownedRow(userId, params.id);
      if (row === undefined) return reject('FUTURES.POSITION_NOT_FOUND');
      if (row.state !== 'open' && row.state !== 'pending') return reject('FUTURES.POSITION_NOT_OPEN');
      const market = this.#listed(row.symbol);
      const reference =
        row.limit_price !== null && row.state === 'pending'
          ? new Decimal(row.limit_price)
          : (await newestTickOf(this.deps.db, row.symbol))?.price;
      if (reference === undefined) return reject('FUTURES.NO_PRICE');
      const checked = validateFuturesStops(
        { takeProfit: params.target_profit_price ?? '', stopLoss: params.stop_loss_price ?? '' },
        {
          side: row.side,
          liquidationPrice: row.liquidation_price === null ? null : new Decimal(row.liquidation_price),
        },
        market,
        reference,
      );
      if (E.isLeft(checked)) return rejectInvalid(firstError(checked.left));
      const updated = await this.#write(async (trx) =>
        trx
          .updateTable('futures_positions')
          .set({
            take_profit: checked.right.takeProfit?.toFixed() ?? null,
            stop_loss: checked.right.stopLoss?.toFixed() ?? null,
            armed_tick_id: String(mark.tickId),
          })
          .where('id', '=', row.id)
          .where('state', '=', row.state)
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      this.#settled({ positions: [updated], users: [] });
      return ok(updated);
    });
  }

  /**
   * Acts on everything recorded since the last call, in order: each tick fires the triggers it
   * reaches (at its own recorded price), and each night passed charges the overnight fees of the
   * positions open at it. The market's holder calls it after every tick it records.
   */
  advance(now: Date): Promise<void> {
    return this.#queue.run(async () => {
      const mark = this.#mark;
      if (mark === undefined) return;
      try {
        for (;;) {
          const ticks = await ticksAfter(this.deps.db, mark.tickId, TICKS_BATCH);
          for (const tick of ticks) {
            await this.#chargeNightsUntil(mark, tick.at.getTime());
            await this.#fire(mark, tick);
          }
          if (ticks.length < TICKS_BATCH) break;
        }
        await this.#chargeNightsUntil(mark, now.getTime());
        if (mark.tickId !== this.#savedTickId) await this.#saveMark(this.deps.db, mark);
      } catch (error) {
        // What the books hold may have run ahead of the database: read them again, and go through
        // the ticks after the last one acted on again at the next call.
        if (!(error instanceof LeaseLost)) await this.#rebuild();
        throw error;
      }
    });
  }

  /** The fires one tick makes, each written with the position's journal and the tick as the new mark. */
  async #fire(mark: Mark, tick: RecordedTick): Promise<void> {
    const book = this.#books.get(tick.symbol);
    const market = this.#markets.get(tick.symbol);
    if (book === undefined || market === undefined) {
      mark.tickId = tick.id;
      return;
    }
    const fires: Fire[] = [];
    const seen = new Set<string>();
    for (const reached of book.reachedBy(tickLevel(tick.price, market))) {
      // A trigger set after this tick was recorded acts on later ticks only.
      if (reached.payload.armedTickId >= tick.id) {
        book.set(reached);
        continue;
      }
      // The first of a position's triggers a tick reaches is what happened (a long's stop-loss
      // before its liquidation price, which is further away); the others go with the position.
      if (seen.has(reached.payload.positionId)) continue;
      seen.add(reached.payload.positionId);
      fires.push({ trigger: reached.payload, tick });
    }
    for (let start = 0; start < fires.length; start += FIRE_BATCH) {
      const batch = fires.slice(start, start + FIRE_BATCH);
      const last = start + FIRE_BATCH >= fires.length;
      const written = await this.#write(async (trx) => {
        const rows = await trx
          .selectFrom('futures_positions')
          .selectAll()
          .where(
            'id',
            'in',
            batch.map((fire) => fire.trigger.positionId),
          )
          .forUpdate()
          .execute();
        const byId = new Map(rows.map((row) => [row.id, row]));
        const done: Mirrored[] = [];
        // Copies a trader's close closed at this tick, whose own triggers it may also have reached.
        const closedWith = new Set<string>();
        for (const { trigger } of batch) {
          const row = byId.get(trigger.positionId);
          if (row === undefined || closedWith.has(row.id)) continue;
          const changed = await this.#apply(trx, row, trigger.kind, tick, market);
          if (changed === undefined) continue;
          for (const position of changed.positions) closedWith.add(position.id);
          done.push(changed);
        }
        if (last) await this.#saveMark(trx, { ...mark, tickId: tick.id });
        return done;
      });
      for (const changed of written) this.#settled(changed);
    }
    mark.tickId = tick.id;
  }

  /**
   * One fired trigger on a position as it now is: opened or closed, with what that mirrored, or
   * nothing (it moved on meanwhile).
   */
  async #apply(
    trx: Transaction<Database>,
    row: PositionRow,
    kind: TriggerKind,
    tick: RecordedTick,
    market: FuturesMarket,
  ): Promise<Closed | undefined> {
    const now = this.deps.clock.now();
    if (kind === 'limit') {
      if (row.state !== 'pending') return undefined;
      const filled = await fillPosition(trx, row, market, tick, now);
      return withRow(filled, await this.deps.mirror.opened(trx, filled, market, tick, now));
    }
    return row.state === 'open' ? this.#close(trx, row, market, tick, kind, now) : undefined;
  }

  /** Closes an open position at a recorded tick, and what mirrors it (its followers' copies) with it. */
  async #close(
    trx: Transaction<Database>,
    row: PositionRow,
    market: FuturesMarket,
    tick: RecordedTick,
    reason: CloseReason,
    now: Date,
  ): Promise<Closed> {
    const closed = await closePosition(trx, row, market, tick, reason, now);
    return withRow(closed, await this.deps.mirror.closed(trx, closed, market, tick, now));
  }

  /** Every night from the mark's next one up to `untilMs`, in order, each charged once. */
  async #chargeNightsUntil(mark: Mark, untilMs: number): Promise<void> {
    while (mark.nextNight <= untilMs) {
      const night = new Date(mark.nextNight);
      const charged = await chargeNight(this.deps.db, {
        night,
        now: this.deps.clock.now(),
        markets: this.#markets,
        fence: (trx) => this.#fence(trx),
      });
      this.#settled({ positions: charged, users: [] });
      mark.nextNight += NIGHT_MS;
      await this.#saveMark(this.deps.db, mark);
    }
  }

  async #saveMark(db: Kysely<Database> | Transaction<Database>, mark: Mark): Promise<void> {
    await db
      .updateTable('futures_trigger_mark')
      .set({ tick_id: String(mark.tickId), night: new Date(mark.nextNight - NIGHT_MS) })
      .execute();
    this.#savedTickId = mark.tickId;
  }

  /** The trigger books and the mark as the database has them. */
  async #rebuild(): Promise<void> {
    const { db } = this.deps;
    this.#books.clear();
    const saved = await db.selectFrom('futures_trigger_mark').selectAll().executeTakeFirstOrThrow();
    const rows = await db
      .selectFrom('futures_positions')
      .selectAll()
      .where('state', 'in', ['pending', 'open'])
      .orderBy('id')
      .execute();
    for (const row of rows) this.#arm(row);
    this.#savedTickId = Number(saved.tick_id);
    this.#mark = {
      tickId: Number(saved.tick_id),
      // A fresh install charges from the first night after it started.
      nextNight:
        saved.night === null
          ? firstNightAfter(this.deps.clock.now()).getTime()
          : saved.night.getTime() + NIGHT_MS,
    };
  }

  /** A position's triggers in its market's book, as its row has them now (none once it is over). */
  #arm(row: PositionRow): void {
    const market = this.#markets.get(row.symbol);
    if (market === undefined) return;
    let book = this.#books.get(row.symbol);
    if (book === undefined) {
      book = new TriggerBook<Armed>();
      this.#books.set(row.symbol, book);
    }
    for (const kind of TriggerKinds) book.remove(triggerId(row.id, kind));
    for (const trigger of triggersOf(row, market)) book.set(trigger);
  }

  /** After changes committed: the positions' triggers as they now are, and their owners and others told. */
  #settled({ positions, users }: Mirrored): void {
    for (const row of positions) this.#arm(row);
    for (const userId of new Set([...positions.map((row) => row.user_id), ...users]))
      this.deps.positionsChanged(userId);
  }

  /** The newest recorded price of a market, if it trades now and the price is current. */
  async #priceNow(market: FuturesMarket, now: Date): Promise<Outcome<RecordedTick>> {
    if (!isMarketOpen(market.venue, now))
      return reject('FUTURES.MARKET_CLOSED', {
        opens: nextMarketOpen(market.venue, now).toISOString().slice(0, 16).replace('T', ' '),
      });
    const tick = await newestTickOf(this.deps.db, market.symbol);
    if (tick === undefined || now.getTime() - tick.at.getTime() > FRESH_PRICE_MS)
      return reject('FUTURES.NO_PRICE');
    return ok(tick);
  }

  #owned(): Mark {
    if (this.#mark === undefined) throw new LeaseLost();
    return this.#mark;
  }

  /** The market of a position: every position is on a listed market (they are not delisted). */
  #listed(symbol: string): FuturesMarket {
    const market = this.#markets.get(symbol);
    if (market === undefined) throw new Error(`a position is on ${symbol}, which is not listed`);
    return market;
  }

  #ownedRow(userId: number, positionId: number) {
    return this.deps.db
      .selectFrom('futures_positions')
      .selectAll()
      .where('id', '=', String(positionId))
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  #read(db: Kysely<Database> | Transaction<Database>, id: string): Promise<PositionRow> {
    return db.selectFrom('futures_positions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  /** One fenced transaction of the engine's, run again after a conflict the database resolved. */
  #write<A>(work: (trx: Transaction<Database>) => Promise<A>): Promise<A> {
    return withRetries(() =>
      this.deps.db.transaction().execute(async (trx) => {
        await this.#fence(trx);
        return work(trx);
      }),
    );
  }
}
