import { Decimal, type DecimalInput } from '../shared/decimal.js';
import { amountOf } from '../shared/money.js';
import type { IeoPhase, IeoProject, IeoSubscriptionPreview } from './model.js';

/** The version of these calculators every allocation records. */
export const IEO_CALCULATOR_VERSION = 'ieo/1';

/** A project's phase at `now` (milliseconds): warm-up, in progress, finished. */
export const ieoPhaseOf = (project: Pick<IeoProject, 'startsAt' | 'endsAt'>, now: number): IeoPhase =>
  now < Date.parse(project.startsAt)
    ? 'warmup'
    : now < Date.parse(project.endsAt)
      ? 'in_progress'
      : 'finished';

/**
 * What `amount` tokens cost at `price`, rounded up to the pay asset's decimals (the projects'
 * prices keep it exact on the token's step; rounding up never lets a payment fall short).
 *
 * @example ieoCostOf('1500', '0.05', 6) // 75
 */
export const ieoCostOf = (amount: DecimalInput, price: DecimalInput, payDecimals: number): Decimal =>
  amountOf(amount, 'amount', 'nonNegative')
    .mul(amountOf(price, 'price', 'positive'))
    .toDecimalPlaces(payDecimals, Decimal.ROUND_UP);

/** One application's passed tokens: all of it, or its pro-rata share rounded down when `applied` exceeds `total`. */
const passedOf = (amount: Decimal, total: Decimal, applied: Decimal, tokenDecimals: number): Decimal =>
  applied.greaterThan(total)
    ? amount.mul(total).div(applied).toDecimalPlaces(tokenDecimals, Decimal.ROUND_DOWN)
    : amount;

export interface IeoAllocationInput {
  readonly totalIssuance: DecimalInput;
  readonly tokenDecimals: number;
  /** Every subscription of the project: its id and the tokens it applied for. */
  readonly subscriptions: readonly { readonly id: number; readonly amount: DecimalInput }[];
}

export interface IeoAllocation {
  readonly applied: Decimal;
  readonly allocated: Decimal;
  readonly oversubscribed: boolean;
  /** Tokens passed per subscription id. */
  readonly passed: ReadonlyMap<number, Decimal>;
}

/**
 * The published allocation rule (spec §4, issue 13): when the applications fit the issuance, each
 * subscription passes what it applied for; when they exceed it, each passes
 * `amount × totalIssuance / applied` rounded down to the token's decimals, so anyone can recompute
 * their share from their application and the two published totals. What rounding down leaves is
 * not issued. The rest of each payment is refunded (`ieoRefundOf`).
 *
 * @example ieoAllocation({ totalIssuance: '1000', tokenDecimals: 2,
 *   subscriptions: [{ id: 1, amount: '1500' }, { id: 2, amount: '500' }] })
 * // applied 2000, oversubscribed, passed 1 → 750, 2 → 250
 */
export const ieoAllocation = (input: IeoAllocationInput): IeoAllocation => {
  if (!Number.isInteger(input.tokenDecimals) || input.tokenDecimals < 0)
    throw new RangeError('tokenDecimals must be a whole number ≥ 0');
  const total = amountOf(input.totalIssuance, 'totalIssuance', 'positive');
  const amounts = input.subscriptions.map(({ id, amount }) => ({
    id,
    amount: amountOf(amount, 'amount', 'positive'),
  }));
  const applied = amounts.reduce((sum, { amount }) => sum.plus(amount), new Decimal(0));
  const passed = new Map(
    amounts.map(({ id, amount }) => [id, passedOf(amount, total, applied, input.tokenDecimals)]),
  );
  const allocated = [...passed.values()].reduce((sum, tokens) => sum.plus(tokens), new Decimal(0));
  return { applied, allocated, oversubscribed: applied.greaterThan(total), passed };
};

/** What comes back of a payment when `passed` tokens of it were allocated: `paid − cost(passed)`. */
export const ieoRefundOf = (
  paid: DecimalInput,
  passed: DecimalInput,
  price: DecimalInput,
  payDecimals: number,
): Decimal => amountOf(paid, 'paid', 'nonNegative').minus(ieoCostOf(passed, price, payDecimals));

/**
 * Before subscribing: the cost, and what this subscription would pass if the project closed now
 * with the applications it has (more applications can only lower it when oversubscribed).
 *
 * @example ieoSubscriptionPreview(novaProjectWith1500Applied, new Decimal('500')) // cost 25, applied 2000, 250 passed of a 1000 issue
 */
export const ieoSubscriptionPreview = (
  project: Pick<IeoProject, 'applied' | 'totalIssuance' | 'tokenDecimals' | 'price' | 'payDecimals'>,
  amount: Decimal,
): IeoSubscriptionPreview => {
  const appliedWith = project.applied.plus(amount);
  return {
    cost: ieoCostOf(amount, project.price, project.payDecimals),
    appliedWith,
    oversubscribed: appliedWith.greaterThan(project.totalIssuance),
    passedIfClosedNow: passedOf(amount, project.totalIssuance, appliedWith, project.tokenDecimals),
  };
};
