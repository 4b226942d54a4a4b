import { validateSecondFactor } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import { inTransaction } from '../../db/transaction.js';
import { type Handlers, ok, reject, rejectInvalid } from '../handler.js';
import type { SessionDeps } from './deps.js';
import { secondFactorBudgets } from './throttles.js';
import { challengeUser, spendChallenge, takeChallengeGuess } from './two-factor.js';

/**
 * The second step of a sign-in with two-factor authentication on: the password step's challenge
 * and a code. The attempt is admitted under the second-factor budgets and the challenge's guess
 * taken before the code is compared; the code (its time step, or the recovery code) and the
 * challenge are spent together in one transaction, each by a conditional UPDATE, so one code signs
 * in once however many requests carry it.
 */
export const createSecondFactorHandlers = (deps: SessionDeps): Pick<Handlers, 'loginSecondFactor'> => ({
  loginSecondFactor: async (params, context) => {
    const code = validateSecondFactor(params.code);
    if (E.isLeft(code)) return rejectInvalid(code.left);
    const userId = await challengeUser(deps.db, params.challenge, deps.clock.now());
    if (userId === undefined) return reject('SESSION.LOGIN_CHALLENGE_EXPIRED');

    const admitted = await deps.gate.admit(secondFactorBudgets(userId, context.ip), context);
    if (E.isLeft(admitted)) return admitted;
    const attempt = admitted.right;
    // Past its guesses (or spent meanwhile) a challenge is over: only the password starts another.
    if ((await takeChallengeGuess(deps.db, params.challenge, deps.clock.now())) === undefined) {
      await attempt.cancelled();
      return reject('SESSION.LOGIN_CHALLENGE_EXPIRED');
    }

    const proof = await deps.twoFactor.check(userId, code.right);
    if (proof === undefined) return reject('SESSION.TWO_FACTOR_CODE_INVALID');
    const signedIn = await inTransaction(deps.db, async (trx) => {
      // A parallel request with the same code, or one that completed this challenge, got there first.
      if (!(await deps.twoFactor.spend(trx, userId, proof))) return reject('SESSION.TWO_FACTOR_CODE_INVALID');
      if (!(await spendChallenge(trx, params.challenge, deps.clock.now())))
        return reject('SESSION.LOGIN_CHALLENGE_EXPIRED');
      return ok(undefined);
    });
    if (E.isLeft(signedIn)) {
      if (signedIn.left.kind === 'rejected' && signedIn.left.code === 'SESSION.LOGIN_CHALLENGE_EXPIRED')
        await attempt.cancelled();
      return signedIn;
    }
    await attempt.succeeded();
    return ok(await deps.sessions.open(userId, context));
  },
});
