import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as E from '#fp-ts/Either.js';
import { Decimal } from '../shared/decimal.js';
import {
  type LoanApplication,
  loanDebt,
  loanEligibility,
  loanLiquidation,
  loanMarginRequired,
  loanMustLiquidate,
  loanOverdueDays,
  loanOverdueInterest,
  loanPosition,
  loanRepaymentSplit,
  loanRiskLevel,
  loanRiskRate,
} from './calculators.js';
import type { LoanHolding } from './model.js';

const application: LoanApplication = {
  amountUsdt: '600000',
  vipLevel: 2,
  isMarketMaker: false,
  termDays: 30,
  leverage: '2',
};

const refusals = (changes: Partial<LoanApplication>) => {
  const result = loanEligibility({ ...application, ...changes });
  return E.isLeft(result) ? result.left.map((e) => e.code) : [];
};

describe('OTC loans (spec §9)', () => {
  it('charges 0.5 % a day once overdue', () => {
    expect(loanOverdueInterest({ principal: '500000', overdueDays: 3 }).toString()).toBe('7500');
  });

  it('charges overdue interest for whole days only, and nothing before the due date', () => {
    expect(loanOverdueInterest({ principal: '500000', overdueDays: 2.9 }).toString()).toBe('5000');
    expect(loanOverdueInterest({ principal: '500000', overdueDays: 0.5 }).toString()).toBe('0');
    expect(loanOverdueInterest({ principal: '500000', overdueDays: -3 }).toString()).toBe('0');
    expect(() => loanOverdueInterest({ principal: '-1', overdueDays: 3 })).toThrow(RangeError);
  });

  it('liquidates below a 110 % risk rate, not at it', () => {
    const rate = loanRiskRate({ collateralValue: '825000', debt: '750000' });
    expect(rate.toString()).toBe('1.1');
    expect(loanMustLiquidate(rate)).toBe(false);
    expect(loanMustLiquidate('1.0999')).toBe(true);
    expect(loanMustLiquidate('1.1001')).toBe(false);
  });

  it('refuses a risk rate without a debt, and negative collateral', () => {
    expect(() => loanRiskRate({ collateralValue: '1', debt: '0' })).toThrow('debt must be positive');
    expect(() => loanRiskRate({ collateralValue: '-1', debt: '1' })).toThrow(RangeError);
  });

  it('accepts VIP 2 or market makers within the published terms', () => {
    expect(loanEligibility(application)).toEqual(E.right(application));
    expect(E.isRight(loanEligibility({ ...application, vipLevel: 0, isMarketMaker: true }))).toBe(true);
    expect(E.isRight(loanEligibility({ ...application, vipLevel: 7 }))).toBe(true);
  });

  it('takes 500,000 to 10,000,000 USDT, both ends included', () => {
    expect(refusals({ amountUsdt: '500000' })).toEqual([]);
    expect(refusals({ amountUsdt: '10000000' })).toEqual([]);
    expect(refusals({ amountUsdt: '499999.99' })).toEqual(['LOANS.AMOUNT_RANGE']);
    expect(refusals({ amountUsdt: '10000000.01' })).toEqual(['LOANS.AMOUNT_RANGE']);
  });

  it('takes leverage from 1× to 3×, both ends included', () => {
    expect(refusals({ leverage: '1' })).toEqual([]);
    expect(refusals({ leverage: '3' })).toEqual([]);
    expect(refusals({ leverage: '0.99' })).toEqual(['LOANS.LEVERAGE_RANGE']);
    expect(refusals({ leverage: '3.01' })).toEqual(['LOANS.LEVERAGE_RANGE']);
  });

  it('takes terms of 7 to 365 whole days', () => {
    expect(refusals({ termDays: 7 })).toEqual([]);
    expect(refusals({ termDays: 365 })).toEqual([]);
    for (const termDays of [6, 366, 7.5]) expect(refusals({ termDays })).toEqual(['LOANS.TERM_RANGE']);
  });

  it('needs VIP level 2, or market-maker status below it', () => {
    expect(refusals({ vipLevel: 1 })).toEqual(['LOANS.NOT_ELIGIBLE']);
    expect(refusals({ vipLevel: 1, isMarketMaker: true })).toEqual([]);
  });

  it('reports every broken term with what the form needs to explain it', () => {
    const result = loanEligibility({
      amountUsdt: '499999',
      vipLevel: 1,
      isMarketMaker: false,
      termDays: 6,
      leverage: '4',
    });
    expect(result).toEqual(
      E.left([
        {
          code: 'LOANS.AMOUNT_RANGE',
          messageKey: 'validation.loanAmountRange',
          params: { min: '500000', max: '10000000' },
        },
        { code: 'LOANS.LEVERAGE_RANGE', messageKey: 'validation.loanLeverageRange', params: { max: 3 } },
        { code: 'LOANS.TERM_RANGE', messageKey: 'validation.loanTermRange', params: { min: 7, max: 365 } },
        { code: 'LOANS.NOT_ELIGIBLE', messageKey: 'validation.loanNotEligible', params: { vip: 2 } },
      ]),
    );
  });
});

