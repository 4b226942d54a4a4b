import { Decimal, type OrderSide, type SpotMarket } from '@tessera/core';

/** How many price levels the market maker quotes on each side. */
export const HOUSE_LEVELS = 10;
/** The distance between its levels, as a share of the price: 0.05 %. */
const LEVEL_SPACING = new Decimal('0.0005');
/** What its first level is worth in the quote asset; level n is worth n times as much. */
const LEVEL_VALUE = new Decimal('2500');

export interface HouseQuote {
  readonly side: OrderSide;
  readonly price: Decimal;
  readonly amount: Decimal;
}

/**
 * The market maker's quotes around a recorded price: `HOUSE_LEVELS` bids below it and asks above
 * it, 0.05 % apart (at least one price step), on the market's grid, growing deeper away from the
 * price, so users' orders fill as on a real exchange. A pure function of the price: anyone can
 * recompute what the house offered at any tick.
 */
export const houseQuotes = (market: SpotMarket, price: Decimal): HouseQuote[] => {
  const spacing = Decimal.max(market.priceStep, price.times(LEVEL_SPACING));
  const quotes: HouseQuote[] = [];
  for (let level = 1; level <= HOUSE_LEVELS; level++) {
    const offset = spacing.times(level);
    const bid = price.minus(offset).div(market.priceStep).floor().times(market.priceStep);
    const ask = price.plus(offset).div(market.priceStep).ceil().times(market.priceStep);
    for (const [side, at] of [
      ['buy', bid],
      ['sell', ask],
    ] as const) {
      if (at.lte(0)) continue;
      const amount = LEVEL_VALUE.times(level).div(at).div(market.amountStep).floor().times(market.amountStep);
      if (amount.gte(market.minAmount)) quotes.push({ side, price: at, amount });
    }
  }
  return quotes;
};
