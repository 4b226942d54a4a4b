import { validateLogin } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import { fields, Text } from './codecs.js';
import { refusedForm, sessionFailure, sessionSnapshot, settle } from './session.js';
import { defineStep, failed, passed } from './step.js';
import { secondFactorCode } from './two-factor.js';

export const login = defineStep({
  name: 'login',
  summary:
    'Sign in with a username, email or mobile number and a password; `code` completes the sign-in of an account with two-factor authentication on: a code as typed, `totp` for the authenticator of a `twoFactor` step, `recovery` for its next recovery code.',
  role: 'action',
  args: fields('login arguments', { user: Text, password: Text }, { code: Text }),
  title: (args) => `login ${args.user}`,
  run: async (args, ctx) => {
    if (!sessionSnapshot(ctx).matches('signedOut')) {
      return failed('login needs a signed-out session; add a logout step before it');
    }
    const request = validateLogin({ userString: args.user, password: args.password });
    if (E.isLeft(request)) return refusedForm('login', request.left);
    ctx.tessera.session.send({ type: 'session.login', request: request.right });
    let snapshot = await settle(ctx, 'the sign-in');
    if (snapshot.matches('secondFactor')) {
      if (args.code === undefined) {
        ctx.tessera.session.send({ type: 'session.cancel' });
        return failed('the account has two-factor authentication on: give the login step a `code`');
      }
      const code = await secondFactorCode(ctx, args.code);
      if (typeof code !== 'string') {
        ctx.tessera.session.send({ type: 'session.cancel' });
        return code;
      }
      ctx.tessera.session.send({ type: 'session.secondFactor', code });
      snapshot = await settle(ctx, 'the second factor');
      if (snapshot.matches('secondFactor')) {
        const failure = snapshot.context.failure;
        ctx.tessera.session.send({ type: 'session.cancel' });
        return failure === null
          ? failed('login failed at its second factor')
          : sessionFailure('login', snapshot);
      }
    }
    if (!snapshot.matches('signedIn')) return sessionFailure('login', snapshot);
    ctx.password = args.password;
    const user = snapshot.context.user;
    return passed(user ? `signed in as user #${user.id}` : 'signed in');
  },
});
