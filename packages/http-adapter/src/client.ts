import type { Contract, ContractGroups, Endpoint, Joined, ParamsOf, ResultOf } from '@tessera/contract';
import { contract } from '@tessera/contract/contract';
import { API_PREFIX } from '@tessera/contract/endpoint';
import { EnvelopeCodec, interpretEnvelope } from '@tessera/contract/envelope';
import { IDEMPOTENCY_HEADER } from '@tessera/contract/idempotency';
import { CHALLENGE_HEADER, PROOF_HEADER, parseChallenge } from '@tessera/contract/proof-of-work';
import { type Call, type Failure, Failures, type Storage, StorageKeys } from '@tessera/core';
import ky, { isTimeoutError } from 'ky';
import * as E from '#fp-ts/Either.js';
import { createLoadingSignal, SLOW_REQUEST_MS } from './loading.js';
import { solveChallenge } from './proof-of-work.js';

/**
 * A fresh idempotency key: 128 random bits in hex. `getRandomValues`, unlike `randomUUID`, also
 * works on pages served over plain HTTP from another machine (not a "secure context").
 */
export const newIdempotencyKey = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

/** Spec §7: requests give up after 60 s. */
export const REQUEST_TIMEOUT_MS = 60_000;

/**
 * Challenges solved for one call before giving up: a second one comes when others behind the same
 * address raised the difficulty meanwhile; past that the caller sees "too many attempts".
 */
const MOST_CHALLENGES_PER_CALL = 3;

export interface HttpClientOptions {
  /** The server's origin, e.g. `http://127.0.0.1:8080`; empty for the page's own origin. */
  readonly baseUrl?: string;
  /** Where the token and language are read from on every request. */
  readonly storage: Storage;
  readonly timeoutMs?: number;
  /** POST bodies as JSON (default) or form-encoded; the server accepts both. */
  readonly bodyEncoding?: 'json' | 'form';
  /** Called with `true` once a request has run for 800 ms, and `false` when all are done. */
  readonly onLoadingChange?: (loading: boolean) => void;
  /** Sent as `Operator-Key`; only the simulator and tests have one. */
  readonly operatorKey?: string;
  readonly fetch?: typeof fetch;
}

/**
 * Uploads take the file besides their params; money-moving calls an idempotency key (one per user
 * action, so a retried action moves money once; one is drawn per call when none is given); every
 * other call takes params only.
 */
export type ClientMethod<E extends Endpoint> = E extends { readonly multipart: true }
  ? (params: ParamsOf<E>, file: Blob) => Call<ResultOf<E>>
  : E extends { readonly idempotent: true }
    ? (params: ParamsOf<E>, idempotencyKey?: string) => Call<ResultOf<E>>
    : (params: ParamsOf<E>) => Call<ResultOf<E>>;

/** One method per entry of a table, named as the entry: `client.login({ user_string, password })`. */
export type ClientOf<T> = { readonly [K in keyof T]: T[K] extends Endpoint ? ClientMethod<T[K]> : never };

/** Every call of the contract. */
export type Client = ClientOf<Contract>;

/** The calls of some of the contract's groups: what a port over them needs. */
export type Calls<G extends keyof ContractGroups> = ClientOf<Joined<ContractGroups[G]>>;

/**
 * Sends one call of any endpoint and answers its decoded result or the failure. Every context's
 * calls go through one transport, so one loading signal counts them all.
 */
export type Transport = (
  entry: Endpoint,
  params: unknown,
  extra: Blob | string | undefined,
) => Promise<E.Either<Failure, unknown>>;

/** Query strings and form bodies carry text; `undefined` fields are left out rather than sent as "undefined". */
const asTextFields = (wire: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries((wire ?? {}) as Record<string, unknown>)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  );

/**
 * Transport-level answers (HTTP 4xx/5xx) still carry an envelope when the server wrote one. A 4xx
 * envelope with a code is the server refusing the call itself (a wrong operator key answers 401
 * `OPERATOR.UNAUTHORIZED`): a business failure, which retrying cannot fix, not a network one.
 */
const failureFromStatus = async (status: number, body: unknown): Promise<Failure> => {
  const envelope = EnvelopeCodec.decode(body);
  const message =
    E.isRight(envelope) && typeof envelope.right.message === 'string' ? envelope.right.message : '';
  if (status === 429) return Failures.rateLimited(message);
  if (status < 500 && E.isRight(envelope) && envelope.right.code !== undefined) {
    return Failures.rejected(String(envelope.right.code), message);
  }
  return Failures.network(message || `HTTP ${status}`);
};

