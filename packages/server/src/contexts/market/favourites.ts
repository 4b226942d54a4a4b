import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../shared/clock.js';
import { type Handlers, ok, reject, withSession } from '../handler.js';
import type { MarketService } from './market-service.js';

/** The most markets the search page suggests. */
const HOT_SEARCHES = 8;

const listOf = async (db: Kysely<Database>, userId: number) =>
  (
    await db
      .selectFrom('favourites')
      .select(['symbol', 'added_at'])
      .where('user_id', '=', userId)
      .orderBy('added_at')
      .orderBy('symbol')
      .execute()
  ).map((row) => ({ symbol: row.symbol, added_at: new Date(row.added_at).toISOString() }));

/**
 * Each user's favourite markets (spec §7 `/optional/*`) and the search page's suggestions. An add
 * is one `insert … on conflict do nothing` on the (user, market) key, so any number of parallel
 * adds of one market leave one row; only listed markets can be added.
 */
export const createFavouriteHandlers = (
  db: Kysely<Database>,
  market: MarketService,
  clock: Clock,
): Pick<Handlers, 'favouriteAdd' | 'favouriteRemove' | 'favourites' | 'hotSearches'> => ({
  favouriteAdd: withSession(async ({ symbol }, _context, session) => {
    if (!market.isListed(symbol)) return reject('MARKET.UNKNOWN_SYMBOL');
    await db
      .insertInto('favourites')
      .values({ user_id: session.userId, symbol, added_at: clock.now() })
      .onConflict((oc) => oc.columns(['user_id', 'symbol']).doNothing())
      .execute();
    return ok(await listOf(db, session.userId));
  }),
  favouriteRemove: withSession(async ({ symbol }, _context, session) => {
    await db
      .deleteFrom('favourites')
      .where('user_id', '=', session.userId)
      .where('symbol', '=', symbol)
      .execute();
    return ok(await listOf(db, session.userId));
  }),
  favourites: withSession(async (_params, _context, session) => ok(await listOf(db, session.userId))),
  // The most traded markets of the last 24 hours by turnover (volume × price; a dollar and a
  // tether count alike), ties in display order.
  hotSearches: async () =>
    ok(
      market
        .quotes()
        .map((quote, index) => ({ symbol: quote.symbol, index, turnover: quote.volume.mul(quote.now_price) }))
        .sort((a, b) => b.turnover.comparedTo(a.turnover) || a.index - b.index)
        .slice(0, HOT_SEARCHES)
        .map((entry) => entry.symbol),
    ),
});
