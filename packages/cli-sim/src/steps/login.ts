import { validateLogin } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import { fields, Text } from './codecs.js';
import { refusedForm, sessionFailure, sessionSnapshot, settle } from './session.js';
import { defineStep, failed, passed } from './step.js';

export const login = defineStep({
  name: 'login',
  summary: 'Sign in with a username, email or mobile number and a password.',
  role: 'action',
  args: fields('login arguments', { user: Text, password: Text }, {}),
  title: (args) => `login ${args.user}`,
  run: async (args, ctx) => {
    if (!sessionSnapshot(ctx).matches('signedOut')) {
      return failed('login needs a signed-out session; add a logout step before it');
    }
    const request = validateLogin({ userString: args.user, password: args.password });
    if (E.isLeft(request)) return refusedForm('login', request.left);
    ctx.tessera.session.send({ type: 'session.login', request: request.right });
    const snapshot = await settle(ctx, 'the sign-in');
    if (!snapshot.matches('signedIn')) return sessionFailure('login', snapshot);
    ctx.password = args.password;
    const user = snapshot.context.user;
    return passed(user ? `signed in as user #${user.id}` : 'signed in');
  },
});
