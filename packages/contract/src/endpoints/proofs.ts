import { SettlementProducts } from '@tessera/core';
import * as t from 'io-ts';
import { DecimalString, IntFromInput, IsoTime, oneOf, Text, UtcDay } from '../codecs.js';
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

/** A node of a Merkle sum tree. Sample: `{ hash: '3c…', sum: '1234.5' }` */
export const SumNodeCodec = /* @__PURE__ */ t.type({ hash: t.string, sum: DecimalString });

/**
 * One asset's proof-of-reserves snapshot of a day: the root of the users' liabilities tree (its
 * `sum` is their total), the number of leaves, the reserves the platform declares (its simulated
 * chain wallets: deposits confirmed less withdrawals paid) and their ratio to the liabilities.
 * Sample: `{ asset: 'USDT', day: '2026-11-27', root: { hash: '3c…', sum: '1250000' }, leaves: 812,
 * reserves: '1312000', ratio: '1.0496', taken_at: '…' }`
 */
export const ReserveSnapshotCodec = /* @__PURE__ */ t.type({
  asset: t.string,
  day: UtcDay,
  root: SumNodeCodec,
  leaves: t.number,
  reserves: DecimalString,
  ratio: t.union([DecimalString, t.null]),
  taken_at: IsoTime,
});

/**
 * A user's inclusion proof in one asset's snapshot: their leaf's salt and balance, the siblings up
 * to the root (`side` is where the sibling stands), and the published root. Check it with core's
 * `verifyInclusion`. Sample: `{ asset: 'USDT', day: '2026-11-27', user_id: 7, salt: '9f…',
 * balance: '1234.5', path: [{ hash: '…', sum: '20', side: 'right' }, …], root: { … } }`
 */
export const InclusionProofCodec = /* @__PURE__ */ t.type({
  asset: t.string,
  day: UtcDay,
  user_id: t.number,
  salt: t.string,
  balance: DecimalString,
  path: t.array(t.intersection([SumNodeCodec, t.type({ side: t.keyof({ left: null, right: null }) })])),
  root: SumNodeCodec,
});

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
  proofReserves: endpoint({
    method: 'GET',
    path: '/proofs/reserves',
    params: t.partial({ day: UtcDay }),
    result: t.array(ReserveSnapshotCodec),
  }),
  proofReservesMine: endpoint({
    method: 'GET',
    path: '/proofs/reserves/mine',
    params: t.partial({ day: UtcDay }),
    result: t.array(InclusionProofCodec),
    guard: 'user',
  }),
}));
