import type { Contract, Endpoint, EndpointName, ParamsOf, ResultOf } from '@tessera/contract';
import type { Language, ValidationError } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import { isMessageCode, type MessageCode, type MessageParams } from '../i18n/index.js';

/** A signed-in caller, as the `user` guard found them. */
export interface AuthSession {
  readonly userId: number;
  readonly tokenHash: string;
}

/** The file part of a multipart request, read into memory (its size is bounded by the registrar). */
export interface RequestFile {
  readonly bytes: Buffer;
  /** As the client named it: for logs only, never trusted for the type. */
  readonly filename: string;
}

/** What a handler knows about the request besides its decoded params. */
export interface RequestContext {
  readonly lang: Language;
  readonly ip: string;
  /** The `User-Agent` header, or null: read only to name a new session's device (`describeUserAgent`). */
  readonly userAgent: string | null;
  /** Set on endpoints guarded `user`; null elsewhere. */
  readonly session: AuthSession | null;
  /** The `file` part on endpoints marked `multipart`; null elsewhere or when none was sent. */
  readonly file: RequestFile | null;
  /** The `Proof-Of-Work` header: a solved challenge, for attempts past an address's budget. */
  readonly proof: string | null;
  /** The `Idempotency-Key` header on entries marked `idempotent` (checked well-formed); else null. */
  readonly idempotencyKey: string | null;
}

/**
 * Why a handler refused. Handlers return these as values; the registrar turns each into its
 * envelope (or HTTP status), in the request's language.
 */
export type Rejection =
  | { readonly kind: 'rejected'; readonly code: MessageCode; readonly params?: MessageParams }
  | { readonly kind: 'notLoggedIn' }
  | { readonly kind: 'rateLimited'; readonly retryAfterSeconds: number }
  /** Past a shared budget: try again with this challenge solved (HTTP 429 with the challenge). */
  | { readonly kind: 'challenge'; readonly challenge: string }
  /** The server's password hashing is saturated: try again shortly (HTTP 503). */
  | { readonly kind: 'busy'; readonly retryAfterSeconds: number };

export type Outcome<A> = E.Either<Rejection, A>;

export type Handler<E extends Endpoint> = (
  params: ParamsOf<E>,
  context: RequestContext,
) => Promise<Outcome<ResultOf<E>>>;

/**
 * Entries a server offers only when configured to: without a handler their route does not exist
 * (404). The simulated clock's advance is one, so production has no such endpoint.
 */
export type OptionalEndpointName = 'clockAdvance';

/**
 * One handler per contract entry, the optional ones aside: the compiler refuses a server that
 * misses an endpoint.
 */
export type Handlers = {
  readonly [K in Exclude<EndpointName, OptionalEndpointName>]: Handler<Contract[K]>;
} & { readonly [K in OptionalEndpointName]?: Handler<Contract[K]> };

export const ok = <A>(value: A): Outcome<A> => E.right(value);

export const reject = <A = never>(code: MessageCode, params?: MessageParams): Outcome<A> =>
  E.left(params === undefined ? { kind: 'rejected', code } : { kind: 'rejected', code, params });

export const rateLimited = <A = never>(retryAfterMs: number): Outcome<A> =>
  E.left({ kind: 'rateLimited', retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) });

export const challenged = <A = never>(challenge: string): Outcome<A> =>
  E.left({ kind: 'challenge', challenge });

/** A core validation error, answered with its own code when the catalogue has words for it. */
export const rejectInvalid = <A = never>(error: ValidationError): Outcome<A> =>
  isMessageCode(error.code) ? reject(error.code, error.params) : reject('SHARED.INVALID_PARAMS');

/** The first error of a core form validation (they are reported one at a time). */
export const firstError = (errors: Partial<Record<string, ValidationError>>): ValidationError =>
  Object.values(errors).find((error) => error !== undefined) ?? {
    code: 'SHARED.INVALID_PARAMS',
    messageKey: 'validation.invalid',
  };

/** For handlers of `user` endpoints: hands them the session the guard resolved. */
export const withSession =
  <E extends Endpoint>(
    handler: (
      params: ParamsOf<E>,
      context: RequestContext,
      session: AuthSession,
    ) => Promise<Outcome<ResultOf<E>>>,
  ): Handler<E> =>
  async (params, context) =>
    context.session === null ? E.left({ kind: 'notLoggedIn' }) : handler(params, context, context.session);

/** Results marked by `reusable`: the registrar serializes each once and answers every request with those bytes. */
export const reusableResults = new WeakSet<object>();

/**
 * Marks a result that will be answered unchanged to many requests (a snapshot rebuilt on a timer,
 * not per request): its envelope is encoded and serialized on first use only. The value must not
 * change afterwards; make a new one instead.
 */
export const reusable = <A extends object>(value: A): A => {
  reusableResults.add(value);
  return value;
};
