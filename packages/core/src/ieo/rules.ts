import * as E from '#fp-ts/Either.js';
import { Decimal } from '../shared/decimal.js';
import { steppedNumber } from '../shared/stepped-number.js';
import { type FieldErrors, validationError } from '../shared/validation.js';
import { ieoCostOf, ieoPhaseOf } from './calculators.js';
import type { IeoDraft, IeoProject } from './model.js';

/** The subscription sheet as filled in. */
export interface IeoSubscriptionForm {
  readonly projectId: number;
  /** Tokens to apply for. */
  readonly amount: string;
}

export type IeoSubscriptionField = 'project' | 'amount';

/** What a subscription is checked against: the projects, the exchange's time and, when known, the balance. */
export interface IeoSubscriptionContext {
  readonly projects: readonly IeoProject[];
  /** The exchange's time in milliseconds. */
  readonly now: number;
  /** What the user holds available in the balance account, in the project's pay asset; unknown: unchecked. */
  readonly available?: Decimal;
}

const stepOf = (decimals: number) => new Decimal(1).div(new Decimal(10).pow(decimals));

/**
 * A subscription: a project whose subscription is open (not in warm-up, not finished), tokens on
 * the token's step and at least the project's minimum and, when the balance is known, a cost
 * (core's `ieoCostOf`) it covers. The server checks the same function before it freezes anything.
 *
 * @example validateIeoSubscription({ projectId: 1, amount: '1500' }, { projects, now }) // right({ projectId: 1, amount: 1500 })
 */
export const validateIeoSubscription = (
  form: IeoSubscriptionForm,
  context: IeoSubscriptionContext,
): E.Either<FieldErrors<IeoSubscriptionField>, IeoDraft> => {
  const project = context.projects.find((listed) => listed.id === form.projectId);
  if (project === undefined)
    return E.left({ project: validationError('IEO.UNKNOWN_PROJECT', 'validation.required') });
  const phase = ieoPhaseOf(project, context.now);
  if (phase === 'warmup') return E.left({ project: validationError('IEO.NOT_STARTED', 'ieo.notStarted') });
  if (phase === 'finished') return E.left({ project: validationError('IEO.ENDED', 'ieo.ended') });
  const step = stepOf(project.tokenDecimals);
  const amount = steppedNumber(form.amount, step, () =>
    validationError('IEO.AMOUNT_STEP', 'validation.amountStep', { step: step.toFixed() }),
  );
  if (E.isLeft(amount)) return E.left({ amount: amount.left });
  if (amount.right.lessThan(project.minAmount))
    return E.left({
      amount: validationError('IEO.BELOW_MIN_AMOUNT', 'validation.amountMinimum', {
        minimum: project.minAmount.toFixed(),
      }),
    });
  if (
    context.available !== undefined &&
    ieoCostOf(amount.right, project.price, project.payDecimals).greaterThan(context.available)
  )
    return E.left({
      amount: validationError('WALLET.INSUFFICIENT_BALANCE', 'validation.insufficientBalance'),
    });
  return E.right({ projectId: project.id, amount: amount.right });
};
