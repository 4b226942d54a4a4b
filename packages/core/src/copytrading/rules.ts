import * as E from '#fp-ts/Either.js';
import { Decimal } from '../shared/decimal.js';
import { isValidAmountText } from '../shared/format.js';
import { type FieldErrors, validationError } from '../shared/validation.js';
import { COPY_LOTS_DECIMALS, type CopyMode } from './calculators.js';
import { CopyModes, type FollowDraft, type Trader } from './model.js';

/** The follow sheet as filled in. */
export interface FollowForm {
  readonly traderUserId: number;
  readonly mode: string;
  readonly value: string;
  /** The follow agreement (follow/agreement pages) was read and accepted. */
  readonly agreementAccepted: boolean;
}

export type FollowField = 'trader' | 'mode' | 'value' | 'agreement';

/** What a follow is checked against: the listed traders, who is asking, whom they already follow. */
export interface FollowContext {
  readonly traders: readonly Trader[];
  readonly userId: number;
  /** Traders the user follows now. */
  readonly following: readonly number[];
}

/** A multiple or lots per copy: from 0.01 up to this many. */
export const COPY_VALUE_MAX = new Decimal(100);

const isMode = (value: string): value is CopyMode => (CopyModes as readonly string[]).includes(value);

/**
 * A follow (spec §3 `/follow/follow`): a listed trader who is not the user and not followed yet, a
 * mode (a multiple of the trader's lots or fixed lots), a value from 0.01 to 100 with two decimals
 * at most (the lots `copyLots` rounds to), and the agreement accepted; every wrong field at once.
 *
 * @example validateFollow({ traderUserId: 7, mode: 'ratio', value: '0.5', agreementAccepted: true }, { traders, userId: 3, following: [] }) // right({ traderUserId: 7, mode: 'ratio', value: 0.5 })
 */
export const validateFollow = (
  form: FollowForm,
  context: FollowContext,
): E.Either<FieldErrors<FollowField>, FollowDraft> => {
  const errors: FieldErrors<FollowField> = {};
  const trader = context.traders.find((listed) => listed.userId === form.traderUserId);
  if (trader === undefined) errors.trader = validationError('COPY.UNKNOWN_TRADER', 'copy.unknownTrader');
  else if (trader.userId === context.userId) errors.trader = validationError('COPY.SELF', 'copy.self');
  else if (context.following.includes(trader.userId))
    errors.trader = validationError('COPY.ALREADY_FOLLOWING', 'copy.alreadyFollowing');
  const mode = form.mode.trim();
  if (!isMode(mode)) errors.mode = validationError('COPY.CHOOSE_MODE', 'copy.chooseMode');
  const text = form.value.trim();
  const value = isValidAmountText(text) ? new Decimal(text) : undefined;
  if (value === undefined || value.lt(new Decimal(1).div(100)) || value.gt(COPY_VALUE_MAX))
    errors.value = validationError('COPY.VALUE_RANGE', 'copy.valueRange', { max: COPY_VALUE_MAX.toFixed() });
  else if (value.decimalPlaces() > COPY_LOTS_DECIMALS)
    errors.value = validationError('WALLET.AMOUNT_PRECISION', 'validation.amountPrecision', {
      precision: COPY_LOTS_DECIMALS,
    });
  if (!form.agreementAccepted)
    errors.agreement = validationError('COPY.AGREEMENT_REQUIRED', 'copy.agreementRequired');
  if (Object.keys(errors).length > 0 || trader === undefined || value === undefined || !isMode(mode))
    return E.left(errors);
  return E.right({ traderUserId: trader.userId, mode, value });
};

/** The "become a trader" sheet as filled in. */
export interface TraderForm {
  readonly nickname: string;
  /** The trader terms were read and accepted. */
  readonly termsAccepted: boolean;
}

/** A checked application: the nickname followers will see. */
export interface TraderApplication {
  readonly nickname: string;
}

export type TraderField = 'nickname' | 'terms';

/** Letters or digits of any script first, then letters, digits, spaces, `_`, `-` or `.`: 2–20 in all. */
const NICKNAME = /^[\p{L}\p{N}][\p{L}\p{N} _.-]{0,18}[\p{L}\p{N}_.-]$/u;

/**
 * Becoming a trader (spec §6): a public nickname, so the list never shows an email or a mobile,
 * of 2–20 letters (any script), digits, spaces, `_`, `-` or `.`, starting with a letter or digit
 * and not ending in a space; and the trader terms accepted. Every wrong field at once.
 *
 * @example validateTraderApplication({ nickname: ' Ada 7 ', termsAccepted: true }) // right({ nickname: 'Ada 7' })
 */
export const validateTraderApplication = (
  form: TraderForm,
): E.Either<FieldErrors<TraderField>, TraderApplication> => {
  const errors: FieldErrors<TraderField> = {};
  const nickname = form.nickname.trim();
  if (!NICKNAME.test(nickname))
    errors.nickname = validationError('COPY.NICKNAME_FORMAT', 'copy.nicknameFormat', { min: 2, max: 20 });
  if (!form.termsAccepted) errors.terms = validationError('COPY.TERMS_REQUIRED', 'copy.termsRequired');
  return Object.keys(errors).length > 0 ? E.left(errors) : E.right({ nickname });
};
