import {
  type Decimal,
  type DualDirection,
  type DualOrder,
  type DualProduct,
  type ValidationError,
  validateDualPurchase,
} from '@tessera/core';
import { leftOf } from '../../app/either';

/** The products of one market (`BTC/USDT`) in one direction, in the order the exchange lists them. */
export interface MarketProducts {
  readonly symbol: string;
  readonly products: readonly DualProduct[];
}

/** The products of `direction`, grouped by market; markets in the order their first product comes. */
export const marketsOf = (products: readonly DualProduct[], direction: DualDirection): MarketProducts[] => {
  const bySymbol = new Map<string, DualProduct[]>();
  for (const product of products) {
    if (product.direction !== direction) continue;
    const group = bySymbol.get(product.symbol);
    if (group === undefined) bySymbol.set(product.symbol, [product]);
    else group.push(product);
  }
  return [...bySymbol].map(([symbol, grouped]) => ({ symbol, products: grouped }));
};

/**
 * Why a product cannot be bought at `nowMs` by core's own rule (its subscription closed, it sold
 * out), or undefined while it can: the cards and the purchase form say the same thing.
 */
export const closureOf = (product: DualProduct, nowMs: number): ValidationError | undefined =>
  leftOf(validateDualPurchase({ productId: product.id, shares: '1' }, { products: [product], now: nowMs }))
    ?.product;

/** The decimals of what a product or order invests: the coin's for a call, USDT's for a put. */
export const investedDecimals = (
  terms: Pick<DualProduct | DualOrder, 'direction' | 'baseDecimals' | 'quoteDecimals'>,
): number => (terms.direction === 'call' ? terms.baseDecimals : terms.quoteDecimals);

/** How far the linked price was set from the recorded price it was issued at: 0.03 is 3 % above it. */
export const linkedOffsetOf = (product: DualProduct): Decimal =>
  product.linkedPrice.div(product.issuedAt.price).minus(1);

/** The most whole shares `available` pays for, no more than remain: what "All" types. */
export const mostShares = (product: DualProduct, available: Decimal): number =>
  Math.min(product.remainingShares, available.div(product.shareSize).floor().toNumber());
