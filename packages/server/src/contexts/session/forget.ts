import { validatePasswordReset } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import { translate } from '../../i18n/index.js';
import {
  firstError,
  type Handlers,
  type Outcome,
  ok,
  rateLimited,
  reject,
  rejectInvalid,
} from '../handler.js';
import { redeemCode } from './codes.js';
import type { SessionDeps } from './deps.js';
import { revokeAllSessions } from './sessions.js';
import { addressesOf, findByLogin } from './users.js';

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
    const account = request.userString.toLowerCase();
    const wait = deps.throttles.codes.retryAfterMs(account, context.ip);
    if (wait > 0) return rateLimited(wait);

    // Hashed whether or not the account exists, so the answer's timing does not tell.
    const passwordHash = await deps.passwords.hash(request.password);
    const user = await findByLogin(deps.db, request.userString);
    const now = deps.clock.now();
    // An unknown account answers exactly like a wrong code.
    const outcome: Outcome<void> =
      user === undefined
        ? reject('SESSION.CODE_INVALID')
        : await deps.db.transaction().execute(async (trx): Promise<Outcome<void>> => {
            const redeemed = await redeemCode(trx, {
              targets: addressesOf(user),
              scene: 'forget',
              code: request.code,
              now,
            });
            if (E.isLeft(redeemed)) return reject(redeemed.left);
            await trx
              .updateTable('users')
              .set({ password_hash: passwordHash })
              .where('id', '=', user.id)
              .execute();
            await revokeAllSessions(trx, user.id, now);
            return ok(undefined);
          });
    if (E.isLeft(outcome)) {
      deps.throttles.codes.failed(account, context.ip);
      return outcome;
    }
    deps.throttles.codes.succeeded(account, context.ip);
    return ok(translate(context.lang, 'SESSION.PASSWORD_RESET'));
  },
});
