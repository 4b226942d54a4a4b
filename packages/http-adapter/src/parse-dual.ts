import type { DualOrderCodec, DualProductCodec } from '@tessera/contract';
import type { DualOrder, DualProduct } from '@tessera/core';
import type * as t from 'io-ts';

/**
 * `/dual/index` item, `/dual/detail` → DualProduct. Sample: `{ id: 3, symbol: 'BTC/USDT', type:
 * 'call', base: 'BTC', quote: 'USDT', base_decimals: 8, quote_decimals: 6, currency: 'BTC',
 * currency_id: 1, share_size: '0.001', annual_rate: '0.365', linked_price: '60000', days: 7,
 * issued_at: { tick_id: 41, price: '58252.43', at: '…' }, subscription_ends_at: '…', matures_at:
 * '…', total_shares: 1000, remaining_shares: 640 }`
 */
export const parseDualProduct = (wire: t.TypeOf<typeof DualProductCodec>): DualProduct => ({
  id: wire.id,
  symbol: wire.symbol,
  direction: wire.type,
  base: wire.base,
  quote: wire.quote,
  baseDecimals: wire.base_decimals,
  quoteDecimals: wire.quote_decimals,
  investAsset: wire.currency,
  investAssetId: wire.currency_id,
  shareSize: wire.share_size,
  annualRate: wire.annual_rate,
  linkedPrice: wire.linked_price,
  days: wire.days,
  issuedAt: { tickId: wire.issued_at.tick_id, price: wire.issued_at.price, at: wire.issued_at.at },
  subscriptionEndsAt: wire.subscription_ends_at,
  maturesAt: wire.matures_at,
  totalShares: wire.total_shares,
  remainingShares: wire.remaining_shares,
});

/**
 * `/dual/buyDual`, `/dual/dual_list` item → DualOrder. Sample: `{ id: 5, product_id: 3, …, num: 10,
 * invested: '0.01', state: 'success', settlement: { price: { tick_id: 90, price: '61000', at: '…' },
 * currency: 'USDT', amount: '606', calculator_version: 'dual/1', settled_at: '…' } }`
 */
export const parseDualOrder = (wire: t.TypeOf<typeof DualOrderCodec>): DualOrder => ({
  id: wire.id,
  productId: wire.product_id,
  symbol: wire.symbol,
  direction: wire.type,
  base: wire.base,
  quote: wire.quote,
  baseDecimals: wire.base_decimals,
  quoteDecimals: wire.quote_decimals,
  investAsset: wire.currency,
  shares: wire.num,
  invested: wire.invested,
  annualRate: wire.annual_rate,
  linkedPrice: wire.linked_price,
  days: wire.days,
  purchasedAt: wire.purchased_at,
  maturesAt: wire.matures_at,
  state: wire.state,
  settlement:
    wire.settlement === null
      ? null
      : {
          price: {
            tickId: wire.settlement.price.tick_id,
            price: wire.settlement.price.price,
            at: wire.settlement.price.at,
          },
          payout: { asset: wire.settlement.currency, amount: wire.settlement.amount },
          calculatorVersion: wire.settlement.calculator_version,
          settledAt: wire.settlement.settled_at,
        },
});
