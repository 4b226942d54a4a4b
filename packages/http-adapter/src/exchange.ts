import type { ContractGroups, Endpoint, ParamsOf, ResultOf } from '@tessera/contract';
import { contractGroups } from '@tessera/contract/contract';
import {
  type Call,
  type Depth,
  type Language,
  type MarketTrade,
  type Quote,
  type Storage,
  StorageKeys,
  type Unsubscribe,
} from '@tessera/core';
import * as E from '#fp-ts/Either.js';
import { type Client, createHttpClient } from './client.js';
import { toTesseraError } from './exchange-errors.js';
import { createSocketFeed, type SocketFeed } from './socket-feed.js';
import { memoryStorage } from './storage.js';

/** A contract entry as a plain async function: its result, or a thrown `TesseraError`. */
export type AsyncCall<E extends Endpoint> = E extends { readonly multipart: true }
  ? (params: ParamsOf<E>, file: Blob) => Promise<ResultOf<E>>
  : E extends { readonly idempotent: true }
    ? (params: ParamsOf<E>, idempotencyKey?: string) => Promise<ResultOf<E>>
    : (params: ParamsOf<E>) => Promise<ResultOf<E>>;

type AsyncCalls<G> = { readonly [N in keyof G]: G[N] extends Endpoint ? AsyncCall<G[N]> : never };

/** Every call of the contract, by bounded context: `exchange.wallet.transfer(…)`. */
export type ExchangeCalls = { readonly [G in keyof ContractGroups]: AsyncCalls<ContractGroups[G]> };

/** The pushes, as callbacks; each returns the function that stops it. */
export interface ExchangeWatchers {
  readonly market: {
    /** The quotes that changed, a batch about every 100 ms. */
    watchTickers(listener: (quotes: readonly Quote[]) => void): Unsubscribe;
  };
  readonly spot: {
    watchDepth(symbol: string, listener: (depth: Depth) => void): Unsubscribe;
    watchTrades(symbol: string, listener: (trades: readonly MarketTrade[]) => void): Unsubscribe;
    /** The signed-in user's orders changed (placed, filled, cancelled): read them again. */
    watchOrders(listener: () => void): Unsubscribe;
  };
  readonly wallet: {
    /** The signed-in user's balances changed: read them again. */
    watchBalances(listener: () => void): Unsubscribe;
  };
}

export type Exchange = {
  readonly [G in keyof ExchangeCalls]: ExchangeCalls[G] &
    (G extends keyof ExchangeWatchers ? ExchangeWatchers[G] : unknown);
} & {
  /** Closes the realtime connection, if a watcher opened one. */
  close(): void;
};

export interface ExchangeOptions {
  /** The server's origin, e.g. `http://127.0.0.1:8080`. */
  readonly baseUrl: string;
  /** Where the session token is kept; in memory unless given (`browserStorage()` in a browser). */
  readonly storage?: Storage;
  /** The language of the server's messages (and so of the errors' messages). */
  readonly language?: Language;
  readonly timeoutMs?: number;
  readonly operatorKey?: string;
  readonly fetch?: typeof fetch;
}

/**
 * Tessera for people who know neither fp-ts nor XState: every call of the contract as an async
 * function, failures thrown as `TesseraError`s (`NotLoggedIn`, `Rejected` with its `code`…), and
 * the pushes as callbacks. `session.login` keeps the token for the calls after it and
 * `session.logout` forgets it. A money-moving call draws its idempotency key unless given one:
 * pass the same key when retrying a call whose answer was lost.
 *
 * ```ts
 * const ex = createExchange({ baseUrl: 'http://127.0.0.1:8080' });
 * await ex.session.login({ user_string: 'ada', password: '…' });
 * const stop = ex.market.watchTickers((quotes) => console.log(quotes.length));
 * ```
 */
export const createExchange = (options: ExchangeOptions): Exchange => {
  const storage = options.storage ?? memoryStorage();
  if (options.language !== undefined) storage.set(StorageKeys.lang, options.language);
  const client: Client = createHttpClient({ ...options, storage });
  const callables = client as unknown as Readonly<Record<string, (...args: unknown[]) => Call<unknown>>>;
  const asAsync =
    (name: string) =>
    async (...args: unknown[]): Promise<unknown> => {
      const call = callables[name];
      if (call === undefined) throw new Error(`no call ${name} in the contract`);
      const answer = await call(...args)();
      if (E.isLeft(answer)) throw toTesseraError(answer.left);
      return answer.right;
    };
  const calls = Object.fromEntries(
    Object.entries(contractGroups).map(([group, endpoints]) => [
      group,
      Object.fromEntries(Object.keys(endpoints).map((name) => [name, asAsync(name)])),
    ]),
  ) as unknown as ExchangeCalls;

  // The socket opens with the first watcher, not before: a script that only calls never opens one.
  let feed: SocketFeed | undefined;
  const realtime = (): SocketFeed => {
    feed ??= createSocketFeed({ url: options.baseUrl, token: () => storage.get(StorageKeys.token) ?? null });
    return feed;
  };
  const signedInOrOut = () => feed?.authenticate();

  return {
    ...calls,
    session: {
      ...calls.session,
      login: async (params) => {
        const answer = await calls.session.login(params);
        // With two-factor authentication on, the answer is a challenge for `loginSecondFactor`.
        if (typeof answer !== 'string') return answer;
        storage.set(StorageKeys.token, answer);
        signedInOrOut();
        return answer;
      },
      loginSecondFactor: async (params) => {
        const token = await calls.session.loginSecondFactor(params);
        storage.set(StorageKeys.token, token);
        signedInOrOut();
        return token;
      },
      logout: async (params) => {
        try {
          return await calls.session.logout(params);
        } finally {
          storage.remove(StorageKeys.token);
          signedInOrOut();
        }
      },
    },
    market: {
      ...calls.market,
      watchTickers: (listener) => realtime().subscribe('tickers', listener),
    },
    spot: {
      ...calls.spot,
      watchDepth: (symbol, listener) => realtime().subscribeDepth(symbol, listener),
      watchTrades: (symbol, listener) => realtime().subscribeTrades(symbol, listener),
      watchOrders: (listener) => realtime().subscribe('orders', () => listener()),
    },
    wallet: {
      ...calls.wallet,
      watchBalances: (listener) => realtime().subscribe('balances', () => listener()),
    },
    close: () => feed?.close(),
  };
};
