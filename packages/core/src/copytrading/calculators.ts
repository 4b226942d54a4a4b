import { Decimal, type DecimalInput } from '../shared/decimal.js';
import { amountOf } from '../shared/money.js';

/** `ratio`: a multiple of the trader's lots; `fixed`: the same lots every time. */
export type CopyMode = 'ratio' | 'fixed';

/** Spec §9: proportional lots are rounded to two decimals. */
export const COPY_LOTS_DECIMALS = 2;

/**
 * Lots a follower's copy opens: `traderLots × value` rounded half up to two decimals in `ratio`
 * mode, `value` itself in `fixed` mode.
 *
 * @example copyLots({ mode: 'ratio', traderLots: '3', value: '0.335' }) // 1.01 (1.005 rounds up)
 */
export const copyLots = ({
  mode,
  traderLots,
  value,
}: {
  mode: CopyMode;
  traderLots: DecimalInput;
  value: DecimalInput;
}): Decimal =>
  mode === 'fixed'
    ? amountOf(value, 'value', 'nonNegative')
    : amountOf(traderLots, 'traderLots', 'nonNegative')
        .mul(amountOf(value, 'value', 'nonNegative'))
        .toDecimalPlaces(COPY_LOTS_DECIMALS, Decimal.ROUND_HALF_UP);
