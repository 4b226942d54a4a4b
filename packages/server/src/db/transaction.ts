import * as E from 'fp-ts/lib/Either.js';
import type { Kysely, Transaction } from 'kysely';
import type { Outcome } from '../contexts/handler.js';
import type { Database } from './schema.js';

/** SQLSTATEs that mean "nothing happened, run it again": serialization failure and deadlock. */
const RETRYABLE_STATES = new Set(['40001', '40P01']);

export const isRetryableConflict = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  typeof error.code === 'string' &&
  RETRYABLE_STATES.has(error.code);

/** Carries a refusal out of Kysely's transaction callback, so the transaction rolls back. */
class Refused {
  constructor(readonly outcome: Outcome<never>) {}
}

/** A conflict the database resolved by aborting us is retried this many times in all. */
const ATTEMPTS = 10;

const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * 2 ** Math.min(attempt, 6)));

/**
 * Runs `attempt` again, after a short random pause, when the database resolved a conflict by
 * aborting it (another transaction won a race): that is not the caller's fault, never a 5xx.
 */
export const withRetries = async <A>(attempt: () => Promise<A>): Promise<A> => {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (tries >= ATTEMPTS || !isRetryableConflict(error)) throw error;
      await pause(tries);
    }
  }
};

/**
 * Runs `work` in one transaction: committed when it answers a value, rolled back when it answers a
 * refusal or throws. A serialization failure or deadlock runs the whole transaction again.
 */
export const inTransaction = async <A>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<Outcome<A>>,
): Promise<Outcome<A>> => {
  try {
    return await withRetries(() =>
      db.transaction().execute(async (trx) => {
        const outcome = await work(trx);
        if (E.isLeft(outcome)) throw new Refused(outcome);
        return outcome;
      }),
    );
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
};
