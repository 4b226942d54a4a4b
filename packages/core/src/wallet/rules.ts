import * as E from 'fp-ts/lib/Either.js';
import { Decimal } from '../shared/decimal.js';
import { isValidAmountText } from '../shared/format.js';
import { type FieldErrors, type ValidationError, validationError } from '../shared/validation.js';
import type { DepositRequest, Transfer, WalletAccount } from './model.js';
import { WalletAccounts } from './model.js';

/** What an amount is checked against besides its spelling. */
export interface AmountLimits {
  /** Decimal places the asset allows. */
  readonly precision: number;
  /** The smallest amount accepted (inclusive), when there is one. */
  readonly minimum?: Decimal;
  /** What the user can spend: more is "insufficient balance". */
  readonly available?: Decimal;
}

const decimalPlaces = (text: string): number => text.split('.')[1]?.length ?? 0;

/**
 * An amount a user typed or a request carried (spec §5): the amount pattern (no signs, exponents,
 * hex, blanks, NaN or Infinity), more than zero, no more decimals than the asset has, at least the
 * minimum and at most what is available, checked in that order so the message names the first
 * thing to fix.
 *
 * @example validateAmount('0.5', { precision: 8, available: new Decimal(1) }) // right(0.5)
 * @example validateAmount('1e3', { precision: 8 }) // left(WALLET.AMOUNT_FORMAT)
 */
export const validateAmount = (text: string, limits: AmountLimits): E.Either<ValidationError, Decimal> => {
  if (text.trim() === '') return E.left(validationError('SHARED.REQUIRED', 'validation.required'));
  if (!isValidAmountText(text))
    return E.left(validationError('WALLET.AMOUNT_FORMAT', 'validation.amountFormat'));
  const amount = new Decimal(text);
  if (amount.isZero())
    return E.left(validationError('WALLET.AMOUNT_NOT_POSITIVE', 'validation.amountPositive'));
  if (decimalPlaces(text) > limits.precision)
    return E.left(
      validationError('WALLET.AMOUNT_PRECISION', 'validation.amountPrecision', {
        precision: limits.precision,
      }),
    );
  if (limits.minimum !== undefined && amount.lessThan(limits.minimum))
    return E.left(
      validationError('WALLET.AMOUNT_BELOW_MINIMUM', 'validation.amountMinimum', {
        minimum: limits.minimum.toFixed(),
      }),
    );
  if (limits.available !== undefined && amount.greaterThan(limits.available))
    return E.left(validationError('WALLET.INSUFFICIENT_BALANCE', 'validation.insufficientBalance'));
  return E.right(amount);
};

export const isWalletAccount = (value: string): value is WalletAccount =>
  (WalletAccounts as readonly string[]).includes(value);

/** A transfer as a form holds it: the amount still as typed. */
export interface TransferDraft {
  readonly assetId: number;
  readonly amount: string;
  readonly from: WalletAccount;
  readonly to: WalletAccount;
}

/**
 * A transfer between two of the user's accounts: a valid amount of the asset, no more than the
 * source account's available balance (when known), between two different accounts.
 */
export const validateTransfer = (
  draft: TransferDraft,
  limits: Pick<AmountLimits, 'precision' | 'available'>,
): E.Either<FieldErrors<'amount' | 'to'>, Transfer> => {
  const amount = validateAmount(draft.amount, limits);
  const sameAccount = draft.from === draft.to;
  if (E.isRight(amount) && !sameAccount)
    return E.right({ assetId: draft.assetId, amount: amount.right, from: draft.from, to: draft.to });
  return E.left({
    ...(E.isLeft(amount) ? { amount: amount.left } : {}),
    ...(sameAccount ? { to: validationError('WALLET.SAME_ACCOUNT', 'validation.sameAccount') } : {}),
  });
};

/** A deposit request as the form holds it: the amount as typed, the proof's upload path or ''. */
export interface DepositDraft {
  readonly coinId: number;
  readonly amount: string;
  readonly proof: string;
}

/**
 * "I have paid": a valid amount of the asset (its precision; no balance to check against) and the
 * uploaded payment proof (spec §5, "upload payment voucher"), every field's error at once.
 */
export const validateDepositRequest = (
  draft: DepositDraft,
  limits: { readonly precision: number },
): E.Either<FieldErrors<'amount' | 'proof'>, DepositRequest> => {
  const amount = validateAmount(draft.amount, limits);
  const proofMissing = draft.proof === '';
  if (E.isRight(amount) && !proofMissing)
    return E.right({ coinId: draft.coinId, amount: amount.right, proof: draft.proof });
  return E.left({
    ...(E.isLeft(amount) ? { amount: amount.left } : {}),
    ...(proofMissing ? { proof: validationError('WALLET.PROOF_REQUIRED', 'validation.proofRequired') } : {}),
  });
};
