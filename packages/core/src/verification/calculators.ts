import type { VerificationLevel } from '../session/model.js';
import { Decimal, type DecimalInput } from '../shared/decimal.js';
import { amountOf } from '../shared/money.js';

/** Spec §6: what may be withdrawn in any 24 hours, in BTC, by verification level. */
export const WITHDRAWAL_LIMIT_24H_BTC: Readonly<Record<VerificationLevel, Decimal>> = {
  0: new Decimal(0),
  1: new Decimal(200),
  2: new Decimal(500),
};

/** Spec §6: the largest single fiat trade, in USDT, by verification level. */
export const FIAT_SINGLE_LIMIT_USDT: Readonly<Record<VerificationLevel, Decimal>> = {
  0: new Decimal(0),
  1: new Decimal(2_000),
  2: new Decimal(1_000_000),
};

/**
 * What may still be withdrawn in the current 24 hours: the level's limit less what was withdrawn,
 * never negative (a limit lowered after withdrawals leaves 0, not a debt).
 *
 * @example withdrawalAllowance({ level: 1, withdrawnLast24hBtc: '150.5' }) // 49.5
 */
export const withdrawalAllowance = ({
  level,
  withdrawnLast24hBtc,
}: {
  level: VerificationLevel;
  withdrawnLast24hBtc: DecimalInput;
}): Decimal =>
  Decimal.max(
    WITHDRAWAL_LIMIT_24H_BTC[level].minus(
      amountOf(withdrawnLast24hBtc, 'withdrawnLast24hBtc', 'nonNegative'),
    ),
    0,
  );

/**
 * The single fiat trade limit of a level.
 *
 * @example fiatSingleLimit(2) // 1000000
 */
export const fiatSingleLimit = (level: VerificationLevel): Decimal => FIAT_SINGLE_LIMIT_USDT[level];
