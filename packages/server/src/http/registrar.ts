import multipart from '@fastify/multipart';
import {
  API_PREFIX,
  CHALLENGE_HEADER,
  type Contract,
  contract,
  type Endpoint,
  type EndpointName,
  errorEnvelope,
  IDEMPOTENCY_HEADER,
  isIdempotencyKey,
  notLoggedInEnvelope,
  notVerifiedEnvelope,
  okEnvelope,
  PROOF_HEADER,
} from '@tessera/contract';
import type { Language } from '@tessera/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as E from 'fp-ts/lib/Either.js';
import { forwardToHolder, type HolderLease } from '../cluster/forward.js';
import {
  type AuthSession,
  type Handler,
  type Handlers,
  type Rejection,
  type RequestFile,
  reusableResults,
} from '../contexts/handler.js';
import { translate } from '../i18n/index.js';
import { constantTimeEqual } from '../shared/crypto.js';
import { bearerToken, operatorKeyOf, rawParams, requestLanguage, userAgentOf } from './request.js';

/** How the registrar checks the two guarded kinds of endpoint. */
export interface Guards {
  /** The live session of a token, or null when it is unknown, expired or revoked. */
  readonly session: (token: string) => Promise<AuthSession | null>;
  /** The identity verification level of a user, for endpoints marked `verified` (998 below 1). */
  readonly verificationLevel: (userId: number) => Promise<number>;
  readonly operatorKey: string;
}

/** The endpoints only the market lease's holder serves, and how to reach it. */
export interface HolderOnly {
  readonly endpoints: readonly EndpointName[];
  readonly holder: HolderLease;
}

/** Multipart endpoints (uploads) take one `file` part of at most this many bytes. */
export interface MultipartLimits {
  readonly fileBytes: number;
}

/** Room for the part headers and text fields around the file, when judging a declared length. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Reads a multipart body: text fields become the params (the first value of each name), the part
 * named `file` becomes the handler's file. Going past a limit throws the plugin's 413 error, which
 * the app's error handler answers in the request's language.
 */
const readMultipart = async (
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; file: RequestFile | null }> => {
  const fields = new Map<string, string>();
  let file: RequestFile | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      // Read even when unwanted: the parser waits for every file stream to be consumed.
      const bytes = await part.toBuffer();
      if (part.fieldname === 'file' && file === null) file = { bytes, filename: part.filename };
    } else if (typeof part.value === 'string' && !fields.has(part.fieldname)) {
      fields.set(part.fieldname, part.value);
    }
  }
  // fromEntries defines own properties, so a field named `__proto__` stays a plain field.
  return { fields: Object.fromEntries(fields), file };
};

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
    case 'challenge':
      return reply
        .code(429)
        .header(CHALLENGE_HEADER, rejection.challenge)
        .send(errorEnvelope('SHARED.CHALLENGE_REQUIRED', translate(lang, 'SHARED.CHALLENGE_REQUIRED')));
    case 'busy':
      return reply
        .code(503)
        .header('retry-after', String(rejection.retryAfterSeconds))
        .send(errorEnvelope('SHARED.BUSY', translate(lang, 'SHARED.BUSY')));
    case 'rejected':
      return reply.send(errorEnvelope(rejection.code, translate(lang, rejection.code, rejection.params)));
  }
};

/** The serialized envelope of each reusable result (see `reusable`), made on its first answer. */
const serialized = new WeakMap<object, string>();

