import * as E from '#fp-ts/Either.js';
import { Decimal } from '../shared/decimal.js';
import { steppedNumber } from '../shared/stepped-number.js';
import { type FieldErrors, type ValidationError, validationError } from '../shared/validation.js';
import { miningRedemptionPreview } from './calculators.js';
import type { MiningDraft, MiningOrder, MiningPlan, MiningRedemption } from './model.js';

/** The purchase sheet as filled in. */
export interface MiningPurchaseForm {
  readonly planId: number;
  readonly amount: string;
}

export type MiningPurchaseField = 'plan' | 'amount';

/** What a purchase is checked against: the published plans and, when known, the mining balance. */
export interface MiningPurchaseContext {
  readonly plans: readonly MiningPlan[];
  /** What the user holds available in the mining account, in the plan's asset; unknown: unchecked. */
  readonly available?: Decimal;
}

const stepOf = (decimals: number) => new Decimal(1).div(new Decimal(10).pow(decimals));

const validateAmount = (text: string, plan: MiningPlan): E.Either<ValidationError, Decimal> =>
  E.chain((amount: Decimal) =>
    amount.lessThan(plan.minAmount)
      ? E.left(
          validationError('MINING.BELOW_MIN_AMOUNT', 'validation.amountMinimum', {
            minimum: plan.minAmount.toFixed(),
          }),
        )
      : E.right(amount),
  )(
    steppedNumber(text, stepOf(plan.decimals), () =>
      validationError('MINING.AMOUNT_STEP', 'validation.amountStep', {
        step: stepOf(plan.decimals).toFixed(),
      }),
    ),
  );

/**
 * A purchase: a published plan, an amount in the asset's decimals of at least the plan's minimum
 * single amount and, when the balance is known, covered by the mining account. The server checks
 * the same function before it locks anything.
 *
 * @example validateMiningPurchase({ planId: 1, amount: '10000' }, { plans }) // right({ planId: 1, amount: 10000 })
 */
export const validateMiningPurchase = (
  form: MiningPurchaseForm,
  context: MiningPurchaseContext,
): E.Either<FieldErrors<MiningPurchaseField>, MiningDraft> => {
  const plan = context.plans.find((offered) => offered.id === form.planId);
  if (plan === undefined)
    return E.left({ plan: validationError('MINING.UNKNOWN_PLAN', 'validation.required') });
  const amount = validateAmount(form.amount, plan);
  if (E.isLeft(amount)) return E.left({ amount: amount.left });
  if (context.available !== undefined && amount.right.greaterThan(context.available))
    return E.left({
      amount: validationError('WALLET.INSUFFICIENT_BALANCE', 'validation.insufficientBalance'),
    });
  return E.right({ planId: plan.id, amount: amount.right });
};

/**
 * An early redemption at `now`: only an active order with days of its lock left (a matured one is
 * released by the exchange, without a penalty), at the penalty core's `miningRedemptionPreview`
 * computes, which the exchange charges only if it still is the penalty then.
 */
export const validateMiningRedemption = (
  order: MiningOrder,
  now: number,
): E.Either<ValidationError, MiningRedemption> => {
  if (order.state !== 'active') return E.left(validationError('MINING.ORDER_ENDED', 'mining.orderEnded'));
  const preview = miningRedemptionPreview(order, now);
  if (preview.remainingDays === 0)
    return E.left(validationError('MINING.ALREADY_MATURED', 'mining.alreadyMatured'));
  return E.right({ orderId: order.id, penalty: preview.penalty });
};
