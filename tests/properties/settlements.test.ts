import {
  Decimal,
  futuresCloseSettlement,
  futuresFee,
  futuresLiquidationOnStep,
  futuresLiquidationPrice,
  futuresPnl,
  futuresPreview,
  ieoAllocation,
  ieoCostOf,
  ieoRefundOf,
  lockMiningPenalty,
  optionsPayout,
  roundForCredit,
  settleDualInvestment,
  settleGuessPool,
} from '@tessera/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nonNegativeDecimal, positiveDecimal, rate } from './arbitraries.js';
import { RUNS } from './settings.js';

const price = positiveDecimal(100_000n, 2);
const amount = positiveDecimal(1_000_000n, 8);
const days = fc.integer({ min: 0, max: 3650 });
const direction = fc.constantFrom('call' as const, 'put' as const);

/** What a dual payout is worth in USDT at the settlement price. */
const valueInQuote = (payout: { currency: 'base' | 'quote'; amount: Decimal }, settlementPrice: string) =>
  payout.currency === 'quote' ? payout.amount : payout.amount.mul(settlementPrice);

describe('dual investment properties', () => {
  it('pays more (never less) for more days and for a higher rate', () => {
    fc.assert(
      fc.property(
        direction,
        amount,
        price,
        price,
        rate(),
        rate(),
        days,
        days,
        (dir, invested, linked, settled, r1, r2, d1, d2) => {
          const base = { direction: dir, invested, linkedPrice: linked, settlementPrice: settled };
          const [lowRate, highRate] = new Decimal(r1).lte(r2) ? [r1, r2] : [r2, r1];
          const [fewDays, manyDays] = d1 <= d2 ? [d1, d2] : [d2, d1];
          const few = settleDualInvestment({ ...base, annualRate: lowRate, days: fewDays });
          expect(
            few.amount.lte(settleDualInvestment({ ...base, annualRate: lowRate, days: manyDays }).amount),
          ).toBe(true);
          expect(
            few.amount.lte(settleDualInvestment({ ...base, annualRate: highRate, days: fewDays }).amount),
          ).toBe(true);
        },
      ),
      RUNS,
    );
  });

  it('has no jump in value at the linked price: one cent away changes the value by at most a cent’s worth', () => {
    fc.assert(
      fc.property(direction, amount, price, rate(), days, (dir, invested, linked, annualRate, d) => {
        const cent = new Decimal('0.01');
        const at = (settlementPrice: string) =>
          valueInQuote(
            settleDualInvestment({
              direction: dir,
              invested,
              linkedPrice: linked,
              settlementPrice,
              annualRate,
              days: d,
            }),
            settlementPrice,
          );
        const neighbour = (
          dir === 'call' ? new Decimal(linked).minus(cent) : new Decimal(linked).plus(cent)
        ).toFixed();
        fc.pre(new Decimal(neighbour).isPositive() && !new Decimal(neighbour).isZero());
        const factor = new Decimal(1).plus(new Decimal(annualRate).mul(d).div(365));
        const perUnitOfPrice = dir === 'call' ? new Decimal(invested) : new Decimal(invested).div(linked);
        const bound = perUnitOfPrice.mul(factor).mul(cent).mul('1.000000000001');
        expect(at(linked).minus(at(neighbour)).abs().lte(bound)).toBe(true);
      }),
      RUNS,
    );
  });
});

describe('locked mining penalty properties', () => {
  const ratio = rate(1n);
  const remaining = fc.integer({ min: 0, max: 3650 });

  it('is 0 with no remaining days, never more than the locked amount, and grows with remaining days', () => {
    fc.assert(
      fc.property(ratio, remaining, remaining, amount, (r, a, b, locked) => {
        expect(lockMiningPenalty({ ratio: r, remainingDays: 0, lockedAmount: locked }).isZero()).toBe(true);
        const [fewer, more] = a <= b ? [a, b] : [b, a];
        const small = lockMiningPenalty({ ratio: r, remainingDays: fewer, lockedAmount: locked });
        const large = lockMiningPenalty({ ratio: r, remainingDays: more, lockedAmount: locked });
        expect(large.lte(locked)).toBe(true);
        expect(small.lte(large)).toBe(true);
        expect(small.isNegative() && !small.isZero()).toBe(false);
      }),
      RUNS,
    );
  });
});

