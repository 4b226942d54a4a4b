import type { Decimal, SpotMarket } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import type { SimContext } from '../runtime/context.js';
import { describeFailure } from '../runtime/failure.js';

/** The spot market a scenario names (`BTC/USDT`) as the exchange lists it, with its last price, or why not. */
export const findSpotMarket = async (
  ctx: SimContext,
  symbol: string,
): Promise<E.Either<string, { market: SpotMarket; lastPrice: Decimal }>> => {
  const markets = await ctx.tessera.api.spot.markets()();
  if (E.isLeft(markets))
    return E.left(`the spot markets could not be listed: ${describeFailure(markets.left)}`);
  const wanted = symbol.trim().toUpperCase();
  const market = markets.right.find((candidate) => candidate.symbol === wanted);
  if (market === undefined)
    return E.left(`no spot market ${wanted} (listed: ${markets.right.map((m) => m.symbol).join(', ')})`);
  const quotes = await ctx.tessera.api.market.quotations()();
  if (E.isLeft(quotes)) return E.left(`the quotes could not be loaded: ${describeFailure(quotes.left)}`);
  const quote = quotes.right.find((candidate) => candidate.symbol === wanted);
  return quote === undefined
    ? E.left(`no price for ${wanted} yet`)
    : E.right({ market, lastPrice: quote.price });
};
