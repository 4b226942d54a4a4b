import { SettlementProducts } from '@tessera/core';
import * as t from 'io-ts';
import { DecimalString, IntFromInput, IsoTime, oneOf, Text } from '../codecs.js';
import { endpoint, endpointGroup } from '../endpoint.js';

/**
 * A sealed settlement record: its place in the chain, what was settled, the calculator and every
 * input it used, the result, and the hashes that chain it. Anyone can recompute `hash` (core's
 * `archiveHash`) and the result (core's `recomputeSettlement`). Sample: `{ seq: 41, product:
 * 'options', ref: 'option_order:12', calculator_version: 'options-payout/1', inputs: {
 * direction: 'up', stake: '10', open_tick_id: '48211', open_price: '64012.5', close_tick_id:
 * '48241', close_price: '64013', payout_rate: '0.85', decimals: '6', … }, result: { outcome:
 * 'win', payout: '18.5' }, at: '…', prev_hash: '9f…', hash: '3c…' }`
 */
export const ArchiveRecordCodec = /* @__PURE__ */ t.type({
  seq: t.number,
  product: oneOf(SettlementProducts, 'SettlementProduct'),
  ref: t.string,
  calculator_version: t.string,
  inputs: t.UnknownRecord,
  result: t.UnknownRecord,
  at: IsoTime,
  prev_hash: t.string,
  hash: t.string,
});

/** An archived tick, chained like settlements. Sample: `{ seq: 9, tick_id: 48211, symbol: 'BTC/USDT', price: '64012.5', at: '…', prev_hash: '…', hash: '…' }` */
export const TickRecordCodec = /* @__PURE__ */ t.type({
  seq: t.number,
  tick_id: t.number,
  symbol: t.string,
  price: DecimalString,
  at: IsoTime,
  prev_hash: t.string,
  hash: t.string,
});

/** A chain's newest record. Sample: `{ count: 1204, hash: '3c…' }` */
export const ChainHeadCodec = /* @__PURE__ */ t.type({ count: t.number, hash: t.string });

const stretch = t.partial({ after: IntFromInput, limit: IntFromInput, from: IsoTime, until: IsoTime });

export const proofsEndpoints = /* @__PURE__ */ endpointGroup(() => ({
  proofSettlements: endpoint({
    method: 'GET',
    path: '/proofs/settlements',
    params: t.intersection([stretch, t.partial({ product: oneOf(SettlementProducts, 'SettlementProduct') })]),
    result: t.array(ArchiveRecordCodec),
  }),
  proofSettlement: endpoint({
    method: 'GET',
    path: '/proofs/settlement',
    params: t.type({ ref: Text }),
    result: ArchiveRecordCodec,
  }),
  proofTicks: endpoint({
    method: 'GET',
    path: '/proofs/ticks',
    params: t.intersection([stretch, t.partial({ symbol: Text, ids: Text })]),
    result: t.array(TickRecordCodec),
  }),
  proofHead: endpoint({
    method: 'GET',
    path: '/proofs/head',
    params: t.type({}),
    result: t.type({ settlements: ChainHeadCodec, ticks: ChainHeadCodec }),
  }),
}));
