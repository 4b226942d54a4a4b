import * as E from '#fp-ts/Either.js';
import { Decimal } from '../shared/decimal.js';
import { isValidAmountText } from '../shared/format.js';
import { type FieldErrors, type ValidationError, validationError } from '../shared/validation.js';
import type {
  AssetNetwork,
  Conversion,
  DepositRequest,
  Transfer,
  WalletAccount,
  WithdrawalDestination,
  WithdrawalRequest,
} from './model.js';
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

/** A withdrawal as its form holds it, before the payment password is asked for. */
export interface WithdrawalDraft {
  readonly coinId: number;
  readonly amount: string;
  /** Null until the user picks a saved address or bank card. */
  readonly destination: WithdrawalDestination | null;
}

/**
 * A withdrawal's form (spec §5 "withdraw amount at least the minimum", "insufficient balance"):
 * somewhere to send it, and an amount of the asset, fee included, from the network's minimum up to
 * what is available. The payment password is asked for after the user confirms.
 */
export const validateWithdrawal = (
  draft: WithdrawalDraft,
  limits: { readonly precision: number; readonly network: AssetNetwork; readonly available: Decimal },
): E.Either<FieldErrors<'amount' | 'destination'>, Omit<WithdrawalRequest, 'payPassword'>> => {
  const amount = validateAmount(draft.amount, {
    precision: limits.precision,
    minimum: limits.network.withdrawMinimum,
    available: limits.available,
  });
  if (E.isRight(amount) && draft.destination !== null)
    return E.right({ coinId: draft.coinId, amount: amount.right, destination: draft.destination });
  return E.left({
    ...(E.isLeft(amount) ? { amount: amount.left } : {}),
    ...(draft.destination === null
      ? { destination: validationError('WALLET.DESTINATION_REQUIRED', 'validation.destinationRequired') }
      : {}),
  });
};

/** A conversion as its form holds it: the amount still as typed. */
export interface ConversionDraft {
  readonly fromId: number;
  readonly toId: number;
  readonly amount: string;
}

/**
 * A conversion between two assets of the balance account: a valid amount of the source, no more
 * than is available of it, into another asset. Without `available` (a quote while typing) only
 * the amount's spelling and precision are checked.
 */
export const validateConversion = (
  draft: ConversionDraft,
  limits: { readonly precision: number; readonly available?: Decimal },
): E.Either<FieldErrors<'amount' | 'to'>, Conversion> => {
  const amount = validateAmount(draft.amount, limits);
  const sameAsset = draft.fromId === draft.toId;
  if (E.isRight(amount) && !sameAsset)
    return E.right({ fromId: draft.fromId, toId: draft.toId, amount: amount.right });
  return E.left({
    ...(E.isLeft(amount) ? { amount: amount.left } : {}),
    ...(sameAsset ? { to: validationError('WALLET.SAME_CURRENCY', 'validation.sameAsset') } : {}),
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
