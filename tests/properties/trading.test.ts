import {
  copyLots,
  Decimal,
  futuresFee,
  futuresLiquidationPrice,
  futuresMargin,
  futuresPnl,
  futuresRiskRate,
  loanMustLiquidate,
  loanRiskRate,
  minNextBid,
  withdrawalAllowance,
} from '@tessera/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nonNegativeDecimal, positiveDecimal, rate } from './arbitraries.js';
import { RUNS } from './settings.js';

const price = positiveDecimal(100_000n, 2);
const lots = positiveDecimal(1_000n, 2);
const lotSize = fc.constantFrom('0.001', '0.01', '0.1', '1', '100');
const side = fc.constantFrom('long' as const, 'short' as const);

describe('futures properties', () => {
  it('long and short PnL are opposite', () => {
    fc.assert(
      fc.property(price, price, lots, lotSize, (openPrice, now, l, size) => {
        const long = futuresPnl({ side: 'long', openPrice, price: now, lots: l, lotSize: size });
        const short = futuresPnl({ side: 'short', openPrice, price: now, lots: l, lotSize: size });
        expect(long.plus(short).isZero()).toBe(true);
      }),
      RUNS,
    );
  });

  it('at the liquidation price the risk rate equals the maintenance rate', () => {
    const multiple = fc.constantFrom('1', '2', '5', '10', '20', '50', '100');
    fc.assert(
      fc.property(
        side,
        price,
        lots,
        lotSize,
        multiple,
        rate(1n),
        (s, openPrice, l, size, m, maintenanceRate) => {
          const margin = futuresMargin({ price: openPrice, lots: l, lotSize: size, multiple: m });
          const liquidation = futuresLiquidationPrice({
            side: s,
            openPrice,
            margin,
            lots: l,
            lotSize: size,
            maintenanceRate,
          });
          if (liquidation === null) {
            // Only a long whose margin outlasts a fall to zero has no liquidation price.
            expect(s).toBe('long');
            return;
          }
          const pnl = futuresPnl({ side: s, openPrice, price: liquidation, lots: l, lotSize: size });
          const risk = futuresRiskRate({ margin, pnl });
          expect(risk.minus(maintenanceRate).abs().lte('1e-40')).toBe(true);
        },
      ),
      RUNS,
    );
  });

  it('fees and margins are never negative and grow with size; a higher multiple locks less margin', () => {
    const multiple = fc.integer({ min: 1, max: 125 });
    fc.assert(
      fc.property(
        price,
        lots,
        lots,
        lotSize,
        rate(),
        multiple,
        multiple,
        (p, a, b, size, feeRate, m1, m2) => {
          const [small, large] = new Decimal(a).lte(b) ? [a, b] : [b, a];
          const [low, high] = m1 <= m2 ? [m1, m2] : [m2, m1];
          const fee = (l: string) => futuresFee({ price: p, lots: l, lotSize: size, feeRate });
          const margin = (l: string, m: number) =>
            futuresMargin({ price: p, lots: l, lotSize: size, multiple: String(m) });
          expect(fee(small).gte(0) && fee(small).lte(fee(large))).toBe(true);
          expect(margin(small, low).gt(0) && margin(small, low).lte(margin(large, low))).toBe(true);
          expect(margin(small, high).lte(margin(small, low))).toBe(true);
          // At 1× the margin is the whole notional, which is what a 100 % fee would take.
          expect(
            margin(small, 1).eq(futuresFee({ price: p, lots: small, lotSize: size, feeRate: '1' })),
          ).toBe(true);
          // m× leverage locks one m-th of the 1× margin (to the 50 significant digits of a division).
          const whole = margin(small, 1);
          expect(margin(small, high).mul(high).minus(whole).abs().lte(whole.mul('1e-45'))).toBe(true);
        },
      ),
      RUNS,
    );
  });
});

describe('copy trading properties', () => {
  it('proportional lots differ from the exact product by at most 0.005 and have two decimals', () => {
    fc.assert(
      fc.property(nonNegativeDecimal(10_000n, 4), nonNegativeDecimal(100n, 6), (traderLots, value) => {
        const copied = copyLots({ mode: 'ratio', traderLots, value });
        expect(copied.minus(new Decimal(traderLots).mul(value)).abs().lte('0.005')).toBe(true);
        expect(copied.decimalPlaces() <= 2).toBe(true);
      }),
      RUNS,
    );
  });
});

describe('loan and limit properties', () => {
  it('a loan is liquidated exactly when its risk rate is under 110 %', () => {
    fc.assert(
      fc.property(
        nonNegativeDecimal(100_000_000n, 2),
        positiveDecimal(10_000_000n, 2),
        (collateral, debt) => {
          const riskRate = loanRiskRate({ collateralValue: collateral, debt });
          expect(loanMustLiquidate(riskRate)).toBe(new Decimal(collateral).lt(new Decimal(debt).mul('1.1')));
        },
      ),
      RUNS,
    );
  });

  it('the withdrawal allowance is the level’s 24-hour limit less what was withdrawn, never below 0', () => {
    /** Spec §6: nothing unverified, 200 BTC at level 1, 500 BTC at level 2. */
    const limits = { 0: 0, 1: 200, 2: 500 } as const;
    fc.assert(
      fc.property(
        fc.constantFrom(0 as const, 1 as const, 2 as const),
        nonNegativeDecimal(1_000n, 8),
        (level, withdrawn) => {
          const left = withdrawalAllowance({ level, withdrawnLast24hBtc: withdrawn });
          const limit = limits[level];
          expect(left.gte(0) && left.lte(limit)).toBe(true);
          expect(left.eq(new Decimal(withdrawn).lte(limit) ? new Decimal(limit).minus(withdrawn) : 0)).toBe(
            true,
          );
        },
      ),
      RUNS,
    );
  });

  it('a next bid always beats the current one', () => {
    fc.assert(
      fc.property(
        positiveDecimal(1_000_000n, 2),
        positiveDecimal(1_000_000n, 2),
        positiveDecimal(1_000n, 2),
        (start, current, step) => {
          expect(minNextBid({ startPrice: start, currentBid: current, increment: step }).gt(current)).toBe(
            true,
          );
        },
      ),
      RUNS,
    );
  });
});
