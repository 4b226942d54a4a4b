import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../shared/decimal.js';
import type { OptionForm, OptionOrderContext } from './rules.js';
import { validateOptionOrder } from './rules.js';

const context: OptionOrderContext = {
  markets: [{ matchId: 1, symbol: 'BTC/USDT' }],
  currencies: [{ id: 3, name: 'USDT' }],
  durations: [
    { seconds: 30, payoutRate: new Decimal('0.85'), minStake: new Decimal('10') },
    { seconds: 60, payoutRate: new Decimal('0.9'), minStake: new Decimal('50') },
  ],
};
const form: OptionForm = { matchId: 1, currencyId: 3, direction: 'up', seconds: 30, stake: '100' };
const errorCodes = (result: ReturnType<typeof validateOptionOrder>) =>
  E.isLeft(result)
    ? Object.fromEntries(Object.entries(result.left).map(([field, error]) => [field, error?.code]))
    : {};

describe('validateOptionOrder', () => {
  it('accepts an offered market, coin and duration with a stake over the minimum', () => {
    const result = validateOptionOrder(form, context);
    expect(E.isRight(result) && result.right.stake.toFixed()).toBe('100');
  });

  it('refuses what is not on offer, each on its own field', () => {
    expect(
      errorCodes(validateOptionOrder({ ...form, matchId: 9, currencyId: 1, seconds: 45 }, context)),
    ).toEqual({
      market: 'OPTIONS.UNKNOWN_MARKET',
      currency: 'OPTIONS.UNKNOWN_CURRENCY',
      seconds: 'OPTIONS.UNKNOWN_DURATION',
    });
  });

  it("holds the stake to the pattern, steps of 0.01, the duration's minimum and the balance", () => {
    const stakeError = (stake: string, extra: Partial<OptionOrderContext> = {}, seconds = 30) =>
      errorCodes(validateOptionOrder({ ...form, stake, seconds }, { ...context, ...extra })).stake;
    expect(stakeError('')).toBe('SHARED.REQUIRED');
    expect(stakeError('1e3')).toBe('WALLET.AMOUNT_FORMAT');
    expect(stakeError('0')).toBe('WALLET.AMOUNT_NOT_POSITIVE');
    expect(stakeError('10.005')).toBe('OPTIONS.STAKE_STEP');
    expect(stakeError('9.99')).toBe('OPTIONS.BELOW_MIN_STAKE');
    expect(stakeError('49', {}, 60)).toBe('OPTIONS.BELOW_MIN_STAKE');
    expect(stakeError('100', { available: new Decimal('99.99') })).toBe('WALLET.INSUFFICIENT_BALANCE');
    expect(stakeError('100', { available: new Decimal('100') })).toBeUndefined();
  });
});
