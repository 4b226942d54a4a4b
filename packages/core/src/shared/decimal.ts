import { Decimal as DecimalJs } from 'decimal.js';
import * as E from '#fp-ts/Either.js';
import { type ValidationError, validationError } from './validation.js';

/**
 * The one decimal type for money and quantities. 50 significant digits is far above any
 * currency's precision, so intermediate products never round before the calculator decides.
 * `toString()` never switches to exponent notation within the range money uses.
 */
export const Decimal = /* @__PURE__ */ DecimalJs.clone({
  precision: 50,
  rounding: DecimalJs.ROUND_HALF_UP,
  toExpNeg: -40,
  toExpPos: 40,
});
export type Decimal = InstanceType<typeof Decimal>;

export type DecimalInput = Decimal | string;

/** Use when a value is already known to be a valid decimal (constants, decoded wire data). */
export const decimal = (value: DecimalInput): Decimal => new Decimal(value);

const DECIMAL_TEXT = /^-?(0|[1-9]\d*)(\.\d+)?$/;

/** Parses user or wire text; refuses exponents, blanks, NaN and Infinity instead of guessing. */
export const parseDecimal = (text: string): E.Either<ValidationError, Decimal> =>
  DECIMAL_TEXT.test(text.trim())
    ? E.right(new Decimal(text.trim()))
    : E.left(validationError('SHARED.INVALID_DECIMAL', 'validation.invalidNumber'));
