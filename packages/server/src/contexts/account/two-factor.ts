import { holdEndsAt, validateSecondFactor, validateTwoFactorEnable } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import { inTransaction } from '../../db/transaction.js';
import { translate } from '../../i18n/index.js';
import { firstError, type Handlers, ok, reject, rejectInvalid, withSession } from '../handler.js';
import { passwordBudgets, secondFactorBudgets } from '../session/index.js';
import { findUser, guardedCheck } from './code-checks.js';
import type { AccountDeps } from './deps.js';

type TwoFactorEndpoint = 'twoFactorStatus' | 'startTwoFactor' | 'enableTwoFactor' | 'disableTwoFactor';

/**
 * Two-factor authentication in the security settings. Setting up issues a secret that stays off
 * (and is the only time it is answered) until a current code of it and the login password turn it
 * on; turning it off takes a current code or a recovery code and, like any weakening of the
 * account's credentials, holds withdrawals for 24 hours.
 */
export const createTwoFactorHandlers = (deps: AccountDeps): Pick<Handlers, TwoFactorEndpoint> => ({
  twoFactorStatus: withSession(async (_params, _context, session) => {
    const enabled = await deps.twoFactor.isOn(session.userId);
    return ok({
      enabled,
      recovery_codes_left: enabled ? await deps.twoFactor.recoveryCodesLeft(session.userId) : 0,
    });
  }),

  startTwoFactor: withSession(async (_params, _context, session) => {
    const user = await findUser(deps.db, session.userId);
    if (user === undefined) return E.left({ kind: 'notLoggedIn' });
    if (await deps.twoFactor.isOn(user.id)) return reject('ACCOUNT.TWO_FACTOR_ALREADY_ON');
    const site = await deps.db.selectFrom('site_config').select('site_name').executeTakeFirstOrThrow();
    const setup = await deps.twoFactor.setUp(user.id, {
      issuer: site.site_name,
      label: user.email ?? user.username ?? user.mobile ?? `user ${user.id}`,
    });
    return setup === undefined ? reject('ACCOUNT.TWO_FACTOR_ALREADY_ON') : ok(setup);
  }),

  enableTwoFactor: withSession(async (params, context, session) => {
    const form = validateTwoFactorEnable({ code: params.code, password: params.password });
    if (E.isLeft(form)) return rejectInvalid(firstError(form.left));
    const user = await findUser(deps.db, session.userId);
    if (user === undefined) return E.left({ kind: 'notLoggedIn' });
    // The login password, under the sign-in budgets: a stolen session alone cannot turn it on.
    const password = await guardedCheck(
      deps.gate,
      { budgets: passwordBudgets(`user:${user.id}`, context.ip), context },
      async () => {
        const valid = await deps.passwords.verify(user.password_hash, form.right.password);
        if (E.isLeft(valid)) return valid;
        return valid.right ? ok(undefined) : reject('ACCOUNT.PASSWORD_WRONG');
      },
    );
    if (E.isLeft(password)) return password;

    const authenticator = await deps.twoFactor.authenticator(deps.db, user.id);
    if (authenticator.state === 'on') return reject('ACCOUNT.TWO_FACTOR_ALREADY_ON');
    if (authenticator.state === 'off') return reject('ACCOUNT.TWO_FACTOR_NOT_SET_UP');
    const secret = authenticator.secret;
    return guardedCheck(
      deps.gate,
      { budgets: secondFactorBudgets(user.id, context.ip), context },
      async () => {
        const step = deps.twoFactor.stepOf(secret, form.right.code);
        if (step === undefined) return reject('SESSION.TWO_FACTOR_CODE_INVALID');
        return inTransaction(deps.db, async (trx) => {
          const codes = await deps.twoFactor.enable(trx, user.id, step);
          return codes === undefined
            ? reject('ACCOUNT.TWO_FACTOR_ALREADY_ON')
            : ok({ recovery_codes: [...codes] });
        });
      },
    );
  }),

  disableTwoFactor: withSession(async (params, context, session) => {
    const code = validateSecondFactor(params.code);
    if (E.isLeft(code)) return rejectInvalid(code.left);
    if (!(await deps.twoFactor.isOn(session.userId))) return reject('ACCOUNT.TWO_FACTOR_OFF');
    const done = await guardedCheck(
      deps.gate,
      { budgets: secondFactorBudgets(session.userId, context.ip), context },
      async () => {
        const proof = await deps.twoFactor.check(session.userId, code.right);
        if (proof === undefined) return reject('SESSION.TWO_FACTOR_CODE_INVALID');
        return inTransaction(deps.db, async (trx) => {
          if (!(await deps.twoFactor.spend(trx, session.userId, proof)))
            return reject('SESSION.TWO_FACTOR_CODE_INVALID');
          await deps.twoFactor.disable(trx, session.userId);
          await trx
            .updateTable('users')
            .set({ withdrawals_held_until: holdEndsAt(deps.clock.now()) })
            .where('id', '=', session.userId)
            .execute();
          return ok(undefined);
        });
      },
    );
    return E.isLeft(done) ? done : ok(translate(context.lang, 'ACCOUNT.TWO_FACTOR_DISABLED'));
  }),
});
