import type { DepthCodec, MarketTradeCodec, SpotMarketCodec, SpotOrderCodec } from '@tessera/contract';
import type { Depth, MarketTrade, SpotMarket, SpotOrder } from '@tessera/core';
import type * as t from 'io-ts';

/**
 * `/coin/markets` item → SpotMarket.
 * Sample: `{ symbol: 'BTC/USDT', currency_id: 1, legal_id: 3, currency_name: 'BTC', legal_name:
 * 'USDT', price_step: '0.01', amount_step: '0.0001', min_amount: '0.0001', min_notional: '5',
 * maker_fee_rate: '0.001', taker_fee_rate: '0.002' }`
 */
export const parseSpotMarket = (wire: t.TypeOf<typeof SpotMarketCodec>): SpotMarket => ({
  symbol: wire.symbol,
  base: wire.currency_name,
  quote: wire.legal_name,
  baseId: wire.currency_id,
  quoteId: wire.legal_id,
  priceStep: wire.price_step,
  amountStep: wire.amount_step,
  minAmount: wire.min_amount,
  minNotional: wire.min_notional,
  makerFeeRate: wire.maker_fee_rate,
  takerFeeRate: wire.taker_fee_rate,
});

/**
 * `/coin/trade`, `/coin/cancel`, `/coin/list` item → SpotOrder.
 * Sample: `{ id: 12, symbol: 'BTC/USDT', type: 1, side: 'buy', kind: 'limit', target_price:
 * '60000', amount: '0.5', deal_amount: '0.2', deal_money: '12000', avg_price: '60000', fee:
 * '0.0004', fee_currency: 'BTC', status: 'partial', created_at: '…', updated_at: '…' }`
 */
export const parseSpotOrder = (wire: t.TypeOf<typeof SpotOrderCodec>): SpotOrder => ({
  id: wire.id,
  symbol: wire.symbol,
  side: wire.side,
  kind: wire.kind,
  price: wire.target_price,
  amount: wire.amount,
  filled: wire.deal_amount,
  filledValue: wire.deal_money,
  averagePrice: wire.avg_price,
  fee: wire.fee,
  feeAsset: wire.fee_currency,
  feeDiscount: wire.fee_discount,
  status: wire.status,
  createdAt: wire.created_at,
  updatedAt: wire.updated_at,
});

/** `/coin/depth` → Depth. Sample: `{ symbol: 'BTC/USDT', bids: [['63990', '0.04']], asks: [['64010', '0.04']], at: '…' }` */
export const parseDepth = (wire: t.TypeOf<typeof DepthCodec>): Depth => ({
  symbol: wire.symbol,
  bids: wire.bids.map(([price, amount]) => ({ price, amount })),
  asks: wire.asks.map(([price, amount]) => ({ price, amount })),
  at: wire.at,
});

/** `/coin/trades` item → MarketTrade. Sample: `{ id: 3, symbol: 'BTC/USDT', price: '64010', amount: '0.01', side: 'buy', at: '…' }` */
export const parseMarketTrade = (wire: t.TypeOf<typeof MarketTradeCodec>): MarketTrade => ({
  id: wire.id,
  symbol: wire.symbol,
  price: wire.price,
  amount: wire.amount,
  side: wire.side,
  at: wire.at,
});
