import * as E from '#fp-ts/Either.js';
import type { Decimal } from '../shared/decimal.js';
import { steppedNumber } from '../shared/stepped-number.js';
import { type FieldErrors, type ValidationError, validationError } from '../shared/validation.js';
import { OPTIONS_STAKE_STEP } from './calculators.js';
import type { OptionDirection, OptionDraft, OptionDuration, OptionMarket, PayableCurrency } from './model.js';

/** The order sheet as filled in. */
export interface OptionForm {
  readonly matchId: number;
  readonly currencyId: number;
  readonly direction: OptionDirection;
  readonly seconds: number;
  readonly stake: string;
}

export type OptionField = 'market' | 'currency' | 'seconds' | 'stake';

/** What an order is checked against: the published offer and, when known, the user's balance. */
export interface OptionOrderContext {
  readonly markets: readonly OptionMarket[];
  readonly currencies: readonly PayableCurrency[];
  readonly durations: readonly OptionDuration[];
  /** What the user can stake from the options account; unknown (not signed in): unchecked. */
  readonly available?: Decimal;
}

/** A stake as typed: the amount pattern, above zero, in steps of 0.01, at least the duration's minimum. */
const validateStake = (
  text: string,
  duration: OptionDuration | undefined,
): E.Either<ValidationError, Decimal> =>
  E.chain((stake: Decimal) =>
    duration !== undefined && stake.lessThan(duration.minStake)
      ? E.left(
          validationError('OPTIONS.BELOW_MIN_STAKE', 'validation.amountMinimum', {
            minimum: duration.minStake.toFixed(),
          }),
        )
      : E.right(stake),
  )(
    steppedNumber(text, OPTIONS_STAKE_STEP, () =>
      validationError('OPTIONS.STAKE_STEP', 'validation.amountStep', { step: OPTIONS_STAKE_STEP.toFixed() }),
    ),
  );

/**
 * A whole order: a market and a payment coin on offer, a duration on offer, a stake that meets the
 * duration's minimum and, when the balance is known, is covered by it. The server checks the same
 * function before it accepts an order.
 *
 * @example validateOptionOrder({ matchId: 1, currencyId: 3, direction: 'up', seconds: 30, stake: '100' }, context) // right(draft)
 */
export const validateOptionOrder = (
  form: OptionForm,
  context: OptionOrderContext,
): E.Either<FieldErrors<OptionField>, OptionDraft> => {
  const errors: FieldErrors<OptionField> = {};
  if (!context.markets.some((market) => market.matchId === form.matchId))
    errors.market = validationError('OPTIONS.UNKNOWN_MARKET', 'validation.required');
  if (!context.currencies.some((currency) => currency.id === form.currencyId))
    errors.currency = validationError('OPTIONS.UNKNOWN_CURRENCY', 'validation.required');
  const duration = context.durations.find((offered) => offered.seconds === form.seconds);
  if (duration === undefined)
    errors.seconds = validationError('OPTIONS.UNKNOWN_DURATION', 'validation.required');
  const stake = validateStake(form.stake, duration);
  if (E.isLeft(stake)) errors.stake = stake.left;
  else if (context.available !== undefined && stake.right.greaterThan(context.available))
    errors.stake = validationError('WALLET.INSUFFICIENT_BALANCE', 'validation.insufficientBalance');
  if (Object.keys(errors).length > 0 || E.isLeft(stake)) return E.left(errors);
  return E.right({
    matchId: form.matchId,
    currencyId: form.currencyId,
    direction: form.direction,
    seconds: form.seconds,
    stake: stake.right,
  });
};
