import fc from 'fast-check';

/**
 * Decimal strings built from integers and a scale, so every generated value is exact: `units`
 * between `min` and `max` (inclusive, in whole units) with up to `scale` decimals.
 */
export const decimalString = ({ min, max, scale }: { min: bigint; max: bigint; scale: number }) => {
  const factor = 10n ** BigInt(scale);
  return fc.bigInt({ min: min * factor, max: max * factor }).map((units) => {
    const negative = units < 0n;
    const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
    const whole = digits.slice(0, digits.length - scale);
    const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
    return `${negative ? '-' : ''}${whole}${fraction}`;
  });
};

/** A positive decimal: at least one unit of its last decimal. */
export const positiveDecimal = (max: bigint, scale: number) =>
  decimalString({ min: 0n, max, scale }).filter((text) => /[1-9]/.test(text));

export const nonNegativeDecimal = (max: bigint, scale: number) => decimalString({ min: 0n, max, scale });

/** A rate between 0 and `max` (e.g. 1n for 0–100 %), with up to 6 decimals. */
export const rate = (max = 1n) => nonNegativeDecimal(max, 6);
