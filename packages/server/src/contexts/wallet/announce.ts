import * as E from 'fp-ts/lib/Either.js';
import type { Outcome } from '../handler.js';
import type { BalanceEvents } from './deps.js';

/**
 * Tells the user's devices their balances changed once a money move has committed (never before:
 * a reload must find the change). `userOf` names whose balances the answer moved.
 */
export const announced = async <A>(
  events: BalanceEvents,
  userOf: (value: A) => number,
  move: Promise<Outcome<A>>,
): Promise<Outcome<A>> => {
  const outcome = await move;
  if (E.isRight(outcome)) events.changed(userOf(outcome.right));
  return outcome;
};
