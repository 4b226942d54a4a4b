import { Decimal, RECENT_TRADES, validateOrder } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../shared/clock.js';
import { newestFirst, pageAnswer, pageRequest } from '../../shared/paging.js';
import { firstError, type Handlers, ok, reject, rejectInvalid, withSession } from '../handler.js';
import { couponForOrder } from '../rewards/index.js';
import type { SpotEngine } from './engine.js';
import { DEPTH_LEVELS, wireDepth, wireTrade } from './market-wire.js';
import { wireOrder } from './orders.js';
import { PlacementWriter } from './placements.js';

export interface SpotDeps {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly engine: SpotEngine;
  /** The latest recorded price of a market: what market orders are valued at. */
  readonly lastPrice: (symbol: string) => Decimal | undefined;
  /** Tells the user's devices their orders and balances changed. */
  readonly userChanged: (userId: number) => void;
}

type SpotEndpoint = 'spotMarkets' | 'placeOrder' | 'cancelOrder' | 'orders' | 'depth' | 'trades';

/** Spot trading: markets, orders (placed, cancelled, listed), books and trades. */
export const createSpotHandlers = (deps: SpotDeps): Pick<Handlers, SpotEndpoint> => {
  const { db, engine } = deps;
  const placements = new PlacementWriter({ db, clock: deps.clock });
  return {
    spotMarkets: async () =>
      ok(
        engine.markets().map((market) => ({
          symbol: market.symbol,
          currency_id: market.baseId,
          legal_id: market.quoteId,
          currency_name: market.base,
          legal_name: market.quote,
          price_step: market.priceStep,
          amount_step: market.amountStep,
          min_amount: market.minAmount,
          min_notional: market.minNotional,
          maker_fee_rate: market.makerFeeRate,
          taker_fee_rate: market.takerFeeRate,
        })),
      ),

    placeOrder: withSession(async (params, context, session) => {
      const market = engine.marketOf(params.currency_id, params.legal_id);
      if (market === undefined) return reject('SPOT.UNKNOWN_MARKET');
      const referencePrice = deps.lastPrice(market.symbol);
      if (referencePrice === undefined) return reject('SPOT.NO_PRICE');
      const price = params.target_price?.trim() ?? '';
      const checked = validateOrder(
        {
          side: params.type === 1 ? 'buy' : 'sell',
          kind: price === '' ? 'market' : 'limit',
          amount: params.amount,
          price,
        },
        market,
        { referencePrice },
      );
      if (E.isLeft(checked)) return rejectInvalid(firstError(checked.left));
      const draft = checked.right;
      const coupon =
        params.coupon_id === undefined
          ? undefined
          : await couponForOrder(db, session.userId, params.coupon_id, {
              product: 'spot',
              value: draft.amount.times(draft.price ?? referencePrice),
              now: deps.clock.now(),
            });
      if (coupon !== undefined && E.isLeft(coupon)) return coupon;
      const placed = await placements.place({
        userId: session.userId,
        key: context.idempotencyKey,
        params,
        market,
        draft,
        referencePrice,
        ...(coupon === undefined
          ? {}
          : { coupon: { id: coupon.right.id, rate: coupon.right.rate ?? new Decimal(0) } }),
      });
      if (E.isLeft(placed)) return placed;
      deps.userChanged(session.userId);
      // What the order is now: matched from the row just written, or, for a repeat of the same
      // key, as the first request left it (its fills included).
      const order =
        'written' in placed.right
          ? await engine.match(placed.right.written.id, market.symbol, referencePrice, placed.right.written)
          : await engine.match(placed.right.repeat.id, market.symbol, referencePrice);
      return ok(wireOrder(order));
    }),

    cancelOrder: withSession(async (params, _context, session) => {
      const cancelled = await engine.cancel(session.userId, params.id);
      return E.isLeft(cancelled) ? cancelled : ok(wireOrder(cancelled.right));
    }),

    orders: withSession(async (params, _context, session) => {
      const request = pageRequest(params);
      if (request === undefined) return reject('SHARED.INVALID_PARAMS');
      const statuses =
        params.state === 'open' ? (['open', 'partial'] as const) : (['filled', 'cancelled'] as const);
      const { rows, total } = await newestFirst(
        db.selectFrom('spot_orders').where('user_id', '=', session.userId).where('status', 'in', statuses),
        request,
      );
      return ok(pageAnswer(rows.map(wireOrder), request, total));
    }),

    depth: async (params) => {
      const depth = engine.depth(params.symbol, DEPTH_LEVELS);
      return depth === undefined
        ? reject('SPOT.UNKNOWN_MARKET')
        : ok(wireDepth(params.symbol, depth, deps.clock.now()));
    },

    trades: async (params) => {
      if (engine.market(params.symbol) === undefined) return reject('SPOT.UNKNOWN_MARKET');
      const rows = await db
        .selectFrom('spot_trades')
        .select(['id', 'price', 'amount', 'side', 'at'])
        .where('symbol', '=', params.symbol)
        .orderBy('id', 'desc')
        .limit(RECENT_TRADES)
        .execute();
      return ok(
        rows.map((row) =>
          wireTrade(params.symbol, {
            ...row,
            price: new Decimal(row.price),
            amount: new Decimal(row.amount),
          }),
        ),
      );
    },
  };
};
