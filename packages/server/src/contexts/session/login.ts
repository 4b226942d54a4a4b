import { validateLogin } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import { translate } from '../../i18n/index.js';
import { firstError, type Handlers, ok, reject, rejectInvalid, withSession } from '../handler.js';
import type { SessionDeps } from './deps.js';
import { passwordBudgets } from './throttles.js';
import { openLoginChallenge } from './two-factor.js';
import { accountKeyOf, findByLogin, loadUserInfo } from './users.js';

export const createLoginHandlers = (deps: SessionDeps): Pick<Handlers, 'login' | 'logout' | 'userInfo'> => ({
  login: async (params, context) => {
    const form = validateLogin({ userString: params.user_string, password: params.password });
    if (E.isLeft(form)) return rejectInvalid(firstError(form.left));
    const { userString, password } = form.right;

    const user = await findByLogin(deps.db, userString);
    // The attempt is counted before the slow check, so parallel guesses cannot outrun the count.
    const admitted = await deps.gate.admit(
      passwordBudgets(accountKeyOf(user, userString), context.ip),
      context,
    );
    if (E.isLeft(admitted)) return admitted;
    const attempt = admitted.right;

    // Unknown accounts cost a hash check too, and get the same answer as a wrong password.
    const valid =
      user === undefined
        ? await deps.passwords.verifyNobody(password)
        : await deps.passwords.verify(user.password_hash, password);
    if (E.isLeft(valid)) {
      await attempt.cancelled();
      return valid;
    }
    if (user === undefined || !valid.right) return reject('SESSION.LOGIN_FAILED');
    await attempt.succeeded();
    // With two-factor authentication on, the password opens no session: a challenge waits for the code.
    if (await deps.twoFactor.isOn(user.id)) {
      const challenge = await openLoginChallenge(deps.db, user.id, deps.clock.now());
      return ok({
        two_factor: true,
        challenge: challenge.token,
        expires_at: challenge.expiresAt.toISOString(),
      });
    }
    return ok(await deps.sessions.open(user.id, context));
  },

  logout: withSession(async (_params, context, session) => {
    await deps.sessions.revoke(session.tokenHash);
    return ok(translate(context.lang, 'SESSION.LOGGED_OUT'));
  }),

  userInfo: withSession(async (_params, _context, session) => {
    const info = await loadUserInfo(deps.db, session.userId, deps.clock.now());
    return info === undefined ? E.left({ kind: 'notLoggedIn' }) : ok(info);
  }),
});