/** Exported for tests of the guards; servers register the whole contract with `registerContract`. */
export const registerEndpoint = <E extends Endpoint>(
  app: FastifyInstance,
  entry: E,
  handler: Handler<E>,
  guards: Guards,
  limits: MultipartLimits,
  /** Set for an endpoint only the market's holder serves: how to reach it. */
  holder?: HolderLease,
) => {
  app.route({
    method: entry.method,
    url: `${API_PREFIX}${entry.path}`,
    handler: async (request, reply) => {
      let lang = requestLanguage(request);
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
        if (entry.verified && (await guards.verificationLevel(session.userId)) < 1) {
          return reply.send(notVerifiedEnvelope(translate(lang, 'SHARED.NOT_VERIFIED')));
        }
      }

      // Guards are checked before a multipart body is read, so strangers cannot make it buffer files.
      let raw: unknown;
      let file: RequestFile | null = null;
      if (entry.multipart) {
        if (!request.isMultipart()) {
          return reply.send(errorEnvelope('SHARED.INVALID_PARAMS', translate(lang, 'SHARED.INVALID_PARAMS')));
        }
        if (Number(request.headers['content-length']) > limits.fileBytes + MULTIPART_OVERHEAD_BYTES) {
          return reply
            .code(413)
            .send(errorEnvelope('SHARED.PAYLOAD_TOO_LARGE', translate(lang, 'SHARED.PAYLOAD_TOO_LARGE')));
        }
        const form = await readMultipart(request);
        raw = form.fields;
        file = form.file;
        lang = requestLanguage(request, form.fields);
      } else {
        raw = rawParams(request, entry.method);
      }

      // The decoder's error report is not echoed: it would only help someone probing the API.
      const params = entry.params.decode(raw);
      if (E.isLeft(params)) {
        return reply.send(errorEnvelope('SHARED.INVALID_PARAMS', translate(lang, 'SHARED.INVALID_PARAMS')));
      }

      const idempotencyKey = entry.idempotent ? request.headers[IDEMPOTENCY_HEADER] : undefined;
      if (
        idempotencyKey !== undefined &&
        (typeof idempotencyKey !== 'string' || !isIdempotencyKey(idempotencyKey))
      ) {
        return reply.send(errorEnvelope('SHARED.INVALID_PARAMS', translate(lang, 'SHARED.INVALID_PARAMS')));
      }

      // Checked and well-formed here, served there.
      if (holder !== undefined) {
        const forwarded = await forwardToHolder(request, reply, raw, holder, lang);
        if (forwarded !== undefined) return forwarded;
      }

      const proof = request.headers[PROOF_HEADER];
      const outcome = await handler(params.right, {
        lang,
        ip: request.ip,
        userAgent: userAgentOf(request) ?? null,
        session,
        file,
        proof: typeof proof === 'string' ? proof : null,
        idempotencyKey: idempotencyKey ?? null,
      });
      if (E.isLeft(outcome)) return sendRejection(reply, outcome.left, lang);
      const result: unknown = outcome.right;
      if (typeof result === 'object' && result !== null && reusableResults.has(result)) {
        let body = serialized.get(result);
        if (body === undefined) {
          body = JSON.stringify(okEnvelope(entry.result.encode(result)));
          serialized.set(result, body);
        }
        return reply.type('application/json; charset=utf-8').send(body);
      }
      return reply.send(okEnvelope(entry.result.encode(outcome.right)));
    },
  });
};

/**
 * Registers one route per contract entry under `/api`, each served by its handler; an optional
 * entry the server left without one gets no route (404). Multipart entries get a scope of their own
 * where the multipart parser is registered, so every other route keeps refusing multipart bodies
 * (HTTP 415). The `holderOnly` endpoints are forwarded to the market's holder by every other
 * process, once their guards and parameters have been checked.
 */
export const registerContract = (
  app: FastifyInstance,
  handlers: Handlers,
  guards: Guards,
  limits: MultipartLimits,
  holderOnly?: HolderOnly,
): void => {
  // `Handlers` has already made every other entry's handler required.
  const byName: { readonly [K in EndpointName]?: Handler<Contract[K]> } = handlers;
  const register = <K extends EndpointName>(name: K) => {
    const handler = byName[name];
    if (handler === undefined) return;
    const entry: Endpoint = contract[name];
    if (!entry.multipart) {
      const holder = holderOnly?.endpoints.includes(name) === true ? holderOnly.holder : undefined;
      registerEndpoint<Contract[K]>(app, contract[name], handler, guards, limits, holder);
      return;
    }
    app.register(async (scope) => {
      await scope.register(multipart, {
        limits: {
          fileSize: limits.fileBytes,
          files: 1,
          fields: 20,
          fieldSize: 1024,
          parts: 21,
          headerPairs: 100,
        },
      });
      registerEndpoint<Contract[K]>(scope, contract[name], handler, guards, limits);
    });
  };
  for (const name of Object.keys(contract) as EndpointName[]) register(name);
};
