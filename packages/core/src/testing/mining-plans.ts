import type { MiningOrder, MiningPlan } from '../mining/model.js';
import { Decimal } from '../shared/decimal.js';

/** The spec's plan (§9): 5 days at 0.3 %–0.4 % a day, a penalty of 0.4 % a day left, in USDT to 2 decimals. */
export const fiveDayPlan: MiningPlan = {
  id: 1,
  asset: 'USDT',
  assetId: 3,
  decimals: 2,
  days: 5,
  dailyRateMin: new Decimal('0.003'),
  dailyRateMax: new Decimal('0.004'),
  minAmount: new Decimal('100'),
  penaltyRate: new Decimal('0.004'),
};

/** The spec's example order: 10,000 of `fiveDayPlan`, bought at `startedAt`, still running. */
export const tenThousandFor5Days = (startedAt: string): MiningOrder => ({
  id: 7,
  planId: fiveDayPlan.id,
  asset: fiveDayPlan.asset,
  decimals: fiveDayPlan.decimals,
  amount: new Decimal('10000'),
  days: fiveDayPlan.days,
  dailyRateMin: fiveDayPlan.dailyRateMin,
  dailyRateMax: fiveDayPlan.dailyRateMax,
  penaltyRate: fiveDayPlan.penaltyRate,
  state: 'active',
  daysPaid: 0,
  earned: new Decimal(0),
  startedAt,
  maturesAt: new Date(Date.parse(startedAt) + 5 * 86_400_000).toISOString(),
  ending: null,
  endedAt: null,
  penalty: null,
  returned: null,
  calculatorVersion: 'mining/1',
});
