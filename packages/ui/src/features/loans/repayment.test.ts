import { Decimal } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { activeLoan, reviewingLoan } from '../../testing/loans';
import { debtNow, repaymentKey } from './repayment';

const DUE = Date.parse('2026-12-27T09:00:00.000Z');
const DAY = 86_400_000;

describe('repaying a loan', () => {
  it('owes the principal until the due date, then 0.5 % of it more each whole day overdue', () => {
    expect(debtNow(activeLoan, DUE - DAY, 6).toFixed()).toBe('600000');
    expect(debtNow(activeLoan, DUE + DAY / 2, 6).toFixed()).toBe('600000');
    expect(debtNow(activeLoan, DUE + 3 * DAY, 6).toFixed()).toBe('609000');
  });

  it('falls back on the debt the exchange answered, or the principal, without the decimals', () => {
    expect(debtNow(activeLoan, DUE + 3 * DAY, undefined).toFixed()).toBe('600000');
    expect(debtNow(reviewingLoan, DUE, 6).toFixed()).toBe('600000');
  });

  it('keys a repayment by its loan and debt', () => {
    expect(repaymentKey(4, new Decimal('600000'))).toBe('4|600000');
    expect(repaymentKey(4, new Decimal('603000'))).not.toBe(repaymentKey(4, new Decimal('600000')));
  });
});