describe('IEO allocation properties', () => {
  it('never passes more than applied for nor more than the issuance, each share the published formula, refunds never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 100_000_000 }), { maxLength: 60 }),
        (issuance, cents) => {
          const subscriptions = cents.map((amount, id) => ({ id, amount: new Decimal(amount).div(100) }));
          const allocation = ieoAllocation({
            totalIssuance: String(issuance),
            tokenDecimals: 2,
            subscriptions,
          });
          expect(allocation.allocated.lessThanOrEqualTo(issuance)).toBe(true);
          for (const { id, amount } of subscriptions) {
            const passed = allocation.passed.get(id) ?? new Decimal(-1);
            expect(passed.greaterThanOrEqualTo(0) && passed.lessThanOrEqualTo(amount)).toBe(true);
            // Recomputable from the application and the two published totals alone.
            if (allocation.oversubscribed)
              expect(passed.toFixed()).toBe(
                amount.mul(issuance).div(allocation.applied).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(),
              );
            const paid = ieoCostOf(amount, '0.05', 6);
            expect(ieoRefundOf(paid, passed, '0.05', 6).greaterThanOrEqualTo(0)).toBe(true);
          }
          // Rounding down leaves less than one step per application unissued.
          if (allocation.oversubscribed)
            expect(
              new Decimal(issuance)
                .minus(allocation.allocated)
                .lessThan(new Decimal(subscriptions.length).div(100)),
            ).toBe(true);
        },
      ),
      RUNS,
    );
  });
});

describe('seconds options properties', () => {
  it('pays between 0 and stake × (1 + rate), and exactly the stake on a draw', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('up' as const, 'down' as const),
        amount,
        price,
        price,
        rate(2n),
        (d, stake, open, close, r) => {
          const { outcome, payout } = optionsPayout({
            direction: d,
            stake,
            openPrice: open,
            closePrice: close,
            payoutRate: r,
          });
          expect(payout.gte(0) && payout.lte(new Decimal(stake).mul(new Decimal(r).plus(1)))).toBe(true);
          if (new Decimal(open).eq(close)) expect(outcome === 'draw' && payout.eq(stake)).toBe(true);
          const opposite = optionsPayout({
            direction: d === 'up' ? 'down' : 'up',
            stake,
            openPrice: open,
            closePrice: close,
            payoutRate: r,
          });
          if (outcome === 'win') expect(opposite.outcome).toBe('loss');
        },
      ),
      RUNS,
    );
  });
});

