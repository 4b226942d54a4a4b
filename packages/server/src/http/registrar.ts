import {
  API_PREFIX,
  type Contract,
  contract,
  type Endpoint,
  type EndpointName,
  errorEnvelope,
  notLoggedInEnvelope,
  okEnvelope,
} from '@tessera/contract';
import type { Language } from '@tessera/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as E from 'fp-ts/lib/Either.js';
import type { AuthSession, Handler, Handlers, Rejection } from '../contexts/handler.js';
import { translate } from '../i18n/index.js';
import { constantTimeEqual } from '../shared/crypto.js';
import { bearerToken, operatorKeyOf, rawParams, requestLanguage } from './request.js';

/** How the registrar checks the two guarded kinds of endpoint. */
export interface Guards {
  /** The live session of a token, or null when it is unknown, expired or revoked. */
  readonly session: (token: string) => Promise<AuthSession | null>;
  readonly operatorKey: string;
}

/** The HTTP answer of a refusal: 999 and business errors travel as 200 envelopes, throttling as 429. */
const sendRejection = (reply: FastifyReply, rejection: Rejection, lang: Language) => {
  switch (rejection.kind) {
    case 'notLoggedIn':
      return reply.send(notLoggedInEnvelope(translate(lang, 'SHARED.NOT_LOGGED_IN')));
    case 'rateLimited':
      return reply
        .code(429)
        .header('retry-after', String(rejection.retryAfterSeconds))
        .send(errorEnvelope('SHARED.RATE_LIMITED', translate(lang, 'SHARED.RATE_LIMITED')));
    case 'rejected':
      return reply.send(errorEnvelope(rejection.code, translate(lang, rejection.code, rejection.params)));
  }
};

const registerEndpoint = <E extends Endpoint>(
  app: FastifyInstance,
  entry: E,
  handler: Handler<E>,
  guards: Guards,
) => {
  app.route({
    method: entry.method,
    url: `${API_PREFIX}${entry.path}`,
    handler: async (request, reply) => {
      const lang = requestLanguage(request);
      reply.header('cache-control', 'no-store');

      if (entry.guard === 'operator') {
        const key = operatorKeyOf(request);
        if (key === undefined || !constantTimeEqual(key, guards.operatorKey)) {
          return reply
            .code(401)
            .send(errorEnvelope('OPERATOR.UNAUTHORIZED', translate(lang, 'OPERATOR.UNAUTHORIZED')));
        }
      }

      let session: AuthSession | null = null;
      if (entry.guard === 'user') {
        const token = bearerToken(request);
        session = token === undefined ? null : await guards.session(token);
        if (session === null) return sendRejection(reply, { kind: 'notLoggedIn' }, lang);
      }

      // The decoder's error report is not echoed: it would only help someone probing the API.
      const params = entry.params.decode(rawParams(request, entry.method));
      if (E.isLeft(params)) {
        return reply.send(errorEnvelope('SHARED.INVALID_PARAMS', translate(lang, 'SHARED.INVALID_PARAMS')));
      }

      const outcome = await handler(params.right, { lang, ip: request.ip, session });
      return E.isLeft(outcome)
        ? sendRejection(reply, outcome.left, lang)
        : reply.send(okEnvelope(entry.result.encode(outcome.right)));
    },
  });
};

/** Registers one route per contract entry under `/api`, each served by its handler. */
export const registerContract = (app: FastifyInstance, handlers: Handlers, guards: Guards): void => {
  const register = <K extends EndpointName>(name: K) =>
    registerEndpoint<Contract[K]>(app, contract[name], handlers[name], guards);
  for (const name of Object.keys(contract) as EndpointName[]) register(name);
};
