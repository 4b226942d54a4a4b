import * as E from 'fp-ts/lib/Either.js';
import { type CouponIssue, couponIssueProblem, describeCoupon } from '../runtime/coupons.js';
import { ExitCode } from './command.js';
import type { ActionInput } from './operator-action.js';
import { failedWith, type OperatorAction } from './operator-action.js';

/** The coupon an `operator coupons issue` line asks for, once its options are read. */
export const couponIssueOf = (input: ActionInput): CouponIssue => ({
  user: input.user ?? '',
  kind: input.couponKind ?? 'fee_discount',
  days: input.days ?? 0,
  ...(input.rate === undefined ? {} : { rate: input.rate }),
  ...(input.amount === undefined ? {} : { amount: input.amount }),
  ...(input.products === undefined ? {} : { products: input.products }),
  ...(input.minValue === undefined ? {} : { minValue: input.minValue }),
});

/** Coupons from the terminal (spec §2 `setting/coupon`): one issued to a user. */
export const couponActions: readonly OperatorAction[] = [
  {
    words: 'coupons issue',
    usage:
      'coupons issue <user> --kind fee_discount|trial_bonus --days N [--rate 0.5] [--products spot,futures] [--min-value 10] [--amount 10]',
    summary:
      'Issue <user> a coupon usable for N days: a fee discount (--rate of the fees of one order waived, for --products, from --min-value USDT) or a trial bonus (--amount USDT into the futures account when claimed)',
    argument: 'user',
    options: ['kind', 'days', 'rate', 'products', 'min-value', 'amount'],
    requires: ['kind', 'days'],
    check: (input) => couponIssueProblem(couponIssueOf(input)),
    run: async (operator, input, io, style) => {
      const issue = couponIssueOf(input);
      const result = await operator.issueCoupon(issue)();
      if (E.isLeft(result))
        return failedWith(io, style, `issuing a ${issue.kind} to ${issue.user} failed`, result.left);
      io.stdout(`${style.green(`✓ issued ${issue.user} ${describeCoupon(result.right)}`)}\n`);
      return ExitCode.ok;
    },
  },
];
