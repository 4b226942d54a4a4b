import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { loanEligibility, loanMustLiquidate, loanOverdueInterest, loanRiskRate } from './calculators.js';

const application = { amountUsdt: '600000', vipLevel: 2, isMarketMaker: false, termDays: 30, leverage: '2' };

describe('OTC loans (spec §9)', () => {
  it('charges 0.5 % a day once overdue', () => {
    expect(loanOverdueInterest({ principal: '500000', overdueDays: 3 }).toString()).toBe('7500');
  });

  it('liquidates below a 110 % risk rate, not at it', () => {
    const rate = loanRiskRate({ collateralValue: '825000', debt: '750000' });
    expect(rate.toString()).toBe('1.1');
    expect(loanMustLiquidate(rate)).toBe(false);
    expect(loanMustLiquidate('1.0999')).toBe(true);
  });

  it('accepts VIP 2 or market makers within the published terms', () => {
    expect(E.isRight(loanEligibility(application))).toBe(true);
    expect(E.isRight(loanEligibility({ ...application, vipLevel: 0, isMarketMaker: true }))).toBe(true);
  });

  it('reports every broken term', () => {
    const result = loanEligibility({
      amountUsdt: '499999',
      vipLevel: 1,
      isMarketMaker: false,
      termDays: 6,
      leverage: '4',
    });
    expect(E.isLeft(result) && result.left.map((e) => e.code)).toEqual([
      'LOANS.AMOUNT_RANGE',
      'LOANS.LEVERAGE_RANGE',
      'LOANS.TERM_RANGE',
      'LOANS.NOT_ELIGIBLE',
    ]);
  });
});
