import type { JsonObject, MiningOrder, MiningYield } from '@tessera/core';
import type { Formats, TFunction } from '../../i18n';
import { archivedInstant, type RuleLines, recordInput, type SettlementClaim } from '../proofs';
import type { Line } from '../wallet/components/Lines';

/** The order's terms every record of it holds (`mining/1`): the plan, amount, lock and rates. */
const termsShown = (order: MiningOrder): Record<string, string> => ({
  'inputs.plan_id': String(order.planId),
  'inputs.asset': order.asset,
  'inputs.amount': order.amount.toFixed(),
  'inputs.days': String(order.days),
  'inputs.daily_rate_min': order.dailyRateMin.toFixed(),
  'inputs.daily_rate_max': order.dailyRateMax.toFixed(),
  'inputs.penalty_rate': order.penaltyRate.toFixed(),
  'inputs.started_at': archivedInstant(order.startedAt),
  'inputs.decimals': String(order.decimals),
});

/**
 * One day's yield of a mining order as the app lists it, as a claim to check against its archive
 * record (`mining/1`, no price: the rate of a date is the plan's published formula): the order's
 * terms and the day, and the date, rate and amount credited.
 */
export const miningYieldClaim = (order: MiningOrder, paid: MiningYield): SettlementClaim => ({
  ref: `mining_yield:${order.id}:${paid.day}`,
  ticks: [],
  shown: {
    ...termsShown(order),
    'inputs.kind': 'yield',
    'inputs.day': String(paid.day),
    'result.date': paid.date,
    'result.rate': paid.rate.toFixed(),
    'result.amount': paid.amount.toFixed(),
  },
});

/**
 * An order redeemed early as the app shows it, as a claim to check against its archive record: the
 * terms and when it was redeemed, the days left of the lock (those not paid), the penalty and what
 * came back. Undefined for an order that did not end early (its end is its last day's yield).
 */
export const miningRedemptionClaim = (order: MiningOrder): SettlementClaim | undefined => {
  if (order.ending !== 'early' || order.endedAt === null || order.penalty === null || order.returned === null)
    return undefined;
  return {
    ref: `mining_redemption:${order.id}`,
    ticks: [],
    shown: {
      ...termsShown(order),
      'inputs.kind': 'redemption',
      'inputs.redeemed_at': archivedInstant(order.endedAt),
      'result.remaining_days': String(order.days - order.daysPaid),
      'result.penalty': order.penalty.toFixed(),
      'result.returned': order.returned.toFixed(),
    },
  };
};

/** The amount locked, as every record of the order holds it. */
const amountLine = (t: TFunction, format: Formats, inputs: JsonObject): Line => ({
  label: t('funds.amount'),
  value: recordInput(
    inputs,
    'amount',
    (text) => `${format.amount(text)} ${recordInput(inputs, 'asset', String)}`,
  ),
  testId: 'verify-mining-amount',
});

/**
 * The published rule a day's yield follows, with the record's figures: which day of the lock it
 * is, the amount it is paid on and the plan's range its date's rate is drawn from.
 */
export const miningYieldRuleLines =
  (t: TFunction, format: Formats): RuleLines =>
  (inputs) => [
    {
      label: t('mining.dayOfLock'),
      value: t('mining.daysOf', {
        paid: recordInput(inputs, 'day', String),
        days: recordInput(inputs, 'days', String),
      }),
      testId: 'verify-mining-day',
    },
    amountLine(t, format, inputs),
    {
      label: t('mining.dailyRate'),
      value: t('mining.rateRange', {
        min: recordInput(inputs, 'daily_rate_min', format.percent),
        max: recordInput(inputs, 'daily_rate_max', format.percent),
      }),
      testId: 'verify-mining-rates',
    },
  ];

/**
 * The published rule an early redemption follows, with the record's figures: the amount, the
 * lock, the penalty per day left and when it was redeemed.
 */
export const miningRedemptionRuleLines =
  (t: TFunction, format: Formats): RuleLines =>
  (inputs) => [
    amountLine(t, format, inputs),
    {
      label: t('mining.plan'),
      value: recordInput(inputs, 'days', (days) => t('mining.lockDays', { days })),
      testId: 'verify-mining-lock',
    },
    {
      label: t('mining.earlyRedemption'),
      value: recordInput(inputs, 'penalty_rate', (rate) =>
        t('mining.penaltyPerDay', { rate: format.percent(rate) }),
      ),
      testId: 'verify-mining-penalty-rate',
    },
    {
      label: t('mining.endedAt'),
      value: recordInput(inputs, 'redeemed_at', format.dateTime),
      testId: 'verify-mining-redeemed-at',
    },
  ];
