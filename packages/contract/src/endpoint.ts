import type * as t from 'io-ts';

/** Who may call an endpoint: anyone, a signed-in user (Authorization), or an operator (Operator-Key). */
export type Guard = 'public' | 'user' | 'operator';

/**
 * One call of the API. Both the server's routes and the client's methods are derived from these
 * entries, so the two sides cannot drift apart.
 */
export interface Endpoint<P extends t.Any = t.Any, R extends t.Any = t.Any> {
  readonly method: 'GET' | 'POST';
  /** Below `/api`. */
  readonly path: string;
  readonly summary: string;
  readonly params: P;
  /** The success payload: the envelope's `message`. */
  readonly result: R;
  readonly guard: Guard;
  /** Answers 998 unless the user has passed identity verification. */
  readonly verified: boolean;
}

export const endpoint = <P extends t.Any, R extends t.Any>(
  spec: Omit<Endpoint<P, R>, 'verified' | 'guard'> & Partial<Pick<Endpoint<P, R>, 'verified' | 'guard'>>,
): Endpoint<P, R> => ({ guard: 'public', verified: false, ...spec });

export type ParamsOf<E extends Endpoint> = t.TypeOf<E['params']>;
export type ResultOf<E extends Endpoint> = t.TypeOf<E['result']>;
/** The result as it travels (decimals as strings): what a server encodes. */
export type WireResultOf<E extends Endpoint> = t.OutputOf<E['result']>;
