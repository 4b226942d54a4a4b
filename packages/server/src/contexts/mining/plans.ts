import { Decimal, type MiningPlan } from '@tessera/core';
import type { AssetBook } from '../wallet/index.js';

interface PublishedPlan {
  readonly id: number;
  readonly asset: string;
  readonly days: number;
  readonly dailyRateMin: string;
  readonly dailyRateMax: string;
  readonly minAmount: string;
  readonly penaltyRate: string;
}

/**
 * The published plans (spec §9: "10,000 for 5 days at 0.3 %–0.4 % daily", a penalty ratio of
 * 0.4 %). They change only with a release, never through a call; every order keeps the terms it
 * was bought under, so a later release changes no running order.
 */
const PUBLISHED: readonly PublishedPlan[] = [
  {
    id: 1,
    asset: 'USDT',
    days: 5,
    dailyRateMin: '0.003',
    dailyRateMax: '0.004',
    minAmount: '100',
    penaltyRate: '0.004',
  },
  {
    id: 2,
    asset: 'USDT',
    days: 15,
    dailyRateMin: '0.004',
    dailyRateMax: '0.005',
    minAmount: '500',
    penaltyRate: '0.005',
  },
  {
    id: 3,
    asset: 'USDT',
    days: 30,
    dailyRateMin: '0.005',
    dailyRateMax: '0.0065',
    minAmount: '1000',
    penaltyRate: '0.006',
  },
  {
    id: 4,
    asset: 'BTC',
    days: 10,
    dailyRateMin: '0.001',
    dailyRateMax: '0.0015',
    minAmount: '0.01',
    penaltyRate: '0.002',
  },
];

/** The plans whose asset the exchange lists, with its id and decimals. */
export const miningPlansOf = (assets: AssetBook): MiningPlan[] =>
  PUBLISHED.flatMap((plan) => {
    const asset = assets.bySymbol(plan.asset);
    return asset === undefined
      ? []
      : [
          {
            id: plan.id,
            asset: asset.symbol,
            assetId: asset.id,
            decimals: asset.precision,
            days: plan.days,
            dailyRateMin: new Decimal(plan.dailyRateMin),
            dailyRateMax: new Decimal(plan.dailyRateMax),
            minAmount: new Decimal(plan.minAmount),
            penaltyRate: new Decimal(plan.penaltyRate),
          },
        ];
  });
