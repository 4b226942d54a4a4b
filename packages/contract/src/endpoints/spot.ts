import { OrderKinds, OrderListStates, OrderSides, OrderStatuses } from '@tessera/core';
import * as t from 'io-ts';
import { DecimalString, IntFromInput, IntInRange, IsoTime, oneOf, Text } from '../codecs.js';
import { endpoint, endpointGroup } from '../endpoint.js';
import { pageOf } from '../paging.js';

/**
 * A spot market's trading rules. Sample: `{ symbol: 'BTC/USDT', currency_id: 1, legal_id: 3,
 * currency_name: 'BTC', legal_name: 'USDT', price_step: '0.01', amount_step: '0.00001',
 * min_amount: '0.0001', min_notional: '5', maker_fee_rate: '0.001', taker_fee_rate: '0.002' }`
 */
export const SpotMarketCodec = /* @__PURE__ */ t.type({
  symbol: t.string,
  currency_id: t.number,
  legal_id: t.number,
  currency_name: t.string,
  legal_name: t.string,
  price_step: DecimalString,
  amount_step: DecimalString,
  min_amount: DecimalString,
  min_notional: DecimalString,
  maker_fee_rate: DecimalString,
  taker_fee_rate: DecimalString,
});

/**
 * A spot order. `type` is the spec's side number (1 buy, 2 sell); `target_price` is null for a
 * market order; `deal_amount` is what filled (base), `deal_money` what it cost or brought (quote).
 * Sample: `{ id: 12, symbol: 'BTC/USDT', type: 1, kind: 'limit', target_price: '60000',
 * amount: '0.5', deal_amount: '0.2', deal_money: '12000', avg_price: '60000', fee: '0.0004',
 * fee_currency: 'BTC', status: 'partial', created_at: '…', updated_at: '…' }`
 */
export const SpotOrderCodec = /* @__PURE__ */ t.type({
  id: t.number,
  symbol: t.string,
  type: t.union([t.literal(1), t.literal(2)]),
  side: oneOf(OrderSides, 'OrderSide'),
  kind: oneOf(OrderKinds, 'OrderKind'),
  target_price: t.union([DecimalString, t.null]),
  amount: DecimalString,
  deal_amount: DecimalString,
  deal_money: DecimalString,
  avg_price: t.union([DecimalString, t.null]),
  fee: DecimalString,
  fee_currency: t.string,
  /** The share of its fees a coupon waives ('0': none); `fee` is what was charged after it. */
  fee_discount: DecimalString,
  status: oneOf(OrderStatuses, 'OrderStatus'),
  created_at: IsoTime,
  updated_at: IsoTime,
});

/** One price level: `[price, amount]` as decimal strings. */
export const DepthLevelCodec = /* @__PURE__ */ t.tuple([DecimalString, DecimalString]);

/** The best levels of a book: bids highest first, asks lowest first. */
export const DepthCodec = /* @__PURE__ */ t.type({
  symbol: t.string,
  bids: t.array(DepthLevelCodec),
  asks: t.array(DepthLevelCodec),
  at: IsoTime,
});

/** A trade in a market; `side` is the incoming order's. */
export const MarketTradeCodec = /* @__PURE__ */ t.type({
  id: t.number,
  symbol: t.string,
  price: DecimalString,
  amount: DecimalString,
  side: oneOf(OrderSides, 'OrderSide'),
  at: IsoTime,
});

const SymbolParams = /* @__PURE__ */ t.type({ symbol: Text });

export const spotEndpoints = /* @__PURE__ */ endpointGroup(() => ({
  spotMarkets: endpoint({
    method: 'GET',
    path: '/coin/markets',
    params: t.type({}),
    result: t.array(SpotMarketCodec),
  }),
  placeOrder: endpoint({
    method: 'POST',
    path: '/coin/trade',
    params: t.intersection([
      t.type({
        currency_id: IntFromInput,
        legal_id: IntFromInput,
        type: IntInRange(1, 2),
        amount: Text,
      }),
      t.partial({ target_price: Text, coupon_id: IntFromInput }),
    ]),
    result: SpotOrderCodec,
    guard: 'user',
    idempotent: true,
  }),
  cancelOrder: endpoint({
    method: 'POST',
    path: '/coin/cancel',
    params: t.type({ id: IntFromInput }),
    result: SpotOrderCodec,
    guard: 'user',
  }),
  orders: endpoint({
    method: 'GET',
    path: '/coin/list',
    params: t.intersection([
      t.type({ state: oneOf(OrderListStates, 'OrderListState') }),
      t.partial({ page: IntFromInput, limit: IntFromInput }),
    ]),
    result: pageOf(SpotOrderCodec),
    guard: 'user',
  }),
  depth: endpoint({
    method: 'GET',
    path: '/coin/depth',
    params: SymbolParams,
    result: DepthCodec,
  }),
  trades: endpoint({
    method: 'GET',
    path: '/coin/trades',
    params: SymbolParams,
    result: t.array(MarketTradeCodec),
  }),
}));
