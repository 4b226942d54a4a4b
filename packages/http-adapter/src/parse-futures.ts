import type { FuturesMarketCodec, FuturesPositionCodec, RecordedPriceCodec } from '@tessera/contract';
import type { FuturesMarket, FuturesPosition, FuturesRecordedPrice } from '@tessera/core';
import type * as t from 'io-ts';

/**
 * `/lever/markets` item → FuturesMarket. The wire's `open` and `next_open` are left out: core's
 * `isMarketOpen` and `nextMarketOpen` compute them from the venue at any moment. Sample:
 * `{ symbol: 'BTC/USDT', currency_id: 1, legal_id: 3, account: 'futures', margin_asset: 'USDT',
 * margin_decimals: 6, venue: 'always', price_step: '0.01', lot_size: '0.001', lots_step: '0.01',
 * min_lots: '0.01', max_lots: '1000', multiples: [1, 2, 5, 10], fee_rate: '0.0005',
 * overnight_rate: '0.0003', maintenance_rate: '0.2', open: true, next_open: null }`
 */
export const parseFuturesMarket = (wire: t.TypeOf<typeof FuturesMarketCodec>): FuturesMarket => ({
  symbol: wire.symbol,
  baseId: wire.currency_id,
  quoteId: wire.legal_id,
  account: wire.account,
  marginAsset: wire.margin_asset,
  marginDecimals: wire.margin_decimals,
  venue: wire.venue,
  priceStep: wire.price_step,
  lotSize: wire.lot_size,
  lotsStep: wire.lots_step,
  minLots: wire.min_lots,
  maxLots: wire.max_lots,
  multiples: wire.multiples,
  feeRate: wire.fee_rate,
  overnightRate: wire.overnight_rate,
  maintenanceRate: wire.maintenance_rate,
});

const parseRecorded = (wire: t.TypeOf<typeof RecordedPriceCodec> | null): FuturesRecordedPrice | null =>
  wire === null ? null : { tickId: wire.tick_id, price: wire.price, at: wire.at };

/**
 * `/lever/submit`, `/close`, `/setstop`, `/dealall` and `/my_trade` items → FuturesPosition (the
 * live fields of `/dealall` are left out: core's `futuresPnl` and `futuresRiskRate` follow the
 * pushed price). Sample: `{ id: 12, symbol: 'BTC/USDT', type: 1, side: 'long', kind: 'market',
 * multiple: 10, lots: '1', lot_size: '0.001', state: 'closed', target_price: null, open: { tick_id:
 * 48211, price: '64012.5', at: '…' }, margin: '6.40125', open_fee: '0.032007', overnight_fees: '0',
 * target_profit_price: '65000', stop_loss_price: null, liquidation_price: '58891.5', fee_rate: '0.0005',
 * maintenance_rate: '0.2', overnight_rate: '0.0003', created_at: '…', close: {…}, close_reason:
 * 'take_profit', close_fee: '0.0325', realized_pnl: '0.9875', returned: '7.35625',
 * calculator_version: 'futures/1' }`
 */
export const parseFuturesPosition = (wire: t.TypeOf<typeof FuturesPositionCodec>): FuturesPosition => ({
  id: wire.id,
  symbol: wire.symbol,
  side: wire.side,
  kind: wire.kind,
  multiple: wire.multiple,
  lots: wire.lots,
  lotSize: wire.lot_size,
  state: wire.state,
  limitPrice: wire.target_price,
  open: parseRecorded(wire.open),
  margin: wire.margin,
  openFee: wire.open_fee,
  openFeeWaived: wire.open_fee_waived,
  overnightFees: wire.overnight_fees,
  takeProfit: wire.target_profit_price,
  stopLoss: wire.stop_loss_price,
  liquidationPrice: wire.liquidation_price,
  createdAt: wire.created_at,
  close: parseRecorded(wire.close),
  closeReason: wire.close_reason,
  closeFee: wire.close_fee,
  realizedPnl: wire.realized_pnl,
  returned: wire.returned,
  feeRate: wire.fee_rate,
  maintenanceRate: wire.maintenance_rate,
  overnightRate: wire.overnight_rate,
  calculatorVersion: wire.calculator_version,
});
