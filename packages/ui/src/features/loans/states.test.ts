import { describe, expect, it } from 'vitest';
import { activeLoan, makerContext, repaidLoan, reviewingLoan } from '../../testing/loans';
import { ALREADY_OPEN, applyBlock, eligibilityRefusal, isOpen, STATE_TONES, timingOf } from './states';

const DUE = Date.parse('2026-12-27T09:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('loans on screen', () => {
  it('badges a loan by its state: running, done, or ended otherwise', () => {
    expect(STATE_TONES.reviewing).toBe('active');
    expect(STATE_TONES.active).toBe('active');
    expect(STATE_TONES.repaid).toBe('done');
    for (const ended of ['cancelled', 'rejected', 'liquidated'] as const)
      expect(STATE_TONES[ended]).toBe('warn');
  });

  it('counts a loan under review or active as the one open loan', () => {
    expect(isOpen(reviewingLoan)).toBe(true);
    expect(isOpen(activeLoan)).toBe(true);
    expect(isOpen(repaidLoan)).toBe(false);
    expect(isOpen({ state: 'rejected' })).toBe(false);
  });

  it('says by core’s rule who may not borrow: below VIP level 2 and no market maker', () => {
    expect(eligibilityRefusal(makerContext)).toBeUndefined();
    expect(eligibilityRefusal({ vipLevel: 2, isMarketMaker: false })).toBeUndefined();
    const refusal = eligibilityRefusal({ vipLevel: 1, isMarketMaker: false });
    expect(refusal).toEqual({
      code: 'LOANS.NOT_ELIGIBLE',
      messageKey: 'validation.loanNotEligible',
      params: { vip: 2 },
    });
  });

  it('holds "Apply" for the ineligible first, then while a loan is open', () => {
    const outsider = { vipLevel: 0, isMarketMaker: false };
    expect(applyBlock(outsider, [activeLoan])?.code).toBe('LOANS.NOT_ELIGIBLE');
    expect(applyBlock(makerContext, [activeLoan])).toBe(ALREADY_OPEN);
    expect(applyBlock(makerContext, [reviewingLoan, repaidLoan])).toBe(ALREADY_OPEN);
    expect(applyBlock(makerContext, [repaidLoan])).toBeUndefined();
    expect(applyBlock(makerContext, [])).toBeUndefined();
  });

  it('counts down to the due date, then counts whole days overdue', () => {
    expect(timingOf(activeLoan, DUE - 29 * DAY)).toEqual({ kind: 'due', leftMs: 29 * DAY });
    expect(timingOf(activeLoan, DUE - 1)).toEqual({ kind: 'due', leftMs: 1 });
    // The first day past the due date is overdue, but no whole day yet: no interest.
    expect(timingOf(activeLoan, DUE)).toEqual({ kind: 'overdue', days: 0 });
    expect(timingOf(activeLoan, DUE + 23 * HOUR)).toEqual({ kind: 'overdue', days: 0 });
    expect(timingOf(activeLoan, DUE + 3 * DAY + HOUR)).toEqual({ kind: 'overdue', days: 3 });
  });

  it('has no time running for a loan that is not active', () => {
    expect(timingOf(reviewingLoan, DUE)).toBeUndefined();
    expect(timingOf(repaidLoan, DUE)).toBeUndefined();
  });
});
