import {
  BatchCloseScopes,
  CloseReasons,
  FuturesOrderKinds,
  FuturesSides,
  PositionStates,
  TradingVenues,
} from '@tessera/core';
import * as t from 'io-ts';
import { DecimalString, IntFromInput, IntInRange, IsoTime, oneOf, Text } from '../codecs.js';
import { endpoint, endpointGroup } from '../endpoint.js';
import { pageOf } from '../paging.js';
import { RecordedPriceCodec } from './options.js';

/**
 * A futures market's published rules (the stock tab's contracts too: `account` `stock`, `venue`
 * `NYSE`). `open` says whether it trades now and `next_open` when it next opens (null while open,
 * and for crypto, which never closes). Sample: `{ symbol: 'BTC/USDT', currency_id: 1, legal_id: 3,
 * account: 'futures', margin_asset: 'USDT', margin_decimals: 6, venue: 'always', price_step: '0.01',
 * lot_size: '0.01', lots_step: '0.01', min_lots: '0.01', max_lots: '100', multiples: [5, 10, 20],
 * fee_rate: '0.0005', overnight_rate: '0.0005', maintenance_rate: '0.2', open: true, next_open: null }`
 */
export const FuturesMarketCodec = /* @__PURE__ */ t.type({
  symbol: t.string,
  currency_id: t.number,
  legal_id: t.number,
  account: t.union([t.literal('futures'), t.literal('stock')]),
  margin_asset: t.string,
  margin_decimals: t.number,
  venue: oneOf(TradingVenues, 'TradingVenue'),
  price_step: DecimalString,
  lot_size: DecimalString,
  lots_step: DecimalString,
  min_lots: DecimalString,
  max_lots: DecimalString,
  multiples: t.array(t.number),
  fee_rate: DecimalString,
  overnight_rate: DecimalString,
  maintenance_rate: DecimalString,
  open: t.boolean,
  next_open: t.union([IsoTime, t.null]),
});

/**
 * A position, or while `pending` a limit order waiting for its price. `type` is the spec's side
 * number (1 long, 2 short); `lots` of `lot_size` each. `open` and `close` are the recorded ticks it
 * opened and closed at; the rates are the market's when it was placed, and `calculator_version`
 * names the calculators its close was settled with, so anyone can recompute it.
 */
export const FuturesPositionCodec = /* @__PURE__ */ t.type({
  id: t.number,
  symbol: t.string,
  type: t.union([t.literal(1), t.literal(2)]),
  side: oneOf(FuturesSides, 'FuturesSide'),
  kind: oneOf(FuturesOrderKinds, 'FuturesOrderKind'),
  multiple: t.number,
  lots: DecimalString,
  lot_size: DecimalString,
  state: oneOf(PositionStates, 'PositionState'),
  target_price: t.union([DecimalString, t.null]),
  open: t.union([RecordedPriceCodec, t.null]),
  margin: DecimalString,
  open_fee: DecimalString,
  /** What a coupon waived of the opening fee ('0': none); `open_fee` is what was charged. */
  open_fee_waived: DecimalString,
  overnight_fees: DecimalString,
  target_profit_price: t.union([DecimalString, t.null]),
  stop_loss_price: t.union([DecimalString, t.null]),
  liquidation_price: t.union([DecimalString, t.null]),
  fee_rate: DecimalString,
  maintenance_rate: DecimalString,
  overnight_rate: DecimalString,
  created_at: IsoTime,
  close: t.union([RecordedPriceCodec, t.null]),
  close_reason: t.union([oneOf(CloseReasons, 'CloseReason'), t.null]),
  close_fee: t.union([DecimalString, t.null]),
  realized_pnl: t.union([DecimalString, t.null]),
  returned: t.union([DecimalString, t.null]),
  calculator_version: t.union([t.string, t.null]),
});

/**
 * A position as `/lever/dealall` lists it: with the market's newest recorded price and, while
 * open, the unrealised P&L and risk rate at that price (null while pending or with no price).
 */
export const LivePositionCodec = /* @__PURE__ */ t.intersection([
  FuturesPositionCodec,
  t.type({
    current_price: t.union([DecimalString, t.null]),
    pnl: t.union([DecimalString, t.null]),
    risk_rate: t.union([DecimalString, t.null]),
  }),
]);

/** The futures trading page of one market: its rules, the newest recorded price, and what the account can spend. */
export const FuturesDealCodec = /* @__PURE__ */ t.type({
  market: FuturesMarketCodec,
  price: t.union([RecordedPriceCodec, t.null]),
  available: DecimalString,
});

const market = { currency_id: IntFromInput, legal_id: IntFromInput };

export const futuresEndpoints = /* @__PURE__ */ endpointGroup(() => ({
  futuresMarkets: endpoint({
    method: 'GET',
    path: '/lever/markets',
    params: t.type({}),
    result: t.array(FuturesMarketCodec),
  }),
  futuresDeal: endpoint({
    method: 'POST',
    path: '/lever/deal',
    params: t.type(market),
    result: FuturesDealCodec,
    guard: 'user',
  }),
  submitFutures: endpoint({
    method: 'POST',
    path: '/lever/submit',
    params: t.intersection([
      t.type({ ...market, type: IntInRange(1, 2), multiple: IntFromInput, lots: Text }),
      t.partial({
        target_price: Text,
        target_profit_price: Text,
        stop_loss_price: Text,
        coupon_id: IntFromInput,
      }),
    ]),
    result: FuturesPositionCodec,
    guard: 'user',
    idempotent: true,
  }),
  futuresPositions: endpoint({
    method: 'POST',
    path: '/lever/dealall',
    params: t.type({}),
    result: t.array(LivePositionCodec),
    guard: 'user',
  }),
  closeFutures: endpoint({
    method: 'POST',
    path: '/lever/close',
    params: t.type({ id: IntFromInput }),
    result: FuturesPositionCodec,
    guard: 'user',
  }),
  batchCloseFutures: endpoint({
    method: 'POST',
    path: '/lever/batch_close',
    params: t.type({ type: oneOf(BatchCloseScopes, 'BatchCloseScope') }),
    result: t.array(FuturesPositionCodec),
    guard: 'user',
  }),
  setFuturesStops: endpoint({
    method: 'POST',
    path: '/lever/setstop',
    params: t.intersection([
      t.type({ id: IntFromInput }),
      t.partial({ target_profit_price: Text, stop_loss_price: Text }),
    ]),
    result: FuturesPositionCodec,
    guard: 'user',
  }),
  futuresHistory: endpoint({
    method: 'POST',
    path: '/lever/my_trade',
    params: t.partial({ page: IntFromInput, limit: IntFromInput }),
    result: pageOf(FuturesPositionCodec),
    guard: 'user',
  }),
}));
