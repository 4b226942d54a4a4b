import { Decimal, type DecimalInput } from './decimal.js';

const parse = (value: DecimalInput, name: string): Decimal => {
  try {
    const amount = new Decimal(value);
    if (amount.isFinite()) return amount;
  } catch {
    // Reported below with the argument's name, which decimal.js does not know.
  }
  throw new RangeError(`${name} must be a finite decimal, got ${String(value)}`);
};

/**
 * Reads a calculator argument. Calculators assume validated input (rules check it first); a value
 * outside their domain is a bug in the caller, so it throws instead of returning a wrong number.
 */
export const amountOf = (
  value: DecimalInput,
  name: string,
  domain: 'any' | 'nonNegative' | 'positive' = 'any',
): Decimal => {
  const amount = parse(value, name);
  if (domain === 'nonNegative' && amount.isNegative() && !amount.isZero()) {
    throw new RangeError(`${name} must not be negative, got ${amount.toFixed()}`);
  }
  if (domain === 'positive' && (amount.isNegative() || amount.isZero())) {
    throw new RangeError(`${name} must be positive, got ${amount.toFixed()}`);
  }
  return amount;
};

export interface Credit {
  /** What the account receives: the payout rounded down to the currency's precision. */
  readonly credited: Decimal;
  /** What rounding left over; the ledger books it to the platform's dust account. */
  readonly dust: Decimal;
}

/**
 * The ledger's crediting rule: a payout is rounded down to the currency's precision and the
 * remainder is recorded as platform dust, so `credited + dust = amount` and nothing is created.
 *
 * @example roundForCredit({ amount: '1.23456789', precision: 4 }) // { credited: 1.2345, dust: 0.00006789 }
 */
export const roundForCredit = ({
  amount,
  precision,
}: {
  amount: DecimalInput;
  precision: number;
}): Credit => {
  const exact = amountOf(amount, 'amount', 'nonNegative');
  if (!Number.isInteger(precision) || precision < 0)
    throw new RangeError('precision must be a whole number ≥ 0');
  const credited = exact.toDecimalPlaces(precision, Decimal.ROUND_DOWN);
  return { credited, dust: exact.minus(credited) };
};
