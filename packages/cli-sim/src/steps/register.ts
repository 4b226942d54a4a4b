import {
  type CodeRequest,
  type RegistrationForm,
  RegistrationKinds,
  validateRegistration,
} from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import { fields, oneOf, Text } from './codecs.js';
import { deliverCode } from './deliver-code.js';
import { refusedForm, sessionFailure, sessionSnapshot, settle } from './session.js';
import { defineStep, failed, passed } from './step.js';

/** The server's seeded root invitation code unless `ROOT_INVITE_CODE` changed it. */
export const DEFAULT_INVITE = 'TESSERA';

/** `invite: previous` is the code of the account the run registered last; none, the root code. */
const inviteOf = (invite: string | undefined, previous: string | null): string =>
  invite === 'previous' ? (previous ?? '') : (invite ?? DEFAULT_INVITE);

// Checks every other field before a code is sent, so a bad form does not spend the minute's code.
const PLACEHOLDER_CODE = '000000';

export const register = defineStep({
  name: 'register',
  summary:
    'Create an account (kind username | email | mobile) with an invitation code (`invite: previous`: the code of the account this run registered last); email and mobile codes are read from the operator outbox. Signs in on success.',
  role: 'action',
  args: fields(
    'register arguments',
    { kind: oneOf(RegistrationKinds), user: Text, password: Text },
    { rePassword: Text, invite: Text, areaCode: Text, code: Text },
  ),
  title: (args) =>
    `register ${args.kind} ${args.kind === 'mobile' ? `+${args.areaCode ?? ''} ` : ''}${args.user}`,
  run: async (args, ctx) => {
    if (!sessionSnapshot(ctx).matches('signedOut')) {
      return failed('register needs a signed-out session; add a logout step before it');
    }
    const needsCode = args.kind !== 'username';
    const form: RegistrationForm = {
      kind: args.kind,
      userString: args.user,
      areaCode: args.areaCode ?? '',
      code: args.code ?? (needsCode ? PLACEHOLDER_CODE : ''),
      password: args.password,
      rePassword: args.rePassword ?? args.password,
      inviteCode: inviteOf(args.invite, ctx.lastInviteCode),
    };
    const precheck = validateRegistration(form);
    if (E.isLeft(precheck)) return refusedForm('registration', precheck.left);

    let code = args.code;
    if (needsCode && code === undefined) {
      const request: CodeRequest =
        args.kind === 'email'
          ? { channel: 'email', to: form.userString, scene: 'register' }
          : { channel: 'mobile', to: form.userString, areaCode: form.areaCode, scene: 'register' };
      const delivery = await deliverCode(ctx, request, true);
      if (!delivery.ok) return delivery.outcome;
      code = delivery.code;
    }
    const request = validateRegistration({ ...form, code: code ?? '' });
    if (E.isLeft(request)) return refusedForm('registration', request.left);

    ctx.tessera.session.send({ type: 'session.register', request: request.right });
    const snapshot = await settle(ctx, 'the registration and the sign-in after it');
    if (!snapshot.matches('signedIn')) return sessionFailure('registration', snapshot);
    ctx.password = args.password;
    const user = snapshot.context.user;
    ctx.lastInviteCode = user?.inviteCode ?? null;
    return passed(
      [code === undefined ? undefined : `code ${code}`, `signed in${user ? ` as user #${user.id}` : ''}`]
        .filter(Boolean)
        .join(' · '),
    );
  },
});
