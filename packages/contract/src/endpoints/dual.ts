import { DualDirections, DualOrderStates } from '@tessera/core';
import * as t from 'io-ts';
import { DecimalString, IntFromInput, IsoTime, oneOf } from '../codecs.js';
import { endpoint, endpointGroup } from '../endpoint.js';
import { pageOf } from '../paging.js';
import { RecordedPriceCodec } from './options.js';

/**
 * A dual-investment product (spec §3). `currency_id` is the invested asset's id (the base coin
 * for a call, USDT for a put), `share_size` what one share invests; the linked price was set from
 * `issued_at`, a recorded price. Sample: `{ id: 3, symbol: 'BTC/USDT', type: 'call', base: 'BTC',
 * quote: 'USDT', base_decimals: 8, quote_decimals: 6, currency: 'BTC', currency_id: 1,
 * share_size: '0.001', annual_rate: '0.365', linked_price: '60000', days: 7, issued_at: {…},
 * subscription_ends_at: '…', matures_at: '…', total_shares: 1000, remaining_shares: 640 }`
 */
export const DualProductCodec = /* @__PURE__ */ t.type({
  id: t.number,
  symbol: t.string,
  type: oneOf(DualDirections, 'DualDirection'),
  base: t.string,
  quote: t.string,
  base_decimals: t.number,
  quote_decimals: t.number,
  currency: t.string,
  currency_id: t.number,
  share_size: DecimalString,
  annual_rate: DecimalString,
  linked_price: DecimalString,
  days: t.number,
  issued_at: RecordedPriceCodec,
  subscription_ends_at: IsoTime,
  matures_at: IsoTime,
  total_shares: t.number,
  remaining_shares: t.number,
});

/** How an order was settled. Sample: `{ price: { tick_id: 9, price: '61000', at: '…' }, currency: 'USDT', amount: '60600', calculator_version: 'dual/1', settled_at: '…' }` */
export const DualSettlementCodec = /* @__PURE__ */ t.type({
  price: RecordedPriceCodec,
  currency: t.string,
  amount: DecimalString,
  calculator_version: t.string,
  settled_at: IsoTime,
});

/**
 * A dual-investment order with its product's terms; `settlement` is null until settled. Sample:
 * `{ id: 5, product_id: 3, symbol: 'BTC/USDT', type: 'call', base: 'BTC', quote: 'USDT',
 * base_decimals: 8, quote_decimals: 6, currency: 'BTC', num: 10, invested: '0.01',
 * annual_rate: '0.365', linked_price: '60000', days: 7, purchased_at: '…', matures_at: '…',
 * state: 'purchased', settlement: null }`
 */
export const DualOrderCodec = /* @__PURE__ */ t.type({
  id: t.number,
  product_id: t.number,
  symbol: t.string,
  type: oneOf(DualDirections, 'DualDirection'),
  base: t.string,
  quote: t.string,
  base_decimals: t.number,
  quote_decimals: t.number,
  currency: t.string,
  num: t.number,
  invested: DecimalString,
  annual_rate: DecimalString,
  linked_price: DecimalString,
  days: t.number,
  purchased_at: IsoTime,
  matures_at: IsoTime,
  state: oneOf(DualOrderStates, 'DualOrderState'),
  settlement: t.union([DualSettlementCodec, t.null]),
});

export const dualEndpoints = /* @__PURE__ */ endpointGroup(() => ({
  dualProducts: endpoint({
    method: 'GET',
    path: '/dual/index',
    params: t.type({}),
    result: t.array(DualProductCodec),
  }),
  dualProduct: endpoint({
    method: 'GET',
    path: '/dual/detail',
    params: t.type({ id: IntFromInput }),
    result: DualProductCodec,
  }),
  buyDual: endpoint({
    method: 'POST',
    path: '/dual/buyDual',
    params: t.type({ id: IntFromInput, num: IntFromInput }),
    result: DualOrderCodec,
    guard: 'user',
    idempotent: true,
  }),
  dualOrders: endpoint({
    method: 'POST',
    path: '/dual/dual_list',
    params: t.partial({ page: IntFromInput, limit: IntFromInput }),
    result: pageOf(DualOrderCodec),
    guard: 'user',
  }),
}));
