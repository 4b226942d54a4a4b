import { Decimal, type MiningOrder } from '@tessera/core';
import type { Selectable } from 'kysely';
import type { MiningOrdersTable, MiningYieldsTable } from '../../db/schema.js';
import type { AccountRef } from '../wallet/index.js';

export type MiningOrderRow = Selectable<MiningOrdersTable>;
export type MiningYieldRow = Selectable<MiningYieldsTable>;

/** A user's mining account in `asset`: where orders are locked (frozen) and yields credited. */
export const miningAccount = (user: number, asset: string): AccountRef => ({ user, wallet: 'mining', asset });

/** The house's side of locked mining: yields out, penalties in. */
export const miningHouse = (asset: string): AccountRef => ({ platform: 'mining', asset });

/** A row as core's calculators take an order. */
export const miningOrderOf = (row: MiningOrderRow): MiningOrder => ({
  id: Number(row.id),
  planId: row.plan_id,
  asset: row.asset,
  decimals: row.decimals,
  amount: new Decimal(row.amount),
  days: row.days,
  dailyRateMin: new Decimal(row.daily_rate_min),
  dailyRateMax: new Decimal(row.daily_rate_max),
  penaltyRate: new Decimal(row.penalty_rate),
  state: row.state,
  daysPaid: row.days_paid,
  earned: new Decimal(row.earned),
  startedAt: row.started_at.toISOString(),
  maturesAt: row.matures_at.toISOString(),
  ending: row.ending,
  endedAt: row.ended_at?.toISOString() ?? null,
  penalty: row.penalty === null ? null : new Decimal(row.penalty),
  returned: row.returned === null ? null : new Decimal(row.returned),
  calculatorVersion: row.calculator_version,
});

/**
 * An order's terms as its settlement archive records name them (core's `recomputeSettlement`
 * reads them back): everything a day's yield and an early redemption are computed from.
 */
export const miningArchiveTerms = (row: MiningOrderRow) => ({
  plan_id: String(row.plan_id),
  asset: row.asset,
  amount: new Decimal(row.amount).toFixed(),
  days: String(row.days),
  daily_rate_min: new Decimal(row.daily_rate_min).toFixed(),
  daily_rate_max: new Decimal(row.daily_rate_max).toFixed(),
  penalty_rate: new Decimal(row.penalty_rate).toFixed(),
  started_at: row.started_at.toISOString(),
  decimals: String(row.decimals),
});

const decimalOrNull = (value: string | null) => (value === null ? null : new Decimal(value));

/** An order row as `/lh/deposit/*` answer it. */
export const wireMiningOrder = (row: MiningOrderRow) => ({
  id: Number(row.id),
  config_id: row.plan_id,
  currency: row.asset,
  decimals: row.decimals,
  amount: new Decimal(row.amount),
  days: row.days,
  daily_rate_min: new Decimal(row.daily_rate_min),
  daily_rate_max: new Decimal(row.daily_rate_max),
  penalty_rate: new Decimal(row.penalty_rate),
  state: row.state,
  days_paid: row.days_paid,
  earned: new Decimal(row.earned),
  started_at: row.started_at.toISOString(),
  matures_at: row.matures_at.toISOString(),
  ending: row.ending,
  ended_at: row.ended_at?.toISOString() ?? null,
  penalty: decimalOrNull(row.penalty),
  returned: decimalOrNull(row.returned),
  calculator_version: row.calculator_version,
});

/** A yield row as `/lh/deposit/order/detail` answers it. */
export const wireMiningYield = (row: MiningYieldRow) => ({
  day: row.day,
  date: row.date,
  rate: new Decimal(row.rate),
  amount: new Decimal(row.amount),
  paid_at: row.paid_at.toISOString(),
});
