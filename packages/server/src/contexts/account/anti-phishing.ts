import { validateAntiPhishingCodeChange } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import { translate } from '../../i18n/index.js';
import {
  firstError,
  type Handlers,
  type Outcome,
  ok,
  reject,
  rejectInvalid,
  withSession,
} from '../handler.js';
import { matchCodes, useCodes } from '../session/index.js';
import { findUser, guardedCheck, securityAddress, userCodeBudgets } from './code-checks.js';
import type { AccountDeps } from './deps.js';

/**
 * The anti-phishing code every email to the user shows (see `AntiPhishingOutbox`). Set or changed
 * like a password: re-authenticated by a fresh code (scene `security`) sent to the bound email, or
 * the bound mobile when there is none, checked under the user's code budgets and used up with the
 * change in one transaction. Otherwise a stolen session could set a code it knows, and its
 * phishing mails would carry it.
 */
export const createAntiPhishingHandlers = (deps: AccountDeps): Pick<Handlers, 'setAntiPhishingCode'> => ({
  setAntiPhishingCode: withSession(async (params, context, session) => {
    const form = validateAntiPhishingCodeChange({
      antiPhishingCode: params.anti_phishing_code,
      code: params.code,
    });
    if (E.isLeft(form)) return rejectInvalid(firstError(form.left));
    const user = await findUser(deps.db, session.userId);
    if (user === undefined) return E.left({ kind: 'notLoggedIn' });
    const target = securityAddress(user);
    if (target === undefined) return reject('ACCOUNT.NO_CONTACT_BOUND');
    const saved = await guardedCheck(
      deps.gate,
      { budgets: userCodeBudgets(user.id, context), context },
      async () => {
        const now = deps.clock.now();
        const matched = await matchCodes(
          deps.db,
          [{ targets: [target], scene: 'security', code: form.right.code }],
          { now, address: context.ip },
        );
        if (E.isLeft(matched)) return reject(matched.left.failure);
        return deps.db.transaction().execute(async (trx): Promise<Outcome<void>> => {
          const used = await useCodes(trx, matched.right, now);
          if (E.isLeft(used)) return reject(used.left.failure);
          await trx
            .updateTable('users')
            .set({ anti_phishing_code: form.right.antiPhishingCode })
            .where('id', '=', user.id)
            .execute();
          return ok(undefined);
        });
      },
    );
    return E.isLeft(saved) ? saved : ok(translate(context.lang, 'ACCOUNT.ANTI_PHISHING_SAVED'));
  }),
});
