import {
  type ContactBinding,
  holdEndsAt,
  validateContactBinding,
  validateLoginPasswordChange,
  validatePayPasswordChange,
} from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import { violatedUniqueConstraint } from '../../db/errors.js';
import type { UserRow } from '../../db/schema.js';
import { type MessageCode, translate } from '../../i18n/index.js';
import {
  type AuthSession,
  firstError,
  type Handlers,
  type Outcome,
  ok,
  type RequestContext,
  reject,
  rejectInvalid,
  withSession,
} from '../handler.js';
import {
  type CodeCheck,
  type Identity,
  identityTaken,
  mobileAddress,
  redeemCode,
  redeemCodes,
  revokeOtherSessions,
} from '../session/index.js';
import { findUser, securityAddress, throttledCodeCheck } from './code-checks.js';
import type { AccountDeps } from './deps.js';

/** A contact to bind, normalised as stored: emails lower-cased, mobiles as `+<area><number>`. */
interface NewContact {
  readonly identity: Identity;
  readonly address: string;
  /** What is bound today, if anything; changing it needs a code sent there too. */
  readonly current: string | null;
  readonly done: MessageCode;
}

export const createSecurityHandlers = (
  deps: AccountDeps,
): Pick<Handlers, 'changeLoginPassword' | 'updatePayPassword' | 'bindMobile' | 'bindEmail'> => {
  /**
   * A password change: re-authenticated by a code (scene `security`) sent to the bound email, or
   * the bound mobile when there is no email. The new hash is computed once the caller is known not
   * to be throttled, and before the transaction so the database is not held meanwhile. Every
   * change holds withdrawals for 24 hours, the first payment password too: otherwise a stolen
   * session could set one and withdraw at once.
   */
  const changePassword = async (
    context: RequestContext,
    session: AuthSession,
    request: {
      code: string;
      hashed: () => Promise<Partial<Pick<UserRow, 'password_hash' | 'pay_password_hash'>>>;
      endOtherSessions: boolean;
    },
  ): Promise<Outcome<void>> => {
    const user = await findUser(deps.db, session.userId);
    if (user === undefined) return E.left({ kind: 'notLoggedIn' });
    const target = securityAddress(user);
    if (target === undefined) return reject('ACCOUNT.NO_CONTACT_BOUND');
    return throttledCodeCheck(deps.throttles.codes, { userId: user.id, context }, async () => {
      const hashed = await request.hashed();
      const now = deps.clock.now();
      return deps.db.transaction().execute(async (trx): Promise<Outcome<void>> => {
        const redeemed = await redeemCode(trx, {
          targets: [target],
          scene: 'security',
          code: request.code,
          now,
        });
        if (E.isLeft(redeemed)) return reject(redeemed.left);
        await trx
          .updateTable('users')
          .set({ ...hashed, withdrawals_held_until: holdEndsAt(now) })
          .where('id', '=', user.id)
          .execute();
        if (request.endOtherSessions) {
          await revokeOtherSessions(trx, { userId: user.id, keepTokenHash: session.tokenHash, now });
        }
        return ok(undefined);
      });
    });
  };

  /**
   * Binds a new email or mobile: `code` was sent to the new address (scene `bind`) and, when one of
   * that kind is bound already, `old_code` to it (scene `security`). Both codes are checked before
   * either is used up; an address another account holds is refused.
   */
  const bindContact = async (
    context: RequestContext,
    user: UserRow,
    contact: NewContact,
    codes: { code: string; oldCode: string | undefined },
  ): Promise<Outcome<string>> => {
    if (contact.address === contact.current) return reject('ACCOUNT.CONTACT_TAKEN');
    return throttledCodeCheck(deps.throttles.codes, { userId: user.id, context }, async () => {
      const now = deps.clock.now();
      try {
        return await deps.db.transaction().execute(async (trx): Promise<Outcome<string>> => {
          if (await identityTaken(trx, contact.identity)) return reject('ACCOUNT.CONTACT_TAKEN');
          const checks: CodeCheck[] = [{ targets: [contact.address], scene: 'bind', code: codes.code }];
          if (contact.current !== null) {
            checks.push({ targets: [contact.current], scene: 'security', code: codes.oldCode ?? '' });
          }
          const redeemed = await redeemCodes(trx, checks, now);
          if (E.isLeft(redeemed)) {
            const { index, failure } = redeemed.left;
            return reject(
              index === 1 && failure === 'SESSION.CODE_INVALID' ? 'ACCOUNT.OLD_CODE_INVALID' : failure,
            );
          }
          const identity = contact.identity;
          await trx
            .updateTable('users')
            .set(
              identity.kind === 'mobile'
                ? { mobile: identity.mobile, mobile_national: identity.national }
                : { email: contact.address },
            )
            .where('id', '=', user.id)
            .execute();
          return ok(translate(context.lang, contact.done));
        });
      } catch (error) {
        // Another account bound the same address between the check and the update.
        if (violatedUniqueConstraint(error)?.startsWith('users_')) return reject('ACCOUNT.CONTACT_TAKEN');
        throw error;
      }
    });
  };

  /** Validates a binding with core's rule; an old code is asked for by name when one is needed. */
  const validBinding = <B extends ContactBinding>(binding: B, hasOld: boolean): Outcome<B> => {
    if (hasOld && (binding.oldCode ?? '').trim() === '') return reject('ACCOUNT.OLD_CODE_REQUIRED');
    const form = validateContactBinding(binding, hasOld);
    return E.isLeft(form) ? rejectInvalid(firstError(form.left)) : ok(binding);
  };

  return {
    changeLoginPassword: withSession(async (params, context, session) => {
      const form = validateLoginPasswordChange({
        password: params.password,
        rePassword: params.re_password,
        code: params.code,
        endOtherSessions: params.end_other_sessions,
      });
      if (E.isLeft(form)) return rejectInvalid(firstError(form.left));
      const { password } = form.right;
      const outcome = await changePassword(context, session, {
        code: form.right.code,
        hashed: async () => ({ password_hash: await deps.passwords.hash(password) }),
        endOtherSessions: form.right.endOtherSessions,
      });
      return E.isLeft(outcome) ? outcome : ok(translate(context.lang, 'ACCOUNT.PASSWORD_CHANGED'));
    }),

    updatePayPassword: withSession(async (params, context, session) => {
      const form = validatePayPasswordChange({
        password: params.password,
        rePassword: params.re_password,
        code: params.code,
      });
      if (E.isLeft(form)) return rejectInvalid(firstError(form.left));
      const { password } = form.right;
      const outcome = await changePassword(context, session, {
        code: form.right.code,
        // Six digits are few: the hash is as slow as a login password's, and must only be checked throttled.
        hashed: async () => ({ pay_password_hash: await deps.passwords.hash(password) }),
        endOtherSessions: false,
      });
      return E.isLeft(outcome) ? outcome : ok(translate(context.lang, 'ACCOUNT.PAY_PASSWORD_SAVED'));
    }),

    bindEmail: withSession(async (params, context, session) => {
      const user = await findUser(deps.db, session.userId);
      if (user === undefined) return E.left({ kind: 'notLoggedIn' });
      const valid = validBinding(
        { channel: 'email' as const, email: params.email, code: params.code, oldCode: params.old_code },
        user.email !== null,
      );
      if (E.isLeft(valid)) return valid;
      const email = valid.right.email.trim().toLowerCase();
      return bindContact(
        context,
        user,
        {
          identity: { kind: 'email', email },
          address: email,
          current: user.email,
          done: 'ACCOUNT.EMAIL_BOUND',
        },
        { code: valid.right.code, oldCode: valid.right.oldCode },
      );
    }),

    bindMobile: withSession(async (params, context, session) => {
      const user = await findUser(deps.db, session.userId);
      if (user === undefined) return E.left({ kind: 'notLoggedIn' });
      const valid = validBinding(
        {
          channel: 'mobile' as const,
          areaCode: params.area_code,
          mobile: params.mobile,
          code: params.code,
          oldCode: params.old_code,
        },
        user.mobile !== null,
      );
      if (E.isLeft(valid)) return valid;
      const national = valid.right.mobile.trim();
      const mobile = mobileAddress(valid.right.areaCode, national);
      return bindContact(
        context,
        user,
        {
          identity: { kind: 'mobile', mobile, national },
          address: mobile,
          current: user.mobile,
          done: 'ACCOUNT.MOBILE_BOUND',
        },
        { code: valid.right.code, oldCode: valid.right.oldCode },
      );
    }),
  };
};
