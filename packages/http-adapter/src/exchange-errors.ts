import type { Failure, FailureKind } from '@tessera/core';

/**
 * What `createExchange`'s calls throw: one class per kind of core's `Failure`, all under
 * `TesseraError`, so a caller can `catch (e) { if (e instanceof Rejected) … e.code }`. `failure`
 * keeps core's value for code that already speaks it.
 */
export class TesseraError extends Error {
  readonly failure: Failure;
  constructor(failure: Failure, message: string) {
    super(message);
    this.name = new.target.name;
    this.failure = failure;
  }
}

/** The session is missing or expired (the server's 999): sign in again. */
export class NotLoggedIn extends TesseraError {}
/** The call needs identity verification first (the server's 998). */
export class NotVerified extends TesseraError {}
/** The server refused the call for a reason of the business; `code` names it (`WALLET.INSUFFICIENT_BALANCE`…). */
export class Rejected extends TesseraError {
  readonly code: string;
  constructor(failure: Failure & { kind: 'Rejected' }) {
    super(failure, failure.message);
    this.code = failure.code;
  }
}
/** Too many calls: wait and try again. */
export class RateLimited extends TesseraError {}
/** The server could not be reached, or answered something that is not the API. */
export class NetworkError extends TesseraError {}
/** The server did not answer in time; a money-moving call may be sent again with the same key. */
export class Timeout extends TesseraError {}
/** The server's answer did not match the contract (client and server versions differ). */
export class DecodeError extends TesseraError {
  readonly errors: readonly string[];
  constructor(failure: Failure & { kind: 'Decode' }) {
    super(failure, `The answer did not match the contract: ${failure.errors.join('; ')}`);
    this.errors = failure.errors;
  }
}

type FailureOf<K extends FailureKind> = Extract<Failure, { kind: K }>;

/** One class per kind: a new kind of failure in core does not compile until it has its class here. */
const ERRORS: { readonly [K in FailureKind]: (failure: FailureOf<K>) => TesseraError } = {
  NotLoggedIn: (failure) => new NotLoggedIn(failure, failure.message),
  NotVerified: (failure) => new NotVerified(failure, failure.message),
  Rejected: (failure) => new Rejected(failure),
  RateLimited: (failure) => new RateLimited(failure, failure.message),
  Network: (failure) => new NetworkError(failure, failure.message),
  Timeout: (failure) => new Timeout(failure, 'The server did not answer in time'),
  Decode: (failure) => new DecodeError(failure),
};

/** The error `createExchange` throws for core's `failure`. */
export const toTesseraError = <K extends FailureKind>(failure: FailureOf<K>): TesseraError =>
  (ERRORS[failure.kind] as (failure: FailureOf<K>) => TesseraError)(failure);
