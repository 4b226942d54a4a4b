import type {
  MiningOrderCodec,
  MiningOrderDetailCodec,
  MiningPlanCodec,
  MiningYieldCodec,
} from '@tessera/contract';
import type { MiningOrder, MiningOrderDetail, MiningPlan, MiningYield } from '@tessera/core';
import type * as t from 'io-ts';

/**
 * `/lh/deposit/config` item → MiningPlan. Sample: `{ id: 1, currency: 'USDT', currency_id: 3,
 * decimals: 2, days: 5, daily_rate_min: '0.003', daily_rate_max: '0.004', min_amount: '100',
 * penalty_rate: '0.004' }`
 */
export const parseMiningPlan = (wire: t.TypeOf<typeof MiningPlanCodec>): MiningPlan => ({
  id: wire.id,
  asset: wire.currency,
  assetId: wire.currency_id,
  decimals: wire.decimals,
  days: wire.days,
  dailyRateMin: wire.daily_rate_min,
  dailyRateMax: wire.daily_rate_max,
  minAmount: wire.min_amount,
  penaltyRate: wire.penalty_rate,
});

/**
 * `/lh/deposit`, `/lh/deposit/order` item, `/lh/deposit/order/cancel` → MiningOrder. Sample:
 * `{ id: 4, config_id: 1, currency: 'USDT', decimals: 2, amount: '10000', days: 5, …, state:
 * 'active', days_paid: 2, earned: '71', started_at: '…', matures_at: '…', ending: null, … }`
 */
export const parseMiningOrder = (wire: t.TypeOf<typeof MiningOrderCodec>): MiningOrder => ({
  id: wire.id,
  planId: wire.config_id,
  asset: wire.currency,
  decimals: wire.decimals,
  amount: wire.amount,
  days: wire.days,
  dailyRateMin: wire.daily_rate_min,
  dailyRateMax: wire.daily_rate_max,
  penaltyRate: wire.penalty_rate,
  state: wire.state,
  daysPaid: wire.days_paid,
  earned: wire.earned,
  startedAt: wire.started_at,
  maturesAt: wire.matures_at,
  ending: wire.ending,
  endedAt: wire.ended_at,
  penalty: wire.penalty,
  returned: wire.returned,
  calculatorVersion: wire.calculator_version,
});

/** A credited day. Sample: `{ day: 1, date: '2026-11-28', rate: '0.0036', amount: '36', paid_at: '…' }` */
const parseMiningYield = (wire: t.TypeOf<typeof MiningYieldCodec>): MiningYield => ({
  day: wire.day,
  date: wire.date,
  rate: wire.rate,
  amount: wire.amount,
  paidAt: wire.paid_at,
});

/** `/lh/deposit/order/detail` → MiningOrderDetail: the order and `yields: [{ day: 1, … }]`. */
export const parseMiningOrderDetail = (wire: t.TypeOf<typeof MiningOrderDetailCodec>): MiningOrderDetail => ({
  ...parseMiningOrder(wire),
  yields: wire.yields.map(parseMiningYield),
});
