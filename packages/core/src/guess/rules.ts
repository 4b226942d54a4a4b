import * as E from '#fp-ts/Either.js';
import type { Decimal } from '../shared/decimal.js';
import { type FieldErrors, validationError } from '../shared/validation.js';
import { validateAmount } from '../wallet/rules.js';
import { guessPhaseOf } from './calculators.js';
import type { GuessDraft, GuessQuestion } from './model.js';

/** The bet sheet as filled in (spec §3: the bet amount). */
export interface GuessBetForm {
  readonly questionId: number;
  readonly pick: string;
  readonly stake: string;
}

export type GuessBetField = 'question' | 'pick' | 'stake';

/** What a bet is checked against: the questions, the exchange's time and, when known, the balance. */
export interface GuessBetContext {
  readonly questions: readonly GuessQuestion[];
  /** The exchange's time in milliseconds. */
  readonly now: number;
  /** What the user holds available in the balance account, in the question's asset; unknown: unchecked. */
  readonly available?: Decimal;
}

/**
 * A bet: a question still taking guesses (not before it opens, not from its cut-off), one of its
 * picks, and a stake in its asset's decimals between its minimum and maximum that, when the
 * balance is known, the balance covers. The server checks the same function before it freezes
 * the stake.
 *
 * @example validateGuessBet({ questionId: 3, pick: 'above', stake: '25' }, { questions, now }) // right({ questionId: 3, pick: 'above', stake: 25 })
 */
export const validateGuessBet = (
  form: GuessBetForm,
  context: GuessBetContext,
): E.Either<FieldErrors<GuessBetField>, GuessDraft> => {
  const question = context.questions.find((listed) => listed.id === form.questionId);
  if (question === undefined)
    return E.left({ question: validationError('GUESS.UNKNOWN_QUESTION', 'validation.required') });
  const phase = guessPhaseOf(question, context.now);
  if (phase === 'not_started')
    return E.left({ question: validationError('GUESS.NOT_STARTED', 'guess.notStarted') });
  if (phase !== 'guessing') return E.left({ question: validationError('GUESS.CUT_OFF', 'guess.cutOff') });
  const errors: FieldErrors<GuessBetField> = {};
  if (!question.picks.includes(form.pick))
    errors.pick = validationError('GUESS.CHOOSE_PICK', 'guess.choosePick');
  const stake = validateAmount(form.stake.trim(), {
    precision: question.decimals,
    minimum: question.minStake,
  });
  if (E.isLeft(stake)) errors.stake = stake.left;
  // Past the maximum says so before the balance: more money would not help.
  else if (stake.right.gt(question.maxStake))
    errors.stake = validationError('GUESS.ABOVE_MAX_STAKE', 'guess.aboveMaxStake', {
      maximum: question.maxStake.toFixed(),
    });
  else if (context.available !== undefined && stake.right.gt(context.available))
    errors.stake = validationError('WALLET.INSUFFICIENT_BALANCE', 'validation.insufficientBalance');
  if (Object.keys(errors).length > 0 || E.isLeft(stake)) return E.left(errors);
  return E.right({ questionId: question.id, pick: form.pick, stake: stake.right });
};
