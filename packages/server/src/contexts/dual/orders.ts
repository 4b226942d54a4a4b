import { Decimal, type DualOrder, type DualProduct } from '@tessera/core';
import type { Selectable } from 'kysely';
import type { DualOrdersTable } from '../../db/schema.js';
import type { AccountRef } from '../wallet/index.js';

export type DualOrderRow = Selectable<DualOrdersTable>;

/** The house's side of dual investment: what is invested in, what maturity pays out. */
export const dualHouse = (asset: string): AccountRef => ({ platform: 'dual', asset });

/**
 * An order row with its product as core takes it; `now` tells a purchased order past its maturity
 * (`settling`: its price not final yet) from one still running.
 */
export const dualOrderOf = (row: DualOrderRow, product: DualProduct, now: Date): DualOrder => ({
  id: Number(row.id),
  productId: product.id,
  symbol: product.symbol,
  direction: product.direction,
  base: product.base,
  quote: product.quote,
  baseDecimals: product.baseDecimals,
  quoteDecimals: product.quoteDecimals,
  investAsset: product.investAsset,
  shares: row.shares,
  invested: new Decimal(row.invested),
  annualRate: product.annualRate,
  linkedPrice: product.linkedPrice,
  days: product.days,
  purchasedAt: row.purchased_at.toISOString(),
  maturesAt: row.matures_at.toISOString(),
  state: row.state === 'success' ? 'success' : now >= row.matures_at ? 'settling' : 'purchased',
  settlement:
    row.settle_tick_id === null ||
    row.settle_price === null ||
    row.settle_tick_at === null ||
    row.payout_asset === null ||
    row.payout === null ||
    row.calculator_version === null ||
    row.settled_at === null
      ? null
      : {
          price: {
            tickId: Number(row.settle_tick_id),
            price: new Decimal(row.settle_price),
            at: row.settle_tick_at.toISOString(),
          },
          payout: { asset: row.payout_asset, amount: new Decimal(row.payout) },
          calculatorVersion: row.calculator_version,
          settledAt: row.settled_at.toISOString(),
        },
});

/** An order as `/dual/buyDual` and `/dual/dual_list` answer it. */
export const wireDualOrder = (order: DualOrder) => ({
  id: order.id,
  product_id: order.productId,
  symbol: order.symbol,
  type: order.direction,
  base: order.base,
  quote: order.quote,
  base_decimals: order.baseDecimals,
  quote_decimals: order.quoteDecimals,
  currency: order.investAsset,
  num: order.shares,
  invested: order.invested,
  annual_rate: order.annualRate,
  linked_price: order.linkedPrice,
  days: order.days,
  purchased_at: order.purchasedAt,
  matures_at: order.maturesAt,
  state: order.state,
  settlement:
    order.settlement === null
      ? null
      : {
          price: {
            tick_id: order.settlement.price.tickId,
            price: order.settlement.price.price,
            at: order.settlement.price.at,
          },
          currency: order.settlement.payout.asset,
          amount: order.settlement.payout.amount,
          calculator_version: order.settlement.calculatorVersion,
          settled_at: order.settlement.settledAt,
        },
});
