import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../shared/clock.js';
import { type Handlers, ok, reject, withSession } from '../handler.js';
import type { MarketService } from './market-service.js';

/** The most markets the search page suggests. */
const HOT_SEARCHES = 8;

type Quote = ReturnType<MarketService['quotes']>[number];

/** Each kind's markets, most traded first (ties in display order); kinds in order of first listing. */
const rankedByKind = (quotes: readonly Quote[]): string[][] => {
  const kinds = new Map<string, { symbol: string; index: number; turnover: Quote['volume'] }[]>();
  quotes.forEach((quote, index) => {
    const ranked = kinds.get(quote.kind) ?? [];
    ranked.push({ symbol: quote.symbol, index, turnover: quote.volume.mul(quote.now_price) });
    kinds.set(quote.kind, ranked);
  });
  return [...kinds.values()].map((ranked) =>
    ranked
      .sort((a, b) => b.turnover.comparedTo(a.turnover) || a.index - b.index)
      .map((entry) => entry.symbol),
  );
};

/** The first of each list, then the second of each, and so on. */
const interleaved = (lists: readonly string[][]): string[] =>
  Array.from({ length: Math.max(0, ...lists.map((list) => list.length)) }, (_, rank) =>
    lists.flatMap((list) => (rank < list.length ? [list[rank] as string] : [])),
  ).flat();

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
  // tether count alike), ranked within each kind and taken in turn from each, crypto first: by
  // turnover alone the shares of a dozen giants would push every coin off the list.
  hotSearches: async () => ok(interleaved(rankedByKind(market.quotes())).slice(0, HOT_SEARCHES)),
});
