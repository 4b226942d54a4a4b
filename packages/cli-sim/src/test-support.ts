import {
  type Call,
  createTessera,
  Decimal,
  Failures,
  type LoginRequest,
  type Quote,
  type Storage,
  type User,
} from '@tessera/core';
import * as TE from 'fp-ts/lib/TaskEither.js';
import type { Operator, OutboxMessage, SimContext } from './runtime/context.js';

/** Storage in a Map, so unit tests need nothing from the http-adapter. */
const mapStorage = (): Storage => {
  const values = new Map<string, string>();
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
    clear: () => values.clear(),
  };
};

export const PASSWORD = 'right-password';

const user = (email: string): User => ({
  id: 7,
  username: null,
  email,
  mobile: null,
  nickname: 'sim',
  headPortrait: '',
  signature: '',
  creditScore: 100,
  verificationLevel: 0,
  inviteCode: 'ABCD1234',
  vipLevel: 0,
});

const quote = (symbol: string, price: string): Quote => ({
  symbol,
  base: symbol.split('/')[0]!,
  quote: 'USDT',
  price: new Decimal(price),
  changePercent: new Decimal('1.5'),
  high: new Decimal(price),
  low: new Decimal(price),
  volume: new Decimal('10'),
  at: '2026-11-22T10:00:00Z',
});

const ok = <A>(value: A): Call<A> => TE.right(value);

/**
 * A SimContext over core wired to an in-memory exchange: one account per email, `PASSWORD` its
 * password, codes `123456` delivered to an outbox. Enough to test steps and the runner without HTTP.
 */
export const fakeContext = (): SimContext => {
  const accounts = new Map<string, string>();
  const sent = new Map<string, OutboxMessage[]>();
  let current: string | null = null;
  const tessera = createTessera({
    api: {
      session: {
        login: (request: LoginRequest) => {
          if (accounts.get(request.userString) !== request.password) {
            return TE.left(Failures.rejected('SESSION.LOGIN_FAILED', 'Wrong account or password'));
          }
          current = request.userString;
          return ok(`token-${request.userString}`);
        },
        logout: () => ok(undefined),
        register: (request) => {
          if (request.code !== '123456')
            return TE.left(Failures.rejected('SESSION.CODE_INVALID', 'Wrong code'));
          accounts.set(request.userString, request.password);
          return ok(undefined);
        },
        sendCode: (request) => {
          const to = request.channel === 'email' ? request.to : `+${request.areaCode}${request.to}`;
          const message: OutboxMessage = {
            to,
            channel: request.channel === 'email' ? 'email' : 'sms',
            subject: 'Your code',
            body: 'Your Tessera code is 123456.',
            created_at: '2026-11-22T10:00:00Z',
          };
          sent.set(to, [message, ...(sent.get(to) ?? [])]);
          return ok(undefined);
        },
        resetPassword: () => ok(undefined),
        userInfo: () => ok(user(current ?? 'nobody@example.test')),
      },
      market: { quotations: () => ok([quote('BTC/USDT', '64000'), quote('ETH/USDT', '3100')]) },
    },
    feed: { subscribe: () => () => {} },
    storage: mapStorage(),
    navigator: { go: () => {} },
    notifier: { notify: () => {} },
  });
  const operator: Operator = {
    canRead: true,
    outbox: async (to) => ({ ok: true, messages: sent.get(to) ?? [] }),
  };
  return { tessera, operator, notices: [], navigations: [], lastFailure: null, timeoutMs: 2000 };
};
