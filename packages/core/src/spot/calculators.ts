import { Decimal } from '../shared/decimal.js';
import {
  type Depth,
  type MarketTrade,
  type OrderDraft,
  type OrderSide,
  RECENT_TRADES,
  type SpotMarket,
} from './model.js';

/**
 * How far from the reference price a market order may fill: the rest of it is cancelled rather
 * than swept through a thin book. A market buy freezes its amount at the reference price plus
 * this band, so its fills are always paid for.
 */
export const MARKET_PRICE_BAND = new Decimal('0.05');

export { isOnStep } from '../shared/stepped-number.js';

/** The largest multiple of `step` not above `value` (never negative). @example floorToStep(0.127, 0.01) // 0.12 */
export const floorToStep = (value: Decimal, step: Decimal): Decimal =>
  Decimal.max(0, value.div(step).floor().times(step));

/**
 * The worst price a market order of `side` may fill at: the reference price moved by the band
 * against the taker, on the price grid.
 *
 * @example marketPriceLimit('buy', 100, market with step 0.01) // 105
 */
export const marketPriceLimit = (side: OrderSide, referencePrice: Decimal, market: SpotMarket): Decimal => {
  const moved = referencePrice.times(
    side === 'buy' ? MARKET_PRICE_BAND.plus(1) : MARKET_PRICE_BAND.negated().plus(1),
  );
  const steps = moved.div(market.priceStep);
  return (side === 'buy' ? steps.ceil() : steps.floor()).times(market.priceStep);
};

/** The price an order is valued at: its limit, or for a market order the reference price. */
const valuationPrice = (draft: OrderDraft, referencePrice: Decimal): Decimal => draft.price ?? referencePrice;

/** What an order is worth in the quote asset, at its limit or the reference price. */
export const orderNotional = (draft: OrderDraft, referencePrice: Decimal): Decimal =>
  draft.amount.times(valuationPrice(draft, referencePrice));

/** An amount of one asset. */
export interface AssetAmount {
  readonly asset: string;
  readonly amount: Decimal;
}

/**
 * What placing an order freezes until it fills or is cancelled: a sell its base amount; a limit
 * buy its amount at its price; a market buy its amount at the worst price it may fill at
 * (`marketPriceLimit`), the unused part returned when it is done.
 */
export const orderFreeze = (draft: OrderDraft, market: SpotMarket, referencePrice: Decimal): AssetAmount =>
  draft.side === 'sell'
    ? { asset: market.base, amount: draft.amount }
    : {
        asset: market.quote,
        amount: draft.amount.times(draft.price ?? marketPriceLimit('buy', referencePrice, market)),
      };

/**
 * The fee of one fill: a rate of what the fill brings its order, so a buyer pays it in the base
 * asset and a seller in the quote asset.
 *
 * @example fillFee('buy', { amount: 2, price: 100, rate: 0.001 }) // 0.002 (base)
 * @example fillFee('sell', { amount: 2, price: 100, rate: 0.001 }) // 0.2 (quote)
 */
export const fillFee = (
  side: OrderSide,
  { amount, price, rate }: { amount: Decimal; price: Decimal; rate: Decimal },
): Decimal => (side === 'buy' ? amount.times(rate) : amount.times(price).times(rate));

/** What the order form shows before the user confirms. */
export interface OrderPreview {
  /** The order's worth in the quote asset (at the reference price for a market order). */
  readonly notional: Decimal;
  /** What the user gives: the base amount for a sell, the quote value for a buy. */
  readonly pay: AssetAmount;
  /** What the user gets after the fee, were the whole order filled as a taker at that price. */
  readonly receive: AssetAmount;
  readonly fee: AssetAmount;
}

/**
 * The preview of an order filled in full at its limit (market orders: at the reference price,
 * which the fills may beat or miss within the band), at the taker rate: the most it can cost.
 */
export const orderPreview = (
  draft: OrderDraft,
  market: SpotMarket,
  referencePrice: Decimal,
): OrderPreview => {
  const price = valuationPrice(draft, referencePrice);
  const notional = draft.amount.times(price);
  const fee = fillFee(draft.side, { amount: draft.amount, price, rate: market.takerFeeRate });
  return draft.side === 'buy'
    ? {
        notional,
        pay: { asset: market.quote, amount: notional },
        receive: { asset: market.base, amount: draft.amount.minus(fee) },
        fee: { asset: market.base, amount: fee },
      }
    : {
        notional,
        pay: { asset: market.base, amount: draft.amount },
        receive: { asset: market.quote, amount: notional.minus(fee) },
        fee: { asset: market.quote, amount: fee },
      };
};

/**
 * The amount the form's slider sets at `percent` of what the user can spend: for a sell a share of
 * the base balance, for a buy what that share of the quote balance buys at the order's price (a
 * market buy at its worst price, so it can be frozen), rounded down to the amount step.
 *
 * @example amountForShare(50, { side: 'buy', available: 1000, price: 100, market }) // 5
 */
export const amountForShare = (
  percent: number,
  {
    side,
    available,
    price,
    market,
  }: { side: OrderSide; available: Decimal; price: Decimal; market: SpotMarket },
): Decimal => {
  const share = available.times(Math.min(100, Math.max(0, percent))).div(100);
  if (side === 'sell') return floorToStep(share, market.amountStep);
  return price.isZero() ? new Decimal(0) : floorToStep(share.div(price), market.amountStep);
};

/**
 * A price as a whole number of steps, as the order book keeps it. The price must be on the step.
 *
 * @example priceToTicks(new Decimal('64000.5'), new Decimal('0.1')) // 640005
 */
export const priceToTicks = (price: Decimal, step: Decimal): number => price.div(step).toNumber();
export const ticksToPrice = (ticks: number, step: Decimal): Decimal => step.times(ticks);

/**
 * The trades a live screen lists after `incoming` arrived (a push or a snapshot): both together,
 * each trade once, newest (highest id) first, the latest `RECENT_TRADES`.
 */
export const mergeTrades = (
  known: readonly MarketTrade[],
  incoming: readonly MarketTrade[],
): readonly MarketTrade[] => {
  const byId = new Map<number, MarketTrade>();
  for (const trade of [...known, ...incoming]) byId.set(trade.id, trade);
  return [...byId.values()].sort((a, b) => b.id - a.id).slice(0, RECENT_TRADES);
};

/** The later of two books of a market (a snapshot read before a push must not replace it). */
export const newerDepth = (known: Depth | undefined, incoming: Depth): Depth =>
  known !== undefined && known.at > incoming.at ? known : incoming;
