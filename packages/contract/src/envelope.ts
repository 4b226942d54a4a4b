import { type Failure, Failures } from '@tessera/core';
import * as t from 'io-ts';
import * as E from '#fp-ts/Either.js';
import { describeErrors } from './codecs.js';

/** Spec §7: type 999 means the session is gone; 998 that identity verification is required. */
export const NOT_LOGGED_IN = 999;
export const NOT_VERIFIED = 998;

/**
 * Every answer's outer shape. Success is `type: 'ok'` (or `code: 1` from older servers of the
 * same API family); `type` may be a number or a string.
 */
export const EnvelopeCodec = /* @__PURE__ */ t.intersection([
  t.type({ message: t.unknown }),
  t.partial({ type: t.union([t.string, t.number]), code: t.union([t.string, t.number]) }),
]);
export type Envelope = t.TypeOf<typeof EnvelopeCodec>;

/** What the server writes for a success. */
export const okEnvelope = (message: unknown) => ({ type: 'ok' as const, message });

/** What the server writes for a business failure: localized text plus a stable code. */
export const errorEnvelope = (code: string, message: string) => ({ type: 'error' as const, code, message });

export const notLoggedInEnvelope = (message: string) => ({ type: NOT_LOGGED_IN, message });
export const notVerifiedEnvelope = (message: string) => ({ type: NOT_VERIFIED, message });

const isSuccess = (envelope: Envelope) => envelope.type === 'ok' || String(envelope.code) === '1';

const textOf = (message: unknown): string => (typeof message === 'string' ? message : '');

/** Reads a raw answer into a domain result or the Failure the spec's response rules say it is. */
export const interpretEnvelope = <C extends t.Any>(
  raw: unknown,
  result: C,
): E.Either<Failure, t.TypeOf<C>> => {
  const envelope = EnvelopeCodec.decode(raw);
  if (E.isLeft(envelope)) return E.left(Failures.decode(describeErrors(envelope.left)));
  const { type, code, message } = envelope.right;
  if (isSuccess(envelope.right)) {
    return E.mapLeft((errors: t.Errors) => Failures.decode(describeErrors(errors)))(result.decode(message));
  }
  if (String(type) === String(NOT_LOGGED_IN)) return E.left(Failures.notLoggedIn(textOf(message)));
  if (String(type) === String(NOT_VERIFIED)) return E.left(Failures.notVerified(textOf(message)));
  return E.left(Failures.rejected(code === undefined ? 'UNKNOWN' : String(code), textOf(message)));
};
