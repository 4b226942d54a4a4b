import { type Decimal, type FuturesMarket, isMarketOpen, nextMarketOpen } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../shared/clock.js';
import { newestFirst, pageAnswer, pageRequest } from '../../shared/paging.js';
import { type Handlers, ok, reject, withSession } from '../handler.js';
import { newestTickOf } from '../market/index.js';
import { availableIn } from '../wallet/index.js';
import type { FuturesEngine } from './engine.js';
import { livePosition, wireFuturesMarket, wirePosition } from './positions.js';
import { marginAccount } from './postings.js';

export interface FuturesDeps {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly engine: FuturesEngine;
  /** The newest recorded price of a market, as the market service keeps it. */
  readonly lastPrice: (symbol: string) => Decimal | undefined;
}

type FuturesEndpoint =
  | 'futuresMarkets'
  | 'futuresDeal'
  | 'submitFutures'
  | 'futuresPositions'
  | 'closeFutures'
  | 'batchCloseFutures'
  | 'setFuturesStops'
  | 'futuresHistory';

/** The endpoints that change positions: only the market lease's holder serves them. */
export const FUTURES_HOLDER_ENDPOINTS = [
  'submitFutures',
  'closeFutures',
  'batchCloseFutures',
  'setFuturesStops',
] as const satisfies readonly FuturesEndpoint[];

/** Futures and stock contracts: the markets, the trading page, positions opened, closed and listed. */
export const createFuturesHandlers = (deps: FuturesDeps): Pick<Handlers, FuturesEndpoint> => {
  const { db, engine } = deps;
  const wireMarket = (market: FuturesMarket) => {
    const now = deps.clock.now();
    const open = isMarketOpen(market.venue, now);
    return wireFuturesMarket(market, open, open ? null : nextMarketOpen(market.venue, now));
  };
  return {
    futuresMarkets: async () => ok(engine.markets().map(wireMarket)),

    futuresDeal: withSession(async (params, _context, session) => {
      const market = engine.marketOf(params.currency_id, params.legal_id);
      if (market === undefined) return reject('FUTURES.UNKNOWN_MARKET');
      const tick = await newestTickOf(db, market.symbol);
      return ok({
        market: wireMarket(market),
        price: tick === undefined ? null : { tick_id: tick.id, price: tick.price, at: tick.at.toISOString() },
        available: await availableIn(db, marginAccount(session.userId, market)),
      });
    }),

    submitFutures: withSession(async (params, context, session) =>
      engine.submit(session.userId, params, context.idempotencyKey),
    ),

    futuresPositions: withSession(async (_params, _context, session) => {
      const rows = await db
        .selectFrom('futures_positions')
        .selectAll()
        .where('user_id', '=', session.userId)
        .where('state', 'in', ['pending', 'open'])
        .orderBy('id', 'desc')
        .execute();
      return ok(rows.map((row) => livePosition(row, deps.lastPrice(row.symbol))));
    }),

    closeFutures: withSession(async (params, _context, session) => {
      const closed = await engine.close(session.userId, params.id);
      return E.isLeft(closed) ? closed : ok(wirePosition(closed.right));
    }),

    batchCloseFutures: withSession(async (params, _context, session) => {
      const closed = await engine.batchClose(session.userId, params.type);
      return E.isLeft(closed) ? closed : ok(closed.right.map(wirePosition));
    }),

    setFuturesStops: withSession(async (params, _context, session) => {
      const updated = await engine.setStops(session.userId, params);
      return E.isLeft(updated) ? updated : ok(wirePosition(updated.right));
    }),

    futuresHistory: withSession(async (params, _context, session) => {
      const request = pageRequest(params);
      if (request === undefined) return reject('SHARED.INVALID_PARAMS');
      const { rows, total } = await newestFirst(
        db
          .selectFrom('futures_positions')
          .where('user_id', '=', session.userId)
          .where('state', 'in', ['closed', 'cancelled']),
        request,
      );
      return ok(pageAnswer(rows.map(wirePosition), request, total));
    }),
  };
};