describe('futures properties', () => {
  const side = fc.constantFrom('long' as const, 'short' as const);
  const lots = positiveDecimal(100_000n, 2);
  const lotSize = fc.constantFrom('0.001', '0.01', '1', '100', '1000');
  const multiple = fc.constantFrom('1', '2', '5', '10', '20', '25', '50', '100');
  /** The margin a position takes, as the ledger books it (USDT's 6 decimals). */
  const marginOf = (s: 'long' | 'short', open: string, l: string, size: string, m: string) =>
    futuresPreview({
      side: s,
      price: open,
      lots: l,
      lotSize: size,
      multiple: m,
      feeRate: '0.0005',
      maintenanceRate: '0.2',
      decimals: 6,
    }).margin;

  it('settles a close as the ledger books it: nothing created or destroyed, never a debt, amounts at 6 decimals', () => {
    fc.assert(
      fc.property(side, price, price, lots, lotSize, multiple, (s, open, close, l, size, m) => {
        const margin = marginOf(s, open, l, size, m);
        const pnl = futuresPnl({ side: s, openPrice: open, price: close, lots: l, lotSize: size });
        const closeFee = futuresFee({ price: close, lots: l, lotSize: size, feeRate: '0.0005' });
        const { returned, feeCharged, house } = futuresCloseSettlement({
          margin,
          pnl,
          closeFee,
          decimals: 6,
        });
        // The frozen margin leaves whole: to the user, the fees and the house, to the last digit.
        expect(returned.plus(feeCharged).plus(house).eq(margin)).toBe(true);
        expect(returned.gte(0) && feeCharged.gte(0)).toBe(true);
        expect(returned.decimalPlaces() <= 6 && feeCharged.decimalPlaces() <= 6).toBe(true);
        // The house, the counterparty, takes the user's loss up to the margin (a gap past it is the
        // house's) and pays their profit, to within the rounding of what comes back.
        const expectedHouse = Decimal.min(pnl.negated(), margin);
        expect(house.minus(expectedHouse).abs().lte('0.000001')).toBe(true);
      }),
      RUNS,
    );
  });

  it('liquidates on the step at or past the exact liquidation price, never before it', () => {
    fc.assert(
      fc.property(side, price, lots, lotSize, multiple, (s, open, l, size, m) => {
        const margin = marginOf(s, open, l, size, m);
        const exact = futuresLiquidationPrice({
          side: s,
          openPrice: open,
          margin,
          lots: l,
          lotSize: size,
          maintenanceRate: '0.2',
        });
        if (exact === null) return;
        const onStep = futuresLiquidationOnStep({ side: s, liquidationPrice: exact, priceStep: '0.01' });
        expect(onStep.mod('0.01').isZero()).toBe(true);
        expect(
          s === 'long'
            ? onStep.lte(exact) && onStep.gt(exact.minus('0.01'))
            : onStep.gte(exact) && onStep.lt(exact.plus('0.01')),
        ).toBe(true);
      }),
      RUNS,
    );
  });
});

describe('guess pool properties', () => {
  const pick = fc.constantFrom('A', 'B', 'C');
  const bets = fc.array(fc.record({ stake: nonNegativeDecimal(10_000n, 8), pick }), {
    minLength: 1,
    maxLength: 30,
  });

  it('never pays out more than the pool; with winners pays the pool less the fee up to dust', () => {
    fc.assert(
      fc.property(bets, pick, rate(1n), (placed, winningPick, feeRate) => {
        const { payouts, fee, dust, pool } = settleGuessPool({ bets: placed, winningPick, feeRate });
        const paid = payouts.reduce((sum, p) => sum.plus(p), new Decimal(0));
        expect(paid.lte(pool)).toBe(true);
        expect(paid.plus(fee).plus(dust).eq(pool)).toBe(true);
        expect(dust.gte(0) && dust.lt(new Decimal('1e-18').mul(placed.length))).toBe(true);
        const winners = placed.filter((bet) => bet.pick === winningPick && !new Decimal(bet.stake).isZero());
        if (winners.length === 0) {
          for (const [i, payout] of payouts.entries()) expect(payout.eq(placed[i]?.stake ?? '0')).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('pays winners in proportion to their stakes: a bigger stake never gets less', () => {
    fc.assert(
      fc.property(bets, rate(1n), (placed, feeRate) => {
        const { payouts } = settleGuessPool({ bets: placed, winningPick: 'A', feeRate });
        const winners = placed
          .map((bet, i) => ({ stake: new Decimal(bet.stake), payout: payouts[i] }))
          .filter((_, i) => placed[i]?.pick === 'A');
        for (const a of winners)
          for (const b of winners) if (a.stake.lt(b.stake)) expect(a.payout?.lte(b.payout ?? 0)).toBe(true);
      }),
      RUNS,
    );
  });
});

describe('crediting properties', () => {
  it('rounding for credit never creates money and loses nothing: credited + dust = amount', () => {
    fc.assert(
      fc.property(
        nonNegativeDecimal(1_000_000_000n, 30),
        fc.integer({ min: 0, max: 18 }),
        (exact, precision) => {
          const { credited, dust } = roundForCredit({ amount: exact, precision });
          expect(credited.lte(exact)).toBe(true);
          expect(credited.plus(dust).eq(exact)).toBe(true);
          expect(dust.gte(0) && dust.lt(new Decimal(10).pow(-precision))).toBe(true);
          expect(credited.decimalPlaces() <= precision).toBe(true);
        },
      ),
      RUNS,
    );
  });
});
