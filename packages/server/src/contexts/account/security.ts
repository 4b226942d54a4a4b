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
  isCommonPassword,
  matchCodes,
  mobileAddress,
  passwordBudgets,
  redeemCodes,
  revokeOtherSessions,
  useCodes,
} from '../session/index.js';
import { findUser, guardedCheck, securityAddress, userCodeBudgets } from './code-checks.js';
import type { AccountDeps } from './deps.js';

/** A contact to bind, normalised as stored: emails lower-cased, mobiles as `+<area><number>`. */
interface NewContact {
  readonly identity: Identity;
  readonly address: string;
  /** What is bound today, if anything; changing it needs a code sent there too. */
  readonly current: string | null;
  readonly done: MessageCode;
}

/** What a binding request proves: the login password and the codes. */
interface BindingProof {
  readonly password: string;
  readonly code: string;
  readonly oldCode: string | undefined;
}

const CHANNEL_WORD = { email: 'MAIL.CHANNEL_EMAIL', mobile: 'MAIL.CHANNEL_MOBILE' } as const;

export const createSecurityHandlers = (
  deps: AccountDeps,
): Pick<Handlers, 'changeLoginPassword' | 'updatePayPassword' | 'bindMobile' | 'bindEmail'> => {
  /**
   * A password change: re-authenticated by a code (scene `security`) sent to the bound email, or
   * the bound mobile when there is no email. The code is checked before the new password is hashed
   * (wrong codes cost no hashing) and used up with the change, in one transaction. Every change
   * holds withdrawals for 24 hours, the first payment password too: otherwise a stolen session
   * could set one and withdraw at once.
   */
  const changePassword = async (
    context: RequestContext,
    session: AuthSession,
    request: {
      code: string;
      password: string;
      column: 'password_hash' | 'pay_password_hash';
      endOtherSessions: boolean;
    },
  ): Promise<Outcome<void>> => {
    const user = await findUser(deps.db, session.userId);
    if (user === undefined) return E.left({ kind: 'notLoggedIn' });
    const target = securityAddress(user);
    if (target === undefined) return reject('ACCOUNT.NO_CONTACT_BOUND');
    return guardedCheck(deps.gate, { budgets: userCodeBudgets(user.id, context), context }, async () => {
      const guesser = { now: deps.clock.now(), address: context.ip };
      const matched = await matchCodes(
        deps.db,
        [{ targets: [target], scene: 'security', code: request.code }],
        guesser,
      );
      if (E.isLeft(matched)) return reject(matched.left.failure);
      const hashed = await deps.passwords.hash(request.password);
      if (E.isLeft(hashed)) return hashed;
      const now = deps.clock.now();
      return deps.db.transaction().execute(async (trx): Promise<Outcome<void>> => {
        const used = await useCodes(trx, matched.right, now);
        if (E.isLeft(used)) return reject(used.left.failure);
        await trx
          .updateTable('users')
          .set({ [request.column]: hashed.right, withdrawals_held_until: holdEndsAt(now) })
          .where('id', '=', user.id)
          .execute();
        if (request.endOtherSessions) {
          await revokeOtherSessions(trx, { userId: user.id, keepTokenHash: session.tokenHash, now });
        }
        return ok(undefined);
      });
    });
  };

  /** The login password, checked under the same budgets as a sign-in: a session is no licence to guess it. */
  const reauthenticate = (context: RequestContext, user: UserRow, password: string): Promise<Outcome<void>> =>
    guardedCheck(
      deps.gate,
      { budgets: passwordBudgets(`user:${user.id}`, context.ip), context },
      async () => {
        const valid = await deps.passwords.verify(user.password_hash, password);
        if (E.isLeft(valid)) return valid;
        return valid.right ? ok(undefined) : reject('ACCOUNT.PASSWORD_WRONG');
      },
    );

  /** Tells every contact bound before a change that it happened, in the user's language. */
  const notifyFormerContacts = async (context: RequestContext, user: UserRow, contact: NewContact) => {
    const channel = translate(
      context.lang,
      CHANNEL_WORD[contact.identity.kind === 'mobile' ? 'mobile' : 'email'],
    );
    const former = [
      { channel: 'email' as const, to: user.email },
      { channel: 'sms' as const, to: user.mobile },
    ];
    for (const { channel: via, to } of former) {
      if (to === null) continue;
      await deps.outbox.send({
        channel: via,
        to,
        subject: translate(context.lang, 'MAIL.CONTACT_CHANGED_SUBJECT'),
        body: translate(context.lang, 'MAIL.CONTACT_CHANGED_BODY', { channel }),
        lang: context.lang,
      });
    }
  };

  /**
   * Binds a new email or mobile. Re-authenticated by the login password, by `code` sent to the new
   * address (scene `bind`) and, when one of that kind is bound already, by `old_code` sent to it
   * (scene `security`); both codes are checked before either is used up. The user's row is locked
   * and the bound contact checked again, so of two parallel changes the second is refused rather
   * than silently replacing the first. Withdrawals are held 24 hours, and the contacts bound
   * before are told.
   */
  const bindContact = async (
    context: RequestContext,
    user: UserRow,
    contact: NewContact,
    proof: BindingProof,
  ): Promise<Outcome<string>> => {
    if (contact.address === contact.current) return reject('ACCOUNT.CONTACT_TAKEN');
    const reauthenticated = await reauthenticate(context, user, proof.password);
    if (E.isLeft(reauthenticated)) return reauthenticated;
    const bound = await guardedCheck(
      deps.gate,
      { budgets: userCodeBudgets(user.id, context), context },
      async () => {
        const now = deps.clock.now();
        try {
          return await deps.db.transaction().execute(async (trx): Promise<Outcome<void>> => {
            const column = contact.identity.kind === 'mobile' ? 'mobile' : 'email';
            const locked = await trx
              .selectFrom('users')
              .select(column)
              .where('id', '=', user.id)
              .forUpdate()
              .executeTakeFirst();
            if (locked === undefined) return E.left({ kind: 'notLoggedIn' });
            if (locked[column] !== contact.current) return reject('ACCOUNT.CONTACT_CHANGED');
            if (await identityTaken(trx, contact.identity)) return reject('ACCOUNT.CONTACT_TAKEN');
            const checks: CodeCheck[] = [{ targets: [contact.address], scene: 'bind', code: proof.code }];
            if (contact.current !== null) {
              checks.push({ targets: [contact.current], scene: 'security', code: proof.oldCode ?? '' });
            }
            const redeemed = await redeemCodes(trx, checks, { now, address: context.ip });
            if (E.isLeft(redeemed)) {
              const { index, failure } = redeemed.left;
              return reject(
                index === 1 && failure === 'SESSION.CODE_INVALID' ? 'ACCOUNT.OLD_CODE_INVALID' : failure,
              );
            }
            const identity = contact.identity;
            await trx
              .updateTable('users')
              .set({
                ...(identity.kind === 'mobile'
                  ? { mobile: identity.mobile, mobile_national: identity.national }
                  : { email: contact.address }),
                withdrawals_held_until: holdEndsAt(now),
              })
              .where('id', '=', user.id)
              .execute();
            return ok(undefined);
          });
        } catch (error) {
          // Another account bound the same address between the check and the update.
          if (violatedUniqueConstraint(error)?.startsWith('users_')) return reject('ACCOUNT.CONTACT_TAKEN');
          throw error;
        }
      },
    );
    if (E.isLeft(bound)) return bound;
    await notifyFormerContacts(context, user, contact);
    return ok(translate(context.lang, contact.done));
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
      if (isCommonPassword(form.right.password)) return reject('SESSION.PASSWORD_TOO_COMMON');
      const outcome = await changePassword(context, session, {
        code: form.right.code,
        password: form.right.password,
        column: 'password_hash',
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
      const outcome = await changePassword(context, session, {
        code: form.right.code,
        // Six digits are few: the hash is as slow as a login password's, and must only be checked throttled.
        password: form.right.password,
        column: 'pay_password_hash',
        endOtherSessions: false,
      });
      return E.isLeft(outcome) ? outcome : ok(translate(context.lang, 'ACCOUNT.PAY_PASSWORD_SAVED'));
    }),

    bindEmail: withSession(async (params, context, session) => {
      const user = await findUser(deps.db, session.userId);
      if (user === undefined) return E.left({ kind: 'notLoggedIn' });
      const valid = validBinding(
        {
          channel: 'email' as const,
          email: params.email,
          code: params.code,
          oldCode: params.old_code,
          password: params.password,
        },
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
        { password: valid.right.password, code: valid.right.code, oldCode: valid.right.oldCode },
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
          password: params.password,
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
        { password: valid.right.password, code: valid.right.code, oldCode: valid.right.oldCode },
      );
    }),
  };
};