describe('loan calculators refuse a caller bug, naming the argument', () => {
  it.each([
    [() => loanOverdueInterest({ principal: '-1', overdueDays: 1 }), 'principal must not be negative'],
    [() => loanRiskRate({ collateralValue: '-1', debt: '1' }), 'collateralValue must not be negative'],
    [() => loanRiskRate({ collateralValue: '1', debt: '-1' }), 'debt must be positive'],
  ])('%#', (run, message) => {
    expect(run).toThrow(message);
  });
});

describe('OTC loan positions', () => {
  it('needs the loan’s value ÷ leverage as margin, rounded up in the margin currency', () => {
    const margin = (leverage: string) =>
      loanMarginRequired({
        amount: '600000',
        loanPriceUsdt: '1',
        leverage,
        marginPriceUsdt: '60000',
        marginDecimals: 8,
      }).toFixed();
    expect(margin('1')).toBe('10');
    expect(margin('3')).toBe('3.33333334');
  });

  it('warns from 120 % and closes below 110 %', () => {
    expect(loanRiskLevel('1.2')).toBe('safe');
    expect(loanRiskLevel('1.1999')).toBe('warning');
    expect(loanRiskLevel('1.1')).toBe('warning');
    expect(loanRiskLevel('1.0999')).toBe('liquidate');
  });

  it('owes the principal, and 0.5 % of it for each whole day past the due date', () => {
    const dueAt = '2026-12-27T00:00:00.000Z';
    expect(loanOverdueDays(dueAt, Date.parse('2026-12-26T00:00:00.000Z'))).toBe(0);
    expect(loanOverdueDays(dueAt, Date.parse('2026-12-29T23:00:00.000Z'))).toBe(2);
    expect(loanDebt({ amount: '500000', dueAt }, Date.parse('2026-12-30T00:00:00.000Z'), 6).toFixed()).toBe(
      '507500',
    );
  });

  it('rounds the debt up to the loan currency’s decimals', () => {
    const dueAt = '2026-12-27T00:00:00.000Z';
    expect(
      loanDebt({ amount: '10.00000001', dueAt }, Date.parse('2026-12-28T00:00:00.000Z'), 8).toFixed(),
    ).toBe('10.05000002');
  });
});

const btc = (amount: string, price = '60000'): LoanHolding => ({
  asset: 'BTC',
  amount: new Decimal(amount),
  priceUsdt: new Decimal(price),
  decimals: 8,
});
const usdt = (amount: string): LoanHolding => ({
  asset: 'USDT',
  amount: new Decimal(amount),
  priceUsdt: new Decimal(1),
  decimals: 6,
});
const nova = (amount: string): LoanHolding => ({
  asset: 'NOVA',
  amount: new Decimal(amount),
  priceUsdt: null,
  decimals: 2,
});

describe('an active loan’s position', () => {
  const dueAt = '2027-01-01T00:00:00.000Z';
  const before = Date.parse('2026-12-01T00:00:00.000Z');

  it('opens at 1 + 1/leverage when the borrowed funds stay in the margin account', () => {
    const position = loanPosition({
      loan: { amount: '600000', dueAt },
      decimals: 6,
      loanPriceUsdt: '1',
      holdings: [usdt('600000'), btc('3.33333334')],
      now: before,
    });
    expect(position.rate.toDecimalPlaces(4).toFixed()).toBe('1.3333');
    expect(position.level).toBe('safe');
  });

  it('falls with the collateral’s price and with overdue interest, and ignores what has no price', () => {
    const at = (price: string, now: number) =>
      loanPosition({
        loan: { amount: '600000', dueAt },
        decimals: 6,
        loanPriceUsdt: '1',
        holdings: [usdt('600000'), btc('3.33333334', price), nova('1000000')],
        now,
      });
    expect(at('30000', before).level).toBe('warning');
    expect(at('10000', before).level).toBe('liquidate');
    const overdue = at('60000', Date.parse('2027-01-11T00:00:00.000Z'));
    expect(overdue.overdueDays).toBe(10);
    expect(overdue.debt.toFixed()).toBe('630000');
    expect(overdue.level).toBe('safe');
    expect(at('60000', Date.parse('2027-01-31T00:00:00.000Z')).level).toBe('warning');
    expect(at('60000', Date.parse('2027-03-02T00:00:00.000Z')).level).toBe('liquidate');
  });
});

