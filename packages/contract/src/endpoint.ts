import type * as t from 'io-ts';

/** Who may call an endpoint: anyone, a signed-in user (Authorization), or an operator (Operator-Key). */
export type Guard = 'public' | 'user' | 'operator';

/**
 * One call of the API. Both the server's routes and the client's methods are derived from these
 * entries, so the two sides cannot drift apart. What a call does, in words, is not here but in its
 * group's `<group>.docs.ts`, which only the OpenAPI document reads: client bundles carry none of it.
 */
export interface Endpoint<P extends t.Any = t.Any, R extends t.Any = t.Any> {
  readonly method: 'GET' | 'POST';
  /** Below `/api`. */
  readonly path: string;
  readonly params: P;
  /** The success payload: the envelope's `message`. */
  readonly result: R;
  readonly guard: Guard;
  /** Answers 998 unless the user has passed identity verification. */
  readonly verified: boolean;
  /** Sent as multipart form data with one `file` part besides the params (uploads). */
  readonly multipart: boolean;
  /** Moves money: takes an `Idempotency-Key` header, and a repeat with that key moves nothing. */
  readonly idempotent: boolean;
}

export const endpoint = <
  P extends t.Any,
  R extends t.Any,
  M extends boolean = false,
  I extends boolean = false,
>(
  spec: Omit<Endpoint<P, R>, 'verified' | 'guard' | 'multipart' | 'idempotent'> &
    Partial<Pick<Endpoint<P, R>, 'verified' | 'guard'>> & { readonly multipart?: M; readonly idempotent?: I },
): Endpoint<P, R> & { readonly multipart: M; readonly idempotent: I } => ({
  guard: 'public',
  verified: false,
  // `M` and `I` are `false` unless the spec says `true`, which the spread then sets.
  multipart: false as M,
  idempotent: false as I,
  ...spec,
});

/**
 * What each endpoint of a group does, in words: the OpenAPI document's summaries. Naming every
 * endpoint of the group and nothing else, so a new endpoint without one fails the type check.
 */
export type Summaries<T> = { readonly [K in keyof T]: string };

export type ParamsOf<E extends Endpoint> = t.TypeOf<E['params']>;
export type ResultOf<E extends Endpoint> = t.TypeOf<E['result']>;
/** The result as it travels (decimals as strings): what a server encodes. */
export type WireResultOf<E extends Endpoint> = t.OutputOf<E['result']>;

/**
 * A context's table of endpoints, built by `build`. Each table is made by a call marked pure, so a
 * bundle that never reads a context's table drops all of it (its codecs' construction included): a
 * front end that loads a context's calls on first use carries none of them at start.
 */
export const endpointGroup = <T>(build: () => T): T => build();

/** The base path every endpoint lives under. */
export const API_PREFIX = '/api';

/** Turns a union into the intersection of its members: the tables of several groups as one. */
export type Joined<U> = (U extends unknown ? (table: U) => void : never) extends (table: infer I) => void
  ? I
  : never;

/**
 * Several groups' tables as one (names are unique across contexts). Marked pure, so a bundle that
 * never reads a joined table keeps none of the groups it would have joined: a front end that loads
 * a context's calls on first use (see the http-adapter's `createHttpTessera`) does not carry them.
 */
export const joinGroups = <T extends readonly object[]>(...groups: T): Joined<T[number]> =>
  Object.assign({}, ...groups);
