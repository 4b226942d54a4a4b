import { holdEndsAt, validatePasswordReset } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import { translate } from '../../i18n/index.js';
import { firstError, type Handlers, type Outcome, ok, reject, rejectInvalid } from '../handler.js';
import { matchCodes, useCodes } from './codes.js';
import type { SessionDeps } from './deps.js';
import { isCommonPassword } from './passwords.js';
import { revokeAllSessions } from './sessions.js';
import { codeBudgets } from './throttles.js';
import { accountKeyOf, addressesOf, findByLogin } from './users.js';

export const createForgetHandlers = (deps: SessionDeps): Pick<Handlers, 'forget'> => ({
  forget: async (params, context) => {
    const form = validatePasswordReset({
      userString: params.user_string,
      code: params.code,
      password: params.password,
      rePassword: params.re_password,
    });
    if (E.isLeft(form)) return rejectInvalid(firstError(form.left));
    const request = form.right;
    if (isCommonPassword(request.password)) return reject('SESSION.PASSWORD_TOO_COMMON');

    const user = await findByLogin(deps.db, request.userString);
    const admitted = await deps.gate.admit(
      codeBudgets(accountKeyOf(user, request.userString), context.ip),
      context,
    );
    if (E.isLeft(admitted)) return admitted;
    const attempt = admitted.right;
    // An unknown account answers exactly like a wrong code.
    if (user === undefined) return reject('SESSION.CODE_INVALID');

    // The code is checked before the new password is hashed: wrong codes cost no hashing.
    const guesser = { now: deps.clock.now(), address: context.ip };
    const matched = await matchCodes(
      deps.db,
      [{ targets: addressesOf(user), scene: 'forget', code: request.code }],
      guesser,
    );
    if (E.isLeft(matched)) return reject(matched.left.failure);
    const passwordHash = await deps.passwords.hash(request.password);
    if (E.isLeft(passwordHash)) return passwordHash;

    const now = deps.clock.now();
    const outcome = await deps.db.transaction().execute(async (trx): Promise<Outcome<void>> => {
      const used = await useCodes(trx, matched.right, now);
      if (E.isLeft(used)) return reject(used.left.failure);
      // A reset is a credential change like any other: withdrawals wait 24 hours.
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash.right, withdrawals_held_until: holdEndsAt(now) })
        .where('id', '=', user.id)
        .execute();
      await revokeAllSessions(trx, user.id, now);
      return ok(undefined);
    });
    if (E.isLeft(outcome)) return outcome;
    await attempt.succeeded();
    return ok(translate(context.lang, 'SESSION.PASSWORD_RESET'));
  },
});