describe('closing a loan', () => {
  it('takes the loan currency first, then the collateral, and the desk bears what they do not cover', () => {
    const { taken, shortfallUsdt } = loanLiquidation({
      debt: '690000',
      loanCurrency: 'USDT',
      loanPriceUsdt: '1',
      holdings: [usdt('600000'), btc('3.33333334', '26000')],
    });
    expect(taken.map(({ asset, amount }) => [asset, amount.toFixed()])).toEqual([
      ['USDT', '600000'],
      ['BTC', '3.33333334'],
    ]);
    expect(shortfallUsdt.toFixed()).toBe('3333.33316');
  });

  it('takes only what covers the debt, never an unpriced holding', () => {
    const { taken, shortfallUsdt } = loanLiquidation({
      debt: '690000',
      loanCurrency: 'USDT',
      loanPriceUsdt: '1',
      holdings: [nova('5'), usdt('600000'), btc('3.33333334', '30000')],
    });
    expect(taken.map(({ asset, amount }) => [asset, amount.toFixed()])).toEqual([
      ['USDT', '600000'],
      ['BTC', '3'],
    ]);
    expect(shortfallUsdt.isZero()).toBe(true);
  });

  it('converts a debt in another currency at its price', () => {
    const { taken } = loanLiquidation({
      debt: '10',
      loanCurrency: 'ETH',
      loanPriceUsdt: '3000',
      holdings: [usdt('1000'), btc('1', '60000')],
    });
    expect(taken.map(({ asset, amount }) => [asset, amount.toFixed()])).toEqual([
      ['USDT', '1000'],
      ['BTC', '0.48333334'],
    ]);
  });
});

describe('closing a loan, for any holdings and prices', () => {
  const units = (max: number, places: number) =>
    fc.integer({ min: 0, max: max * 10 ** places }).map((n) => new Decimal(n).dividedBy(10 ** places));

  it('takes something of each asset it names and no more than held, covers the debt unless everything priced is gone, and overshoots by less than a unit', () => {
    fc.assert(
      fc.property(
        units(2_000_000, 6),
        units(100, 8),
        units(1_000, 8),
        units(100_000, 2).filter((price) => price.gt(0)),
        units(10_000, 2).filter((price) => price.gt(0)),
        units(3_000_000, 6).filter((debt) => debt.gt(0)),
        (usdtHeld, btcHeld, ethHeld, btcPrice, ethPrice, debt) => {
          const holdings = [
            usdt(usdtHeld.toFixed()),
            btc(btcHeld.toFixed(), btcPrice.toFixed()),
            { asset: 'ETH', amount: ethHeld, priceUsdt: ethPrice, decimals: 8 },
          ];
          const { taken, shortfallUsdt } = loanLiquidation({
            debt,
            loanCurrency: 'USDT',
            loanPriceUsdt: '1',
            holdings,
          });
          const priceOf = new Map(holdings.map((h) => [h.asset, h]));
          let value = new Decimal(0);
          for (const { asset, amount } of taken) {
            const holding = priceOf.get(asset) as LoanHolding;
            expect(amount.gt(0) && amount.lte(holding.amount)).toBe(true);
            value = value.plus(amount.mul(holding.priceUsdt as Decimal));
          }
          const all = holdings.reduce(
            (sum, h) => sum.plus(h.amount.mul(h.priceUsdt as Decimal)),
            new Decimal(0),
          );
          if (all.gte(debt)) {
            expect(shortfallUsdt.isZero()).toBe(true);
            expect(value.gte(debt)).toBe(true);
            const last = holdings.find((h) => h.asset === taken.at(-1)?.asset) as LoanHolding;
            expect(
              value.minus(debt).lt((last.priceUsdt as Decimal).mul(new Decimal(10).pow(-last.decimals))),
            ).toBe(true);
          } else {
            expect(value.plus(shortfallUsdt).toFixed()).toBe(debt.toFixed());
          }
        },
      ),
    );
  });
});

describe('repaying a loan', () => {
  const split = (debt: string, inMargin: string, inBalance: string) => {
    const { fromMargin, fromBalance, short, covered } = loanRepaymentSplit({ debt, inMargin, inBalance });
    expect(covered).toBe(short.isZero());
    return [fromMargin.toFixed(), fromBalance.toFixed(), short.toFixed()];
  };

  it('takes the loan currency in the margin account first, then the balance account', () => {
    expect(split('600000', '600000', '100000')).toEqual(['600000', '0', '0']);
    expect(split('600000', '800000', '0')).toEqual(['600000', '0', '0']);
    expect(split('609000', '600000', '100000')).toEqual(['600000', '9000', '0']);
    expect(split('600000', '0', '600000')).toEqual(['0', '600000', '0']);
  });

  it('says what is missing when the two accounts do not cover the debt, and never more than the debt', () => {
    expect(split('609000', '600000', '4000')).toEqual(['600000', '4000', '5000']);
    expect(split('600000', '0', '0')).toEqual(['0', '0', '600000']);
    const { debt, fromMargin, fromBalance, short } = loanRepaymentSplit({
      debt: '609000',
      inMargin: '1',
      inBalance: '2',
    });
    expect(fromMargin.plus(fromBalance).plus(short).equals(debt)).toBe(true);
  });
});
