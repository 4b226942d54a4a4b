import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../shared/decimal.js';
import { fiveDayPlan, tenThousandFor5Days } from '../testing/mining-plans.js';
import { MINING_DAY_MS } from './calculators.js';
import { validateMiningPurchase, validateMiningRedemption } from './rules.js';

const plans = [fiveDayPlan];
const codeOf = (result: ReturnType<typeof validateMiningPurchase>) =>
  E.isLeft(result) ? Object.values(result.left)[0]?.code : 'ok';

describe('validateMiningPurchase', () => {
  it('takes a plan on offer and an amount of at least its minimum, in the asset’s decimals', () => {
    expect(validateMiningPurchase({ planId: 1, amount: '10000' }, { plans })).toEqual(
      E.right({ planId: 1, amount: new Decimal(10000) }),
    );
    expect(
      validateMiningPurchase({ planId: 1, amount: '100.25' }, { plans, available: new Decimal('100.25') }),
    ).toEqual(E.right({ planId: 1, amount: new Decimal('100.25') }));
  });

  it('says what is wrong, one field at a time', () => {
    expect(codeOf(validateMiningPurchase({ planId: 9, amount: '100' }, { plans }))).toBe(
      'MINING.UNKNOWN_PLAN',
    );
    expect(codeOf(validateMiningPurchase({ planId: 1, amount: '' }, { plans }))).toBe('SHARED.REQUIRED');
    expect(codeOf(validateMiningPurchase({ planId: 1, amount: '1e3' }, { plans }))).toBe(
      'WALLET.AMOUNT_FORMAT',
    );
    expect(codeOf(validateMiningPurchase({ planId: 1, amount: '99.99' }, { plans }))).toBe(
      'MINING.BELOW_MIN_AMOUNT',
    );
    expect(codeOf(validateMiningPurchase({ planId: 1, amount: '100.001' }, { plans }))).toBe(
      'MINING.AMOUNT_STEP',
    );
    expect(
      codeOf(
        validateMiningPurchase({ planId: 1, amount: '500' }, { plans, available: new Decimal('499.99') }),
      ),
    ).toBe('WALLET.INSUFFICIENT_BALANCE');
  });
});

describe('validateMiningRedemption', () => {
  const startedAt = '2026-11-27T08:00:00.000Z';
  const order = tenThousandFor5Days(startedAt);
  const at = (days: number) => Date.parse(startedAt) + days * MINING_DAY_MS;

  it('redeems an active order at the penalty of the days left', () => {
    expect(validateMiningRedemption(order, at(2.5))).toEqual(
      E.right({ orderId: 7, penalty: new Decimal(120) }),
    );
  });

  it('refuses an order already redeemed, and one whose lock has run (it is released without a penalty)', () => {
    expect(validateMiningRedemption({ ...order, state: 'redeemed' }, at(1))).toMatchObject(
      E.left({ code: 'MINING.ORDER_ENDED' }),
    );
    expect(validateMiningRedemption(order, at(5))).toMatchObject(E.left({ code: 'MINING.ALREADY_MATURED' }));
  });
});
