import { type Outcome, reject } from '../handler.js';
import { InsufficientFunds } from './ledger.js';

/**
 * Runs work that posts journals, answering "insufficient balance" when one would take a user's
 * account below zero. The caller's transaction then rolls back whatever the work had written.
 */
export const spending = async <A>(work: () => Promise<Outcome<A>>): Promise<Outcome<A>> => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof InsufficientFunds) return reject('WALLET.INSUFFICIENT_BALANCE');
    throw error;
  }
};
