import { describe, expect, it } from 'vitest';
import * as E from '#fp-ts/Either.js';
import {
  type LoanApplication,
  loanDebt,
  loanEligibility,
  loanMarginRequired,
  loanMustLiquidate,
  loanOverdueDays,
  loanOverdueInterest,
  loanRiskLevel,
  loanRiskRate,
} from './calculators.js';

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
    expect(loanDebt({ amount: '500000', dueAt }, Date.parse('2026-12-30T00:00:00.000Z')).toFixed()).toBe(
      '507500',
    );
  });
});
