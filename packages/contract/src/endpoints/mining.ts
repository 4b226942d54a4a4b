import { MiningEndings, MiningOrderStates } from '@tessera/core';
import * as t from 'io-ts';
import { DecimalString, IntFromInput, IsoTime, oneOf, Text } from '../codecs.js';
import { endpoint, endpointGroup } from '../endpoint.js';
import { pageOf } from '../paging.js';

/**
 * A published locked-mining plan (spec §3 "daily yield, lock period, minimum single amount").
 * Each day's rate is core's `miningDailyRate` for the plan and that day's UTC date, between
 * `daily_rate_min` and `daily_rate_max`; `penalty_rate` is charged per day left on an early
 * redemption. Sample: `{ id: 1, currency: 'USDT', currency_id: 3, decimals: 2, days: 5,
 * daily_rate_min: '0.003', daily_rate_max: '0.004', min_amount: '100', penalty_rate: '0.004' }`
 */
export const MiningPlanCodec = /* @__PURE__ */ t.type({
  id: t.number,
  currency: t.string,
  currency_id: t.number,
  decimals: t.number,
  days: t.number,
  daily_rate_min: DecimalString,
  daily_rate_max: DecimalString,
  min_amount: DecimalString,
  penalty_rate: DecimalString,
});

/**
 * A locked-mining order with the plan's terms it was bought under. `ending`, `ended_at`,
 * `penalty` and `returned` are null while it is active. Sample: `{ id: 4, config_id: 1,
 * currency: 'USDT', decimals: 2, amount: '10000', days: 5, daily_rate_min: '0.003',
 * daily_rate_max: '0.004', penalty_rate: '0.004', state: 'active', days_paid: 2, earned: '71',
 * started_at: '…', matures_at: '…', ending: null, ended_at: null, penalty: null, returned: null,
 * calculator_version: 'mining/1' }`
 */
export const MiningOrderCodec = /* @__PURE__ */ t.type({
  id: t.number,
  config_id: t.number,
  currency: t.string,
  decimals: t.number,
  amount: DecimalString,
  days: t.number,
  daily_rate_min: DecimalString,
  daily_rate_max: DecimalString,
  penalty_rate: DecimalString,
  state: oneOf(MiningOrderStates, 'MiningOrderState'),
  days_paid: t.number,
  earned: DecimalString,
  started_at: IsoTime,
  matures_at: IsoTime,
  ending: t.union([oneOf(MiningEndings, 'MiningEnding'), t.null]),
  ended_at: t.union([IsoTime, t.null]),
  penalty: t.union([DecimalString, t.null]),
  returned: t.union([DecimalString, t.null]),
  calculator_version: t.string,
});

/** One day's yield as credited: the plan's rate on `date`. Sample: `{ day: 1, date: '2026-11-28', rate: '0.0036', amount: '36', paid_at: '…' }` */
export const MiningYieldCodec = /* @__PURE__ */ t.type({
  day: t.number,
  date: t.string,
  rate: DecimalString,
  amount: DecimalString,
  paid_at: IsoTime,
});

/** An order with every yield credited to it. */
export const MiningOrderDetailCodec = /* @__PURE__ */ t.intersection([
  MiningOrderCodec,
  t.type({ yields: t.array(MiningYieldCodec) }),
]);

export const miningEndpoints = /* @__PURE__ */ endpointGroup(() => ({
  miningPlans: endpoint({
    method: 'GET',
    path: '/lh/deposit/config',
    params: t.type({}),
    result: t.array(MiningPlanCodec),
  }),
  buyMining: endpoint({
    method: 'POST',
    path: '/lh/deposit',
    params: t.type({ config_id: IntFromInput, amount: Text }),
    result: MiningOrderCodec,
    guard: 'user',
    idempotent: true,
  }),
  miningOrders: endpoint({
    method: 'GET',
    path: '/lh/deposit/order',
    params: t.intersection([
      t.type({ state: oneOf(MiningOrderStates, 'MiningOrderState') }),
      t.partial({ page: IntFromInput, limit: IntFromInput }),
    ]),
    result: pageOf(MiningOrderCodec),
    guard: 'user',
  }),
  miningOrder: endpoint({
    method: 'GET',
    path: '/lh/deposit/order/detail',
    params: t.type({ id: IntFromInput }),
    result: MiningOrderDetailCodec,
    guard: 'user',
  }),
  redeemMining: endpoint({
    method: 'POST',
    path: '/lh/deposit/order/cancel',
    params: t.type({ id: IntFromInput, penalty: Text }),
    result: MiningOrderCodec,
    guard: 'user',
    idempotent: true,
  }),
}));
