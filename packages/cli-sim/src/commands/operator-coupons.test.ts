import { type Coupon, decimal, Failures } from '@tessera/core';
import * as TE from 'fp-ts/lib/TaskEither.js';
import { describe, expect, it } from 'vitest';
import type { Operator } from '../runtime/context.js';
import type { CouponIssue } from '../runtime/coupons.js';
import { capturingIo, outboxOnly } from '../test-support.js';
import { createOperatorCommand, parseOperatorArgs } from './operator.js';

const env = { TESSERA_SERVER: 'http://127.0.0.1:8080', OPERATOR_KEY: 'key' };

/** Runs the command over a fake operator that issues what it is asked, to anyone but `nobody`. */
const run = async (args: string[]) => {
  const issued: CouponIssue[] = [];
  const operator: Operator = {
    ...outboxOnly,
    canRead: true,
    outbox: async () => ({ ok: true, messages: [] }),
    issueCoupon: (issue) => {
      issued.push(issue);
      if (issue.user === 'nobody') return TE.left(Failures.rejected('SHARED.NOT_FOUND', 'Not found'));
      const coupon: Coupon = {
        id: 12,
        kind: issue.kind,
        rate: issue.rate === undefined ? null : decimal(issue.rate),
        amount: issue.amount === undefined ? null : decimal(issue.amount),
        products: issue.kind === 'trial_bonus' ? [] : (issue.products ?? ['spot', 'futures']),
        minValue: decimal(issue.minValue ?? '0'),
        issuedAt: '2026-11-27T10:00:00.000Z',
        expiresAt: '2026-11-30T10:00:00.000Z',
        used: null,
      };
      return TE.right(coupon);
    },
  };
  const { io, printed } = capturingIo(env, '/');
  const code = await createOperatorCommand(() => operator).run(args, io);
  return { code, ...printed, issued };
};

describe('parseOperatorArgs for coupons', () => {
  it('reads the user, the kind, the days and the terms', () => {
    expect(
      parseOperatorArgs(
        [
          'coupons',
          'issue',
          'alice',
          '--kind',
          'fee_discount',
          '--days',
          '3',
          '--rate',
          ' 0.8 ',
          '--products',
          'futures',
          '--min-value',
          '100',
        ],
        env,
      ),
    ).toMatchObject({
      ok: true,
      input: {
        user: 'alice',
        couponKind: 'fee_discount',
        days: 3,
        rate: '0.8',
        products: ['futures'],
        minValue: '100',
      },
    });
    expect(
      parseOperatorArgs(
        ['coupons', 'issue', '7', '--kind', 'trial_bonus', '--amount', '25', '--days', '7'],
        env,
      ),
    ).toMatchObject({ ok: true, input: { user: '7', couponKind: 'trial_bonus', amount: '25', days: 7 } });
  });

  it.each([
    [['coupons', 'issue', 'alice', '--days', '3', '--rate', '0.5'], 'coupons issue needs --kind'],
    [['coupons', 'issue', 'alice', '--kind', 'fee_discount', '--rate', '0.5'], 'coupons issue needs --days'],
    [
      ['coupons', 'issue', '--kind', 'trial_bonus', '--amount', '5', '--days', '3'],
      'coupons issue takes one <user>, got 0',
    ],
    [
      ['coupons', 'issue', 'alice', '--kind', 'voucher', '--days', '3'],
      '--kind must be one of fee_discount, trial_bonus, got "voucher"',
    ],
    [
      ['coupons', 'issue', 'alice', '--kind', 'fee_discount', '--days', 'a week', '--rate', '0.5'],
      '--days must be a whole number of days, got "a week"',
    ],
    [
      [
        'coupons',
        'issue',
        'alice',
        '--kind',
        'fee_discount',
        '--days',
        '3',
        '--rate',
        '0.5',
        '--products',
        'spot,options',
      ],
      '--products takes spot, futures, not "options"',
    ],
    [
      ['coupons', 'issue', 'alice', '--kind', 'fee_discount', '--days', '400', '--rate', '0.5'],
      'coupons issue: days must be a whole number from 1 to 366, got 400',
    ],
    [
      ['coupons', 'issue', 'alice', '--kind', 'fee_discount', '--days', '3', '--rate', '2'],
      'coupons issue: a fee discount\'s rate is above 0 and at most 1, got "2"',
    ],
    [
      [
        'coupons',
        'issue',
        'alice',
        '--kind',
        'trial_bonus',
        '--days',
        '3',
        '--amount',
        '5',
        '--products',
        'spot',
      ],
      'coupons issue: a trial bonus takes no products (only an amount)',
    ],
    [
      ['coupons', 'issue', 'alice', '--kind', 'trial_bonus', '--days', '3'],
      'coupons issue: a trial bonus needs an amount (USDT)',
    ],
    [['chat', 'list', '--kind', 'trial_bonus'], 'chat list does not take --kind'],
  ])('refuses %j: %s', (args, error) => {
    expect(parseOperatorArgs(args, env)).toEqual({ ok: false, error });
  });
});

describe('tessera-sim operator coupons issue', () => {
  it('issues the coupon and prints it', async () => {
    const discount = await run([
      'coupons',
      'issue',
      'alice',
      '--kind',
      'fee_discount',
      '--rate',
      '0.8',
      '--products',
      'futures',
      '--min-value',
      '100',
      '--days',
      '3',
    ]);
    expect(discount).toMatchObject({ code: 0, stderr: '' });
    expect(discount.stdout).toBe(
      '✓ issued alice coupon #12: 80 % off the fees of one futures order from 100 USDT, usable until 2026-11-30T10:00:00.000Z\n',
    );
    expect(discount.issued).toEqual([
      { user: 'alice', kind: 'fee_discount', days: 3, rate: '0.8', products: ['futures'], minValue: '100' },
    ]);
    const bonus = await run([
      'coupons',
      'issue',
      'alice',
      '--kind',
      'trial_bonus',
      '--amount',
      '25',
      '--days',
      '7',
    ]);
    expect(bonus.stdout).toBe(
      '✓ issued alice coupon #12: a 25 USDT futures trial bonus, usable until 2026-11-30T10:00:00.000Z\n',
    );
    expect(bonus.issued).toEqual([{ user: 'alice', kind: 'trial_bonus', days: 7, amount: '25' }]);
  });

  it('says what the exchange refused (exit 1), and sends nothing for a wrong line (exit 2)', async () => {
    const refused = await run([
      'coupons',
      'issue',
      'nobody',
      '--kind',
      'trial_bonus',
      '--amount',
      '5',
      '--days',
      '3',
    ]);
    expect(refused).toMatchObject({ code: 1, stdout: '' });
    expect(refused.stderr).toBe(
      '✗ issuing a trial_bonus to nobody failed: Rejected SHARED.NOT_FOUND "Not found"\n',
    );
    const wrong = await run(['coupons', 'issue', 'alice', '--kind', 'fee_discount', '--days', '3']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(/coupons issue: a fee discount needs a rate/);
    expect(wrong.issued).toEqual([]);
  });
});
