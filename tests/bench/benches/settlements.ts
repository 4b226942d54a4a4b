import {
  futuresLiquidationPrice,
  ieoAllocation,
  lockMiningPenalty,
  optionsPayout,
  roundForCredit,
  settleDualInvestment,
  settleGuessPool,
} from '@tessera/core';
import type { Bench, Figure } from '../bench.js';

const BUDGET_MS = 1_500;

/** Runs `settle` for `BUDGET_MS` and reports settlements per second. */
const throughput = (label: string, settle: (i: number) => unknown): Figure => {
  for (let i = 0; i < 500; i += 1) settle(i);
  let count = 0;
  const started = performance.now();
  let elapsed = 0;
  while (elapsed < BUDGET_MS) {
    for (let i = 0; i < 200; i += 1) settle(count + i);
    count += 200;
    elapsed = performance.now() - started;
  }
  return { label, value: (count / elapsed) * 1000, unit: '/s' };
};

const ieoApplications = Array.from({ length: 100 }, (_, id) => ({ id, amount: `${(id % 23) + 1}00.5` }));

const guessBets = Array.from({ length: 100 }, (_, i) => ({
  stake: `${(i % 17) + 1}.${String(i).padStart(2, '0')}`,
  pick: i % 3 === 0 ? 'A' : 'B',
}));

/**
 * Core's calculators as the server's settlement jobs call them: one settlement (payout plus the
 * crediting round-down) per iteration, with inputs that vary so nothing is cached.
 */
export const settlements: Bench = {
  name: 'settlements',
  summary: "core calculators: settlements per second, each with the ledger's credit rounding",
  run: async () => [
    throughput('dual investment', (i) =>
      roundForCredit({
        amount: settleDualInvestment({
          direction: i % 2 === 0 ? 'call' : 'put',
          invested: `${(i % 1000) + 1}.25`,
          linkedPrice: '60000',
          settlementPrice: `${59_000 + (i % 2000)}`,
          annualRate: '0.365',
          days: (i % 30) + 1,
        }).amount,
        precision: 8,
      }),
    ),
    throughput('seconds option', (i) =>
      roundForCredit({
        amount: optionsPayout({
          direction: i % 2 === 0 ? 'up' : 'down',
          stake: `${(i % 500) + 10}`,
          openPrice: '60000.00',
          closePrice: `${59_990 + (i % 20)}.00`,
          payoutRate: '0.85',
        }).payout,
        precision: 8,
      }),
    ),
    throughput('lock-mining redemption', (i) =>
      lockMiningPenalty({ ratio: '0.004', remainingDays: i % 90, lockedAmount: `${10_000 + (i % 100)}` }),
    ),
    throughput('futures liquidation price', (i) =>
      futuresLiquidationPrice({
        side: i % 2 === 0 ? 'long' : 'short',
        openPrice: `${60_000 + (i % 500)}`,
        margin: '120',
        lots: `${(i % 9) + 1}`,
        lotSize: '0.01',
        maintenanceRate: '0.2',
      }),
    ),
    throughput('IEO round of 100 applications', (i) =>
      ieoAllocation({
        totalIssuance: `${5_000 + (i % 500)}`,
        tokenDecimals: 2,
        subscriptions: ieoApplications,
      }),
    ),
    throughput('guess pool of 100 bets', (i) =>
      settleGuessPool({ bets: guessBets, winningPick: i % 2 === 0 ? 'A' : 'B', feeRate: '0.05' }).payouts.map(
        (payout) => roundForCredit({ amount: payout, precision: 8 }),
      ),
    ),
  ],
};
