import { validateLogin } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import { translate } from '../../i18n/index.js';
import {
  firstError,
  type Handlers,
  ok,
  rateLimited,
  reject,
  rejectInvalid,
  withSession,
} from '../handler.js';
import type { SessionDeps } from './deps.js';
import { findByLogin, loadUserInfo } from './users.js';

export const createLoginHandlers = (deps: SessionDeps): Pick<Handlers, 'login' | 'logout' | 'userInfo'> => ({
  login: async (params, context) => {
    const form = validateLogin({ userString: params.user_string, password: params.password });
    if (E.isLeft(form)) return rejectInvalid(firstError(form.left));
    const { userString, password } = form.right;
    const account = userString.toLowerCase();
    const wait = deps.throttles.login.retryAfterMs(account, context.ip);
    if (wait > 0) return rateLimited(wait);

    const user = await findByLogin(deps.db, userString);
    // Unknown accounts cost a hash check too, and get the same answer as a wrong password.
    const valid =
      user === undefined
        ? await deps.passwords.verifyNobody(password)
        : await deps.passwords.verify(user.password_hash, password);
    if (user === undefined || !valid) {
      deps.throttles.login.failed(account, context.ip);
      return reject('SESSION.LOGIN_FAILED');
    }
    deps.throttles.login.succeeded(account, context.ip);
    return ok(await deps.sessions.open(user.id));
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
