import * as E from '#fp-ts/Either.js';
import { Decimal } from './decimal.js';
import { isValidAmountText } from './format.js';
import { type ValidationError, validationError } from './validation.js';

/** @example isOnStep(new Decimal('0.30'), new Decimal('0.1')) // true */
export const isOnStep = (value: Decimal, step: Decimal): boolean => value.mod(step).isZero();

/**
 * A positive decimal a user typed (a price, an amount, lots, a stake): required, in the amount
 * pattern (spec §5), above zero, a multiple of `step`; `stepError` says so when it is not.
 *
 * @example steppedNumber('0.35', new Decimal('0.1'), stepError) // left(stepError())
 */
export const steppedNumber = (
  text: string,
  step: Decimal,
  stepError: () => ValidationError,
): E.Either<ValidationError, Decimal> => {
  const trimmed = text.trim();
  if (trimmed === '') return E.left(validationError('SHARED.REQUIRED', 'validation.required'));
  if (!isValidAmountText(trimmed))
    return E.left(validationError('WALLET.AMOUNT_FORMAT', 'validation.amountFormat'));
  const value = new Decimal(trimmed);
  if (value.isZero())
    return E.left(validationError('WALLET.AMOUNT_NOT_POSITIVE', 'validation.amountPositive'));
  return isOnStep(value, step) ? E.right(value) : E.left(stepError());
};
