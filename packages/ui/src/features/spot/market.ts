import {
  amountText,
  Decimal,
  floorToStep,
  isValidAmountText,
  marketPriceLimit,
  type OrderSide,
  type SpotMarket,
} from '@tessera/core';

/** The market a trade screen opens on when the address names none (or one that is not traded). */
export const DEFAULT_SYMBOL = 'BTC/USDT';

/** The market named by the address's `?symbol=`, else BTC/USDT, else the first one. */
export const pickMarket = (markets: readonly SpotMarket[], symbol: string | null): SpotMarket | undefined =>
  markets.find((market) => market.symbol === symbol) ??
  markets.find((market) => market.symbol === DEFAULT_SYMBOL) ??
  markets[0];

/** The decimals a step has (`0.01` → 2, `1` → 0): how many places its prices or amounts show. */
export const stepDecimals = (step: Decimal): number => step.decimalPlaces();

/** The trade screen's address for one market, e.g. `/pages/transaction/currency?symbol=ETH%2FUSDT`. */
export const marketQuery = (symbol: string): string => `?${new URLSearchParams({ symbol }).toString()}`;

/**
 * The price a market order's share of the balance is worked out at: a buy at the worst price it
 * may fill at (what the exchange freezes), a sell at the reference price (a sell freezes its amount).
 */
export const marketPriceLimitFor = (side: OrderSide, referencePrice: Decimal, market: SpotMarket): Decimal =>
  side === 'buy' ? marketPriceLimit('buy', referencePrice, market) : referencePrice;

/**
 * The price field's − and + buttons: the typed price moved one `priceStep` down or up (first put
 * on the grid, never below one step); an empty or unreadable price starts from `fallback`.
 *
 * @example stepPrice('100.05', 1, market with step 0.1, last) // '100.1'
 */
export const stepPrice = (text: string, by: 1 | -1, market: SpotMarket, fallback: Decimal): string => {
  const trimmed = text.trim();
  const typed = isValidAmountText(trimmed) ? new Decimal(trimmed) : fallback;
  const onGrid = floorToStep(typed, market.priceStep);
  // Off the grid, the first step is to the grid point on that side.
  const moved = onGrid.lessThan(typed)
    ? by === 1
      ? onGrid.plus(market.priceStep)
      : onGrid
    : onGrid.plus(market.priceStep.times(by));
  return amountText(Decimal.max(market.priceStep, moved), stepDecimals(market.priceStep));
};