/**
 * The HTTP transport: every request carries `lang` and, when signed in, `Authorization`; every
 * answer is decoded with the entry's codec.
 */
export const createTransport = (options: HttpClientOptions): Transport => {
  const { storage } = options;
  const loading = createLoadingSignal(options.onLoadingChange ?? (() => {}), SLOW_REQUEST_MS);
  const http = ky.create({
    prefixUrl: `${options.baseUrl ?? ''}${API_PREFIX}`,
    timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    retry: 0,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          request.headers.set('lang', storage.get(StorageKeys.lang) ?? 'en');
          const token = storage.get(StorageKeys.token);
          if (token) request.headers.set('Authorization', token);
          if (options.operatorKey) request.headers.set('Operator-Key', options.operatorKey);
        },
      ],
    },
  });

  const multipart = (wire: unknown, file: Blob | undefined): FormData => {
    const form = new FormData();
    for (const [key, value] of Object.entries(asTextFields(wire))) form.append(key, value);
    if (file) form.append('file', file);
    return form;
  };

  const request = (
    entry: Endpoint,
    wire: unknown,
    file: Blob | undefined,
    headers: Record<string, string>,
  ) => {
    const path = entry.path.slice(1);
    if (entry.method === 'GET') return http.get(path, { searchParams: asTextFields(wire), headers });
    if (entry.multipart) return http.post(path, { body: multipart(wire, file), headers });
    return options.bodyEncoding === 'form'
      ? http.post(path, { body: new URLSearchParams(asTextFields(wire)), headers })
      : http.post(path, { json: wire, headers });
  };

  /**
   * Sends a call; when the server asks for proof of work (its address's budget is spent), solves
   * the challenge and sends the call again with the solution, so callers never see the exchange.
   */
  const answer = async (
    entry: Endpoint,
    wire: unknown,
    file: Blob | undefined,
    idempotencyKey: string | undefined,
  ) => {
    // The same key on every resend, so a call answered while its answer was lost moves money once.
    const keyed: Record<string, string> = entry.idempotent
      ? { [IDEMPOTENCY_HEADER]: idempotencyKey ?? newIdempotencyKey() }
      : {};
    let headers: Record<string, string> = keyed;
    for (let challenges = 0; ; challenges += 1) {
      const response = await request(entry, wire, file, headers);
      const challenge = parseChallenge(response.headers.get(CHALLENGE_HEADER) ?? '');
      if (response.status !== 429 || challenge === undefined || challenges === MOST_CHALLENGES_PER_CALL) {
        return response;
      }
      headers = { ...keyed, [PROOF_HEADER]: await solveChallenge(challenge) };
    }
  };

  const send = async (
    entry: Endpoint,
    params: unknown,
    extra: Blob | string | undefined,
  ): Promise<E.Either<Failure, unknown>> => {
    const wire = entry.params.encode(params);
    const file = extra instanceof Blob ? extra : undefined;
    const idempotencyKey = typeof extra === 'string' ? extra : undefined;
    try {
      const response = await loading.track(answer(entry, wire, file, idempotencyKey));
      const body: unknown = await response.json().catch(() => undefined);
      if (!response.ok) return E.left(await failureFromStatus(response.status, body));
      return interpretEnvelope(body, entry.result);
    } catch (error) {
      if (isTimeoutError(error)) return E.left(Failures.timeout());
      return E.left(Failures.network(error instanceof Error ? error.message : String(error)));
    }
  };

  return send;
};

/** The typed calls of `table` over `transport`, one method per entry, named as the entry. */
export const clientOf = <T extends Readonly<Record<string, Endpoint>>>(
  transport: Transport,
  table: T,
): ClientOf<T> =>
  Object.fromEntries(
    Object.entries(table).map(([name, entry]) => [
      name,
      (params: unknown, extra?: Blob | string) => () => transport(entry, params, extra),
    ]),
  ) as unknown as ClientOf<T>;

/** The typed HTTP client of the whole contract (scripts and the simulator; a browser loads contexts on use). */
export const createHttpClient = (options: HttpClientOptions): Client =>
  clientOf(createTransport(options), contract);
