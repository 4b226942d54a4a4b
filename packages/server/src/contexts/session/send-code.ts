import { type CodeRequest, type Language, validateCodeRequest } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import { translate } from '../../i18n/index.js';
import type { OutgoingMessage } from '../../outbox/index.js';
import { type Handlers, type Outcome, ok, type RequestContext, reject, rejectInvalid } from '../handler.js';
import { CODE_TTL_MINUTES, issueCode } from './codes.js';
import type { SessionDeps } from './deps.js';
import { addressBudget } from './throttles.js';
import { type Identity, identityTaken, mobileAddress } from './users.js';

const codeMessage = (lang: Language, request: CodeRequest, to: string, code: string): OutgoingMessage => ({
  channel: request.channel === 'email' ? 'email' : 'sms',
  to,
  subject: translate(lang, 'MAIL.CODE_SUBJECT'),
  body: translate(lang, 'MAIL.CODE_BODY', { code, minutes: CODE_TTL_MINUTES }),
  lang,
});

const identityFor = (request: CodeRequest): Identity =>
  request.channel === 'email'
    ? { kind: 'email', email: request.to.toLowerCase() }
    : { kind: 'mobile', mobile: mobileAddress(request.areaCode, request.to), national: request.to };

export const createSendCodeHandlers = (
  deps: SessionDeps,
): Pick<Handlers, 'sendEmailCode' | 'sendMobileCode'> => {
  const send = async (request: CodeRequest, context: RequestContext): Promise<Outcome<string>> => {
    // Every request counts, sent or not: refusals tell whether an address is known.
    const admitted = await deps.gate.admit(addressBudget('sendsPerAddress', context.ip), context);
    if (E.isLeft(admitted)) return admitted;

    const identity = identityFor(request);
    const address = identity.kind === 'mobile' ? identity.mobile : request.to.toLowerCase();
    const exists = await identityTaken(deps.db, identity);
    // Codes for a new address (sign-up, binding) are refused when the address is taken: the
    // request that follows could never succeed. Sign-up already tells whether an address is known.
    const toNewAddress = request.scene === 'register' || request.scene === 'bind';
    if (toNewAddress && exists) {
      return reject(request.scene === 'register' ? 'SESSION.ACCOUNT_EXISTS' : 'ACCOUNT.CONTACT_TAKEN');
    }

    const issued = await issueCode(deps.db, { target: address, scene: request.scene, now: deps.clock.now() });
    if (E.isLeft(issued)) return reject('SESSION.CODE_TOO_SOON', { seconds: issued.left.retryAfterSeconds });

    // Codes to an account's own address (reset, re-authentication) answer the same whether or not
    // the account exists; only real accounts get a code.
    if (toNewAddress || exists) {
      await deps.outbox.send(codeMessage(context.lang, request, address, issued.right));
    }
    return ok(translate(context.lang, 'SESSION.CODE_SENT'));
  };

  return {
    sendEmailCode: async (params, context) => {
      const request = validateCodeRequest('email', params.user_string, '', params.scene);
      return E.isLeft(request) ? rejectInvalid(request.left) : send(request.right, context);
    },
    sendMobileCode: async (params, context) => {
      const request = validateCodeRequest(
        'mobile',
        params.mobile,
        params.area_code,
        params.scene ?? 'register',
      );
      return E.isLeft(request) ? rejectInvalid(request.left) : send(request.right, context);
    },
  };
};
